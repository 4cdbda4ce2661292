"""Format 4: fewer lines at the table — a step A that can gain nothing resolves
itself, a named bonus tile's print is a catalog fact, Rob Bot's VEP spaces
are facts of the Personal Board he plays on, and a track of a Personal Board
may be read at once. Formats 1 to 3 replay as they were recorded
(test_examples.py, test_golden.py)."""

import pytest

from referee.core.engine import Setup
from referee.games.coming_of_age.bonus_queue import owed_by
from referee.games.coming_of_age.state import Friend, Stop

F4 = {"format": 4}
STARTS = ("Ana: start cheerful sociable gamer committed nostalgic red", "Ben: start calm versatile hedonist persistent grateful yellow")


def _night(coa, catalog=None, fmt=F4):
    """A standard 2-player night right after set-up (the boards red and yellow)."""
    setup = Setup("coming-of-age", "standard", ("Ana", "Ben"), dict(fmt), catalog=dict(catalog or {}))
    coa.RULES.validate_setup(setup)
    return coa.do(coa.RULES.setup(setup), *STARTS)


def _at_stop(coa, state, location, a_needed):
    """The Bus at `location`, step A for `a_needed`, with what resolves itself there resolved."""
    from referee.games.coming_of_age.flow import automatic

    state.phase, state.stop = "bus", Stop(location, a_needed=list(a_needed))
    automatic(state)
    return state


# --- step A that gains nothing resolves itself -------------------------------------------

def test_a_bus_stop_character_who_cannot_go_up_asks_nothing(coa):
    # p. 10, Friendship Bonus: "You cannot move it if it's already at level 4 or if there are no available
    # spaces in the next level." With purple at level 4 and nobody else's Presence at the location, step A has
    # one option and it gains nothing: the referee resolves it.
    state = coa.do(_night(coa), "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus")
    state.players["Ana"].friends["purple"] = Friend(4, "center")
    vep = state.players["Ana"].vep
    state = _at_stop(coa, state, 1, ["Ana"])
    assert "Ana" in state.stop.a_done and state.players["Ana"].vep == vep and not owed_by(state, "Ana")


def test_a_bus_stop_character_who_can_go_up_stays_the_players_call(coa):
    # p. 10, step A: "you may gain a Friendship Bonus by interacting with that character" — a choice
    state = coa.do(_night(coa), "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus")
    state.players["Ana"].friends["purple"] = Friend(2, "left")
    state = _at_stop(coa, state, 1, ["Ana"])
    assert "Ana" not in state.stop.a_done
    # and with another player's Presence there, befriending them is the other option: no shortcut either
    state = coa.do(_night(coa), "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus")
    state.players["Ana"].friends["purple"] = Friend(4, "center")
    state.players["Ben"].presences.append(1)
    state = _at_stop(coa, state, 1, ["Ana"])
    assert "Ana" not in state.stop.a_done


def test_in_format_3_the_step_a_that_gains_nothing_is_still_typed(coa):
    # recorded sessions replay with the same verdicts: format 3 typed 'bus-stop purple' here
    state = coa.do(_night(coa, fmt={"format": 3}), "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus")
    state.players["Ana"].friends["purple"] = Friend(4, "center")
    state = _at_stop(coa, state, 1, ["Ana"])
    assert "Ana" not in state.stop.a_done
    coa.do(state, "Ana: bus-stop purple")  # gains nothing, as typed then


# --- a named bonus tile is typed once ever ---------------------------------------------------

def test_a_named_bonus_tiles_print_is_known_at_the_next_game_night(coa):
    # p. 10, step A: "otherwise, simply gain the indicated bonus" — printed on the tile. Where the tiles lie is
    # random each game (p. 3), what a tile shows is not: named once, its bonus is a catalog fact.
    state = coa.do(_night(coa), "Ana: tiles purple bonus:2vep grey white bonus lilac brown bonus purple bonus")
    state = _at_stop(coa, state, 2, ["Ana"])
    assert [o.source for o in owed_by(state, "Ana")] == ["bus-stop-2"]
    state = coa.do(state, "Ana: gain 2 vep")
    assert state.facts.reported["bus-stop-tile.2vep"] == ["vep", 2]
    # the next night the same tile lies under location 5: applied by itself, nothing typed
    later = coa.do(_night(coa, catalog=state.facts.reported), "Ana: tiles purple bonus grey white bonus:2vep lilac brown bonus purple bonus")
    vep = later.players["Ana"].vep
    later = _at_stop(coa, later, 5, ["Ana"])
    assert not owed_by(later, "Ana") and later.players["Ana"].vep == vep + 2
    # a line recorded before the catalog knew it only confirms it: the same end
    confirmed = coa.do(later, "Ana: gain 2 vep")
    assert confirmed.players["Ana"].vep == vep + 2


def test_an_unnamed_bonus_tile_is_asked_as_before(coa):
    state = coa.do(_night(coa, catalog={"bus-stop-tile.2vep": ["vep", 2]}), "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus")
    state = _at_stop(coa, state, 2, ["Ana"])
    assert [o.source for o in owed_by(state, "Ana")] == ["bus-stop-2"]


def test_a_named_tile_does_not_change_its_name_or_its_print(coa):
    state = coa.do(_night(coa, catalog={"bus-stop-tile.2vep": ["vep", 2]}), "Ana: tiles purple bonus:2vep grey white bonus lilac brown bonus purple bonus")
    assert "bus.step-a" in coa.refuse(state, "Ana: location 2 stop bonus:trait").rule_ids
    coa.do(state, "Ana: location 2 stop bonus")  # the same tile, said without its name
    state = _at_stop(coa, state, 2, ["Ana"])
    assert not owed_by(state, "Ana")  # the catalog's 2 VEP, applied by itself


@pytest.mark.parametrize("word", ["bonus:", "bonus:a.b", "purple:x", "bonus:" + "x" * 31])
def test_a_bonus_tile_is_named_by_one_word(coa, word):
    state = _night(coa)
    assert "bus.step-a" in coa.refuse(state, f"Ana: location 2 stop {word}").rule_ids


def test_format_3_does_not_name_bonus_tiles(coa):
    state = _night(coa, fmt={"format": 3})
    assert "format 3" in str(coa.refuse(state, "Ana: location 2 stop bonus:2vep"))


# --- Rob Bot's board --------------------------------------------------------------------------

def _solo(coa, fmt=F4, start="Ana: start cheerful gamer committed persistent nostalgic red blue"):
    setup = Setup("coming-of-age", "solo", ("Ana",), dict(fmt))
    coa.RULES.validate_setup(setup)
    return coa.do(coa.RULES.setup(setup), start)


def test_rob_bots_vep_spaces_are_facts_of_the_board_he_plays_on(coa):
    # Solo Mode > Rob's Turn (solo.rob-fulfillment, solo.rob-friendship): he "skips any space that does not grant
    # VEP" on his Personal Fulfillment Track and takes "the first available space that grants only VEP" on his
    # Friendship Track — spaces printed on the Personal Board he plays on, so they are facts of that board.
    state = _solo(coa)
    assert state.rob.board == "blue" and state.players["Ana"].board == "red"
    state = coa.do(state, "Ana: board fulfillment-vep 3=1 5=2 8=3 10=4", "Ana: board friendship-vep 0=1 1=1 2=2")
    assert set(state.facts.reported) == {"personal-board.blue.fulfillment-vep", "personal-board.blue.friendship-vep"}
    # format 3 keeps one key for any board
    state = coa.do(_solo(coa, {"format": 3}, "Ana: start cheerful gamer committed persistent nostalgic red"), "Ana: board fulfillment-vep 3=1 5=2")
    assert set(state.facts.reported) == {"board.fulfillment-vep"}


def test_solo_start_names_rob_bots_board_in_format_4_only(coa):
    setup = Setup("coming-of-age", "solo", ("Ana",), dict(F4))
    state = coa.RULES.setup(setup)
    assert "setup.personal-board" in coa.refuse(state, "Ana: start cheerful gamer committed persistent nostalgic red").rule_ids
    assert coa.refuse(state, "Ana: start cheerful gamer committed persistent nostalgic red red")  # a board each
    two = coa.RULES.setup(Setup("coming-of-age", "standard", ("Ana", "Ben"), dict(F4)))
    assert "one word too many" in str(coa.refuse(two, "Ana: start cheerful sociable gamer committed nostalgic red blue"))
    solo3 = coa.RULES.setup(Setup("coming-of-age", "solo", ("Ana",), {"format": 3}))
    assert coa.refuse(solo3, "Ana: start cheerful gamer committed persistent nostalgic red blue")


# --- a Personal Board's track read at once ----------------------------------------------------

def test_a_track_read_at_once_is_known_and_resolves_what_is_owed(coa):
    # Key Concepts > Mood Tracks: "Each time you move a Counter, you will receive the corresponding benefit/action
    # for each step" — printed on the Personal Board, so the table may read a whole track once instead of a space
    # at a time (mood-tracks.bonuses).
    from referee.games.coming_of_age.mood import owe

    state = _night(coa)
    owe(state, state.players["Ana"], "turquoise-5")
    willpower = state.players["Ana"].willpower
    state = coa.do(state, "Ana: board turquoise 5=willpower:1 6=trait 2=mood:-1 1=motivation:1:green")
    assert state.facts.reported["personal-board.red.turquoise-5"] == ["willpower", 1]
    assert state.facts.reported["personal-board.red.turquoise-2"] == ["mood", -1]
    assert not owed_by(state, "Ana") and state.players["Ana"].willpower == willpower + 1
    # later the same space applies by itself; the yellow board is another board
    owe(state, state.players["Ana"], "turquoise-5")
    owe(state, state.players["Ben"], "turquoise-5")
    assert state.players["Ana"].willpower == willpower + 2 and [o.source for o in owed_by(state, "Ben")] == ["turquoise-5"]


def test_a_track_line_never_contradicts_what_is_known(coa):
    state = _night(coa, catalog={"personal-board.red.fulfillment-3": ["vep", 2]})
    error = coa.refuse(state, "Ana: board fulfillment 3=vep:1")
    assert "fulfillment.advance" in error.rule_ids and "vep 2" in str(error)
    coa.do(state, "Ana: board fulfillment 3=vep:2 end=vep:4 friendship 2-left=intimacy".replace(" friendship 2-left=intimacy", ""))
    assert coa.do(state, "Ana: board friendship 2-left=intimacy 5-center=vep:3")


@pytest.mark.parametrize("line", ["Ana: board turquoise 7=vep:1", "Ana: board turquoise 1=vep", "Ana: board turquoise 1=motivation:1:black",
                                  "Ana: board fulfillment 1=vep:1", "Ana: board friendship 8-left=vep:1", "Ana: board turquoise 1=vep:1 1=vep:2",
                                  "Ana: board green 2=mood:0"])
def test_a_track_line_is_written_space_by_space(coa, line):
    assert coa.refuse(_night(coa), line)


def test_format_3_reports_board_spaces_when_reached(coa):
    assert "format 3" in str(coa.refuse(_night(coa, fmt={"format": 3}), "Ana: board turquoise 1=vep:1"))


def test_a_whole_board_goes_on_one_line_in_either_language(coa):
    # as a `location` line carries all a location prints, a `board` line may carry every track of the board
    state = coa.do(_night(coa), "Ana: board turquoise 4=trait green 1=willpower:2 fulfillment 2=willpower:1 friendship 1-center=vep:1")
    assert {key.rsplit(".", 1)[1] for key in state.facts.reported} == {"turquoise-4", "green-1", "fulfillment-2", "friendship-1-center"}
    from referee.core.engine import parse, play_in_place
    from referee.games import game_rules

    rules = game_rules("coming-of-age")  # with the game's words in every language
    spanish = _night(coa)
    play_in_place(rules, spanish, parse(rules, spanish, "Ana: tablero turquesa 4=rasgo verde 1=voluntad:2", ["Ana", "Ben"]))
    assert spanish.facts.reported == {"personal-board.red.turquoise-4": ["trait"], "personal-board.red.green-1": ["willpower", 2]}
    tiles = _night(coa)
    play_in_place(rules, tiles, parse(rules, tiles, "Ana: paradas morado bonificación:2vep gris blanco bonificación lila marrón bonificación morado bonificación",
                                      ["Ana", "Ben"]))
    assert tiles.tile_names == {1: "2vep"}
