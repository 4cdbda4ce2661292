"""Refusals that say what actually happened and cite the rule that decides:
a `done` already said, a bonus already resolved, a move out of turn (the
turn order, not the move's own rule), and counts in the right number."""

from referee.games.coming_of_age.bonus_queue import owed_by


def _experienced(coa, **options):
    state = coa.do(coa.started(**options), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                   "Ana: location 1 experience turquoise+1", "Ben: location 2 experience green+1")
    return state


def test_a_second_done_says_it_was_already_said(coa):
    # p. 6: phases 1 and 2 are simultaneous; once done, a player waits for the others.
    state = _experienced(coa)
    state.players["Ana"].memory_unused = {"purple": 1}
    state = coa.settle(coa.do(state, "Ana: experience"))
    state = coa.do(state, "Ana: done")
    error = coa.refuse(state, "Ana: done")
    assert "already said 'done'" in str(error) and "waiting for: Ben" in str(error) and "play.simultaneous" in error.rule_ids


def test_done_while_owing_says_what_is_owed(coa):
    state = coa.do(_experienced(coa), "Ana: experience")
    error = coa.refuse(state, "Ana: done")
    assert "Ana still owes bonuses: turquoise space 5 (@turquoise-5)" in str(error) and "mood-tracks.bonuses" in error.rule_ids


def test_a_bonus_applied_by_itself_and_reported_again_says_so(coa):
    # p. 8: "for each step a Counter moves, you immediately gain the bonus": a known space gives it by itself.
    state = _experienced(coa)
    state.players["Ana"].printed = {"turquoise-5": ["willpower", 1]}
    state = coa.do(state, "Ana: experience")  # format 1: the Experience Space is applied when the player says so
    assert state.players["Ana"].willpower == 1 and not owed_by(state, "Ana")
    error = coa.refuse(state, "Ana: gain 1 willpower")
    assert "the last one, from turquoise space 5, was applied by itself ('gain 1 willpower'" in str(error)
    assert "mood-tracks.bonuses" in error.rule_ids and "It is not" not in str(error)


def test_a_reported_or_declined_bonus_reported_again_says_so(coa):
    state = coa.do(coa.owing(coa.started(), "Ana"), "Ana: gain 2 vep")
    assert "was reported ('gain 2 vep')" in str(coa.refuse(state, "Ana: gain 2 vep"))
    state = coa.do(coa.owing(state, "Ana"), "Ana: skip")
    assert "was declined" in str(coa.refuse(state, "Ana: skip"))


def test_out_of_turn_cites_the_turn_order(coa):
    # p. 6: "Both phase 1 and phase 2 are played simultaneously"; p. 9: the Bus stops left to right.
    state = coa.do(coa.started(), "Ana: roll 1", "Ana: choose 1")
    error = coa.refuse(state, "Ana: roll 3")
    assert "not Ana's turn" in str(error) and error.rule_ids == ("play.simultaneous", "play.phases")


def test_counts_read_in_the_right_number(coa):
    state = coa.started()
    assert "rolls 1 Die this year, not 2" in str(coa.refuse(state, "Ana: roll 3 2"))
    state = coa.owing(state, "Ana")
    state.players["Ana"].played = ["sad"]
    state.players["Ben"].played = ["calm"]
    state.players["Ana"].tracks["blue"].pos = 6
    error = coa.refuse(state, "Ana: mimic Ben calm")
    assert "Ana does not have Ben on their Friendship Track" in str(error) and " -" not in str(error)


def test_closed_choices_are_numbered(coa):
    # p. 8: a left bounce: "add a Frustration Token ... or lose 2 VEP"; p. 10: a known Mood bonus on any Counter.
    from referee.core.engine import choices

    state = coa.do(coa.started(format=2), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    state.players["Ana"].tracks["green"].pos = 0
    state = coa.do(state, "Ana: location 1 experience green-1", "Ben: location 2 experience green+1")
    assert [m.text() for m in choices(coa.RULES, state, "Ana")] == ["Ana: bounce frustration", "Ana: bounce vep"]
    state = coa.do(state, "Ana: bounce vep")
    state.players["Ben"].printed["green-5"] = ["mood", 1]
    owed_by(state, "Ben")[0].data["expect"] = ["mood", 1]
    assert [m.text() for m in choices(coa.RULES, state, "Ben")] == [
        "Ben: mood turquoise 1 @green-5", "Ben: mood green 1 @green-5", "Ben: skip @green-5"]
