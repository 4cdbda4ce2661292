"""Rounds, the end of the game, status, checklist and tally."""

import json

from referee.core.engine import Setup


def _to_final(coa):
    state = coa.started()
    state.round, state.turn, state.available, state.unlocked_tracks = 4, 9, 10, 5
    for p in state.players.values():
        p.dice = 1
        for track in p.tracks.values():
            track.pos = 3
    state = coa.do(state, "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                   "Ana: location 1 experience turquoise+1", "Ben: location 2 experience blue-1", "Ana: experience", "Ben: experience")
    for line in ("Ana: bus-stop", "Ana: parent", "Ben: bus-stop", "Ben: parent"):
        state = coa.settle(coa.do(coa.settle(state), line))
    return state


def test_game_ends_after_round_four(coa):
    # "The game ends at the end of Round 4, once players have used all their Dice (9 turns)."
    state = _to_final(coa)
    assert state.phase == "final" and not coa.RULES.is_over(state)
    # "each player may use one unused Memory Token, if they still have one."
    state.players["Ana"].memory_unused = {"yellow": 2}
    state = coa.do(state, "Ana: memory yellow pink right")
    assert "end.last-memory-token" in coa.refuse(state, "Ana: memory yellow pink right").rule_ids
    # Goal details are needed before the final scoring.
    assert "gamer" in str(coa.refuse(state, "Ana: done"))
    state = coa.do(state, "Ana: goal gamer 1 2 3", "Ana: goal nostalgic yellow=1")
    assert "pink space 5" in str(coa.refuse(state, "Ana: done"))  # the Memory Token's step earned that space's bonus
    state = coa.do(state, "Ana: skip", "Ana: done",
                   "Ben: goal hedonist 2 4 0", "Ben: goal grateful purple=2", "Ben: done")
    assert coa.RULES.is_over(state)
    assert "over" in str(coa.refuse(state, "Ana: gain 1 vep"))
    tally = coa.RULES.tally(state)
    assert tally["players"]["Ben"]["goals"]["hedonist"] == {"locations": [2, 4, 10]}
    from referee.games.coming_of_age.scoring import score

    sheet = score(coa.to_tally(tally))
    assert {p.name for p in sheet.players} == {"Ana", "Ben"}


def test_solo_final_reveals_rob_pile(coa):
    # "Rob reveals and scores all remaining Trait Tiles in his pile, ignoring their requirements."
    state = coa.started("solo")
    state.phase, state.rob.pile, state.rob.reveal_for = "final", 1, "end"
    state = coa.do(state, "Ana: goal gamer 1 2 3", "Ana: goal nostalgic yellow=1", "Ana: done")
    assert not coa.RULES.is_over(state)
    state = coa.do(state, "Ana: rob-reveal calm")
    assert coa.RULES.is_over(state) and coa.RULES.tally(state)["rob"]["trait_pile"] == ["calm"]


def test_status_is_json_ready_and_expected_names_actors(coa):
    state = coa.do(coa.started("solo"), "Ana: rob-roll 2")
    data = coa.RULES.status(state)
    json.dumps(data)
    assert data["round"] == 1 and data["phase"] == "explore" and "Ana" in data["players"] and "rob" in data
    exp = coa.RULES.expected(state)
    assert "rob" in exp.actors["Ana"] and "roll" in exp.actors["Ana"]


def test_setup_phase_and_checklist(coa):
    setup, state = coa.new_game("two-player", ["Ana", "Ben"])
    exp = coa.RULES.expected(state)
    assert set(exp.actors) == {"Ana", "Ben"} and "start" in exp.actors["Ana"] and "row" in exp.actors["Ana"]
    assert "not possible" in str(coa.refuse(state, "Ana: roll 1"))
    steps = [m.english() for m in coa.RULES.checklist(setup)]
    assert any("row" in s for s in steps)
    solo = [m.english() for m in coa.RULES.checklist(Setup("coming-of-age", "solo", ("Ana",), {"rob_tokens": 3}))]
    assert any("Rob Bot: 3 Character Tokens" in s for s in solo)


def test_decisions_owed_are_the_core_queue_and_hold_the_flow(coa):
    # "B. After completing the previous step, all players ... must simultaneously choose": nothing moves on while owed.
    from referee.games.coming_of_age.flow import FLOW

    state = coa.do(coa.started(format=2), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                   "Ana: location 1 experience turquoise+1 green+1", "Ben: location 2 experience green+1")
    owed = state.pending.to_json()
    assert [(d["player"], d["source"]) for d in owed] == [("Ana", "turquoise-5"), ("Ben", "green-5")]
    assert set(owed[0]["verbs"]) >= {"gain", "skip", "mood"} and owed[0]["label"] == "Ana owes the bonus of @turquoise-5"
    assert state.phase == "experience" and not FLOW.phase(state).done(state)
    state = coa.settle(state)
    assert not state.pending and state.phase == "bus"
    assert {"setup", "explore", "experience", "bus", "final", "over"} <= set(FLOW.phases)


def test_status_must_act_lists_each_decision_owed(coa):
    # status's "must_act" reads the pending queue: every bonus owed with its source, then the phase's steps.
    state = coa.owing(coa.do(coa.started(), "Ana: roll 1", "Ana: choose 1"), "Ana", 2)
    must = coa.RULES.status(state)["must_act"]
    assert [(d["player"], d["source"]) for d in must] == [("Ana", "parent"), ("Ana", "parent"), ("Ben", "explore")]
    assert must[0]["label"] == "Ana owes the bonus of @parent" and "roll" in must[2]["verbs"]
