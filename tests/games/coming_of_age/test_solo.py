"""Solo mode: Rob Bot's turn worked out by the referee and recorded as moves."""

import pytest

from referee.core.engine import Setup
from referee.core.errors import BadInput


def test_rob_tokens_option(coa):
    # "give him only 1 Character Token ... give him 3 Character Tokens"
    for value in (1, 2, 3):
        coa.RULES.validate_setup(Setup("coming-of-age", "solo", ("Ana",), {"rob_tokens": value}))
    with pytest.raises(BadInput):
        coa.RULES.validate_setup(Setup("coming-of-age", "solo", ("Ana",), {"rob_tokens": 4}))
    with pytest.raises(BadInput):
        coa.RULES.validate_setup(Setup("coming-of-age", "standard", ("Ana", "Ben"), {"rob_tokens": 2}))
    assert coa.started("solo").rob.tokens == 2


def test_solo_goal_types(coa):
    # "For you: Draw 1 Goal Tile of type B, 2 of type C, and 1 of type D."
    _, state = coa.new_game("solo", ["Ana"])
    assert "types B C C D" in str(coa.refuse(state, "Ana: start cheerful sociable gamer committed nostalgic"))


def test_rob_interest_lowest_first_and_follow(coa):
    # "he places one Interest Token per Die ... If he has fewer Tokens than Dice, place those that he can, starting with the lowest-value Die"
    state = coa.started("solo")
    state.rob.interest_supply = 1
    state.round, state.available, state.players["Ana"].dice = 2, 6, 2
    state = coa.do(state, "Ana: rob-roll 6 3")
    assert coa.RULES.bot_turn(state)[0].text() == "Ana: rob interest 3"
    error = coa.refuse(state, "Ana: rob interest 6")
    assert "solo.rob-interest-shortage" in error.rule_ids
    state = coa.rob_moves(state)
    assert state.rob.interest == {3: 1}
    # "If there are one or more of his Interest Tokens in that building, he takes them back and advances ... he skips any space that does not grant VEP"
    state = coa.do(state, "Ana: roll 3 1", "Ana: choose 3")
    assert coa.RULES.expected(state).note.key.startswith("Rob Bot advances")
    state = coa.rob_moves(coa.do(state, "Ana: board fulfillment-vep 2=1 5=2"))
    assert state.rob.fulfillment == 2 and state.rob.vep == 6 and state.phase == "experience"


def test_rob_overflow_four_vep(coa):
    # "If he is already on the final space, he gains 4 VEP per unperformed advance"
    state = coa.do(coa.started("solo"), "Ana: board fulfillment-vep 2=1")
    state.rob.interest, state.rob.fulfillment = {2: 2}, 2
    state = coa.rob_moves(coa.do(state, "Ana: rob-roll 4"))
    state = coa.rob_moves(coa.do(state, "Ana: roll 2", "Ana: choose 2"))
    assert state.rob.vep == 5 + 8


def _rob_at_bus(coa, tile):
    state = coa.started("solo")
    state = coa.rob_moves(coa.do(state, "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2", "Ana: location 2 experience green+1"))
    state = coa.settle(coa.do(state, "Ana: experience"))
    return coa.do(state, f"Ana: location 2 stop {tile}", "Ana: location 2 needs pink green")


def test_rob_resolves_before_the_player_and_presence_memory_motivation(coa):
    # "he resolves the 2 usual steps before you" / Presence / Memory VEP "as if he had spent them all" / "he gains one of each"
    state = _rob_at_bus(coa, "bonus")
    assert "solo.rob-bus-order" in coa.refuse(state, "Ana: bus-stop").rule_ids
    state.rob.motivation, state.rob.pile = {"green": 2}, 0
    moves = [m.text() for m in coa.RULES.bot_turn(state)]
    assert moves == ["Ana: rob draw", "Ana: rob presence 2", "Ana: rob memory 2 green", "Ana: rob motivation 2 pink green"]
    state = coa.rob_moves(state)
    assert state.rob.vep == 5 + 3 + 2 and state.rob.motivation == {"green": 3, "pink": 1} and state.rob.pile == 1


def test_rob_plays_top_tile_when_revealed(coa):
    # "If he has a Trait Tile, he plays the top Tile of his Trait pile face up onto the first available slot"
    state = _rob_at_bus(coa, "bonus")
    state.rob.played, state.rob.mimics = ["sad"], [["Ana", "x"]]
    with pytest.raises(BadInput) as waiting:  # 'referee bot' says what the table must do, not "nothing to do"
        coa.RULES.bot_turn(state)
    assert "'referee do \"Ana: rob-reveal TRAIT\"'" in str(waiting.value)
    assert "rob-reveal" in coa.RULES.expected(state).actors["Ana"]
    state = coa.do(state, "Ana: rob-reveal calm")
    assert state.rob.played == ["sad", "calm"] and state.rob.vep == 9


def test_rob_mimics_the_best_tile_ignoring_requirements(coa):
    # "he places it on the available Trait Tile (yours or neutral) that gives the most VEP and that he hasn't mimicked yet"
    state = _rob_at_bus(coa, "bonus")
    state.rob.played = ["sad"]
    assert coa.RULES.bot_turn(state)[0].text() == "Ana: rob mimic row hoarder"


def test_rob_friendship_first_vep_space(coa):
    # "he places it on the first available space that grants only VEP, starting from the top" — one token on level 0's VEP.
    state = _rob_at_bus(coa, "purple")
    assert "friendship-vep" in coa.RULES.expected(state).note.english()
    state = coa.rob_moves(coa.do(state, "Ana: board friendship-vep 0=1 3=2"))
    assert state.rob.friendship == [[0, 0]] and state.rob.vep == 6
    assert state.stop.rob_a_done


def test_recorded_rob_move_must_be_his(coa):
    state = coa.do(coa.started("solo"), "Ana: rob-roll 3")
    error = coa.refuse(state, "Ana: rob interest 2")
    assert "Rob Bot's next move is 'Ana: rob interest 3'" in str(error)


def test_rob_meeting_a_character_again_covers_the_next_vep_space(coa):
    # Solo Mode, Rob's Turn 3A: "whether or not he already has that Character
    # Token on his Friendship Track, he places it on the first available space
    # that grants only VEP" (note of solo.rob-friendship: one more token, the
    # covered space stays covered).
    state = coa.rob_moves(coa.do(_rob_at_bus(coa, "purple"), "Ana: board friendship-vep 0=1 3=2 5=3"))
    state.stop.rob_a_done = False
    state = coa.rob_moves(state)
    assert state.rob.friendship == [[0, 0], [1, 3]] and state.rob.vep == 5 + 1 + 2


def test_rob_roll_refusal_cites_robs_own_rule(coa):
    # Solo Mode, Rob's Turn 1: "Rob rolls the same number and types of Dice as you."
    state = coa.started("solo")
    error = coa.refuse(state, "Ana: rob-roll 2 3")
    assert error.rule_ids[0] == "solo.rob-roll" and "1 Die" in str(error)
    assert coa.refuse(state, "Ana: rob-roll 5").rule_ids[0] == "solo.rob-roll"  # round 1: the four-sided Die


def test_rob_mimic_tie_in_vep_takes_the_players_tile_first(coa):
    # Solo Mode 3A: "the available Trait Tile (yours or neutral) that gives the
    # most VEP"; a tie is not broken by the rulebook (note of solo.rob-mimic):
    # your tiles first, the leftmost first. The row holds hoarder (5 VEP).
    state = _rob_at_bus(coa, "bonus")
    state.rob.played = ["sad"]
    state.players["Ana"].played = ["cheerful", "competent"]  # competent: 5 VEP, like hoarder
    assert coa.RULES.bot_turn(state)[0].text() == "Ana: rob mimic Ana competent"
