"""A numbered step the question names is a moment of the turn, which a rule that states when settles.

"Can I play it IN STEP 3 because of the time I placed IN STEP 1?", "¿lo
puedo jugar EN EL PASO 3 con el tiempo que puse EN EL PASO 1?". A player
who places the acts asked about by the turn's numbered steps tells when
they happen, as "this turn" or "at the end of my turn" would: the rule of
the thing that says when it holds ("if you have committed those resources
... THIS TURN", "done in any order", "after", "at the end of") answers,
though it never names the step by its number. The search judged "step" a
topic the entry lacks (the rulebook silent) while its first entry
answered.

The step named: a word of `[question_form] order_step_titled` ("step",
"paso") followed by a number ("step 3", "paso 2", "step 3b"). The reading,
of the first entry only and only when the search judged it not to answer:
every topic the entry lacks is such a step word, and the entry states a
moment (`named_step_told`: "this turn", "any order", "after", "during",
"este turno", "después") that the question does not tell itself. Then
those words are no topics, and the entry is judged again. A moment the
question tells is its premise's: "the Life Event I enact AT THE END OF a
round gives me a card: can I play it right then, or wait for step 3?"
beside the rule "at the end of each round, enact a Life Event" is asked
what the rule of the event does not say (TUNE177 abstention -1 without
this gate, blind120). A rule that states no moment leaves them topics ("what do I
do in step 4?" beside a rule of a card's cost still abstains), and so does
a step word with no number ("the step where you draft").

Cheap: one set look-up of the step words; most questions name no step.
Round timingfab: false abstention -2 on TUNE177 (blind174's "played
resources elsewhere" asked by steps, blind39's Community card "in step
3").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from referee.rules import corpus
from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import phrases_held

STEP_NUMBER = re.compile(r"\d{1,2}[a-z]?")  # "3", "3b": the number of a step as a player types it


def named_step_words(said: list[str], lang: str) -> frozenset[str]:
    """The step words of the folded words `said` that a number follows
    ("STEP 3", "PASO 2"); empty when they name no numbered step."""
    steps = question_form_set(lang, "order_step_titled")
    if steps.isdisjoint(said):
        return frozenset()  # (one set look-up: most questions name no step)
    return frozenset(word for word, after in zip(said, said[1:])
                     if word in steps and STEP_NUMBER.fullmatch(after))


def step_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                 answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the numbered steps the question
    names read as no topic, when every topic the entry lacks is one of them
    and the entry states a moment; as judged otherwise. `said` is the
    question's folded words. Returns (answered, missing, evidence)."""
    lacking = lacking_only_among(evidence, lambda: named_step_words(said, lang))
    if not lacking:
        return (*judged, evidence)
    said_moments = set(phrases_held(said, question_form_phrases(lang, "named_step_told")))
    if not any(phrase not in said_moments for phrase in phrases_held(
            words(f"{entry.title}. {entry.text}"), question_form_phrases(lang, "named_step_told"))):
        return (*judged, evidence)  # (no moment of its own: only the one the question tells, if any)
    return judged_without(evidence, lacking, answers)
