"""The numbers of a list's items in a rule ("1. Roll the Dice, 2. Select
Cards"; "1) place your Time ...; 2) spend them"): an order, not a count.

A rule that lists steps, phases or kinds numbers them: "Points come from
the CVs, in this order: 1. health, relationship and knowledge cards ...,
2. possession card points, 3. personal life goal". Read word by word, "2"
stands right before "possession card points", which looks like a count of
possessions: the count readings (rules/counts.py) took that rule for one
that says how many possession cards there are. A number that opens a list
item counts nothing, so those readings read the rule without it.

An item's number: digits right after the start of the text or of a line,
or after a colon, a semicolon or an opening bracket, then "." or ")" and a
word ("1. Roll", "; 2) spend"), or after a comma, then "." and a word ("1.
Life goal, 2. Health"); never a number inside a sentence ("a maximum of 7
dice."), nor a decimal ("1.5"), nor one of a bracketed list ("(4, 3, 5)
are").
"""

from __future__ import annotations

import re

# ("N." after a comma too, "1. Life goal, 2. Health"; "N)" not after a comma: "(4, 3, 5) are" lists numbers)
_MARKER = re.compile(r"(^|[:;(]\s*)\d{1,2}[.)](?=\s+[^\W\d_])|(,\s*)\d{1,2}[.](?=\s+[^\W\d_])", re.MULTILINE)


def without_markers(text: str) -> str:
    """`text` with the numbers of its list items left out (their "." or ")" too)."""
    if "." not in text and ")" not in text:
        return text
    return _MARKER.sub(lambda match: match.group(1) or match.group(2) or "", text)
