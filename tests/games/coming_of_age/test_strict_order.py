"""Format 2: bonuses resolved in the exact order they are earned, each
requirement checked at that moment, only printed facts remembered, and one
numbering of the Personal Fulfillment spaces. Format 1 sessions (recorded
before) keep replaying with their own rules: see test_examples.py."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.engine import Setup
from referee.core.errors import BadInput
from referee.games.coming_of_age.bonus_queue import owed_by

STRICT = {"format": 2}


def _at_experience(coa, experience, ben="green+1", hand=None, memory=None, **positions):
    """Year 1, phase 2 of a format-2 game once the Experience Spaces are known:
    `positions` (Mood Counter spaces, 0 = far left), `hand` and unused `memory`
    Tokens are set first. Without a Memory Token to flip first, Ana's space
    resolves itself ("effects without a choice")."""
    state = coa.do(coa.started(**STRICT), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    ana = state.players["Ana"]
    for track, pos in positions.items():
        ana.tracks[track].pos = pos
    ana.hand = hand if hand is not None else ana.hand
    ana.memory_unused = memory or {}
    return coa.do(state, f"Ana: location 1 experience {experience}", f"Ben: location 2 experience {ben}")


def _owed(state, name="Ana"):
    return [o.source for o in owed_by(state, name)]


# --- the format a session is written in -----------------------------------------

def test_new_sessions_are_written_in_the_current_format(coa):
    # A session file says which grammar wrote it, so older files keep replaying as they were recorded.
    setup = Setup("coming-of-age", "standard", ("Ana", "Ben"))
    assert coa.RULES.session_options(setup) == {"format": 4}
    assert coa.new_game("standard", ("Ana", "Ben"))[1].format == 1  # no option: a file from before formats existed
    assert coa.new_game("standard", ("Ana", "Ben"), **STRICT)[1].strict
    with pytest.raises(BadInput):
        coa.RULES.validate_setup(Setup("coming-of-age", "standard", ("Ana", "Ben"), {"format": 7}))


# --- p. 8: strictly left to right, each bonus gained immediately ----------------

def test_a_left_bounce_later_in_the_space_does_not_block_an_earlier_bonus(coa):
    # p. 8: "resolving them strictly from left to right. Remember that for each step a Counter moves,
    # you immediately gain the bonus of the corresponding space."
    state = _at_experience(coa, "turquoise+1 green-1", green=0)
    assert _owed(state) == ["turquoise-5"]
    assert "gain" in coa.RULES.expected(state).actors["Ana"]
    assert "bounce.left" in coa.refuse(state, "Ana: bounce vep").rule_ids  # the bounce waits for the bonus before it
    state = coa.do(state, "Ana: gain 1 willpower")
    ana = state.players["Ana"]
    assert ana.willpower == 1 and ana.mood_steps and coa.RULES.expected(state).actors["Ana"] == ("bounce",)
    state = coa.do(state, "Ana: bounce vep")
    assert state.players["Ana"].vep == 3 and not state.players["Ana"].mood_steps


def test_the_next_icon_waits_for_the_bonus_before_it(coa):
    # p. 8: the second icon moves only once the first icon's bonus is gained.
    state = _at_experience(coa, "turquoise+1 green+1")
    ana = state.players["Ana"]
    assert _owed(state) == ["turquoise-5"] and ana.tracks["green"].pos == 3
    error = coa.refuse(state, "Ana: skip @green-5")
    assert "owes no bonus" in str(error)
    state = coa.do(state, "Ana: skip")
    assert _owed(state) == ["green-5"] and state.players["Ana"].tracks["green"].pos == 4


def test_a_mood_bonus_moves_before_the_icons_after_it(coa):
    # p. 8: "you immediately gain the bonus": a space that moves a Counter moves it before the next icon.
    state = _at_experience(coa, "turquoise+1 green+1")
    state = coa.do(state, "Ana: mood green 1")
    ana = state.players["Ana"]
    assert ana.tracks["green"].pos == 4 and _owed(state) == ["green-5"]  # the bonus's own step first
    state = coa.do(state, "Ana: skip")
    assert state.players["Ana"].tracks["green"].pos == 5 and _owed(state) == ["green-6"]


def test_bonuses_are_resolved_in_the_order_earned(coa):
    # p. 7: "advance ... one step for each Interest Token, gaining the bonus from each space you reach."
    state = coa.started(**STRICT)
    ana = state.players["Ana"]
    ana.interest, ana.interest_supply = {1: 2}, 5
    state = coa.do(state, "Ana: roll 1", "Ana: choose 1")
    assert _owed(state) == ["fulfillment-2", "fulfillment-3"]
    error = coa.refuse(state, "Ana: gain 1 vep @fulfillment-3")
    assert "in the order they are earned" in str(error) and "experience.resolve" in error.rule_ids
    state = coa.do(state, "Ana: gain 1 vep @fulfillment-2", "Ana: gain 1 vep @fulfillment-3")
    assert not _owed(state)


def test_a_memory_token_comes_before_or_after_the_whole_space(coa):
    # p. 8: "you may flip one unused Memory Token ... either before or after resolving all the effects of the Experience Space."
    state = coa.do(_at_experience(coa, "turquoise+1 green+1", memory={"purple": 1}), "Ana: experience")
    assert "experience.memory-token" in coa.refuse(state, "Ana: memory purple green left").rule_ids
    state = coa.do(state, "Ana: skip", "Ana: skip", "Ana: memory purple green left")
    assert state.players["Ana"].memory_used == {"purple": 1}


# --- p. 9: a Trait's requirement at that specific moment -------------------------

def test_trait_requirement_is_met_at_the_moment_of_the_bonus(coa):
    # p. 9: "When playing a Trait Tile, you only need to meet the requirement at that specific moment."
    # Cool: "Have the Counter on the passive bonus space" of the green Mood Track.
    state = _at_experience(coa, "turquoise+1 green+3", hand=["cool"])
    assert _owed(state) == ["turquoise-5"] and state.players["Ana"].tracks["green"].pos == 3
    error = coa.refuse(state, "Ana: play-trait cool")  # green reaches its passive space only with the next icon
    assert "trait.mood-passive" in error.rule_ids and "trait-bonus.play-tile" in error.rule_ids
    # and the other way round: met at the moment, lost later, the Tile stays played
    state = _at_experience(coa, "green+1 turquoise+1 green-3", hand=["cool"], green=5)
    state = coa.do(state, "Ana: play-trait cool")
    assert state.players["Ana"].played == ["cool"]
    state = coa.settle(state)
    assert state.players["Ana"].tracks["green"].pos == 3 and state.players["Ana"].played == ["cool"]


# --- p. 10: the Counter of "move a Mood Counter" is a choice, not a fact -------------

def test_a_friendship_space_lets_the_player_choose_the_counter_each_time(coa):
    # p. 10, the Bus Stop example: level 4 is "the space that lets them move a Mood Counter 2 steps to the right.
    # They apply this effect to the orange Counter". The steps are printed; the Counter is chosen each time.
    state = coa.owing(coa.started(**STRICT), "Ana", 2)
    state = coa.do(state, "Ana: friend purple", "Ana: friend purple left")
    assert _owed(state) == ["friendship-1-left"]
    state = coa.do(state, "Ana: mood turquoise 1")
    assert state.players["Ana"].printed["friendship-1-left"] == ["mood", 1]
    state = coa.settle(state)
    friend = state.players["Ana"].friends["purple"]
    friend.level, friend.space = 0, None
    state = coa.do(coa.owing(state, "Ana"), "Ana: friend purple left")
    assert owed_by(state, "Ana")[0].data["expect"] == ["mood", 1]  # owed again: two Counters could move
    assert "mood TRACK 1" in str(coa.refuse(state, "Ana: mood green 2"))
    state = coa.do(state, "Ana: mood green 1")  # another Counter this time: accepted
    assert state.players["Ana"].tracks["green"].pos == 4


# --- one numbering of the Personal Fulfillment spaces ---------------------------------

def test_fulfillment_spaces_are_numbered_from_one_everywhere(coa):
    # 'status', '@fulfillment-N' and 'board fulfillment-vep' all count the starting space as 1.
    state = coa.started("solo", **STRICT)
    assert coa.RULES.status(state)["rob"]["fulfillment"] == 1
    error = coa.refuse(state, "Ana: board fulfillment-vep 1=1")  # the starting space is not reached
    assert "solo.rob-fulfillment" in error.rule_ids
    state = coa.do(state, "Ana: board fulfillment-vep 3=1 10=3")
    state.rob.interest = {2: 1}
    state = coa.do(state, "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2")
    state = coa.rob_moves(state)
    assert coa.RULES.status(state)["rob"]["fulfillment"] == 3 and state.rob.vep == 6


def test_format_one_keeps_counting_fulfillment_from_zero(coa):
    state = coa.started("solo")
    state = coa.do(state, "Ana: board fulfillment-vep 2=1 9=3")
    state.rob.interest = {2: 1}
    state = coa.rob_moves(coa.do(state, "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2"))
    assert coa.RULES.status(state)["rob"]["fulfillment"] == 3 and state.rob.vep == 6


# --- solo: Rob Bot waiting for a fact says which one and how ----------------------------

def test_rob_bot_names_the_fact_it_needs_and_the_command(coa):
    # Solo, step A: "If the Bus Stop bonus is not a Character Token, he gains a Trait Bonus ...": the tile must be known.
    state = coa.started("solo", **STRICT)
    state = coa.rob_moves(coa.do(state, "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2", "Ana: location 2 experience green+1"))
    state = coa.settle(state)  # the Experience Space resolved itself: its bonus skipped
    assert state.phase == "bus"
    with pytest.raises(BadInput) as waiting:
        coa.RULES.bot_turn(state)
    assert "'referee do \"Ana: location 2 stop CHARACTER\"'" in str(waiting.value)


# --- the property: the referee accepts exactly the order the rulebook allows ----------

LENGTH, CENTER = 7, 3


def _model(positions: dict[str, int], icons: list[tuple[str, int]]) -> list[str]:
    """What the rulebook says happens, step by step: the source of each bonus
    earned ("TRACK-SPACE"), or "bounce" for a left bounce that needs a choice."""
    positions, events = dict(positions), []
    for track, count in icons:
        for _ in range(abs(count)):
            pos = positions[track]
            if count > 0:
                if pos < LENGTH - 1:
                    positions[track] = pos + 1
                    if pos + 1 < LENGTH - 1:  # the far-right space is passive: no immediate bonus
                        events.append(f"{track}-{pos + 2}")
            elif pos > 0:
                positions[track] = pos - 1
                events.append(f"{track}-{pos}")
            else:
                events.append("bounce")
    return events


icon = st.tuples(st.sampled_from(["turquoise", "green"]), st.sampled_from([-3, -2, -1, 1, 2, 3]))


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(icons=st.lists(icon, min_size=1, max_size=3), start=st.tuples(st.integers(0, 6), st.integers(0, 6)),
       choices=st.lists(st.sampled_from(["skip", "gain", "named"]), min_size=30, max_size=30))
def test_any_experience_space_accepts_exactly_the_order_earned(coa, icons, start, choices):
    # p. 8: "resolving them strictly from left to right ... for each step a Counter moves, you immediately gain the bonus";
    # "If you must bounce more than once ... resolve each bounce separately."
    experience = " ".join(f"{track}{count:+d}" for track, count in icons)
    state = _at_experience(coa, experience, turquoise=start[0], green=start[1])
    expected = _model({"turquoise": start[0], "green": start[1]}, icons)
    every_source = {f"{t}-{s}" for t in ("turquoise", "green") for s in range(1, LENGTH + 1)}

    def agreeing(*lines):  # one source for check and apply: check refuses what apply refuses, and changes nothing
        for line in lines:
            coa.agrees(state, coa.RULES.grammar.parse(line, ["Ana", "Ben"]))

    for step, event in enumerate(expected):
        ana = state.players["Ana"]
        agreeing("Ana: skip", "Ana: gain 1 vep", "Ana: mood green 1", "Ana: bounce vep", "Ana: memory purple green left", "Ben: done")
        if event == "bounce":
            assert not owed_by(state, "Ana") and coa.RULES.expected(state).actors["Ana"] == ("bounce",)
            coa.refuse(state, "Ana: skip")  # nothing owed while the bounce waits for its choice
            state = coa.do(state, "Ana: bounce vep")
            continue
        assert [o.source for o in owed_by(state, "Ana")] == [event], (experience, start, step)
        for other in sorted(every_source - {event})[:: 3]:  # a report of any other space is refused
            agreeing(f"Ana: skip @{other}")
            coa.refuse(state, f"Ana: skip @{other}")
        how = choices[step % len(choices)]
        if event in expected[step + 1:]:
            how = "skip"  # a reported space is known the next time and applies by itself: order is under test here
        line = {"skip": "Ana: skip", "gain": "Ana: gain 1 vep", "named": f"Ana: gain 1 willpower @{event}"}[how]
        agreeing(line)
        state = coa.do(state, line)
    ana = state.players["Ana"]
    assert not owed_by(state, "Ana") and not ana.mood_steps


# --- effects without a choice resolve themselves (format 2) ------------------------------

def test_a_known_experience_space_resolves_itself_unless_a_memory_token_could_come_first(coa):
    # p. 8: "apply all the bonuses in the Experience Space": printed, no choice — unless "you may flip one unused
    # Memory Token ... either before or after resolving all the effects of the Experience Space".
    state = _at_experience(coa, "turquoise+1", memory={"purple": 1})
    assert not state.players["Ana"].experienced and state.players["Ben"].experienced
    assert "experience" in coa.RULES.expected(state).actors["Ana"]
    state = coa.do(state, "Ana: memory purple green left", "Ana: skip")  # before the space: then it resolves itself
    assert state.players["Ana"].experienced and state.players["Ana"].tracks["turquoise"].pos == 4


def test_a_bus_stop_tile_known_to_show_a_bonus_is_taken_by_itself_with_its_known_bonus(coa):
    # p. 9: "Gain the Bus Stop bonus ... otherwise, simply gain the indicated bonus": one tile for every player.
    from referee.games.coming_of_age.board import tile_at

    state = coa.do(coa.started(**STRICT), "Ana: roll 1", "Ben: roll 1", "Ana: choose 1", "Ben: choose 1")
    state.tiles[tile_at(state, 1)] = "bonus"
    state = coa.do(state, "Ana: location 1 experience turquoise+1", "Ana: skip", "Ben: skip")  # their turquoise-5
    assert state.phase == "bus" and _owed(state) == ["bus-stop-1"] and _owed(state, "Ben") == ["bus-stop-1"]
    state = coa.do(state, "Ana: gain 2 vep")  # the first report teaches what the tile gives
    assert state.players["Ben"].vep == 5 and _owed(state, "Ben") == ["bus-stop-1"]
    state = coa.do(state, "Ben: gain 2 vep")
    assert state.tile_bonuses == {tile_at(state, 1): ["vep", 2]}
    from referee.games.coming_of_age.mood import owe

    vep = state.players["Ana"].vep
    changes = owe(state, state.players["Ana"], "bus-stop-1")  # the same tile again: its known bonus applies by itself
    assert state.players["Ana"].vep == vep + 2 and not _owed(state) and "as before" in changes[0].english()


def test_a_type_b_or_d_goal_tile_is_dealt_once(coa):
    # "16 Goal Tiles (4 of each type: A, B, C, D)": types B and D name four tiles each — one of each; type C names two.
    _, state = coa.new_game("standard", ("Ana", "Ben"), **STRICT)
    state = coa.do(state, "Ana: start cheerful sociable gamer committed nostalgic")
    error = coa.refuse(state, "Ben: start calm versatile gamer persistent grateful")
    assert "only one gamer Goal Tile" in str(error) and "components.cards-and-tiles" in error.rule_ids
    coa.do(state, "Ben: start calm versatile hedonist committed grateful")  # a second Committed is fine
