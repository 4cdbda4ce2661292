"""`ask` answers players who are stuck or want to pass (issue 12, round stuck, blind118).

A player who cannot act asks in everyday words: "can I skip my turn? Nothing
would help", "how many cards at most?",
"can I reroll it to get rid of it?", "¿me libro de perder una carta?",
"¿puedo no elegir ningún dado y saltarme el turno?". The rule that answers
ranked first, but words of the telling were read as topics it lacks, and the
rulebook was said to be silent:

* the object of a common topic ("pass my turn") was looked for past the end
  of its question, in the next sentence ("... None of the actions HELP me");
* a limit said at the end of a "how many" clause ("¿cuántas CARTAS puedo
  coger como mucho en un turno?") limited the period after it, not the
  thing counted before it;
* the aim of an act ("to get rid of it"), escaping an outcome ("me libro de")
  and a football idiom ("por goleada") are the telling, not topics;
* removing a card ("quitar") is answered by the rule that discards it;
* passing the turn beside an act declined ("¿puedo no elegir ningún dado y
  saltarme el turno?") is that decline, answered by the rule that says each
  player does the act.

The questions are worded anew, not copied from the benchmark sets; the
silent ones of tests/rules/test_choosing_not_to.py stay silent.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # LOOP, Turn: "On your turn you must do 1 and only 1 of the three actions ... Passing is not allowed."
    ("Can I skip my turn in LOOP? Nothing I could do would help.", ("turn.one-action",)),
    ("¿Puedo saltarme el turno en LOOP? Ninguna acción me ayuda.", ("turn.one-action",)),
    # CV, Select cards: "The player can take 1 or 2 cards from the track"
    ("¿Cuántas cartas de la fila puedo tomar como mucho en mi turno de CV?", ("select.take-cards",)),
    ("In CV, how many cards can I buy from the track at most in a turn?", ("select.take-cards",)),
    # CV, Roll the dice: "Dice showing the bad luck symbol are frozen: they cannot be rerolled."
    ("Me salió mala suerte en un dado de CV, ¿puedo volver a tirarlo para librarme de ella?", ("roll.bad-luck-frozen",)),
    ("In CV, a die shows bad luck. Can I roll it again to get rid of it?", ("roll.bad-luck-frozen",)),
    # Coming of Age, Phase 1: "Cada jugador elige uno de sus dados ... y lo coloca en el edificio"
    ("En Coming of Age, ¿puedo no elegir ningún dado y saltarme el turno?", ("phase1.choose",)),
    # Coming of Age, Solo: the difficulty levels against Rob
    ("Coming of Age en solitario: Rob me gana por goleada, ¿cómo lo hago más fácil?", ("solo.difficulty",)),
]


@pytest.mark.parametrize(("question", "ids"), ANSWERED)
def test_a_stuck_player_is_answered_by_the_rule(question, ids):
    result = search(question, limit=3)
    assert result.answered is True
    assert result.hits[0].id in ids


def test_removing_a_card_is_answered_by_the_rule_that_discards_it():
    # CV, Bad luck: "el jugador elige una carta activa ... de su CV y la descarta"
    result = search("En CV me toca una desgracia: ¿tengo que quitar una carta de arriba o una de debajo?", limit=3)
    assert result.answered is True
    assert "badluck.discard-active" in [hit.id for hit in result.hits]


SILENT = [
    # CV: nothing lets a player go without rolling (the rule says "The player rolls 4 dice")
    ("In CV, can I choose not to roll the dice this turn?", "cv"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_declining_what_no_rule_requires_stays_unanswered(question, game):
    assert search(question, game=game).answered is False
