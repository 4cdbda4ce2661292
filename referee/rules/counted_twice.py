"""A gain asked to count a second time, when the first rule states no count of times.

"My married partner's heart matches TWO of my values cards. Do I GET the
4 impact TWICE?", "why don't I GET the energy TWICE?", "si paso el final de
la pista DOS VECES, ¿SUMO 50?". The rule that ranks first is the gain's own
(4 impact for a complete heart, one energy for the left-most card, 25 for
passing the end of a track) and holds every word of the question but the
second time: whether the gain counts once or again is what the rulebook
leaves open when that rule never says how many times. A fresh question
names a new gain each time, so no gap's aliases reach it: the form is what
transfers.

The question holds a word of the second time (`twice_asked`: "twice", "a
second time", "dos veces", "por segunda vez") and a word of gaining
(`twice_gain`: "get", "score", "count", "sumo", "gano", "cuenta") at most
`twice_gain_reach` words away from it, before or after. The first entry answers
when it states a repeat (rules/repeats.py `states_repeat`: "once",
"twice", "again", "already", "una vez", "ya") or a count of times or two
at once (`twice_told`: "up to two TIMES", "EACH TIME", "REROLL", "BOTH spots", "VECES", "CADA VEZ",
"volver a tirar", "ambos"). Not "again" nor "otra vez": they remind as
often as they repeat ("what's the intern's salary again?"); not "double"
nor "doble", a rule's own word ("twice as many cards", "el doble de
cartas"). A question without a word of the second time pays one set
look-up.

Only the first entry is judged: the near rules of other gains say "once"
or "each" of their own (the three near entries kept 5 of the 7 such
questions of TUNE151 answered).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_positions, listed_runs
from referee.rules.repeats import states_repeat
from referee.rules.unstated_specifics import entries_tell

ENTRIES = 1  # the first entries one of which must state a repeat or a count of times


def unstated_twice(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the second time ("twice", "dos veces") when a word of
    gaining stands near them and the first entry states no repeat nor count
    of times; else None."""
    lang = lang_index.lang
    said = words(query)
    runs = listed_runs(said, lang, "twice_asked")
    if not runs:
        return None  # (no word of a second time: most questions)
    gains = listed_positions(said, lang, "twice_gain")
    reach = question_form(lang).get("twice_gain_reach", 0)
    asked = next(((start, end) for start, end in runs if any(_apart(start, end, gain) <= reach for gain in gains)),
                 None)
    if asked is None:
        return None
    for number in near[:ENTRIES]:
        entry = lang_index.docs[number].entry
        if states_repeat(f"{entry.title} {entry.text}", lang) or entries_tell((number,), lang_index, "twice_told"):
            return None
    return " ".join(said[asked[0]:asked[1]])


def _apart(start: int, end: int, at: int) -> int:
    """How many words a word at `at` stands from the phrase from `start` to `end` (after its last word; 1: next
    to it)."""
    return start - at if at < start else at - (end - 1)
