"""A case the player concedes ("even if", "aunque") is a circumstance, not a topic: the rule that holds regardless answers.

"you can't use the same action spot twice in one turn EVEN WITH SPARE
TIME, right?", "can I spend 4 Willpower to overcome a frustration whenever
I want, EVEN HALFWAY THROUGH A BUS STOP?", "¿Va encima AUNQUE LA DE ANTES
FUERA MEJOR?". A player who states a rule, or asks one, names with a
concession (`[question_form] concession_openers`: "even if", "even with",
"aunque", "incluso con") the circumstance they fear would change it. The
rule that states the thing without that exception answers ("each action
spot can be used only once per turn": spare time or not), though it never
says "spare": the conceded words are the case put to the rule, not what
the rule must hold.

The case conceded: at most CONCEDED_WORDS words after the opening, short
of the tag that closes a confirmation (rules/confirmation.py) and of any
word the question says outside it too (those stay topics). The reading,
of the first entry only and only when the search judged it not to answer,
like the premise's (rules/premises.py): every topic the entry lacks is a
word of the case conceded, and the entry covers some other topic. Then
those words are no topics, and the entry is judged again. A question the
rulebook never settles keeps the words of its ask, which no entry covers.

Cheap: one set look-up of the openers' first words; most questions concede
nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules import corpus
from referee.rules.confirmation import tag_positions
from referee.rules.normalize import question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import phrase_starts, phrases_held

# the most words after the opening that belong to the case conceded ("even with SPARE TIME", "even halfway THROUGH
# A BUS STOP"); a case of the tuning sets' questions is one to four words
CONCEDED_WORDS = 5


def conceded_words(said: list[str], lang: str) -> frozenset[str]:
    """The folded words of the case the folded words `said` concede (up to
    CONCEDED_WORDS after a `concession_openers` phrase, short of a closing
    tag), less any said outside it too; empty when they concede none."""
    if question_form_openers(lang, "concession_openers").isdisjoint(said):
        return frozenset()  # (one set look-up: most questions concede nothing)
    tag = tag_positions(said, lang)
    inside: set[int] = set()
    for phrase in phrases_held(said, question_form_phrases(lang, "concession_openers")):
        for start in phrase_starts(said, phrase):
            inside.update(range(start, start + len(phrase)))  # (the opening: how the case is put, never a topic)
            end = start + len(phrase)
            inside.update(at for at in range(end, min(end + CONCEDED_WORDS, len(said))) if at not in tag)
    outside = {word for at, word in enumerate(said) if at not in inside}
    return frozenset(said[at] for at in inside) - outside


def conceded_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                     answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of the case the
    question concedes read as no topic, when every topic the entry lacks is
    one of them and it covers another; as judged otherwise. `said` is the
    question's folded words; `entry` is unused (the signature of the other
    readings of a claim). Returns (answered, missing, evidence)."""
    lacking = lacking_topics(evidence)
    if not lacking:
        return (*judged, evidence)
    conceded = conceded_words(said, lang)
    if not conceded or not all(set(words(evidence[n][0])) <= conceded for n in lacking) \
            or not any(topic and covered for _, topic, covered in evidence):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
