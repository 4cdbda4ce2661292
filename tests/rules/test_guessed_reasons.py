"""A reason the player guesses for a rule and asks to have confirmed ("..., that's the idea right?", "¿es por eso?",
"¿Por qué ...? Creo que es para que ...") is silent unless the first rule gives a reason (issue 12;
rules/guessed_reasons.py).

The belief states the rule, which ranks first and is shown as related; the reason is what is asked. A rule that
gives its reason ("so that everyone ends the game having taken the same number of turns") still answers, and a
cause in the same sentence as the why, or "is that why" with no cause told, is not the form. The questions are
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.guessed_reasons import guessed_reason
from referee.rules.search import search


@pytest.mark.parametrize(("question", "game", "words", "related"), [
    # Adulthood, Community: Donate spends 3 money for one step of Impact; the rule says what, never why
    ("i figure Donate costs 3 money for 1 Impact so Impact is not too cheap, that's the idea behind it?",
     "adulthood", "that the idea", "board.donate"),
    # LOOP, Competitive mode: REJECTing a FAVOUR costs REPUTATION; the rulebook says what, never why
    ("Creo que rechazar un FAVOUR te quita REPUTATION para que nadie rechace todo por sistema, ¿es por eso?", "loop",
     "es por eso", None),
    # Adulthood, Values: Values are kept face down in hand; no reason is given
    ("¿Por qué los Values se guardan en secreto? Yo creo que es para que los demás no te bloqueen, ¿no?",
     "adulthood", "es para que", None),
    # CV, End of round: the leftmost card of the row is discarded; the rule says when, not why
    ("pretty sure the leftmost card gets discarded at the end of the round to stop the row going stale, is that the "
     "reason?", "cv", "that the reason", "cleanup.end-round-discard"),
])
def test_a_guessed_reason_is_silent(question, game, words, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (words,)
    if related:
        assert related in [hit.id for hit in result.hits[:3]]


@pytest.mark.parametrize(("question", "lang", "entry"), [
    # Adulthood p. 10: "... so that everyone ends the game having taken the same number of turns": the rule gives
    # the reason the player guesses
    ("i think play goes on after the markers cross so that everyone has the same number of turns, that's the idea "
     "right?", "en", "end.equal-turns"),
    ("Creo que después del final se sigue jugando para que todos tengan el mismo número de turnos, ¿esa es la idea?",
     "es", "end.equal-turns"),
])
def test_a_reason_the_rule_gives_is_answered(question, lang, entry):
    result = search(question, game="adulthood", lang=lang)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "lang"), [
    ("why does the whole game end just because the deck ran out?", "en"),  # the cause is the rule grumbled at
    ("I lost two HAPPINESS this turn, is that why I can't win?", "en"),  # "that's why" with no cause told
    ("¿Por qué se acaba la partida? ¿Se acaba cuando se vacía el mazo?", "es"),  # no cause guessed after the why
])
def test_a_cause_not_guessed_as_a_reason_is_not_the_form(question, lang):
    assert guessed_reason(question, lang) == ""
