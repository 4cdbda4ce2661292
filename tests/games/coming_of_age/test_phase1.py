"""Phase 1: rolling, choosing, changing location, Interest Tokens and the
Personal Fulfillment advance."""



def test_roll_takes_one_value_per_die_of_the_round(coa):
    # "All players simultaneously roll all the Dice they have available for the current round"; round 1: one four-sided Die.
    state = coa.started()
    error = coa.refuse(state, "Ana: roll 3 2")
    assert "phase1.roll" in error.rule_ids and "rolls 1 Die this year" in str(error)
    # "Each round is played exclusively with a specific type of Die (4, 6, 8, and 10-sided)"
    assert "4-sided" in str(coa.refuse(state, "Ana: roll 5"))


def test_choose_needs_a_die_there(coa):
    # "Each player chooses one of their Dice placed in the road zone"
    state = coa.do(coa.started(), "Ana: roll 3")
    assert "phase1.choose" in coa.refuse(state, "Ana: choose 2").rule_ids
    state = coa.do(state, "Ana: choose 3")
    assert state.players["Ana"].location == 3


def test_adjacent_change_costs_one_frustration_on_a_free_track(coa):
    # "Move the Die you've chosen to the building of an adjacent location and add one Frustration Token ... to the far right of an available Mood Track ... that has none."
    state = coa.do(coa.started(), "Ana: roll 3", "Ana: choose 3 4 green")
    ana = state.players["Ana"]
    assert ana.location == 4 and ana.tracks["green"].frustration == "unresolved" and ana.frustration_supply == 4


def test_end_locations_are_adjacent(coa):
    # "Available locations (without the Roadblock Tile) at the ends of the Main Board are considered adjacent to each other."
    state = coa.do(coa.started(), "Ana: roll 1", "Ana: choose 1 4 turquoise")
    assert state.players["Ana"].location == 4


def test_non_adjacent_change_costs_two_tokens_on_two_tracks(coa):
    # "You can also choose a non-adjacent location, in which case you must add 2 Frustration Tokens to the far right of 2 available Mood Tracks"
    state = coa.started()
    state.round, state.available = 2, 6
    state.players["Ana"].dice = 2
    state = coa.do(state, "Ana: roll 1 2")
    assert "change-location.non-adjacent" in coa.refuse(state, "Ana: choose 1 4 green").rule_ids
    assert "different" in str(coa.refuse(state, "Ana: choose 1 4 green green"))
    state = coa.do(state, "Ana: choose 1 4 green turquoise")
    assert state.players["Ana"].frustration_supply == 3


def test_no_change_without_a_free_track(coa):
    # "You cannot add a Frustration Token to a Track that already has one at either of its ends."
    state = coa.started()
    state.players["Ana"].tracks["green"].frustration = "overcome"
    state = coa.do(state, "Ana: roll 2")
    error = coa.refuse(state, "Ana: choose 2 3 green")
    assert "change-location.no-free-track" in error.rule_ids
    state.players["Ana"].tracks["turquoise"].frustration = "unresolved"
    assert "Ana has: 0 Mood Tracks without one" in str(coa.refuse(state, "Ana: choose 2 3 turquoise"))


def test_locked_location_cannot_be_reached(coa):
    # "Cover locations 5 through 10 with a Roadblock Tile ... These locations are not available at the start."
    state = coa.do(coa.started(), "Ana: roll 4")
    assert "not available" in str(coa.refuse(state, "Ana: choose 4 5 green"))


def test_interest_tokens_for_dice_not_chosen_and_fulfillment_advance(coa):
    # "For each Die you remove, place an Interest Token on the building of the location from which you remove it."
    state = coa.started()
    state.round, state.available = 2, 6
    for p in state.players.values():
        p.dice = 2
    state = coa.do(state, "Ana: roll 5 5", "Ana: choose 5")
    ana = state.players["Ana"]
    assert ana.interest == {5: 1} and ana.interest_supply == 6
    # "If, at the final location you chose, you have one or more Interest Tokens, return them ... and advance ... one step for each"
    state.phase, ana.roll, ana.location = "explore", None, None
    ana.interest = {6: 2}
    ana.interest_supply = 5
    state = coa.do(state, "Ana: roll 6 1", "Ana: choose 6")
    ana = state.players["Ana"]
    assert ana.fulfillment == 2 and ana.interest == {1: 1} and ana.interest_supply == 6


def test_ten_sided_zero_is_location_ten(coa):
    # "9 and 0" for round 4: the 0 of the ten-sided Die is location 10.
    state = coa.started()
    state.round, state.available = 4, 10
    state.players["Ana"].dice = 3
    state = coa.do(state, "Ana: roll 0 9 9", "Ana: choose 0")
    assert state.players["Ana"].location == 10 and state.players["Ana"].interest == {9: 2}


def test_phase_two_starts_when_everyone_has_chosen(coa):
    # "Both phase 1 and phase 2 are played simultaneously."
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1")
    assert state.phase == "explore"
    state = coa.do(state, "Ben: choose 2")
    assert state.phase == "experience"


def _turn_five(coa, *setup, facts=None):
    """Round 3 (locations 1-8 open), two eight-sided Dice left, as in the p. 7
    example; `facts`: those the session file records."""
    state = coa.do(coa.started(facts=facts), *setup)
    state.round, state.available = 3, 8
    state.players["Ana"].dice = 2
    return coa.do(state, "Ana: roll 2 4")


def test_the_board_layout_decides_adjacency_as_in_the_turn_5_example(coa):
    # p. 7, Change Location example: "they choose the 4 and move it to the
    # building of the adjacent location 6 (B), using a Frustration Token":
    # the Main Board's printed order need not be 1 to 10, so it is a fact the
    # table enters ('board layout'); until then 1 to 10 in a row.
    layout = "Ana: board layout 9 7 5 3 1 2 4 6 8 0"
    assert "change-location.non-adjacent" in coa.refuse(_turn_five(coa), "Ana: choose 4 6 turquoise").rule_ids
    state = coa.do(_turn_five(coa, layout), "Ana: choose 4 6 turquoise")
    assert state.players["Ana"].location == 6 and state.players["Ana"].frustration_supply == 4
    # 3 and 4 are no longer neighbours; the open ends (7 and 8) are adjacent to each other.
    assert "change-location.non-adjacent" in coa.refuse(_turn_five(coa, layout), "Ana: choose 4 3 turquoise").rule_ids
    state = coa.do(coa.started(), layout)
    state.round, state.available = 3, 8
    from referee.games.coming_of_age.board import adjacent, route
    assert route(state) == [7, 5, 3, 1, 2, 4, 6, 8] and adjacent(state, 7, 8) and not adjacent(state, 2, 3)


def test_board_layout_is_each_location_once_and_before_the_bus_stop_tiles(coa):
    # p. 3: a Bus Stop Tile lies "in the slot at the bottom of each location":
    # the slots follow the printed order, so it comes first.
    error = coa.refuse(coa.started(), "Ana: board layout 1 2 3 4 5 6 7 8 9 9")
    assert "change-location.ends-adjacent" in error.rule_ids
    state = coa.do(coa.started(), "Ana: location 2 stop lilac")
    assert "setup.bus-stop-tiles" in coa.refuse(state, "Ana: board layout 9 7 5 3 1 2 4 6 8 0").rule_ids


def test_a_layout_known_only_from_the_catalog_changes_nothing(coa):
    # Old sessions keep replaying: a layout the catalog learnt elsewhere does not
    # make an adjacent move of a session that never reported it non-adjacent.
    state = coa.started()
    state.facts.catalog["main-board.layout"] = [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]
    state = coa.do(state, "Ana: roll 2", "Ana: choose 2 3 turquoise")
    assert state.players["Ana"].location == 3


def test_a_layout_recorded_in_the_session_file_counts_from_its_first_event(coa):
    # p. 7, turn 5: "they choose the 4 and move it to the building of the
    # adjacent location 6 (B), using a Frustration Token". A session started
    # when the catalog knew the layout has it in its file ('referee new'):
    # nobody types it again, and it holds with no catalog at all.
    recorded = {"main-board.layout": [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]}
    state = coa.do(_turn_five(coa, facts=recorded), "Ana: choose 4 6 turquoise")
    assert state.players["Ana"].location == 6 and state.players["Ana"].frustration_supply == 4
    assert not state.facts.used and not state.facts.catalog
    # the same report again is accepted as known; another order is refused
    coa.do(coa.started(facts=recorded), "Ana: board layout 9 7 5 3 1 2 4 6 8 0")
    error = coa.refuse(coa.started(facts=recorded), "Ana: board layout 1 2 3 4 5 6 7 8 9 0")
    assert "already known as '9 7 5 3 1 2 4 6 8 10'" in str(error) and "session file records it" in str(error)


def test_a_recorded_layout_wins_over_the_catalog(coa):
    # The file's layout is the one the session started with: a catalog
    # corrected since (or on another machine) does not move its locations:
    # round 1 opens 3 1 2 4 of it, whose ends 3 and 4 are adjacent, not 1 and 4.
    state = coa.started(facts={"main-board.layout": [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]})
    state.facts.catalog["main-board.layout"] = list(range(1, 11))
    state = coa.do(state, "Ana: roll 1")
    assert "change-location.non-adjacent" in coa.refuse(state, "Ana: choose 1 4 turquoise").rule_ids


def test_the_bus_follows_the_entered_layout_from_the_leftmost_open_location(coa):
    # p. 9: "the Bus will move from left to right, starting at the leftmost
    # available location and stopping only at those that have at least one Die"
    from referee.games.coming_of_age.flow import next_stop

    for lines, first, second in (((), 1, 3), (("Ana: board layout 9 7 5 3 1 2 4 6 8 0",), 3, 1)):
        state = coa.do(coa.started(), *lines)
        state.players["Ana"].location, state.players["Ben"].location = 1, 3
        next_stop(state, 0)
        assert state.stop.location == first
        next_stop(state, state.stop.location)
        assert state.stop.location == second
