"""Owed bonuses: every bonus comes from a printed source (a space reached, a
Memory, Parent or Bus Stop card), is owed until reported or skipped, and a
board space's bonus is remembered per player."""

from referee.games.coming_of_age.grammar import GRAMMAR
from referee.games.coming_of_age.bonus_queue import owed_by, set_aside


def _experienced(coa, ana="turquoise+1", ben="green+1"):
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                   f"Ana: location 1 experience {ana}", f"Ben: location 2 experience {ben}")
    return coa.do(state, "Ana: experience", "Ben: experience")


def _sources(state, name="Ana"):
    return [o.source for o in owed_by(state, name)]


# --- 1. each source records an owed bonus ---------------------------------------

def test_mood_step_owes_the_space_reached(coa):
    # "Remember that for each step a Counter moves, you immediately gain the bonus of the corresponding space."
    state = _experienced(coa, "turquoise+1 green-1")
    assert _sources(state) == ["turquoise-5", "green-3"]
    assert "turquoise space 5" in coa.RULES.expected(state).note.english()


def test_passive_space_and_bounces_owe_nothing(coa):
    # "The only exception to this rule are the rightmost spaces on each Track, which grant a passive (non-immediate) bonus"
    # "When you have to move a Mood Counter to the right and it is already in the last space, instead of moving the Counter, you gain the Motivation Token shown."
    state = _experienced(coa, "turquoise+4")
    assert _sources(state) == ["turquoise-5", "turquoise-6"]
    assert state.players["Ana"].motivation == {"turquoise": 1}  # the 4th step bounced


def test_spending_motivation_owes_nothing_but_the_memory_card(coa):
    # "you must move the Mood Counter ... exactly 2 steps to the left ... You do not gain any bonuses from the spaces passed"
    # "In addition to VEP, each Card grants the indicated bonus and one Memory Token."
    state = coa.settle(_experienced(coa))
    state = coa.do(state, "Ana: location 1 needs turquoise", "Ana: bus-stop")
    assert _sources(state) == ["bus-stop-1"]
    state = coa.do(state, "Ana: skip")
    state.players["Ana"].motivation = {"turquoise": 1}
    state = coa.do(state, "Ana: remember turquoise 1 yellow")
    assert _sources(state) == ["memory-1"] and state.players["Ana"].tracks["turquoise"].pos == 2


def test_parent_card_owes_its_bonus(coa):
    # "you must play a Parent Card from your hand and gain its bonus."
    state = coa.do(coa.settle(_experienced(coa)), "Ana: bus-stop", "Ana: skip", "Ana: parent")
    assert _sources(state) == ["parent"]


def test_fulfillment_spaces_and_end_bonus(coa):
    # "advance your Personal Fulfillment Counter one step for each Interest Token, gaining the bonus from each space you reach.
    # If you reach the end of the Track and must advance your Counter, you gain the bonus indicated for each step you must advance."
    state = coa.started()
    ana = state.players["Ana"]
    ana.interest, ana.interest_supply, ana.fulfillment = {1: 3}, 4, 7
    state = coa.do(state, "Ana: roll 1", "Ana: choose 1")
    assert _sources(state) == ["fulfillment-9", "fulfillment-10", "fulfillment-end"]


def test_friendship_level_space_owes_its_bonus(coa):
    # "If the Character Token is already on your Friendship Track: Move it to an empty space on the next level and gain the corresponding bonus."
    state = coa.do(coa.owing(coa.started(), "Ana", 2), "Ana: friend purple")
    assert _sources(state) == ["parent"]  # level 0: its 1 VEP only
    state = coa.do(state, "Ana: friend purple left")
    assert _sources(state) == ["friendship-1-left"]


def test_centring_memory_token_owes_the_centre_twice(coa):
    # "Move a Counter to the central space and gain that bonus twice."
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    state.players["Ana"].memory_unused = {"purple": 1}
    state = coa.do(state, "Ana: memory purple green center")
    assert _sources(state) == ["green-4", "green-4"]


# --- 2. the reporting verbs resolve an owed bonus --------------------------------

def test_a_bonus_without_a_source_is_refused(coa):
    # "Each time you move a Counter, you will receive the corresponding benefit/action for each step": a bonus has a source.
    state = coa.do(coa.started(), "Ana: roll 1")
    state.players["Ana"].tracks["green"].frustration = "unresolved"
    for line in ("Ana: gain 3 vep", "Ana: draw-trait calm", "Ana: mood green 1", "Ana: friend purple", "Ana: overcome green bonus", "Ana: skip"):
        error = coa.refuse(coa.owing(state, "Ana", 0), line)
        assert "no bonus to resolve" in str(error) and "mood-tracks.bonuses" in error.rule_ids, line
    assert "no bonus to resolve" in str(coa.refuse(state, "Ben: gain 3 vep"))


def test_oldest_first_unless_the_source_is_named(coa):
    state = _experienced(coa, "turquoise+1 green+1")
    state = coa.do(state, "Ana: gain 1 vep")
    assert _sources(state) == ["green-5"]
    state = _experienced(coa, "turquoise+1 green+1")
    state = coa.do(state, "Ana: gain 1 willpower @green-5")
    assert _sources(state) == ["turquoise-5"] and state.players["Ana"].printed == {"green-5": ["willpower", 1]}
    assert "owes no bonus from '@pink-2'" in str(coa.refuse(state, "Ana: gain 1 vep @pink-2"))


def test_skip_declines_the_oldest_without_effect(coa):
    state = _experienced(coa, "turquoise+1 green+1")
    before = state.players["Ana"].vep
    state = coa.do(state, "Ana: skip")
    assert _sources(state) == ["green-5"] and state.players["Ana"].vep == before and not state.players["Ana"].printed


def test_source_word_round_trips():
    move = GRAMMAR.parse("Ana: friend purple @Parent left", ["Ana"])
    assert move.args == ("purple", "left", "@parent") and move.text() == "Ana: friend purple left @parent"
    assert GRAMMAR.parse(move.text(), ["Ana"]) == move
    assert GRAMMAR.parse("Ana: gain 1 motivation pink", ["Ana"]).args == (1, "motivation", "pink", None)


# --- 3. board spaces are remembered per player ---------------------------------------

def test_known_space_applies_by_itself(coa):
    # The Personal Fulfillment example: "advances one step on their Personal Fulfillment Counter, and gains a Willpower Token".
    state = _experienced(coa, "turquoise+1 turquoise-1 turquoise+1")
    state = coa.do(state, "Ana: gain 1 willpower")  # turquoise space 5, first time: remembered
    assert _sources(state) == ["turquoise-4", "turquoise-5"] and state.players["Ana"].willpower == 1
    state = coa.settle(state)
    state.players["Ana"].tracks["turquoise"].pos = 3
    set_aside(state, "Ana")
    state = coa.do(coa.owing(state, "Ana"), "Ana: mood turquoise 1")
    assert state.players["Ana"].willpower == 2 and not owed_by(state, "Ana")  # applied as before


def test_known_space_with_a_choice_must_match(coa):
    # The Bus Stop example: level 4 is "the space that lets them move a Mood Counter 2 steps to the right".
    state = coa.owing(coa.started(), "Ana", 2)
    state = coa.do(state, "Ana: friend purple", "Ana: friend purple left")
    assert _sources(state) == ["friendship-1-left"]
    state = coa.do(state, "Ana: friend lilac")  # friendship level 1 (left) gives a Friendship Bonus
    assert state.players["Ana"].printed == {"friendship-1-left": ["friend"]}
    state.players["Ana"].friends["purple"].level = 0
    state.players["Ana"].friends["purple"].space = None
    state = coa.do(coa.owing(state, "Ana"), "Ana: friend purple left")
    owed = owed_by(state, "Ana")
    assert [o.source for o in owed] == ["friendship-1-left"] and owed[0].data["expect"] == ["friend"]
    error = coa.refuse(state, "Ana: gain 2 vep")
    assert "gives 'friend CHARACTER'" in str(error) and "friendship.level-up" in error.rule_ids
    state = coa.do(state, "Ana: friend grey @friendship-1-left")
    assert "grey" in state.players["Ana"].friends and not owed_by(state, "Ana")


def test_boards_are_per_player_and_cards_are_not_remembered(coa):
    # "Take your Personal Board matching the color/character you've chosen."; each Memory/Parent Card shows its own bonus.
    state = _experienced(coa, "green+1", "green+1")
    state = coa.do(state, "Ana: gain 2 vep", "Ben: gain 1 willpower")
    assert state.players["Ana"].printed == {"green-5": ["vep", 2]} and state.players["Ben"].printed == {"green-5": ["willpower", 1]}
    state = coa.do(coa.owing(state, "Ana"), "Ana: gain 3 vep")
    assert "parent" not in state.players["Ana"].printed


def test_a_loop_of_known_spaces_stops(coa):
    # Known spaces that move each other's Counter back and forth are owed after a while, not applied for ever.
    state = _experienced(coa, "turquoise+1")
    ana = state.players["Ana"]
    ana.printed = {"turquoise-5": ["mood", "turquoise", -1], "turquoise-4": ["mood", "turquoise", 1]}
    state = coa.do(coa.owing(state, "Ana"), "Ana: skip @parent", "Ana: skip")
    state = coa.do(coa.owing(state, "Ana"), "Ana: mood turquoise -1")
    assert len(owed_by(state, "Ana")) == 1 and owed_by(state, "Ana")[0].data["expect"] is not None


# --- 4. no phase moves on while bonuses are owed -----------------------------------------

def test_done_and_the_flow_wait_for_owed_bonuses(coa):
    # "B. After completing the previous step, all players who have a Die at the location must simultaneously choose"
    state = _experienced(coa)
    assert state.phase == "experience"
    state.players["Ana"].memory_unused = {"yellow": 1}
    error = coa.refuse(state, "Ana: done")
    assert "still owes bonuses: turquoise space 5 (@turquoise-5)" in str(error)
    state = coa.settle(state)
    state = coa.do(state, "Ana: done")
    assert state.phase == "bus"
    state = coa.do(state, "Ana: bus-stop")
    assert state.stop.step == "A" and "bus.step-b" in coa.refuse(state, "Ana: parent").rule_ids
    state = coa.do(state, "Ana: skip")
    assert state.stop.step == "B"


# --- 5. who is expected ------------------------------------------------------------------

def test_expected_lists_only_players_with_something_to_do(coa):
    state = coa.do(coa.started(), "Ana: roll 1", "Ana: choose 1")
    actors = coa.RULES.expected(state).actors
    assert set(actors) == {"Ben"} and "not Ana's turn now" in str(coa.refuse(state, "Ana: roll 2"))
    assert "no bonus to resolve" in str(coa.refuse(state, "Ana: gain 1 vep"))  # what is wrong, not whose turn
    assert "no bonus to resolve" in str(coa.refuse(state, "Ben: gain 1 vep"))  # Ben acts now: the rules say why
    state.players["Ana"].tracks["green"].frustration = "unresolved"
    # Frustrations "can be overcome ... by spending 4 Willpower Tokens at any time": open to Ana even now.
    assert coa.RULES.expected(state).actors["Ana"] == ("overcome",)
    actors = coa.RULES.expected(coa.owing(state, "Ana")).actors
    assert "gain" in actors["Ana"] and "skip" in actors["Ana"] and "location" in actors["Ana"]
    assert [d["player"] for d in coa.RULES.status(state)["must_act"]] == ["Ana", "Ben"] and coa.RULES.status(state)["players"]["Ana"]["owed"] == ["parent"]


def test_rob_bot_turn_unaffected(coa):
    # "When the Bus stops at a location where Rob has a Die or a Presence, he resolves the 2 usual steps before you"
    state = coa.started("solo")
    state = coa.rob_moves(coa.do(state, "Ana: rob-roll 1", "Ana: roll 2", "Ana: choose 2", "Ana: location 2 experience green+1"))
    state = coa.do(state, "Ana: experience")
    assert state.phase == "experience" and _sources(state) == ["green-5"]
    state = coa.do(state, "Ana: gain 1 vep", "Ana: location 2 stop bonus", "Ana: location 2 needs green")
    state.rob.pile = 0
    assert [m.text() for m in coa.RULES.bot_turn(state)][:1] == ["Ana: rob draw"]
