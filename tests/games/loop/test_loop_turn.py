"""A LOOP turn (rulebook P.6-10 2.2-2.8, P.8 2.3, P.9 2.5)."""

import pytest

from referee.games.loop.state import Activity


def test_draw_one_favour_below_five(table):
    # P.6: "Draw 1 and only 1 FAVOUR if you have less than 5 in hand."
    t = table("basic")
    assert t.verbs("Ana") == ("draw",)
    t.refused("Ana: draw share share", "turn.draw-favour")
    t.refused("Ana: work", None)
    t.do("Ana: draw share")
    assert t.p("Ana").hand["share"] == 2
    assert "draw" not in t.verbs("Ana")


def test_no_draw_with_five(table):
    t = table("basic")
    t.give("Ana", hand={"share": 5})
    t.state.this_turn.drawn = False
    t.refused("Ana: draw share", "turn.draw-favour")


def test_empty_favour_deck_reshuffles_discards(table):
    # P.6: "If the FAVOUR deck is empty, shuffle FAVOUR from the Discard Pile to refill."
    t = table("basic")
    t.state.favour_deck = {}
    t.state.favour_discard = {"barter": 2}
    t.refused("Ana: draw share", "turn.draw-favour")
    t.do("Ana: draw barter")
    assert t.state.favour_deck == {"barter": 1} and t.state.favour_discard == {}


def test_no_draw_when_deck_and_discard_empty(table):
    # P.6: "If the Discard Pile is also empty, you cannot draw."
    t = table("basic")
    t.state.favour_deck, t.state.favour_discard = {}, {}
    t.state.this_turn.drawn = False
    from referee.games.loop.flow import start_turn

    start_turn(t.state, [])
    assert "draw" not in t.verbs("Ana") and "work" in t.verbs("Ana")


def test_work_intern_salary_and_reputation(table):
    # P.6 WORK: "Lose 1 HAPPINESS and gain 3 COIN"; P.9: "Spend 2 REPUTATION in WORK turn to gain 5 COIN (if you are an INTERN)."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=0, reputation=2, happiness=4)
    t.do("Ana: work rep rep")
    a = t.p("Ana")
    assert (a.coins, a.happiness, a.reputation) == (5, 3, 0)
    t.refused("Ana: work", "turn.one-action")
    t.refused("Ana: buy food 1", "turn.one-action")


def test_work_rep_more_than_held(table):
    t = table("basic")
    t.do("Ana: draw share")
    error = t.refused("Ana: work rep", "reputation.work")
    assert "spends 1 REPUTATION but has 0" in error.msg.english()


def test_basic_work_without_happiness_ends_turn(table):
    # P.6: "If you have no HAPPINESS to deduct, take 1 COIN from WORK AREA then end turn immediately."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", happiness=0, coins=0)
    t.do("Ana: work")
    assert t.p("Ana").coins == 1 and t.state.active == "Ben"   # nothing to refill: next turn


def test_no_passing(table):
    # P.6: "you must do 1 and only 1 of these 3 actions ... (Passing a turn is not allowed.)"
    t = table("basic")
    t.do("Ana: draw share")
    error = t.refused("Ana: end", "turn.one-action")
    assert "no passing" in error.msg.english()


def test_buy_quality_equals_coins(table):
    # P.6 BUY: "COIN you decide to pay for each MATERIAL (1 to 4) will determine and is equal to its QUALITY."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=5, materials=[])
    t.do("Ana: buy food 1")
    t.do("Ana: buy utility 3")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("food", 1), ("utility", 3)]
    assert t.p("Ana").coins == 1
    error = t.refused("Ana: buy glass 2", "turn.buy")
    assert "needs 2 COIN and has 1" in error.msg.english()


def test_buy_at_most_three(table):
    # P.6: "You may BUY up to 3 MATERIAL in 1 turn."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=10)
    for kind in ("food", "glass", "metal"):
        t.do(f"Ana: buy {kind} 1")
    error = t.refused("Ana: buy plastic 1", "turn.buy")
    assert "already bought 3" in error.msg.english()


def test_buy_only_what_is_in_the_buy_area(table):
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=10)
    t.do("Ana: buy food 1")
    error = t.refused("Ana: buy food 1", "turn.buy")
    assert "no food in the BUY AREA" in error.msg.english()


def test_buy_with_reputation(table):
    # P.9 b: "Spend 2 REPUTATION and 2 COIN to BUY 1 METAL at QUALITY 1 and 1 UTILITY at QUALITY 3."
    # "You must pay at least 1 COIN for each MATERIAL."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=2, reputation=2, materials=[])
    t.do("Ana: buy metal 1")
    t.do("Ana: buy utility 1 rep rep")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("metal", 1), ("utility", 3)]
    assert (t.p("Ana").coins, t.p("Ana").reputation) == (0, 0)
    # "You cannot spend 1 REPUTATION to BUY 1 MATERIAL at QUALITY 1": refused citing that rule.
    t.give("Ana", coins=2, reputation=1)
    error = t.refused("Ana: buy glass 0 rep", "reputation.buy")
    assert error.rule_ids[0] == "reputation.buy" and "at least 1 COIN" in error.msg.english()
    assert t.refused("Ana: buy glass 0", "turn.buy").rule_ids[0] == "turn.buy"   # P.6 "(1 to 4)"


def test_quality_at_most_four(table):
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=4, reputation=1)
    t.refused("Ana: buy glass 4 rep", "area.quality")


def test_consume_takes_one_quality_from_each(table):
    # P.7: 'To CONSUME the "DANCE" ACTIVITY, deduct 1 QUALITY each from a GLASS and a PLASTIC.'
    # "Deduct GLASS's QUALITY from 1 to 0. Move it to LANDFILL. Deduct PLASTIC's QUALITY from 2 to 1."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("glass", 1), ("plastic", 2)], happiness=4)
    t.do("Ana: consume a1 glass plastic")
    a = t.p("Ana")
    assert [(m.kind, m.quality) for m in a.materials] == [("plastic", 1)]
    assert a.landfill == ["glass"] and a.happiness == 5 and a.completed == 1
    assert [c.name for c in a.activities] == ["a1"] and t.state.consume_area[0] is None


def test_same_colour_twice_needs_two_materials(table):
    # P.7: "an ACTIVITY showing 2 same colour requires 2 separate MATERIAL of the same type".
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("metal", 3)])
    error = t.refused("Ana: consume a4 metal metal", "turn.consume-cost")
    assert "no metal" in error.msg.english()
    t.give("Ana", materials=[("metal", 3), ("metal", 1)])
    t.refused("Ana: consume a4 metal metal", "turn.consume-cost")   # which metal? (QUALITY 1 or 3)
    t.do("Ana: consume a4 metal:3 metal:1")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("metal", 2)]


def test_consume_wrong_colours(table):
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("glass", 2), ("food", 2)])
    error = t.refused("Ana: consume a1 glass food", "turn.consume-cost")
    assert "a1 needs glass+plastic" in error.msg.english()


def test_keep_three_activities_discard_older(table):
    # P.7: "You can only keep up to 3 ACTIVITY ... must discard any older one ... when you complete the 4th".
    t = table("basic")
    t.do("Ana: draw share")
    a = t.p("Ana")
    a.activities = [Activity("old1", ("food", "food"), ("book", "heart")), Activity("old2", ("food", "food"), ("book", "leaf")), Activity("old3", ("food", "food"), ("book", "house"))]
    t.state.this_turn.start_kept = list(a.activities)
    t.give("Ana", materials=[("glass", 2), ("plastic", 2)])
    t.refused("Ana: consume a1 glass plastic", "turn.activity-keep")
    t.do("Ana: consume a1 glass plastic drop:old2")
    assert [c.name for c in t.p("Ana").activities] == ["old1", "old3", "a1"]
    assert t.state.activity_discard[0].name == "old2"


def test_consume_at_most_three(table):
    # P.7: "You may CONSUME up to 3 ACTIVITY in 1 turn."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("glass", 4), ("plastic", 4), ("food", 4), ("metal", 4), ("utility", 4), ("food", 4)])
    t.do("Ana: consume a1 glass plastic")
    t.do("Ana: consume a2 food:4 metal")
    t.do("Ana: consume a3 utility food:4")
    t.state.consume_area[0] = Activity("a9", ("glass", "plastic"), ("book", "leaf"))
    t.refused("Ana: consume a9 glass plastic", "turn.consume")


def test_reputation_for_happiness_in_consume_turn(table):
    # P.9 c: "Spend 2 REPUTATION to get 1 HAPPINESS ... at the same time in the CONSUME turn."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", reputation=2, materials=[("glass", 2), ("plastic", 2)], happiness=4)
    t.refused("Ana: rep-happiness", "reputation.consume")
    t.do("Ana: consume a1 glass plastic")
    t.do("Ana: rep-happiness")
    assert (t.p("Ana").happiness, t.p("Ana").reputation) == (6, 0)


def goal_ready(t):
    t.do("Ana: draw share")
    a = t.p("Ana")
    a.activities = [Activity("k1", ("food", "food"), ("house", "group")), Activity("k2", ("food", "food"), ("house", "leaf"))]
    t.state.this_turn.start_kept = list(a.activities)
    t.give("Ana", materials=[("metal", 2), ("metal", 2)], happiness=4)


def test_goal_sense_of_belonging(table):
    # P.8: "to achieve SENSE OF BELONGING, the ACTIVITY in your AREA must contain 2 HOUSE and 2 GROUP";
    # "Place achieved GOAL ... anytime during your CONSUME turn, then add HAPPINESS as indicated".
    t = table("basic")
    goal_ready(t)
    t.refused("Ana: goal sense-of-belonging 3 house house group group", "goal.claim")
    t.do("Ana: consume a4 metal metal")   # house + group
    t.do("Ana: goal sense-of-belonging 3 house house group group")
    assert t.p("Ana").goals == ["sense-of-belonging"] and t.p("Ana").happiness == 4 + 1 + 3
    t.refused("Ana: goal sense-of-belonging", "goal.limit")   # "each GOAL can only be achieved once"


def test_goal_not_met(table):
    t = table("basic")
    goal_ready(t)
    t.do("Ana: consume a4 metal metal")
    error = t.refused("Ana: goal wellbeing 2 heart heart book", "goal.achieve")
    assert "needs book+heart+heart" in error.msg.english()


def test_goal_must_be_revealed_the_turn_it_is_met(table):
    # P.8: "you must reveal it in the same turn as soon as its requirement is met."
    t = table("basic")
    goal_ready(t)
    t.do("Ana: consume a4 metal metal")
    t.p("Ana").materials[:] = []
    t.state.this_turn.start_kept = list(t.p("Ana").activities)   # as if met in an earlier turn
    t.refused("Ana: goal sense-of-belonging 3 house house group group", "goal.reveal-timing")


def test_goal_limit_three(table):
    # P.8: "Each player will only have 3 GOAL for the entire game".
    t = table("basic")
    goal_ready(t)
    t.do("Ana: consume a4 metal metal")
    t.p("Ana").goals = ["g1", "g2", "g3"]
    t.refused("Ana: goal sense-of-belonging 3 house house group group", "goal.limit")


def test_hobby_and_curiosity(table):
    # P.11: HOBBY "2 of the ACTIVITY you kept share the same name"; CURIOSITY "The 3 ACTIVITY contains all 5 colours".
    t = table("basic")
    t.do("Ana: draw share")
    a = t.p("Ana")
    a.activities = [Activity("a4", ("metal", "metal"), ("house", "group")), Activity("a3", ("food", "utility"), ("book", "heart"))]
    t.state.this_turn.start_kept = list(a.activities)
    t.state.consume_area[2] = Activity("a4", ("metal", "metal"), ("house", "group"))
    t.give("Ana", materials=[("glass", 2), ("plastic", 2), ("metal", 1), ("metal", 1)])
    t.do("Ana: consume a1 glass plastic")
    t.refused("Ana: goal hobby 2", "goal.hobby")
    t.do("Ana: goal curiosity 2")
    t.do("Ana: consume a4 metal metal drop:a1")
    t.do("Ana: goal hobby 2")
    assert sorted(t.p("Ana").goals) == ["curiosity", "hobby"]


def test_end_turn_refills_and_passes_left(table):
    # P.10 2.7: "flip over new MATERIAL and/or ACTIVITY to refill all empty card slots ... Turn goes to your left."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=3)
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    assert t.verbs("Ana") == ("material",)
    t.do("Ana: material food")
    assert t.state.active == "Ben" and t.state.buy_area[0].kind == "food"


def test_refill_activity_deck_reshuffles(table):
    # P.10 2.7: "If ACTIVITY deck is empty, shuffle and refill from the ACTIVITY Discard Pile."
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("glass", 2), ("plastic", 2)])
    t.do("Ana: consume a1 glass plastic")
    t.state.activity_unseen = 0
    t.state.activity_discard = [Activity("z", ("food", "glass"), ("book", "leaf"))]
    t.do("Ana: end")
    t.refused("Ana: activity a9 glass food book leaf", "turn.end-refill")
    t.do("Ana: activity z")
    assert t.state.consume_area[0].name == "z" and t.state.active == "Ben"


def test_game_ends_after_the_round_at_happiness_12(table):
    # P.10 2.8: "the game will end after the final round is completed ... when the player on the right
    # to the starting player completes his turn"; "When any player(s) reaches HAPPINESS 12".
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("glass", 2), ("plastic", 2)], happiness=11)
    t.do("Ana: consume a1 glass plastic")
    assert t.state.end_triggered and not t.state.over
    t.finish_turn()
    assert t.state.active == "Ben" and not t.state.over
    t.do("Ben: draw share")
    t.do("Ben: work")
    t.finish_turn()
    assert t.state.over
    tally = __import__("referee.games.loop.referee", fromlist=["RULES"]).RULES.tally(t.state)
    assert tally["players"]["Ana"]["happiness"] == 12


def test_depletion_penalty_at_turn_end(table):
    # P.10 2.8 a: "when the MATERIAL deck is empty ... Player who triggers DEPLETION at turn end loses 1 HAPPINESS".
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", coins=3, happiness=5)
    t.state.deck = {"metal": 1}
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    t.do("Ana: material metal")
    assert t.state.depleted and t.p("Ana").happiness == 4 and t.state.depletion_by == "Ana"
    from referee.games.loop.referee import RULES

    entry = RULES.tally(t.state)["players"]["Ana"]
    assert entry["triggered_depletion"] and entry["happiness"] == 5   # the scorer takes the penalty off once


def test_status_is_json_ready(table):
    import json

    from referee.games.loop.referee import RULES

    t = table("competitive", ("Ana", "Ben"), careers={"Ana": "chef"})
    data = json.loads(json.dumps(RULES.status(t.state)))
    assert data["players"]["Ana"]["career"] == "chef" and data["must_act"] == [{"player": "Ana", "verbs": ["draw"], "source": "turn", "label": "Ana draws FAVOUR to start the turn"}]
    assert data["round"] == 1 and data["board"]["material_deck"] == 13
