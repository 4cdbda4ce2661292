"""Whether the rulebook says a wording, asked of the wording itself: the rule that holds it answers.

A rules lawyer settles a dispute by the letter of the rule: "DOES THE RULE
LITERALLY SAY 'passing a turn is not allowed'? my mate wants to skip",
"does the rule say my hand 'is always hidden', or is it just a
suggestion?", "¿EL REGLAMENTO DICE 'hasta 3' o 'como máximo 3'?", "¿PONE
LITERALMENTE 'en cualquier momento'?". The ask is whether the quoted words
are the rulebook's; what follows it ("my mate wants to skip", "one guy keeps
flashing his goals") is why the player asks, not a case the rule must name.
A careful reader answers it from the rule that holds the quoted passage:
yes, and here is the rule (or no, the rule says this instead).

The form: a passage in quotation marks inside a question (its sentence ends
with a question mark) whose sentence asks, before the mark, whether a
source says it: a yes/no opener of the sentence (lexicon
`question_form.wording_openers`: "does", "did"; Spanish opens the question
with "¿" instead, `wording_marked`), then a verb of saying
(`question_form.passage_verbs`: "say", "state", "dice", "pone") before the
mark, and no question word between them (`question_form.quote_new_asks`:
"does it say WHAT happens 'after the round'?" asks a new case; Spanish
"que" right after the verb joins what is said, `wording_links`: "¿dice
QUE 'X'?").

`search._search` reads it as rules/quoted_checks.py reads a check drawn
from a quote: when the question is left unanswered, the first entry is a
rule entry (no known gap of the rulebook) and holds the quoted passage
(rules/quotes.py `passage_checked`), it answers. A player who tells the
rulebook silent ("does the rule say 'X' anywhere? I can't find it") is
left to rules/said_silent.py.

Round lawyerfab (TUNE201, 4,868 questions with a quotation mark or an
apostrophe): false abstention -2 (blind196), nothing else moved. Tried and
left out: moving first the one close entry that holds the passage when the
first does not ("does the rule say energy 'can also be used as extra time
meeples'?", first the Career spot's rule): one false abstention fewer more,
nothing else moved, but no test question written anew needed it in English.
"""

from __future__ import annotations

import re

from referee.rules import said_silent
from referee.rules.normalize import question_form, question_form_set, words
from referee.rules.quotes import quoted_spans

_SENTENCE_END = re.compile(r"[.?!]\s|[.?!]$|\n")  # where a sentence ends (a decimal point is followed by a digit)
_OPENING_MARK = "\u00bf"  # Spanish opens a question with it


def _sentence_before(text: str, start: int) -> str:
    """The text of the sentence that holds the character at `start`, up to it."""
    cut = 0
    for match in _SENTENCE_END.finditer(text, 0, start):
        cut = match.end()
    return text[cut:start]


def _asked_after(text: str, end: int) -> bool:
    """Whether the sentence that goes on after a quote (closing at `end`)
    ends with a question mark: the quote stands inside a question."""
    match = _SENTENCE_END.search(text, end)
    stop = match.start() if match else len(text)
    return "?" in text[end:stop + 1] or (match is None and text.rstrip().endswith("?"))


def _frame_asks(before: str, lang: str) -> bool:
    """Whether `before` (a sentence up to a quotation mark) asks, yes or no,
    whether a source says what follows: a yes/no opener first (or an opening
    question mark), a verb of saying after it, no question word between."""
    form = question_form(lang)
    opened = before.lstrip().lstrip("\u00a1").startswith(_OPENING_MARK) and bool(form.get("wording_marked"))
    said = words(before.lstrip().lstrip(_OPENING_MARK))
    if not said:
        return False
    openers = question_form_set(lang, "wording_openers")
    if not opened and said[0] not in openers:
        return False
    verbs = question_form_set(lang, "passage_verbs")
    asks = {word for phrase in form.get("quote_new_asks", ()) for word in words(phrase)}
    told = said[1:] if said[0] in openers else said
    links = question_form_set(lang, "wording_links")  # ("¿dice QUE 'X'?": the word that joins what is said)
    told = [word for n, word in enumerate(told) if not (word in links and n and told[n - 1] in verbs)]
    # (a question word anywhere before the mark asks a new case: "does it say WHAT happens 'after the round'?")
    return not asks.intersection(told) and not verbs.isdisjoint(told)


def asks_wording(text: str, lang: str) -> bool:
    """Whether `text` asks whether the rulebook says a passage it quotes
    ("does the rule literally say 'X'?", "¿el reglamento dice 'X'?"),
    and does not tell the rulebook silent on it (rules/said_silent.py)."""
    spans = quoted_spans(text)
    if not spans:
        return False  # (no quotation marks: most questions)
    return any(_frame_asks(_sentence_before(text, start), lang) and _asked_after(text, end)
               for start, end in spans) and not said_silent.told_silent(text, lang)
