"""Two moments offered for one thing ("right away or at the end of the turn?"), when the first rule states none.

Players who ask WHEN exactly a thing happens often put the two moments they
hesitate between: "do I go back to 0 and add 25 RIGHT THEN, OR does that
only happen IN FINAL SCORING?", "¿la HAPPINESS la gano EN EL MOMENTO en que
llego a gastar 4 COIN O AL FINAL DEL TURNO?", "¿lo tiro ya EN ESTE TURNO O
A PARTIR DEL SIGUIENTE?". The rule that ranks first is the thing's own
(what Make It Rain gives, what passing the end of a track does) and holds
every word the question names, so its words seem to answer; when it says
no moment at all ("Spend 4 or more COIN in one turn to gain 1 HAPPINESS"),
the rulebook leaves the timing open, and a fresh question names new things
each time, so a gap's aliases never reach it. The form is what transfers.

The question offers an instant (`moment_offer_now`: "right away",
"right then", "immediately", "this turn", "en el momento", "ya", "este
turno") and a later moment (`moment_offer_later`: "at the end of",
"next turn", "final scoring", "al final", "siguiente turno", "a partir
del siguiente"), the two joined by "or" (`moment_either_or`, shared with
rules/guessed_moments.py), the instant at most NOW_GAP words before it
and the later moment at most LATER_GAP words after it, or the other way
round. The first entry answers when a sentence of it states a moment
(`moment_offer_told`: "immediately", "at the end of", "until", "after",
"as soon as", "when", "in step", "de inmediato", "al final de",
"cuando", "hasta"): its moment settles the either/or whichever side it
takes. So does a rule placed in a numbered phase of play (its section
"Game Play > 3. Bad Luck": the phase's place in the round is its moment),
or a near rule (the first PHASE_ENTRIES) that numbers the phases
("1. Roll the Dice, 2. Select Cards, 3. Bad Luck"), as step_order.py
reads them. Only the first entry is judged for a moment stated in words:
a near rule of another thing states its own moments. A question without a
word that opens an instant, a later moment and "or" pays three set
look-ups.

Measured (round abst39, TUNE127 on wave1base): abstention 3,935 -> 3,937
of 4,707 (blind121: "add 25 right then, or only in final scoring?", Make
It Rain "¿en el momento ... o al final del turno?"); top-1 22,366, top-3
23,735 and false abstention 570 unchanged. Tried and dropped: the first
entry alone, without the phases (false abstention 570 -> 576: CV's
misfortune "do I lose a card right away or later?", answered by the
round's phase order); any of the three near entries stating a moment (no
abstention gained: the near rules of a turn always say "then", "when").
Of the 32 unanswerable questions of TUNE127 that offer two moments, 19
were already unanswered; the rest keep a first rule that states some
moment of its own (a Life Event "resolved at the end of your turn").
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.step_order import NUMBERED
from referee.rules.normalize import may_hold_phrase, question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, phrase_starts, phrases_held

ENTRIES = 1  # the first entries one of which must state a moment
PHASE_ENTRIES = 3  # the first entries one of which may list the numbered phases of a turn instead
# the most words between the end of the first moment's phrase and the "or" ("right then, OR": 0; "EN EL MOMENTO en
# que llego a gastar 4 COIN O": 7, the thing done at that instant told in between), and between the "or" and the
# second moment ("or does that only happen in FINAL SCORING": 5)
NOW_GAP = 7
LATER_GAP = 6
# a section that places an entry in a numbered phase or step of play ("Game Play > 3. Bad Luck"): the phase's place
# in the turn is the entry's moment
PHASE_SECTION = re.compile(r"(?:^|> )\d+\. \S")


def _spans(said: list[str], lang: str, field: str) -> list[tuple[int, int]]:
    """The (start, end) of every phrase of `field` in the folded words `said`."""
    return [(start, start + len(phrase)) for phrase in phrases_held(said, question_form_phrases(lang, field))
            for start in phrase_starts(said, phrase)]


def offered(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The words from the first offered moment to the end of the second
    ("right then or does that only happen in final scoring") when the folded
    words `said` offer an instant and a later moment joined by "or"; else
    None (three set look-ups for most questions)."""
    present = set(said)
    ors = question_form_openers(lang, "moment_either_or")
    if ors.isdisjoint(present) or not may_hold_phrase(present, lang, "moment_offer_now") \
            or not may_hold_phrase(present, lang, "moment_offer_later"):
        return None
    now = _spans(said, lang, "moment_offer_now")
    later = _spans(said, lang, "moment_offer_later")
    if not now or not later:
        return None
    for place, word in enumerate(said):
        if word not in ors:
            continue
        for before, after in ((now, later), (later, now)):
            first = [start for start, end in before if end <= place and place - end <= NOW_GAP]
            second = [end for start, end in after if start > place and start - place - 1 <= LATER_GAP]
            if first and second:
                return tuple(said[min(first):min(second)])
    return None


def unstated_moment(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that offer an instant and a later moment ("right away or
    at the end of the turn") when no sentence of the first entry states a
    moment; else None."""
    asked = offered(words(query), lang_index.lang)
    if asked is None or entries_tell(near[:ENTRIES], lang_index, "moment_offer_told") \
            or any(NUMBERED.search(lang_index.docs[number].entry.text) for number in near[:PHASE_ENTRIES]) \
            or any(PHASE_SECTION.search(lang_index.docs[number].entry.section or "") for number in near[:ENTRIES]):
        return None
    return " ".join(asked)
