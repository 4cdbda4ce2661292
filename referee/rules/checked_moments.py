"""When a condition is checked is when it holds: the verb of checking is the moment's act, not a topic.

"¿CUÁNDO SE MIRA SI ganamos?", "¿en qué momento COMPRUEBO SI gané?",
"when do we SEE IF anyone won?", "at what point do you KNOW WHETHER the
deck ran out?". A player who asks when a thing is checked asks when the
thing itself is settled: the rule of that thing, which says when it holds
("at the end of the round, if every GOAL is met, you win"; "once a deck
runs out, social assistance is given"), answers, though it never says
"look" or "check". The rulebook has no act of looking at the table to be
silent about. Before this, the verb ("mira", "comprueba", "see") was read as
a topic the rule lacked, and the question abstained while its first entry
answered.

The act read: a word of `[question_form] moment_check_verbs` ("mira",
"comprueba", "revisa", "see", "know") that stands within CHECK_REACH words
after a phrase of asking when (`moment_check_asked`: "cuándo", "en qué
momento", "when", "at what point") and is followed within IF_REACH words
by a word of `moment_check_if` ("si", "if", "whether"): a check of a
condition, placed in time by the question. Not a verb of looking with a
thing after it ("¿cuándo puedo MIRAR MIS VALUES?": looking at hidden cards
is a topic a rule may or may not allow), nor one far from the asking of
when ("¿se resuelven antes de MIRAR SI llegué a 11?": an order of two
steps, which rules/step_order.py reads).

Of the first entry only, when the search judged it not to answer: every
topic the entry lacks is such a verb, and the entry states a moment
(`[answer_intents] ?when`: "when", "at the end", "cuando", "después").
Then those words are no topics, and the entry is judged again (as
rules/named_steps.py does for "in step 3"). Cheap: a set look-up of the
verbs first; most questions hold none.

Round ordertwo, TUNE179 (175 sets): false abstention 969 -> 966 (blind174's
co-op win "¿cuándo se mira si ganamos?", blind175's solo win "¿en qué
momento miro si gané?" and A Diamond Is For Business "¿en qué momento se
mira si tengo METAL?"); top-1, top-3 and abstention unchanged, the check
sets unchanged. With "antes de" / "before" as an asking of the moment too
("¿se resuelven ANTES DE MIRAR SI llegué a 11?"), one silence of the list
(blind132) would be read so: left out.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from referee.rules import corpus
from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import lexicon_table, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import phrase_starts, phrases_held

CHECK_REACH = 3  # words between the asking of when and the verb ("when DO WE see if", "cuándo SE mira si")
IF_REACH = 2  # the word of condition right after the verb, or one word on ("find OUT if", "ver BIEN si")


@lru_cache(maxsize=4)
def _moment_told(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases with which a rule states a moment (`[answer_intents] ?when`)."""
    return tuple(tuple(words(phrase)) for phrase in lexicon_table(lang, "answer_intents").get("?when", ()))


def checked_words(said: list[str], lang: str) -> frozenset[str]:
    """The folded verbs of checking of the folded words `said` that check a
    condition at the moment asked ("cuándo se MIRA si", "when do we SEE
    if"); empty when there is none."""
    verbs = question_form_set(lang, "moment_check_verbs")
    if verbs.isdisjoint(said):
        return frozenset()  # (one set look-up: most questions hold no verb of checking)
    conditions = question_form_set(lang, "moment_check_if")
    asked_ends = sorted(start + len(phrase) for phrase in phrases_held(said, question_form_phrases(
        lang, "moment_check_asked")) for start in phrase_starts(said, phrase))
    found = set()
    for at, word in enumerate(said):
        if word in verbs and any(0 <= at - end <= CHECK_REACH for end in asked_ends) \
                and not conditions.isdisjoint(said[at + 1:at + 1 + IF_REACH]):
            found.add(word)
    return frozenset(found)


def check_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                  answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the verbs that check a condition
    at the moment asked read as no topics, when every topic the entry lacks
    is one of them and the entry states a moment; as judged otherwise.
    `said` is the question's folded words. Returns (answered, missing,
    evidence)."""
    lacking = lacking_only_among(evidence, lambda: checked_words(said, lang))
    if not lacking:
        return (*judged, evidence)
    if next(phrases_held(words(f"{entry.title}. {entry.text}"), _moment_told(lang)), None) is None:
        return (*judged, evidence)  # (a rule that says no moment does not tell when the thing holds)
    return judged_without(evidence, lacking, answers)
