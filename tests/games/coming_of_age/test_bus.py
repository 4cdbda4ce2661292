"""Phase 3: the Bus route, step A (Bus Stop bonus or friendship with a
Presence holder), step B (Memory, Presence or Parent Card), spending
Motivation, and the End of the Year."""

from referee.games.coming_of_age.bonus_queue import owed_by


def _at_bus(coa, ana=1, ben=2):
    state = coa.do(coa.started(), f"Ana: roll {ana}", f"Ben: roll {ben}", f"Ana: choose {ana}", f"Ben: choose {ben}")
    state = coa.do(state, f"Ana: location {ana} experience turquoise+1")
    if ben != ana:
        state = coa.do(state, f"Ben: location {ben} experience turquoise+1")
    return coa.settle(coa.do(state, "Ana: experience", "Ben: experience"))


def test_bus_stops_left_to_right_where_dice_are(coa):
    # "the Bus will move from left to right, starting at the leftmost available location and stopping only at those that have at least one Die and/or one Presence."
    state = _at_bus(coa, 3, 1)
    assert state.phase == "bus" and state.stop.location == 1 and state.stop.a_needed == ["Ben"]
    assert "bus.step-a" in coa.refuse(state, "Ana: bus-stop").rule_ids


def test_step_a_bus_stop_character_gives_friendship(coa):
    # "If the Bus Stop Tile shows a neutral Character Token, you may gain a Friendship Bonus by interacting with that character"
    # "If the Character Token is not yet on your Friendship Track: ... place it on level 0 ... and gain 1 VEP."
    state = coa.do(_at_bus(coa), "Ana: bus-stop purple")
    assert state.players["Ana"].friends["purple"].level == 0 and state.players["Ana"].vep == 6
    assert not owed_by(state, "Ana")  # level 0 gives its printed 1 VEP: nothing else to report
    assert state.stop.step == "B"


def test_step_a_presence_holder_friendship(coa):
    # "Gain a Friendship Bonus by interacting with the Character Token of a player who has a Presence at the location."
    state = _at_bus(coa)
    state.players["Ben"].presences = [1]
    state.stop.a_needed.append("Ben")
    error = coa.refuse(state, "Ana: befriend purple")
    assert "no Presence" in str(error)
    state = coa.do(state, "Ana: befriend Ben")
    assert "Ben" in state.players["Ana"].friends
    # "Having both your Die and a Presence at a location does not allow you to choose both options"
    assert "bus.step-a" in coa.refuse(state, "Ana: bus-stop").rule_ids


def test_step_b_waits_for_step_a(coa):
    # "B. After completing the previous step, all players who have a Die at the location must simultaneously choose"
    state = _at_bus(coa)
    state.players["Ben"].presences = [1]
    state.stop.a_needed.append("Ben")
    state = coa.settle(coa.do(state, "Ana: bus-stop"))
    assert "bus.step-b" in coa.refuse(state, "Ana: parent").rule_ids
    assert "not possible for Ben" in str(coa.refuse(state, "Ben: parent"))  # a Presence alone gives no step B


def test_memory_vep_scale_and_motivation_penalty(coa):
    # "For the first Motivation Token spent: gain 3 VEP. For the second: gain 2 VEP. For any additional Tokens: gain 1 VEP each."
    # "you must move the Mood Counter that corresponds to the Token's color exactly 2 steps to the left ... You do not gain any bonuses"
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs turquoise", "Ana: bus-stop"))
    state.players["Ana"].motivation = {"turquoise": 3}
    error = coa.refuse(state, "Ana: remember turquoise 4 yellow")
    assert "needs 4 turquoise Motivation Tokens, has 3" in str(error)
    state = coa.do(state, "Ana: remember turquoise 3 yellow")
    ana = state.players["Ana"]
    assert ana.vep == 5 + 3 + 2 + 1 and ana.memory_unused == {"yellow": 1} and ana.tracks["turquoise"].pos == 2


def test_memory_needs_a_required_colour_unless_pink_passive(coa):
    # "Spend one or more Motivation Tokens of the same type (among those required by the location)"
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs turquoise", "Ana: bus-stop"))
    state.players["Ana"].motivation = {"green": 2}
    assert "mood-tracks.pink-passive" in coa.refuse(state, "Ana: remember green 2 yellow").rule_ids
    # The Bus Stop example: "the passive bonus of the pink Track, which allows them to spend Motivation Tokens of any type"
    state.players["Ana"].tracks["pink"].pos = 6
    state = coa.do(state, "Ana: remember green 2 yellow")
    assert state.players["Ana"].vep == 10 and state.players["Ana"].tracks["green"].pos == 1


def test_memory_with_four_willpower_gives_three_vep(coa):
    # "Some locations allow you to spend 4 Willpower Tokens instead ... you only gain 3 VEP"
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs pink", "Ana: bus-stop"))
    state.players["Ana"].willpower = 4
    assert "does not accept Willpower" in str(coa.refuse(state, "Ana: remember willpower 4 yellow"))
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs pink willpower", "Ana: bus-stop"))
    state.players["Ana"].willpower = 3
    assert "needs 4 Willpower, has 3" in str(coa.refuse(state, "Ana: remember willpower 4 yellow"))
    state.players["Ana"].willpower = 4
    state = coa.do(state, "Ana: remember willpower 4 yellow")
    assert state.players["Ana"].vep == 8 and state.players["Ana"].willpower == 0


def test_willpower_for_a_memory_moves_the_required_colour_two_left(coa):
    # seed 002 p. 10: "cada vez que gastes una o más Fichas de Motivación (o 4 de Fuerza de Voluntad, si está
    # permitido) para obtener un Recuerdo o colocar una Presencia, debes mover el Contador de Estado de Ánimo del
    # color de esa ficha exactamente 2 pasos hacia la izquierda"
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs turquoise willpower", "Ana: bus-stop"))
    ana = state.players["Ana"]
    ana.willpower, before = 4, ana.tracks["turquoise"].pos
    state = coa.settle(coa.do(state, "Ana: remember willpower 4 yellow"))
    assert state.players["Ana"].tracks["turquoise"].pos == before - 2
    # ... and the same for a Presence paid with Willpower
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs turquoise willpower", "Ana: bus-stop"))
    state.players["Ana"].willpower, before = 4, state.players["Ana"].tracks["turquoise"].pos
    state = coa.settle(coa.do(state, "Ana: presence willpower"))
    assert 1 in state.players["Ana"].presences and state.players["Ana"].tracks["turquoise"].pos == before - 2


def test_memory_card_leaves_once_gained(coa):
    # "Once one or more players have obtained it, the Card is removed from the game. It is not immediately replaced."
    state = _at_bus(coa, 1, 1)
    state = coa.settle(coa.do(state, "Ana: location 1 needs turquoise", "Ana: bus-stop", "Ben: bus-stop"))
    state.players["Ana"].motivation = {"turquoise": 1}
    state.players["Ben"].motivation = {"turquoise": 1}
    state = coa.settle(coa.do(state, "Ana: remember turquoise 1 yellow", "Ben: remember turquoise 1 yellow"))
    assert state.players["Ben"].vep == 8  # both players may gain the same Memory
    # then refilled at the End of the Year ... here the round ends, and the game moves on to year 2 with fresh cards.
    assert state.turn == 2 and all(state.memory_cards[loc] for loc in range(1, state.available + 1))


def test_presence_limits(coa):
    # "You have 4 Character Tokens ... in up to 4 different locations (no repeats) ... you may move one to the new location."
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs turquoise", "Ana: bus-stop"))
    ana = state.players["Ana"]
    ana.motivation = {"turquoise": 2}
    ana.presences = [1]
    assert "already has a Presence" in str(coa.refuse(state, "Ana: presence turquoise"))
    ana.presences = [2, 3, 4, 5]
    assert "presence.limit" in coa.refuse(state, "Ana: presence turquoise").rule_ids
    state = coa.do(state, "Ana: presence turquoise 3")
    ana = state.players["Ana"]
    assert sorted(ana.presences) == [1, 2, 4, 5] and ana.motivation == {"turquoise": 1} and ana.tracks["turquoise"].pos == 2


def test_parent_card_counts(coa):
    # "you must play a Parent Card from your hand and gain its bonus."
    state = coa.do(_at_bus(coa), "Ana: bus-stop", "Ana: skip", "Ana: parent")
    assert state.players["Ana"].parent_cards == 1


def test_friendship_levels_and_intimacy(coa):
    # "Move it to an empty space on the next level ... You cannot move it if it's already at level 4"
    # "To move a Character Token from level 4 to level 5 ... you must specifically gain an Intimacy Bonus."
    state = coa.owing(coa.started(), "Ana", 7)
    state = coa.do(state, "Ana: friend purple")
    assert "Say which space" in str(coa.refuse(state, "Ana: friend purple"))
    for space in ("left", "left", "center", "right"):
        state = coa.do(state, f"Ana: friend purple {space}")
    assert state.players["Ana"].friends["purple"].level == 4
    assert "friendship.intimacy" in coa.refuse(state, "Ana: friend purple left").rule_ids
    state = coa.do(state, "Ana: intimacy purple center")
    assert state.players["Ana"].friends["purple"].level == 5
    assert "friendship.intimacy" in coa.refuse(state, "Ana: intimacy lilac").rule_ids


def test_friendship_level_full(coa):
    # "You cannot move it ... if there are no available spaces in the next level."
    state = coa.owing(coa.started(), "Ana", 8)
    for who in ("purple", "lilac", "grey", "white"):
        state = coa.do(state, f"Ana: friend {who}")
    for who, space in (("purple", "left"), ("lilac", "center"), ("grey", "right")):
        state = coa.do(state, f"Ana: friend {who} {space}")
    assert "no free space" in str(coa.refuse(state, "Ana: friend white"))


def test_only_five_neutral_characters(coa):
    # "the 5 neutral Character Tokens"
    state = coa.owing(coa.started(), "Ana", 6)
    for who in ("a1", "a2", "a3", "a4", "a5"):
        state = coa.do(state, f"Ana: friend {who}")
    assert "not a character" in str(coa.refuse(state, "Ana: friend a6"))


def test_end_of_round_unlocks(coa):
    # "Players take ... the Counter for the next Mood Track" / "2 six-sided Dice" / "New Locations Available 5 and 6"
    state = _at_bus(coa)
    for line in ("Ana: bus-stop", "Ana: parent", "Ben: bus-stop", "Ben: parent"):
        state = coa.settle(coa.do(state, line))
    assert (state.round, state.turn, state.available) == (2, 2, 6)
    assert state.players["Ana"].tracks["pink"].pos == 3 and state.players["Ana"].dice == 2
    assert state.bus_shift == 1
    coa.owing(state, "Ana", 2)
    assert "Motivation" in str(coa.refuse(state, "Ana: gain 1 motivation orange"))
    state = coa.do(state, "Ana: gain 1 motivation pink")
