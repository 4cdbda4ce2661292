"""An act asked as leave on another player's turn is left unanswered when no near rule says whose turn it belongs to
or that it may be done at any time (issue 12; rules/others_turns.py).

The rule of the act (CV's rerolls, LOOP's once-per-turn abilities) says what the act is, not whether it may be done
on someone else's turn; "once per turn" says how often. A near rule that says "at any moment" (CV's event cards),
"anytime" (LOOP's FAVOUR) or the step of one's own turn (Adulthood's market in step 3) answers, and a thing told to
have happened on someone's turn is the scene of another ask. The questions are written for this test, not taken from
the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import others_turns
from referee.rules.search import search

SILENT = [
    # CV, Roll the Dice: "After the first roll the player may reroll any number of dice, two times": whose turn the
    # rerolls may be made or decided on is never said
    ("In CV, may I choose the dice my sister rerolls when it's her turn?", "cv", "when it her turn", "roll.rerolls"),
    # LOOP, Careers: the Scholar looks at the top card "once per turn": on whose turn, never said
    ("¿El Scholar puede mirar la carta de arriba del mazo de EVENT en el turno de otro jugador?", "loop",
     "en el turno de otro", "career.scholar"),
    # typed without the apostrophe ("someone elses turn"), and the Spanish "alguien más": the same ask
    ("In CV, may I reroll my dice during someone elses turn?", "cv", "during someone elses turn", "roll.rerolls"),
    ("¿El Scholar puede mirar la carta de arriba del mazo de EVENT en el turno de alguien más?", "loop",
     "en el turno de alguien mas", "career.scholar"),
]


@pytest.mark.parametrize(("question", "game", "missing", "related"), SILENT)
def test_an_act_on_another_players_turn_is_not_in_the_rulebook(question, game, missing, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "game", "missing", "related"), SILENT)
def test_without_the_reading_the_acts_rule_answers(question, game, missing, related, monkeypatch):
    monkeypatch.setattr(others_turns, "unstated_others_turn", lambda query, near, lang_index: None)
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game", "entry"), [
    # CV, Card Types: "A player can play an event card at any moment"
    ("In CV, can I play an event card on someone else's turn?", "cv", "card-type.event"),
    ("En CV, ¿puedo jugar una carta de evento en el turno de otro jugador?", "cv", "card-type.event"),
    ("In CV, can I play an event card during someone elses turn?", "cv", "card-type.event"),
    ("En CV, ¿puedo jugar una carta de evento en el turno de alguien más?", "cv", "card-type.event"),
    # Adulthood, Player Turns: "In step 3 you may draft one card": a step of one's own turn
    ("In Adulthood, can I take a market card when it's not my turn?", "adulthood", "turn.draft"),
])
def test_an_act_a_near_rule_times_is_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert entry in [hit.id for hit in result.hits]


def test_a_thing_that_happened_on_someones_turn_is_the_scene():
    # no leave asked: what the end of the game does after her markers crossed is the rule of the end
    result = search("Her markers crossed on her turn in Adulthood. Do the rest of us still play?", game="adulthood")
    assert result.answered is True
