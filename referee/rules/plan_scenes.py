"""A plan told beside the ask: the scene of a strategy question, not its topics.

A player weighing a move tells the plan in a clause or a sentence of its own
and asks the rule it depends on beside it: "THINKING OF dumping 4 motivation
tokens into one Memory card to milk it, how much VEP is that actually?",
"If we tie on VEP, what breaks it? TRYING TO DECIDE if I should push traits
or friends", "¿Rebotar a la izquierda ... me da puntos? ESTOY PENSANDO EN
buscarlo a propósito". The plan's own words ("dumping", "milk", "friends")
are how the player means to play, not what the answering rule must name:
the ask's words are the topics. Before, they were counted as missing and
the right rule, ranked first, abstained.

A part of the text (up to the next comma or end of sentence) whose first
words (within PLAN_REACH of its start: "I'm thinking of", "estoy pensando
en") open a plan (lexicon `[planning] plan_openers`: "thinking of",
"planning to", "trying to decide", "pensando en", "quiero planear") is read
as a clause that sets the scene (search.py's `_scene_clauses`): when the
entry covers every topic of the rest of the question, it answers without
them; when the rest asks of no topic ("Planning to RECYCLE my own broken
stuff back out of my landfill, can I?") the plan is what is asked and its
topics stay. A text that is the plan alone marks nothing. On the tuning
sets (TUNE36): one false abstention less (blind84, "Thinking of dumping 4
motivation tokens into one Memory card to milk it, how much VEP...?"),
388 -> 387, nothing else moved. A plan told in a sentence after the ask
was already context (search.py's `_asked_sentences`).

A plan told in a sentence of its own, one that asks nothing, is no form of
the question either: "¿Rebotar a la izquierda ... me da puntos? Estoy
pensando en buscarlo A PROPÓSITO" asks the points, not leave to do it on
purpose (rules/advice.py's `unstated_form` reads the forms of a silence
without it). Only a sentence apart: "Planning to break a MATERIAL on
purpose, can I?" asks the leave, its plan is all the question. Tuning sets
(TUNE36): one false abstention less (blind84, 387 -> 386), nothing else
moved.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import lexicon_table, marked_sentences, words
from referee.rules.triggers import triggered_by

# how far into its part a plan's opening may start ("I'M thinking of", "ESTOY pensando en": the subject before it)
PLAN_REACH = 2
_PART = re.compile(r"[^,;:.!?¿¡]+")


@lru_cache(maxsize=4)
def _openers(lang: str) -> tuple[frozenset[str], tuple[tuple[str, ...], ...]]:
    """`lang`'s openings of a plan (folded) and their first words."""
    phrases = tuple(tuple(words(phrase)) for phrase in lexicon_table(lang, "planning").get("plan_openers", ()))
    return frozenset(phrase[0] for phrase in phrases if phrase), phrases


def _opens_plan(said: list[str], phrases) -> bool:
    """Whether the part `said` opens with a plan's opening, within PLAN_REACH words."""
    return any(tuple(said[start:start + len(phrase)]) == phrase
               for start in range(min(PLAN_REACH + 1, len(said))) for phrase in phrases)


# (a plan's opening whole in a part: its words are the question's; "my", "want", "mi", "quiero" alone are none)
@triggered_by(lambda lang: _openers(lang)[1], absent=())
@lru_cache(maxsize=16)
def plan_marks(text: str, lang: str, told: bool = False) -> tuple[bool, ...]:
    """For each word of `words(text)`, whether it stands in a part that tells
    a plan beside the ask; empty when none does (most questions: a set look-up).
    `told`: only the parts of a sentence that asks nothing ("... ¿me da puntos?
    ESTOY PENSANDO EN BUSCARLO A PROPÓSITO"), not a plan opening the question.
    Kept for the last few texts: the readings of a question's form ask it of
    one question several times (rules/advice.py's `unstated_form`, once per
    form whose words the question holds), and a question that holds "my" or
    "want" reads each of its parts again."""
    firsts, phrases = _openers(lang)
    said = words(text)
    if firsts.isdisjoint(said):
        return ()
    marks: list[bool] = []
    for sentence in marked_sentences(text):
        asks = "?" in sentence or "¿" in sentence
        for match in _PART.finditer(sentence):
            part = words(match.group())
            marks.extend([_opens_plan(part, phrases) and not (told and asks)] * len(part))
    if len(marks) != len(said) or not any(marks) or all(marks):
        return ()
    return tuple(marks)
