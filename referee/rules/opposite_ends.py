"""A superlative of age asked where the rule names its opposite: the same rule.

"Who goes first — Grandpa says THE YOUNGEST?", "my son says the YOUNGEST
should go first in Adulthood": the rule that answers picks the player by
the other end of the same scale ("the OLDEST player takes the first
turn"). Read word by word, "youngest" was a noun the rulebook never uses,
and `ask` said the rulebook was silent beside the rule that answers: a
rule that picks by age, whichever end, settles whether the other end is
picked.

The reading: a word of `question_form.opposite_ends` (the first word of
each list: "youngest", "joven") is covered by an entry that holds one of
the words listed after it ("oldest"; "mayor", "viejo"), looked up by
search._evidence only for a topic the entry leaves uncovered (a dict
look-up: the other questions pay nothing).

On the tuning sets (TUNE51, round fabst28): 2 false abstentions fewer
(blind83 "my son says the youngest should go first", blind99 "the youngest
went first by mistake"), nothing else moved. Reading "youngest" as a word
of age that picks one of the players (rules/picked_by_age.py) was tried and
left out: 3 false abstentions fewer but 1 answer lost from the top 3 and 1
unanswerable question answered ("can the youngest get one extra FAVOUR
card at the start"), where no rule of the oldest is the one found.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, stem, words


@lru_cache(maxsize=4)
def opposites(lang: str) -> dict[str, tuple[str, ...]]:
    """The stem of each word of `lang` asked by one end of a scale -> the
    stems of the words of its other end."""
    found: dict[str, tuple[str, ...]] = {}
    for listed in question_form(lang).get("opposite_ends", ()):
        keys = [stem(word, lang) for phrase in listed for word in words(phrase)]
        if len(keys) > 1:
            found[keys[0]] = tuple(keys[1:])
    return found
