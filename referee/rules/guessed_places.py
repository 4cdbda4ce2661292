"""A place the player offers when asking where a thing goes is a guess, which the rule that says where settles.

"Una carta cuyo coste no puedo pagar, ¿VA AL DESCARTE?": the player asks
where the card goes and offers the place the table thought of. The rule
that states where it goes ("pierde la carta y esta VUELVE A la caja")
answers, yes or no, though it never says the place guessed: "descarte" is
a possible answer, not a topic the entry must hold. The search judged it
one (the rulebook silent) while its first entry answered.

The place offered: a phrase of `[question_form] place_guess` ("va al",
"goes to the", "end up in") and at most GUESSED_WORDS words after it. The
reading, of the first entry only and only when the search judged it not
to answer: every topic the entry lacks is a word of the place offered,
and the entry states where a thing goes (a phrase of `place_told`: "vuelve
a", "goes back to", "returns to"). Then those words are no topics, and the
entry is judged again. A rule that states no going leaves them topics
("¿va al descarte?" beside a rule about paying only still abstains).

Cheap: one set look-up of the phrases' first words; most questions offer
no place. TUNE47: false abstentions 490 -> 489 (the CV card not paid for),
top-1, top-3 and abstention unchanged; nothing else moved.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules import corpus
from referee.rules.normalize import question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import holds, phrase_starts, phrases_held

# the most words after the phrase of going that belong to the place ("al DESCARTE", "to the DISCARD PILE"; a place
# of the tuning list's questions is one or two words)
GUESSED_WORDS = 2


def guessed_place(said: list[str], lang: str) -> frozenset[str]:
    """The folded words of every place the folded words `said` offer as
    where a thing goes (`place_guess` and up to GUESSED_WORDS words after
    it); empty when they offer none."""
    if question_form_openers(lang, "place_guess").isdisjoint(said):
        return frozenset()  # (one set look-up: most questions offer no place)
    found: set[str] = set()
    for phrase in phrases_held(said, question_form_phrases(lang, "place_guess")):
        for start in phrase_starts(said, phrase):
            found.update(said[start + len(phrase):start + len(phrase) + GUESSED_WORDS])
    return frozenset(found)


def place_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                  answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of the place the
    question offers read as no topic, when every topic the entry lacks is
    one of them and the entry states where a thing goes; as judged
    otherwise. `said` is the question's folded words. Returns (answered,
    missing, evidence)."""
    lacking = lacking_only_among(evidence, lambda: guessed_place(said, lang))
    if not lacking:
        return (*judged, evidence)
    if not holds(words(f"{entry.title}. {entry.text}"), question_form_phrases(lang, "place_told")):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
