"""`ask` tells the gap that asks a rule to STILL hold where another rule acted (issue 12; rules/still_asked.py).

Two rules meet ("the game ends as that turn ends" and "EVENT trigger after
you end your turn") and the player asks whether one STILL holds; the gap
catalog asks the same meeting the same way, and the rulebook never settles
it. Beside each, a near question of another case of the same rule that
must not change. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules import still_asked
from referee.rules.search import search


def test_the_ask_holds_the_word_of_going_on():
    assert still_asked.asks_still("The game is over. Does it still trigger?", "en")
    assert not still_asked.asks_still("It still lies face down. Does it trigger?", "en")  # told, not asked
    assert still_asked.asks_still("La partida terminó. ¿Se activa igual?", "es")


def test_event_drawn_on_the_last_turn_is_the_gap():
    # LOOP rulebook p. 10 (End Game): the game ends once the last player completes the turn; p. 14: "Face-down
    # EVENT in your AREA trigger only after you end your turn" -- whether one drawn on the very last turn still
    # triggers, the rulebook never says
    result = search("Last round, very last turn: my HAPPINESS changed zone and I drew an EVENT. The game ends when "
                    "that turn ends, but EVENTs trigger after the turn. Does it still trigger?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.events-at-game-end"


def test_social_assistance_checked_again_is_the_gap():
    # CV rulebook, Social assistance: eligible when another player has at least twice as many CV cards -- whether
    # the check runs again after one player takes a card, the rulebook never says
    result = search("Someone takes a card with social assistance, and after that another player has less than half "
                    "of his cards. Does that player also get social assistance in the same check?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.social-eligibility-recheck"


def test_another_case_of_the_rule_keeps_its_answer():
    # LOOP rulebook p. 10 (End Game): reaching HAPPINESS 12 triggers the end, and the round is played out -- the
    # gap "does the game still end if that player drops below 12" asks another case
    result = search("I hit HAPPINESS 12 on my turn but I am not the last player. Do the others still play?")
    assert result.answered and result.hits[0].id == "end.max-happiness"


def test_going_on_inside_the_moment_of_the_scene_is_not_asked():
    # "while she is STILL taking her turn" tells how far the other turn has gone; the ask is whether I may act
    assert not still_asked.asks_still("Can I take my cards while my neighbour is still rolling?", "en")
    assert not still_asked.asks_still("¿Puedo tirar mientras el otro todavía está colocando?", "es")
    assert still_asked.asks_still("While the bus goes around, does my token still count?", "en")


def test_placing_while_the_turn_before_still_runs_is_the_rule_of_placing_early():
    # Adulthood rulebook, Turn, step 1: Time may be placed before your turn -- asked with "still" telling the scene
    result = search("Is it ok to place my time while the one before me is still taking their turn?")
    assert result.answered and result.hits[0].id == "turn.place-early"
