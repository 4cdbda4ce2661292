"""Format 3: what the referee can know is not typed — Rob Bot plays by
himself, a Personal Board's printed bonuses are facts of that board (known at
the next game night), the Bus Stop Tiles are reported once, a location's
facts go on one line, and Goal Tiles are described only when they can change
the score. Formats 1 and 2 replay as they were recorded (test_examples.py)."""

import pytest

from referee.core.engine import Setup
from referee.core.errors import BadInput
from referee.games.coming_of_age.bonus_queue import owed_by, queue_bonus
from referee.games.coming_of_age.state import Friend

F3 = {"format": 3}


def _solo(coa, **facts):
    setup = Setup("coming-of-age", "solo", ("Ana",), dict(F3), facts=facts)
    coa.RULES.validate_setup(setup)
    state = coa.RULES.setup(setup)
    return coa.do(state, "Ana: start cheerful gamer committed persistent nostalgic red", "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white")


# --- Rob Bot plays by himself ------------------------------------------------------

def test_rob_places_his_interest_tokens_as_soon_as_his_dice_are_reported(coa):
    # Solo, Rob's Turn 1: "Instead of placing the Dice, he places one Interest Token per Die in the
    # corresponding locations based on the Die results" — no choice: no 'rob' line is typed.
    state = _solo(coa)
    state = coa.do(state, "Ana: rob-roll 3")
    assert state.rob.interest == {3: 1} and state.rob.interest_done
    assert "rob" not in coa.RULES.expected(state).actors.get("Ana", ())


def test_rob_follows_the_players_die_and_resolves_his_bus_stop_first(coa):
    # "Rob places one of the Dice he just rolled in the same building of the location you chose"; at the Bus
    # "he resolves the 2 usual steps before you": Presence, the Memory's VEP, one Motivation Token of each type.
    state = coa.do(_solo(coa), "Ana: tiles purple bonus grey white lilac bonus bonus bonus bonus bonus",
                   "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2", "Ana: location 2 experience green+1 needs pink green")
    assert state.rob.followed
    state = coa.settle(state)
    while state.phase == "experience":
        state = coa.settle(coa.do(state, "Ana: done"))
    assert state.phase == "bus" and state.stop.location == 2
    # Rob's step A (the bonus tile: a Trait Bonus, his starting tile face down) waits for the tile turned over
    assert "rob-reveal" in coa.RULES.expected(state).actors["Ana"]
    state = coa.do(state, "Ana: rob-reveal calm")
    assert state.rob.presences == [2] and state.rob.motivation == {"pink": 1, "green": 1} and state.rob.played == ["calm"]


def test_a_rob_line_is_refused_and_bot_says_he_plays_by_himself(coa):
    state = coa.do(_solo(coa), "Ana: rob-roll 3")
    error = coa.refuse(state, "Ana: rob interest 3")
    assert "plays by himself" in str(error) and "solo.overview" in error.rule_ids
    with pytest.raises(BadInput) as refused:
        coa.RULES.bot_turn(state)
    assert "plays by himself" in str(refused.value)


# --- the Personal Board is named at start --------------------------------------------

def test_start_names_the_personal_board_in_format_3_only(coa):
    # "Take your Personal Board matching the color/character you've chosen."
    _, state = coa.new_game("standard", ("Ana", "Ben"), **F3)
    error = coa.refuse(state, "Ana: start cheerful sociable gamer committed nostalgic")
    assert "setup.personal-board" in error.rule_ids
    state = coa.do(state, "Ana: start cheerful sociable gamer committed nostalgic red")
    assert state.players["Ana"].board == "red"
    assert "setup.personal-board" in coa.refuse(state, "Ben: start calm versatile hedonist persistent grateful red").rule_ids
    _, old = coa.new_game("standard", ("Ana", "Ben"), format=2)
    assert "format 2" in str(coa.refuse(old, "Ana: start cheerful sociable gamer committed nostalgic red"))


@pytest.mark.parametrize("word", ["re.d", "a=b", "[x]", "r" * 31])
def test_a_board_is_named_by_one_colour_word(coa, word):
    # "Take your Personal Board matching the color/character you've chosen": a colour, one word — it becomes
    # part of the board's fact keys in the catalog, so dots, signs and overlong words are refused.
    _, state = coa.new_game("standard", ("Ana", "Ben"), **F3)
    assert "setup.personal-board" in coa.refuse(state, f"Ana: start cheerful sociable gamer committed nostalgic {word}").rule_ids
    assert coa.do(state, "Ana: start cheerful sociable gamer committed nostalgic light-blue").players["Ana"].board == "light-blue"


def test_a_board_colour_typed_in_spanish_is_the_same_board(coa):
    # One physical board, one catalog key: 'rojo' at a Spanish table is the red board of an English one.
    from referee.core.engine import parse, play_in_place
    from referee.games import game_rules

    rules = game_rules("coming-of-age")  # with the game's words in every language
    _, state = coa.new_game("standard", ("Ana", "Ben"), **F3)
    play_in_place(rules, state, parse(rules, state, "Ana: empezar cheerful sociable gamer committed nostalgic rojo", ["Ana", "Ben"]))
    assert state.players["Ana"].board == "red"
    assert "setup.personal-board" in coa.refuse(state, "Ben: start calm versatile hedonist persistent grateful red").rule_ids


def _earn(coa, state, name, source):
    """`name` reaches a board space: its bonus is owed (or applied when known)."""
    from referee.games.coming_of_age.mood import owe

    owe(state, state.players[name], source)
    return state


def test_a_board_space_reported_once_is_known_at_the_next_game_night(coa):
    # "Each time you move a Counter, you will receive the corresponding benefit/action for each step": what a
    # space gives is printed on the board, so the catalog keeps it under the board's colour.
    state = _earn(coa, coa.started(**F3), "Ana", "green-5")
    state = coa.do(state, "Ana: gain 1 willpower @green-5")
    assert state.facts.reported == {"personal-board.red.green-5": ["willpower", 1]}
    # the next night, Ana on the red board: applied by itself, nothing owed, nothing typed
    setup = Setup("coming-of-age", "standard", ("Ana", "Ben"), dict(F3), catalog=dict(state.facts.reported))
    later = coa.do(coa.RULES.setup(setup), "Ana: start cheerful sociable gamer committed nostalgic red",
                   "Ben: start calm versatile hedonist persistent grateful yellow")
    willpower = later.players["Ana"].willpower
    later = _earn(coa, later, "Ana", "green-5")
    assert later.players["Ana"].willpower == willpower + 1 and not owed_by(later, "Ana")
    # Ben's yellow board is another board: his green-5 is still owed
    later = _earn(coa, later, "Ben", "green-5")
    assert [o.source for o in owed_by(later, "Ben")] == ["green-5"]


def test_a_report_recorded_before_the_catalog_knew_the_space_still_replays(coa):
    # A session recorded when green-5 was unknown, refolded once the catalog knows it: the recorded report
    # only confirms the bonus applied by itself, a recorded 'skip' gives it back — the same end either way.
    catalog = {"personal-board.red.green-5": ["willpower", 1]}
    setup = Setup("coming-of-age", "standard", ("Ana", "Ben"), dict(F3), catalog=catalog)
    state = coa.do(coa.RULES.setup(setup), "Ana: start cheerful sociable gamer committed nostalgic red",
                   "Ben: start calm versatile hedonist persistent grateful yellow")
    base = state.players["Ana"].willpower
    confirmed = coa.do(_earn(coa, state, "Ana", "green-5"), "Ana: gain 1 willpower")
    assert confirmed.players["Ana"].willpower == base + 1 and not confirmed.players["Ana"].from_catalog
    declined = coa.do(_earn(coa, coa.do(coa.RULES.setup(setup), "Ana: start cheerful sociable gamer committed nostalgic red",
                                       "Ben: start calm versatile hedonist persistent grateful yellow"), "Ana", "green-5"), "Ana: skip @green-5")
    assert declined.players["Ana"].willpower == base
    # a different report is not a confirmation: it resolves an owed bonus, and none is owed
    assert coa.refuse(_earn(coa, coa.do(coa.RULES.setup(setup), "Ana: start cheerful sociable gamer committed nostalgic red",
                                        "Ben: start calm versatile hedonist persistent grateful yellow"), "Ana", "green-5"),
                      "Ana: gain 2 vep @green-5")


def test_a_report_naming_no_source_resolves_the_older_owed_bonus_first(coa):
    # p. 8: bonuses are resolved "strictly from left to right": a space still owed from before the one the
    # catalog applied is the one an untagged report resolves.
    catalog = {"personal-board.red.fulfillment-3": ["willpower", 1]}
    setup = Setup("coming-of-age", "standard", ("Ana", "Ben"), dict(F3), catalog=catalog)
    state = coa.do(coa.RULES.setup(setup), "Ana: start cheerful sociable gamer committed nostalgic red",
                   "Ben: start calm versatile hedonist persistent grateful yellow")
    queue_bonus(state, "Ana", "fulfillment-2", None)
    state = _earn(coa, state, "Ana", "fulfillment-3")
    state = coa.do(state, "Ana: skip")
    ana = state.players["Ana"]
    assert not owed_by(state, "Ana") and [r[0] for r in ana.from_catalog] == ["fulfillment-3"]
    state = coa.do(state, "Ana: gain 1 willpower")
    assert not state.players["Ana"].from_catalog


# --- facts typed once -----------------------------------------------------------------

def test_the_bus_stop_tiles_are_reported_once_and_slide_each_year(coa):
    # "Randomly place one Bus Stop Tile face up in the slot at the bottom of each location"; End of the Year:
    # "Take the Bus Stop Tile at the far right, slide all the others one space to the right"
    from referee.games.coming_of_age.board import tile_fact

    state = coa.started(**F3)
    assert "setup.bus-stop-tiles" in coa.refuse(state, "Ana: tiles purple bonus").rule_ids
    state = coa.do(state, "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus")
    assert [tile_fact(state, loc) for loc in (1, 2, 10)] == ["purple", "bonus", "bonus"]
    state.bus_shift = 1
    assert [tile_fact(state, loc) for loc in (1, 2)] == ["bonus", "purple"]
    assert coa.refuse(state, "Ana: location 2 stop grey")  # a tile already known does not change


def test_a_location_line_carries_all_it_prints(coa):
    from referee.games.coming_of_age import facts

    state = coa.do(coa.started(**F3), "Ana: location 6 experience pink+1 green-1 needs blue turquoise willpower")
    assert facts.experience(state, 6) == [["pink", 1], ["green", -1]]
    assert facts.needs(state, 6) == ["blue", "turquoise"] and facts.willpower_allowed(state, 6)
    assert "once" in str(coa.refuse(state, "Ana: location 5 needs pink needs blue"))
    assert coa.refuse(state, "Ana: location 5 needs pink experience")
    from referee.games import game_rules

    spanish = game_rules("coming-of-age").grammar.parse("Ana: ubicación 4 experiencia rosa+1 requiere azul", ["Ana", "Ben"])
    state = coa.do(state, spanish.text())
    assert facts.needs(state, 4) == ["blue"]


def test_goal_tiles_are_not_asked_for_when_they_cannot_score(coa):
    # "Each player may play as many Goal Tiles as the number of Trait Tiles they have played on their
    # Personal Board during the game": with no Trait Tile played, what a Goal Tile prints does not matter.
    from referee.games.coming_of_age.goal_relevance import goals_to_describe

    state = coa.started(**F3)
    ana = state.players["Ana"]
    assert goals_to_describe(state, ana) == []
    ana.played = ["cheerful"]
    state.players["Ben"].friends = {"purple": Friend()}  # Sociable (a majority, ties count) is not met
    # Type B "at least 2 Presences among the 3 indicated locations": none placed; Type D needs Memory Tokens
    assert goals_to_describe(state, ana) == []
    ana.presences, ana.memory_used = [1, 2], {"yellow": 1}
    assert goals_to_describe(state, ana) == ["gamer", "nostalgic"]
    ana.friends = {"purple": Friend(), "white": Friend()}  # Sociable met: it fills the only slot
    assert goals_to_describe(state, ana) == []
    old = coa.started(format=2)
    assert goals_to_describe(old, old.players["Ana"]) == ["gamer", "nostalgic"]


def test_a_trait_bonus_is_no_closed_choice(coa):
    # A known Trait Bonus lets the player draw, play or mimic (p. 9): 'skip' alone is not offered as the only choice.
    state = coa.owing(coa.started(**F3), "Ana", 1, source="pink-5")
    owed_by(state, "Ana")[0].data["expect"] = ["trait"]
    assert coa.RULES.choices(state) == []


# --- a print learnt while the same bonus is still owed resolves that one too ----------------

OPENING = ("Ben: start centered versatile hedonist persistent nostalgic yellow", "Carla: start stubborn family-oriented eclectic committed cautious blue",
           "Ana: start cheerful sociable gamer committed grateful red", "Ana: tiles purple bonus white bonus grey lilac bonus brown bonus white",
           "Ana: roll 2", "Ana: choose 2", "Ben: roll 4", "Ben: choose 4", "Carla: roll 2", "Carla: choose 2",
           "Ana: location 2 experience green+1 turquoise-1 needs green willpower", "Ana: gain 1 willpower", "Carla: draw-trait resilient",
           "Ana: gain 1 memory purple", "Carla: gain 1 willpower", "Ben: location 4 experience turquoise+1 pink+1 green+1 needs turquoise pink",
           "Ben: draw-trait strong-willed", "Ben: gain 1 willpower", "Ana: done")


def _standard(coa):
    setup = Setup("coming-of-age", "standard", ("Ana", "Ben", "Carla"), dict(F3))
    coa.RULES.validate_setup(setup)
    return coa.do(coa.RULES.setup(setup), *OPENING)


def test_one_bus_stop_tile_gives_every_player_at_the_stop_the_same_bonus(coa):
    # p. 10, step A: every player with a Die at the location may "gain the Bus Stop bonus ... simply gain the
    # indicated bonus": one tile, one print. Ana reports it; Carla, at the same stop, is not asked again.
    state = _standard(coa)
    assert [o.source for o in owed_by(state, "Carla")] == ["bus-stop-2"]
    vep = state.players["Carla"].vep
    state = coa.do(state, "Ana: gain 2 vep")
    assert "bus-stop-2" not in [o.source for o in owed_by(state, "Carla")] and state.players["Carla"].vep == vep + 2
    assert state.stop.step == "B"
    # the line a table typed before this was known only confirms it (the file replays with the same verdicts)
    state = coa.do(state, "Carla: gain 2 vep")
    assert state.players["Carla"].vep == vep + 2


def test_the_centred_memory_tokens_second_bonus_resolves_itself_once_the_first_is_reported(coa):
    # p. 8, Memory Tokens: "Move a Counter to the central space and gain that bonus twice". Reported once, the
    # space's print is known: the second time resolves itself, in this session as from the catalog.
    state = coa.do(_standard(coa), "Carla: gain 2 vep", "Ana: parent", "Ana: gain 1 motivation turquoise", "Carla: parent", "Carla: friend purple",
                   "Ben: draw-trait fair", "Ben: parent", "Ben: gain 1 motivation green",
                   "Ana: roll 1 6", "Ana: choose 6 5 turquoise", "Ben: roll 4 4", "Ben: choose 4", "Carla: roll 2 3", "Carla: choose 3")
    state = coa.do(state, "Ana: location 5 experience pink+1 orange+1 green-1 needs pink blue", "Ana: experience", "Ana: draw-trait competent",
                   "Ana: gain 1 vep", "Ana: memory purple turquoise center")
    assert [o.source for o in owed_by(state, "Ana")] == ["turquoise-4", "turquoise-4"]
    willpower = state.players["Ana"].willpower
    state = coa.do(state, "Ana: gain 1 willpower")
    assert owed_by(state, "Ana") == [] and state.players["Ana"].willpower == willpower + 2


def test_a_report_with_nothing_owed_confirms_the_bonus_it_names_not_an_older_one(coa):
    # An older bonus applied by itself from the catalog (never reported) does not stand in the way of confirming
    # the one the report gives (Bus Stop step A, p. 10).
    state = _standard(coa)
    carla = state.players["Carla"]
    carla.motivation["green"] = 1  # she can pay for the Memory: step B is hers to choose, nothing is owed
    carla.from_catalog.append(["turquoise-5", ["willpower", 1], []])
    state = coa.do(state, "Ana: gain 2 vep")
    assert owed_by(state, "Carla") == []
    state = coa.do(state, "Carla: gain 2 vep")
    assert state.players["Carla"].from_catalog == [["turquoise-5", ["willpower", 1], []]]


# --- step B as a closed choice when no Memory can be gained ------------------------------------

def test_step_b_with_nothing_to_pay_plays_the_parent_card_by_itself(coa):
    # p. 10, step B: "If you cannot or choose not to take one of the two previous options, you must play a
    # Parent Card". Ben at location 4 (turquoise or pink, no Willpower) holds neither: the card is played without
    # a word, its bonus (printed on the card) is reported; a 'parent' typed right after only confirms.
    state = coa.do(_standard(coa), "Carla: gain 2 vep", "Ana: gain 1 motivation turquoise", "Carla: friend purple", "Ben: draw-trait fair")
    ben = state.players["Ben"]
    assert ben.parent_cards == 1 and [o.source for o in owed_by(state, "Ben")] == ["parent"]
    state = coa.do(state, "Ben: parent", "Ben: gain 1 motivation green")
    assert state.players["Ben"].parent_cards == 1 and state.phase != "bus"


def test_step_b_with_a_memory_open_to_the_player_is_no_closed_choice(coa):
    # p. 10, Memory: the Memory Token it gives is printed on the card: that choice is the table's to report.
    state = coa.do(_standard(coa), "Carla: gain 2 vep", "Ana: gain 1 motivation turquoise", "Carla: friend purple")
    state.players["Ben"].motivation["pink"] = 1
    state = coa.do(state, "Ben: draw-trait fair")
    assert state.stop.location == 4 and state.stop.step == "B" and state.players["Ben"].parent_cards == 0
    assert coa.RULES.choices(state) == []
    state.memory_cards[4] = False  # the card already gained: a Presence paid in pink, or the Parent Card
    assert [m.text() for m in coa.RULES.choices(state)] == ["Ben: presence pink", "Ben: parent"]


def test_tiles_once_reported_and_goal_tiles_before_the_final_scoring_are_not_offered(coa):
    # p. 11, End of the Year: the Bus Stop Tiles are shifted ("Take the Bus Stop Tile at the far right, slide all the
    # others one space to the right"), which the referee does: they are reported once. p. 11, Final Scoring: Goal
    # Tiles count only "at the end of the game", when they are asked for.
    state = _standard(coa)
    open_ = coa.RULES.anytime(state)["Ana"]
    assert "tiles" not in open_ and "goal" not in open_ and "location" in open_
    error = coa.refuse(state, "Ana: tiles purple bonus white bonus grey lilac bonus brown bonus white")
    assert "end-of-year.bus-stop-shift" in error.rule_ids


def test_an_overcoming_bonus_with_no_unresolved_frustration_asks_nothing(coa):
    # p. 7: "These frustrations can be overcome with the Overcoming Bonus". A space known to give it, reached with
    # no unresolved Frustration, does nothing: it resolves itself (a 'skip' typed right after only confirms).
    state = _standard(coa)
    ana = state.players["Ana"]
    assert not any(track.frustration for track in ana.tracks.values())
    state.facts.learn("personal-board.red.green-6", ["overcome"])
    state = coa.do(state, "Carla: gain 2 vep", "Ana: parent", "Ana: mood green 1")
    assert [o.source for o in owed_by(state, "Ana")] == [] and state.players["Ana"].tracks["green"].pos == 5
    state = coa.do(state, "Ana: skip")
    assert state.players["Ana"].from_catalog == []


def test_status_names_a_bounce_only_when_one_waits_for_its_choice(coa):
    # p. 8, Bouncing on a Track to the Left: the player chooses a Frustration Token or 2 VEP. Mood steps that wait
    # for a bonus owed before them ("for each step a Counter moves, you immediately gain the bonus") are no bounce.
    state = coa.do(_standard(coa), "Carla: gain 2 vep", "Ana: parent", "Ana: gain 1 motivation turquoise", "Carla: parent", "Carla: friend purple",
                   "Ben: draw-trait fair", "Ben: parent", "Ben: gain 1 motivation green",
                   "Ana: roll 1 6", "Ana: choose 6 5 turquoise", "Ben: roll 4 4", "Ben: choose 4", "Carla: roll 2 3", "Carla: choose 3",
                   "Ana: location 5 experience pink+1 orange+1 green-1 needs pink blue", "Ana: experience")
    assert state.players["Ana"].mood_steps and owed_by(state, "Ana")
    assert coa.RULES.status(state)["players"]["Ana"]["pending_bounce"] is None


def test_whose_turn_names_those_the_game_waits_for_not_who_may_overcome(coa):
    # p. 7: a Frustration may be overcome "by spending 4 Willpower Tokens at any time": in year 3 of the hand-played
    # game Ana may (5 Willpower, turquoise unresolved) but has nothing left to do; the game waits for Carla alone.
    from pathlib import Path

    from referee.core.session import load, replay

    session = load(Path(__file__).resolve().parent / "format3" / "hand-played-3p.session.toml")
    state = replay(coa.RULES, session.setup, session.events[:67]).state
    expected = coa.RULES.expected(state)
    assert "overcome" in expected.actors["Ana"] and expected.waiting == ("Carla",)
