"""A dispute put to the rule: the sides are readings, and the rule that states one of them settles it.

"Max says I can pay off all 5 COIN in one go, Leo says ONLY 1 or 2 a
turn. who's right?", "Kim says Meditate costs 1 TIME and draws a new
CAREER, I say it costs 1 energy and is about Values", "mi pareja dice que
se paga al TIRAR los DADOS y yo que en la fase de añadir las cartas". A
player who asks the assistant to settle a quarrel names two readings, who
holds each, and asks the rule the two differ on. One reading is wrong (or
both are), so the rule that answers holds the words of one side at most:
the other side's words ("only", "time", "tirar los dados") are a claim the
rule denies, not topics it must state. Before, such a question abstained
for the words of the side the rule does not hold.

The sides: each opens after a verb of saying told of a speaker
(`question_form.speech_verbs`, with the word before it as the speaker: "Leo
SAYS", "mi pareja DICE QUE") or after a phrase by which the one asking
takes a side (`dispute_own`: "I SAY", "I RECKON", "YO DIGO QUE", "Y YO
QUE"), and runs up to the next opening (its speaker excluded) or the end.
A dispute has two sides or more, told by two speakers or more ("when she
CLAIMS what her FAVOUR is, does she SAY it out loud?" is none).

The reading, of the first entry only and only when the search judged it
not to answer (like rules/conceded_cases.py): every topic the entry lacks
is a word of one side that no other part of the question says, or a word
of the openings ("I SAY"); and the entry covers a word of another side
and every topic of it, a word besides a negation ("Ella dice que NO pasa
nada" names no reading): the rule states that side. Then the lacking words
are no topics, and the entry is judged again. A dispute the rulebook does
not settle keeps its abstention: no entry covers a whole side's topics
("yo digo que no": a side without a word the entry covers settles
nothing), or the words
it lacks are said outside the sides, in the ask itself.

Cheap: one set look-up of the verbs and the first words of the openings;
most questions tell no dispute.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from referee.rules import corpus
from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import phrase_starts, phrases_held


@lru_cache(maxsize=4)
def _firsts(lang: str) -> frozenset[str]:
    """The words one of which every opening of a side holds: the verbs of
    saying and the first words of `dispute_own` (made once)."""
    return question_form_set(lang, "speech_verbs") | frozenset(
        phrase[0] for phrase in question_form_phrases(lang, "dispute_own") if phrase)


def sides(said: list[str], lang: str) -> tuple[list[range], set[int]]:
    """The spans of the sides of a dispute in the folded words `said`, and
    the positions of the words that open them (speaker, verb, "that"):
    no sides when fewer than two open, or when one speaker opens them all."""
    if _firsts(lang).isdisjoint(said):
        return [], set()  # (one set look-up: most questions tell no dispute)
    verbs = question_form_set(lang, "speech_verbs")
    that = question_form_set(lang, "speech_that")
    openings: list[tuple[int, int, str]] = []  # (first word of the opening, first word of the side, speaker)
    for phrase in phrases_held(said, question_form_phrases(lang, "dispute_own")):
        for start in phrase_starts(said, phrase):
            openings.append((start, start + len(phrase), ""))  # ("" : the one asking)
    taken = {at for start, end, _ in openings for at in range(start, end)}
    for at, word in enumerate(said):
        if word in verbs and at and at not in taken:
            openings.append((at - 1, at + 1, said[at - 1]))
    openings.sort()
    kept: list[tuple[int, int, str]] = []
    for start, end, speaker in openings:  # (one opening inside another: "yo DIGO que" is one)
        if kept and start < kept[-1][1]:
            kept[-1] = (kept[-1][0], max(end, kept[-1][1]), kept[-1][2])
            continue
        kept.append((start, end, speaker))
    if len({speaker for _, _, speaker in kept}) < 2:
        return [], set()  # (one speaker twice is no dispute: "when she CLAIMS ..., does she SAY it ...?")
    opened: set[int] = set()
    spans: list[range] = []
    for n, (start, end, _) in enumerate(kept):
        if end < len(said) and said[end] in that:
            end += 1
        opened.update(range(start, end))
        stop = kept[n + 1][0] if n + 1 < len(kept) else len(said)
        if end < stop:
            spans.append(range(end, stop))
    if len(spans) < 2:
        return [], set()
    return spans, opened


def disputed_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                     answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of one side of the
    dispute the question tells read as no topic, when every topic the entry
    lacks is a word of that side alone (or of the openings) and the entry
    covers a word of another side and every topic of it. `said` is the
    question's folded words; `entry` is unused (the signature of the other
    readings of a claim). Returns (answered, missing, evidence)."""
    lacking = lacking_topics(evidence)
    if not lacking:
        return (*judged, evidence)
    spans, opened = sides(said, lang)
    if not spans:
        return (*judged, evidence)
    opening_words = {said[at] for at in opened}
    negations = question_form_set(lang, "negations")
    lacking_words = [set(words(evidence[n][0])) for n in lacking]
    for side in spans:
        inside = {said[at] for at in side}
        elsewhere = {word for at, word in enumerate(said) if at not in side and at not in opened}
        own = (inside - elsewhere) | opening_words
        if not all(found <= own and found & (inside - elsewhere) or found <= opening_words for found in lacking_words):
            continue
        for other in spans:
            if other is side:
                continue
            other_words = {said[at] for at in other}
            told = [(word, topic, covered) for word, topic, covered in evidence if set(words(word)) <= other_words]
            if any(covered and not set(words(word)) <= negations for word, _, covered in told) \
                    and all(covered for _, topic, covered in told if topic):
                return judged_without(evidence, lacking, answers)
    return (*judged, evidence)
