"""A reward asked at the end of the game is answered only by a rule that gives it then (issue 12;
rules/unstated_specifics.py, `_asked_at_end`).

"Does X give me anything AT THE END?" asks the final scoring. A rule that gains something in play
(a die from a card, 4 VEP when a counter bounces) does not answer it; the rule that gives at the end
says so in the sentence that gives or in its section. The questions are worded anew, not copied from
the benchmark sets; each is judged against the entry named, as the first near entry.
"""

from __future__ import annotations

import pytest

from referee.rules.search import get_index
from referee.rules.unstated_specifics import unstated_reward


def _judged(question: str, lang: str, entry_id: str, game: str = "coming-of-age") -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs)
                  if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_reward(question, [number], lang_index)


SILENT = [
    # CV, Roll: "extra dice are gained from cards ... up to a maximum of 7 dice": gained in play, nothing at the
    # end for holding the most
    ("does being at the 7 dice limit give me anything at the end?", "en", "roll.max-seven", "anything at the end",
     "cv"),
    # Coming of Age, Bouncing left: "ganas 4 VEP si está en el extremo izquierdo": when the counter bounces,
    # not at the end of the game for the Frustration Tokens already overcome
    ("¿las Fichas de Frustración superadas me dan algún VEP al final de la partida?", "es",
     "bounce.left-with-frustration", "algun vep", "coming-of-age"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "asked", "game"), SILENT)
def test_a_rule_that_gives_in_play_does_not_answer_a_reward_at_the_end(question, lang, entry, asked, game):
    assert _judged(question, lang, entry, game) == asked


ANSWERED = [
    # Coming of Age p. 8: "Keep used Tokens: they can still give you VEP at the end of the game"
    ("are my used memory tokens worth anything at the end?", "en", "memory-tokens.single-use"),
    # Coming of Age, Final Scoring > Leftover Elements (the section says the end): "... y gana esos VEP"
    ("al final de la partida, ¿las fichas que no usé dan algún VEP?", "es", "scoring.leftovers"),
    # Coming of Age, Bouncing right: "ya está en la última casilla ... ganas la Ficha de Motivación": an end
    # before the ask is the last space of a track, not the end of the game
    ("si mi contador ya está al final y rebota a la derecha, ¿gano algo?", "es", "bounce.right"),
]


@pytest.mark.parametrize(("question", "lang", "entry"), ANSWERED)
def test_a_rule_that_gives_at_the_end_answers(question, lang, entry):
    assert _judged(question, lang, entry) is None
