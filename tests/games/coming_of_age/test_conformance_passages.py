"""Rulebook passages that refusals cite, each checked on its own in both
directions: the legal report accepted, the illegal one refused citing the
passage's rule entry. Named after the rulebook page (or section) they check."""

from referee.games.coming_of_age.bonus_queue import owed_by


def test_components_memory_tokens_twelve_of_each_colour(coa):
    # Components: "36 Memory Tokens (12 of each color)"
    state = coa.started()
    coa.owing(state, "Ana", 2)
    state.players["Ben"].memory_unused["yellow"] = 11
    state = coa.do(state, "Ana: gain 1 memory yellow")  # the twelfth yellow Token
    assert state.players["Ana"].memory_unused["yellow"] == 1
    error = coa.refuse(state, "Ana: gain 1 memory yellow")  # a thirteenth does not exist
    assert "components.tokens" in error.rule_ids


def test_components_memory_tokens_three_colours(coa):
    # Components: "36 Memory Tokens (12 of each color)": three colours, no fourth.
    state = coa.started()
    coa.owing(state, "Ana", 4)
    state = coa.do(state, "Ana: gain 1 memory yellow", "Ana: gain 1 memory purple", "Ana: gain 1 memory green")
    error = coa.refuse(state, "Ana: gain 1 memory red")
    assert "components.tokens" in error.rule_ids


def test_setup_unavailable_supply_motivation_tokens(coa):
    # General Setup: "Create a general supply near the board with ... the turquoise and green Motivation Tokens.
    # Keep the other Motivation Tokens in a separate unavailable components supply."
    state = coa.started()
    coa.owing(state, "Ana", 2)
    error = coa.refuse(state, "Ana: gain 1 motivation pink")
    assert "setup.unavailable-supply" in error.rule_ids
    state = coa.do(state, "Ana: gain 1 motivation green")
    assert state.players["Ana"].motivation["green"] == 1


def test_setup_unlimited_willpower_and_motivation(coa):
    # General Setup: "Willpower and Motivation Tokens are considered unlimited. If you need more than the game
    # provides, substitute with any other components." (42 Willpower, 10 Motivation Tokens of each colour in the box)
    state = coa.started()
    state.players["Ben"].willpower, state.players["Ben"].motivation["green"] = 42, 10
    coa.owing(state, "Ana", 3)
    state = coa.do(state, "Ana: gain 5 willpower", "Ana: gain 3 motivation green")
    assert state.players["Ana"].willpower == 5 and state.players["Ana"].motivation["green"] == 3
    # unlimited, but only of the colours in play: the others are still in the unavailable supply
    assert "setup.unavailable-supply" in coa.refuse(state, "Ana: gain 1 motivation blue").rule_ids


def test_setup_one_starting_trait_and_one_goal_of_each_letter(coa):
    # Individual Player Setup: "Draw one of the 4 Starting Trait Tiles you set aside and 4 Goal Tiles (1 of each letter: A, B, C, D)."
    _, state = coa.new_game("standard", ("Ana", "Ben"))
    error = coa.refuse(state, "Ana: start cheerful sociable versatile committed nostalgic")  # two of type A
    assert "setup.starting-trait-and-goals" in error.rule_ids
    state = coa.do(state, "Ana: start cheerful sociable gamer committed nostalgic")
    assert state.players["Ana"].started
    assert "setup.starting-trait-and-goals" in coa.refuse(state, "Ana: start calm versatile hedonist persistent grateful").rule_ids


def test_locations_only_the_first_four_at_the_start(coa):
    # Key Concepts, Locations / Setup: "Cover locations 5 through 10 with a Roadblock Tile ...
    # These locations are not available at the start."
    state = coa.do(coa.started(), "Ana: roll 4")
    error = coa.refuse(state, "Ana: choose 4 5 green")
    assert "locations.overview" in error.rule_ids
    state = coa.do(state, "Ana: choose 4 3 green")
    assert state.players["Ana"].location == 3


def test_play_turns_and_rounds_one_die_type_per_round(coa):
    # Playing: "Each round is played exclusively with a specific type of Die (4, 6, 8, and 10-sided)"
    state = coa.started()
    error = coa.refuse(state, "Ana: roll 5")
    assert "play.turns-and-rounds" in error.rule_ids
    state = coa.do(state, "Ana: roll 4")
    assert state.players["Ana"].roll == [4]


def test_friendship_track_has_eight_levels_zero_to_seven(coa):
    # Key Concepts, Friendship Track: "The Friendship Track has 8 levels: ... the final 3 levels (5-7) are reserved
    # for close friends, which require the Intimacy Bonus to access."
    from referee.games.coming_of_age.state import Friend

    state = coa.started()
    coa.owing(state, "Ana", 2)
    state.players["Ana"].friends["purple"] = Friend(6, None)
    state = coa.settle(coa.do(state, "Ana: intimacy purple center"))  # level 6 to 7, the last level
    assert state.players["Ana"].friends["purple"].level == 7
    coa.owing(state, "Ana", 1)
    error = coa.refuse(state, "Ana: intimacy purple center")  # there is no level 8
    assert "friendship.levels" in error.rule_ids


def test_goals_overview_details_only_of_a_goal_tile_you_hold(coa):
    # Key Concepts, Trait and Goal Tiles: "Goals, on the other hand, are end-of-game objective Tiles. You'll begin with
    # four of these Tiles (one of each type)": a Goal Tile's printed details are entered for a tile its player holds.
    state = coa.started()
    error = coa.refuse(state, "Ana: goal grateful purple=2")  # Ben's type D tile, not Ana's
    assert "goals.overview" in error.rule_ids
    state = coa.do(state, "Ana: goal nostalgic purple=2")
    assert "goals.overview" in coa.refuse(state, "Ana: goal sociable 1").rule_ids  # a type A tile: the referee counts it


def _at_experience(coa):
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    return coa.do(state, "Ana: location 1 experience turquoise+1", "Ben: location 2 experience green+1")


def test_p8_memory_tokens_are_single_use(coa):
    # p. 8, Memory Tokens: "All Memory Tokens are single-use. When you gain one, place it next to your Personal Board
    # showing its unused side. When used, flip it to its used side (Side B)."
    state = _at_experience(coa)
    ana = state.players["Ana"]
    ana.memory_unused, ana.memory_used = {"yellow": 0, "purple": 1}, {"yellow": 1}
    error = coa.refuse(state, "Ana: memory yellow green right")  # the yellow Token is already flipped
    assert "memory-tokens.single-use" in error.rule_ids
    state = coa.do(state, "Ana: memory purple green center")
    assert state.players["Ana"].memory_used == {"yellow": 1, "purple": 1} and not state.players["Ana"].memory_unused["purple"]


def _at_bus(coa):
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    state = coa.do(state, "Ana: location 1 experience turquoise+1", "Ben: location 2 experience turquoise+1")
    return coa.settle(coa.do(state, "Ana: experience", "Ben: experience"))


def test_p10_parent_card_played_at_step_b(coa):
    # p. 10, Parent Card: "If you cannot or choose not to take one of the two previous options, you must play a Parent Card
    # from your hand and gain its bonus. Place the Card face-up in your personal discard pile ... After playing a Card,
    # draw a new one, so that you always have 2 Parent Cards in your hand."
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2")
    error = coa.refuse(state, "Ana: parent")  # phase 1: no Bus Stop, no step B
    assert "parent-card.hand-and-discard" in error.rule_ids
    state = coa.do(_at_bus(coa), "Ana: bus-stop")
    state = coa.settle(state)
    state = coa.do(state, "Ana: parent")
    assert owed_by(state, "Ana")


def test_p10_presence_spend_a_required_motivation_token_or_four_willpower(coa):
    # p. 10, Presence: "Spend a required Motivation Token or, if the location allows it, 4 Willpower Tokens to place a
    # Presence in that location's building."
    state = coa.settle(coa.do(_at_bus(coa), "Ana: location 1 needs turquoise", "Ana: bus-stop"))
    state.players["Ana"].motivation["turquoise"] = 0
    error = coa.refuse(state, "Ana: presence turquoise")  # no turquoise Motivation Token to spend
    assert "presence.place" in error.rule_ids
    state.players["Ana"].willpower = 4
    assert "presence.place" in coa.refuse(state, "Ana: presence willpower").rule_ids  # location 1 does not allow Willpower
    state.players["Ana"].motivation["turquoise"] = 1
    state = coa.do(state, "Ana: presence turquoise")
    assert state.players["Ana"].presences == [1] and state.players["Ana"].motivation["turquoise"] == 0


def _round_two(coa):
    state = _at_bus(coa)
    for line in ("Ana: bus-stop", "Ana: parent", "Ben: bus-stop", "Ben: parent"):
        state = coa.settle(coa.do(state, line))
    assert state.round == 2
    return state


def test_p11_end_of_round_new_motivation_tokens_enter_the_supply(coa):
    # p. 11, End of the Year: "Take the corresponding Motivation Tokens for the newly unlocked Mood Track from the
    # unavailable components supply and add them to the general supply." (round 2: pink)
    state = coa.owing(_round_two(coa), "Ana", 2)
    error = coa.refuse(state, "Ana: gain 1 motivation orange")  # orange comes in round 3
    assert "end-of-round.motivation-tokens" in error.rule_ids
    state = coa.do(state, "Ana: gain 1 motivation pink")
    assert state.players["Ana"].motivation["pink"] == 1


def test_p11_end_of_round_roadblocks_removed(coa):
    # p. 11, End of the Year: "Remove the Roadblock Tiles from the locations listed in the table below:
    # | Round | 2 | 3 | 4 | ... | New Locations Available | 5 and 6 | 7 and 8 | 9 and 0 |"
    state = coa.do(_round_two(coa), "Ana: roll 6 4", "Ben: roll 1 2")
    error = coa.refuse(state, "Ana: choose 6 7 green")  # location 7 opens in round 3
    assert "end-of-round.new-locations" in error.rule_ids
    state = coa.do(state, "Ana: choose 4 5 green")
    assert state.players["Ana"].location == 5


def test_two_player_variant_setup_a_row_of_four_neutral_traits(coa):
    # Two-Player Variant: "During setup, place 4 random Trait Tiles from the pile in a row between the two players.
    # Then, randomly assign a different neutral Character Token to each Tile."
    state = coa.started()  # four players' game: no row
    assert "two-player.setup" in coa.refuse(state, "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white").rule_ids
    _, state = coa.new_game("two-player", ("Ana", "Ben"))
    error = coa.refuse(state, "Ana: row stubborn:purple fair:lilac hoarder:grey")  # three Tiles
    assert "two-player.setup" in error.rule_ids
    state = coa.do(state, "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white")
    assert len(state.row) == 4


def test_two_player_variant_row_levels_one_to_four(coa):
    # Two-Player Variant: "The 4 Tiles are set at increasing levels — Level 1, Level 2, Level 3, and Level 4 — each with
    # its own requirement and VEP value." The row is laid once, at set-up, left to right.
    _, state = coa.new_game("two-player", ("Ana", "Ben"))
    state = coa.do(state, "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white")
    assert [trait for trait, _ in state.row] == ["stubborn", "fair", "hoarder", "positive"]  # levels 1 to 4
    state = coa.do(state, "Ana: start cheerful sociable gamer committed nostalgic", "Ben: start calm versatile hedonist persistent grateful")
    error = coa.refuse(state, "Ana: row sad:purple fair:lilac hoarder:grey positive:white")  # the levels are set
    assert "two-player.levels" in error.rule_ids


def test_goal_type_d_memory_tokens_printed_on_the_tile(coa):
    # Goal Tiles, Type D: "Grateful / Experimented / Cautious / Nostalgic (VEP 5): Have at least the required number of
    # Memory Tokens of the indicated types, whether used or unused." The tile's types and numbers are entered as printed.
    state = coa.started()
    error = coa.refuse(state, "Ana: goal nostalgic purple=0")  # a required number is at least 1
    assert "goal.type-d" in error.rule_ids
    assert "goal.type-d" in coa.refuse(state, "Ana: goal nostalgic purple").rule_ids
    state = coa.do(state, "Ana: goal nostalgic purple=2 yellow=1")
    from referee.games.coming_of_age import facts

    assert facts.goal_details(state, state.players["Ana"], "nostalgic") == {"memory": {"purple": 2, "yellow": 1}}


def test_solo_rob_places_his_die_where_you_go(coa):
    # Rob's Turn: "Rob places one of the Dice he just rolled in the same building of the location you chose with your Die.
    # ... If there are one or more of his Interest Tokens in that building, he takes them back and advances his
    # Personal Fulfillment Counter once per Token"
    state = coa.rob_moves(coa.do(coa.started("solo"), "Ana: board fulfillment-vep 2=1 5=2", "Ana: rob-roll 3"))
    state = coa.do(state, "Ana: roll 3", "Ana: choose 3")
    error = coa.refuse(state, "Ana: rob follow 1")
    assert "solo.rob-die" in error.rule_ids
    state = coa.do(state, "Ana: rob follow 3")
    assert state.rob.interest == {} and state.rob.fulfillment == 2


def _rob_at_bus(coa, tile):
    state = coa.started("solo")
    state = coa.rob_moves(coa.do(state, "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2", "Ana: location 2 experience green+1"))
    state = coa.settle(coa.do(state, "Ana: experience"))
    return coa.do(state, f"Ana: location 2 stop {tile}", "Ana: location 2 needs pink green")


def test_solo_rob_trait_bonus_last_choice_draws_a_trait(coa):
    # Rob's Turn, A: "he gains a Trait Bonus, resolving the first of these actions that is possible: [mimic] ...
    # [play the top Tile of his Trait pile] ... He draws one Trait Tile and places it face down on top of his Trait Tile pile."
    state = _rob_at_bus(coa, "bonus")
    state.rob.pile = 0  # no Tile to play, no Mimic Token: only the draw is possible
    error = coa.refuse(state, "Ana: rob presence 2")  # step B before his step A
    assert "solo.rob-draw-trait" in error.rule_ids
    state = coa.do(state, "Ana: rob draw")
    assert state.rob.pile == 1


def test_solo_rob_level_zero_holds_one_token(coa):
    # Rob's Turn, A: "Important: On level 0 of his Friendship Track, Rob may have only one Character Token covering the
    # VEP. If one is already there, he must skip to the next available space that grants VEP."
    state = _rob_at_bus(coa, "purple")
    error = coa.refuse(state, "Ana: board friendship-vep 0=1 0=1 3=2")
    assert "solo.rob-level-zero" in error.rule_ids
    state.rob.friendship = [[0, 0]]  # a token already on level 0's VEP
    state = coa.do(state, "Ana: board friendship-vep 0=1 3=2")
    vep = state.rob.vep
    state = coa.rob_moves(state)
    assert state.rob.friendship == [[0, 0], [1, 3]] and state.rob.vep == vep + 2  # level 0 taken: level 3's 2 VEP


def test_solo_rob_always_leaves_a_presence(coa):
    # Rob's Turn, B: "He places one of his Character Tokens in the location to leave a Presence, unless he has none left
    # in his supply or already has Presence there."
    state = _rob_at_bus(coa, "bonus")
    state.rob.pile = 0
    state = coa.do(state, "Ana: rob draw")
    error = coa.refuse(state, "Ana: rob motivation 2 pink green")  # the Presence comes first
    assert "solo.rob-presence" in error.rule_ids
    state = coa.do(state, "Ana: rob presence 2")
    assert 2 in state.rob.presences


def test_p7_advancing_past_the_end_of_the_fulfillment_track(coa):
    # p. 7, Advance the Personal Fulfillment Counter: "If you reach the end of the Track and must advance your Counter,
    # you gain the bonus indicated for each step you must advance."
    from referee.games.coming_of_age.config import config

    state = coa.started()
    ana = state.players["Ana"]
    ana.fulfillment, ana.interest, ana.interest_supply = config().fulfillment_last, {3: 1}, 6
    state = coa.do(state, "Ana: roll 3", "Ana: choose 3")
    assert [o.source for o in owed_by(state, "Ana")] == ["fulfillment-end"]
    state = coa.do(state, "Ana: draw-trait stubborn")  # the end space gives a Trait Bonus
    # a later year: two steps past the end, the same printed bonus each time
    ana = state.players["Ana"]
    state.phase, ana.roll, ana.location, ana.interest, ana.interest_supply = "explore", None, None, {1: 2}, 5
    state = coa.do(state, "Ana: roll 1", "Ana: choose 1")
    assert [o.source for o in owed_by(state, "Ana")] == ["fulfillment-end", "fulfillment-end"]
    error = coa.refuse(state, "Ana: gain 2 vep")
    assert "fulfillment.end-of-track" in error.rule_ids
    state = coa.do(state, "Ana: draw-trait fair", "Ana: draw-trait sad")
    assert {"stubborn", "fair", "sad"} <= set(state.players["Ana"].hand)


def test_p7_several_steps_past_the_end_owe_the_same_printed_bonus_each_time(coa):
    # p. 7, Advance the Personal Fulfillment Counter: "If you reach the end of the Track and must advance your Counter,
    # you gain the bonus indicated for each step you must advance." Two steps past the end, the space not yet known:
    # the first report tells what the space gives, and the second step owes that same printed bonus.
    from referee.games.coming_of_age.config import config

    state = coa.started(format=2)  # format 2: what a session written today records
    ana = state.players["Ana"]
    ana.fulfillment, ana.interest, ana.interest_supply = config().fulfillment_last, {1: 2}, 5
    state = coa.do(state, "Ana: roll 1", "Ana: choose 1")
    assert [o.source for o in owed_by(state, "Ana")] == ["fulfillment-end", "fulfillment-end"]
    state = coa.do(state, "Ana: gain 2 vep")
    error = coa.refuse(state, "Ana: gain 1 willpower")
    assert "fulfillment.end-of-track" in error.rule_ids
    state = coa.do(state, "Ana: gain 2 vep")
    assert not owed_by(state, "Ana")


def test_p9_trait_bonus_draw_a_trait_tile_from_the_pile(coa):
    # p. 9, Trait Bonus: "Draw one Trait Tile from the pile and add it to your hand." A Tile already out of the
    # pile (Ben's Starting Trait Tile, calm) cannot be drawn; one still in the pile goes to the hand.
    state = coa.owing(coa.started(), "Ana", 1)
    error = coa.refuse(state, "Ana: draw-trait calm")
    assert "trait-bonus.draw" in error.rule_ids
    state = coa.do(state, "Ana: draw-trait stubborn")
    assert state.players["Ana"].hand[-1] == "stubborn" and not owed_by(state, "Ana")


def test_solo_mode_rob_bot_plays_only_in_solo(coa):
    # Solo Mode: "In solo mode, you will face off against Rob Bot." A game of two players has no Rob to report for.
    error = coa.refuse(coa.started(), "Ana: rob-roll 3")
    assert error.rule_ids == ("solo.overview",)
    assert coa.refuse(coa.started("two-player"), "Ana: rob interest 3").rule_ids == ("solo.overview",)
    state = coa.do(coa.started("solo"), "Ana: rob-roll 3")
    assert state.rob.roll == [3]
