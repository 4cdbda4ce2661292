"""What a table met playing whole games by hand: each message says what
happened in the table's words, a refusal gives the reason that decides it
(and cites only rules of the mode being played), and what the referee
already knows is not asked again."""

from referee.core.engine import play
from referee.games.coming_of_age.referee import RULES


def _said(state, line):
    """The English lines a legal move prints."""
    move = RULES.grammar.parse(line, list(state.order))
    outcome = play(RULES, state, move)
    return outcome.state, [m.english() for m in outcome.changes]


def _at_bus(coa, mode="standard"):
    state = coa.do(coa.started(mode, format=2), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                   "Ana: location 1 experience turquoise+1", "Ben: location 2 experience green+1")
    return coa.settle(state)


def test_solo_rob_with_no_interest_tokens_left_does_nothing(coa):
    # Rob's Turn, 1: "If no Tokens remain, he does nothing." Said as such, not as "places Interest Tokens on -".
    state = coa.started("solo", format=2)
    state.rob.interest_supply = 0
    state = coa.do(state, "Ana: rob-roll 3")
    _, said = _said(state, "Ana: rob interest")
    assert said[0] == "Rob Bot has no Interest Tokens left: he places none." and not any(" -." in s for s in said)


def test_solo_rob_die_without_interest_token_says_so(coa):
    # Rob's Turn, 2: "If there are one or more of his Interest Tokens in that building, he takes them back and
    # advances": with none, nothing advances, and the message does not count 0 spaces for +0 VEP.
    state = coa.rob_moves(coa.do(coa.started("solo", format=2), "Ana: rob-roll 3"))
    state = coa.do(state, "Ana: roll 1", "Ana: choose 1")
    follow = RULES.bot_turn(state)[0]
    assert follow.text() == "Ana: rob follow 1"
    _, said = _said(state, follow.text())
    assert said[0] == "Rob Bot puts a Die at location 1; he has no Interest Token there."


def test_rob_bot_is_named_as_rob_bot_when_befriended_and_mimicked(coa):
    # Solo: Rob's Presence lets you "interact with the Character Token of a player who has a Presence"; his
    # Character Token is named 'rob' in moves, and shown by his name.
    state = coa.started("solo", format=2)
    coa.owing(state, "Ana", 1)
    state, said = _said(state, "Ana: friend rob")
    assert said[-1] == "Ana meets Rob Bot: level 0, +1 VEP."


def test_a_step_while_a_bonus_is_owed_names_the_bonus(coa):
    # p. 10: a known character moved "to an empty space on the next level" gives "the corresponding bonus", owed
    # until reported; step B's Parent Card waits for it, and the refusal says which bonus, not "'parent' is not possible".
    from referee.games.coming_of_age.state import Friend

    state = _at_bus(coa)
    state.players["Ana"].friends["purple"] = Friend(0, None)
    state = coa.do(state, "Ana: location 1 stop purple", "Ana: bus-stop purple left")
    error = coa.refuse(state, "Ana: parent")
    assert "Ana still owes bonuses: Friendship level 1 (left space) (@friendship-1-left)" in str(error)
    assert "mood-tracks.bonuses" in error.rule_ids and "not possible" not in str(error)
    state = coa.do(state, "Ana: gain 1 willpower", "Ana: parent")
    assert state.players["Ana"].parent_cards == 1


def test_step_a_taken_by_itself_is_not_refused_as_out_of_turn(coa):
    # p. 10, step A: "otherwise, simply gain the indicated bonus": a Bus Stop Tile known to show a bonus is taken
    # without a word; a later 'bus-stop' says step A is taken, citing step A, never Rob Bot's rules in a 2-player game.
    state = _at_bus(coa, "two-player")
    state = coa.do(state, "Ana: location 1 stop bonus")
    error = coa.refuse(state, "Ana: bus-stop")
    assert "Ana has already taken step A at location 1" in str(error)
    assert error.rule_ids == ("bus.step-a", "bus.die-and-presence")
    assert not any(rule.startswith("solo.") for rule in coa.refuse(state, "Ben: parent").rule_ids)


def test_experience_resolved_by_itself_says_so(coa):
    # p. 8: the Experience Space is applied "strictly from left to right"; without a Memory Token to flip first it
    # resolves itself, and a later 'experience' says it is applied.
    state = coa.do(coa.started(format=2), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                   "Ana: location 1 experience turquoise+1")
    assert state.players["Ana"].experienced
    error = coa.refuse(coa.settle(state), "Ana: experience")
    assert "Ana has already applied the Experience Space." in str(error) and error.rule_ids == ("experience.resolve",)


def test_bus_stop_with_a_known_character_needs_no_name(coa):
    # p. 10, step A: "If the Bus Stop Tile shows a neutral Character Token, you may gain a Friendship Bonus by
    # interacting with that character": once the tile is known, 'bus-stop' is that Friendship Bonus.
    state = _at_bus(coa)
    state = coa.do(state, "Ana: location 1 stop purple", "Ana: bus-stop")
    assert state.players["Ana"].friends["purple"].level == 0
    error = coa.refuse(coa.do(_at_bus(coa), "Ana: location 1 stop purple"), "Ana: bus-stop lilac")
    assert "purple" in str(error)


def test_bonus_reports_are_offered_only_while_a_bonus_is_owed(coa):
    # p. 8: a bonus comes from "each step a Counter moves" (and the other printed sources); `referee options` offers
    # 'gain', 'skip', ... only to a player who owes one, and such a report otherwise says where bonuses come from.
    state = coa.started(format=2)
    verbs = RULES.expected(state).actors["Ana"]
    assert "roll" in verbs and "gain" not in verbs and "skip" not in verbs
    error = coa.refuse(state, "Ana: gain 1 vep")
    assert "Ana has no bonus to resolve" in str(error) and "mood-tracks.bonuses" in error.rule_ids
    verbs = RULES.expected(coa.owing(state, "Ana", 1)).actors["Ana"]
    assert "gain" in verbs and "skip" in verbs


def test_overcoming_without_a_frustration_says_there_is_none(coa):
    # p. 7: "These frustrations can be overcome with the Overcoming Bonus or by spending 4 Willpower Tokens at any
    # time": tried with no Frustration on the Track, the refusal says so rather than "not possible now".
    error = coa.refuse(coa.started(format=2), "Ana: overcome green willpower")
    assert str(error) == "There is no unresolved Frustration on Ana's green Mood Track." and "frustration.overcome" in error.rule_ids
