"""EVENT and CREDIT CARD (rulebook P.14 5.3, P.15 5.4, 9.0 EVENT Overview)."""

import pytest

from referee.games.loop.referee import RULES


def comp(table, players=("Ana", "Ben", "Cara"), event=None, careers=None, **ana):
    t = table("competitive", players, careers=careers)
    t.do("Ana: draw share")
    t.state.active_event = event
    if ana:
        t.give("Ana", **ana)
    return t


def test_zone_entry_draws_events(table):
    # P.14: "Whenever your HAPPINESS token is moved into another zone ... draw an EVENT immediately and place it
    # face-down"; "If your token moves across 2 zones ... from HAPPINESS 4 to 10, you draw 2 EVENT."
    t = comp(table, happiness=4, materials=[("glass", 2), ("plastic", 2)])
    t.do("Ana: consume a1 glass plastic")
    assert t.p("Ana").events_down == 1
    from referee.games.loop import effects

    t.p("Ana").events_down = 0
    t.p("Ana").happiness = 4
    effects.happiness(t.state, "Ana", 6, [])
    assert t.p("Ana").events_down == 2


def test_no_events_in_basic(table):
    t = table("basic")
    t.do("Ana: draw share")
    t.give("Ana", materials=[("glass", 2), ("plastic", 2)])
    t.do("Ana: consume a1 glass plastic")
    assert t.p("Ana").events_down == 0


def test_events_trigger_after_turn_end_latest_continuous(table):
    # P.14: "Only trigger face-down EVENT(s) in your AREA after you end your turn. Flip them all at once and resolve
    # one by one. The effect of a CONTINUOUS EVENT starts on next player's turn. When 2 or more CONTINUOUS EVENT are
    # triggered, only the latest one takes effect."
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 2
    t.finish_turn()
    assert t.verbs("Ana") == ("event",)
    t.do("Ana: event overtime")
    t.refused("Ana: event overtime", "events.overview")
    t.do("Ana: event vulgarian")
    assert t.state.active_event == "vulgarian" and t.state.event_discard == ["overtime"] and t.state.active == "Ben"


def test_event_not_in_mode_refused(table):
    t = table("solo", ("Ana",))
    t.give("Ana", coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 1
    t.finish_turn()
    t.refused("Ana: event the-gap", "events.overview")


def test_insurance_clockwise_from_triggerer_and_forced_credit(table):
    # P.14: "The EVENT triggerer goes first, then other players follow in clockwise";
    # Insurance: "Choose to toss 1 COIN or lose 1 COIN"; P.15: "You must APPLY for a CREDIT CARD when you have no
    # COIN to pay for an IMMEDIATE EVENT."
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 1
    t.finish_turn()
    t.give("Ben", coins=0)
    t.do("Ana: event insurance")
    assert t.verbs("Ana") == ("insurance", "apply")
    t.do("Ana: insurance pay")
    t.refused("Ben: insurance pay", "credit.apply-when")
    t.do("Ben: apply glass")
    assert t.p("Ben").coins == 4 and len(t.p("Ben").cards) == 1
    t.do("Ben: insurance toss lose")
    assert t.p("Ben").coins == 2
    t.do("Cara: insurance toss win")
    assert t.state.active == "Ben" and t.state.phase == "turn"


@pytest.mark.parametrize("event, check", [
    ("hidden-clause", lambda t: t.p("Ben").cards[0]["paid"] == 2),
    ("overproduction", lambda t: t.state.deck_unseen_out == 2),
    ("combustion-energy", lambda t: t.p("Cara").landfill == ["utility"] and t.p("Ben").landfill == ["food"]),
    ("the-gap", lambda t: [p.happiness for p in t.state.people.values()] == [4, 4, 1]),
])
def test_automatic_immediate_events(table, event, check):
    # Hidden Clause: "Move 1 COIN from each CREDIT CARD to WORK AREA"; Overproduction: "Remove from game the top 2
    # cards of MATERIAL deck"; Combustion Energy: "Player(s) with the least HAPPINESS put all non-UTILITY MATERIAL in
    # his LANDFILL back into the MATERIAL Deck"; The Gap: "If the largest different among players is greater than 7,
    # all lose 1 HAPPINESS."
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 1
    t.finish_turn()
    t.p("Ben").cards = [{"number": 1, "paid": 3, "turn": 0}]
    t.give("Ben", landfill=["food"], coins=12)
    t.give("Cara", landfill=["utility", "glass"], happiness=2, coins=0, materials=[])
    t.give("Ana", happiness=5)
    t.give("Ben", happiness=5)
    t.do(f"Ana: event {event}")
    assert check(t)


def test_planned_obsolescence_and_satan_santa(table):
    # Planned Obsolescence: "Choose 1 MATERIAL in your AREA to lose 1 QUALITY. If BROKEN, move it to your LANDFILL."
    # Satan Santa: "Give 1 MATERIAL (only if one has any) to another player."
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 2
    t.finish_turn()
    t.give("Ana", materials=[("glass", 1)])
    t.give("Ben", materials=[])
    t.give("Cara", materials=[("metal", 2)])
    t.do("Ana: event planned-obsolescence")
    t.do("Ana: obsolete glass")   # Ben has none: skipped
    assert t.p("Ana").landfill == ["glass"]
    t.do("Cara: obsolete metal")
    t.do("Ana: event satan-santa")
    assert t.verbs("Cara") == ("santa", "apply")   # Ana and Ben have nothing to give
    t.refused("Cara: santa Cara metal", "event.satan-santa")
    t.do("Cara: santa Ben metal")
    assert t.p("Ben").materials[0].quality == 1


def test_status_climb_and_social_responsibility(table):
    # Status Climb: "Choose a player who has less HAPPINESS than you. Lose 1 HAPPINESS if he has more COIN than you".
    # Social Responsibility: "Draw 1 FAVOUR from a player's hand (if he has any) who has higher HAPPINESS than you."
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 2
    t.finish_turn()
    t.give("Ana", happiness=6, coins=0, hand={"share": 1})
    t.give("Ben", happiness=3, coins=5, hand={})
    t.give("Cara", happiness=3, coins=0, hand={})
    t.do("Ana: event status-climb")
    t.refused("Ana: climb Ana", "event.status-climb")
    t.do("Ana: climb Ben")
    assert t.p("Ana").happiness == 5
    t.do("Ana: event social-responsibility")
    t.do("Ben: take Ana share")
    assert t.p("Ben").hand == {"share": 1} and t.state.active == "Ben"


def test_repurchase_and_redeem_bonus(table):
    # Repurchase: "Give 1 COIN to a player and take 1 non-UTILITY MATERIAL at QUALITY 1 from his LANDFILL."
    # Redeem Bonus: "b) Pay 2 COIN to get 1 MATERIAL at QUALITY 1 from BUY AREA, and draw 1 FAVOUR".
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 2
    t.finish_turn()
    t.give("Ana", coins=3, landfill=[])
    t.give("Ben", coins=1, landfill=["glass"])
    t.give("Cara", coins=0, landfill=["utility"])
    t.do("Ana: event repurchase")
    t.do("Ana: repurchase Ben glass")
    assert t.p("Ben").coins == 2 and t.p("Ana").coins == 2
    t.do("Ana: event redeem-bonus")
    t.do("Ana: redeem b glass share")
    assert t.p("Ana").coins == 0 and t.p("Ana").materials[-1].kind == "glass"
    t.refused("Ben: redeem c metal share share", "credit.apply-when")
    t.do("Ben: redeem none")
    t.do("Cara: redeem none")


@pytest.mark.parametrize("event, line, rule", [
    ("bad-debt", "Ana: buy glass 1", "event.bad-debt"),
    ("vulgarian", "Ana: consume a1 glass plastic", "event.vulgarian"),
    ("red-gown", "Ana: buy food 2", "event.red-gown"),
    ("disposable-culture", "Ana: buy plastic 2", "event.disposable-culture"),
    ("micro-plastic", "Ana: consume a3 utility food", "event.micro-plastic"),
    ("everything-is-online", "Ana: buy glass 1", "event.everything-is-online"),
])
def test_continuous_restrictions(table, event, line, rule):
    # Bad Debt: "If you own a CREDIT CARD(s), you cannot choose BUY." Vulgarian: "Cannot CONSUME unless you have 4 or
    # more COIN." Red Gown: "BUY at the same or higher QUALITY than your current highest QUALITY MATERIAL."
    # Disposable Culture: "only BUY and RECYCLE PLASTIC at QUALITY 1." Micro-Plastic: "cannot CONSUME ACTIVITY
    # requiring FOOD." Everything Is Online: "Player without a CREDIT CARD cannot spend COIN".
    t = comp(table, event=event, coins=3, materials=[("glass", 3), ("plastic", 2), ("utility", 2), ("food", 2)])
    if event == "bad-debt":
        t.p("Ana").cards = [{"number": 1, "paid": 0, "turn": 0}]
    t.refused(line, rule)


def test_disposable_culture_limits_plastic_alone(table):
    # Disposable Culture (Event Overview): "Player can only BUY and RECYCLE PLASTIC at QUALITY 1." Read as a limit on PLASTIC
    # alone (the entry's note): PLASTIC at QUALITY 1 is bought as usual, and any other MATERIAL at any QUALITY too.
    t = comp(table, event="disposable-culture", coins=5, materials=[("glass", 3)])
    t.do("Ana: buy plastic 1")
    t.do("Ana: buy glass 2")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials][-2:] == [("plastic", 1), ("glass", 2)]


def test_micro_plastic_food_as_plastic(table):
    # Micro-Plastic: "Player may use FOOD as PLASTIC".
    t = comp(table, event="micro-plastic", materials=[("glass", 2), ("food", 2)])
    t.do("Ana: consume a1 glass food")


def test_economic_slowdown_and_overtime(table):
    # Economic Slowdown: "only BUY 1 MATERIAL ... and lose 1 COIN in WORK turn"; Overtime: "When WORK, lose 1
    # additional HAPPINESS and gain 4 more COIN."
    t = comp(table, event="economic-slowdown", coins=5)
    t.do("Ana: buy food 1")
    t.refused("Ana: buy glass 1", "event.economic-slowdown")
    t = comp(table, event="overtime", coins=0, happiness=5)
    t.do("Ana: work")
    assert (t.p("Ana").coins, t.p("Ana").happiness) == (7, 3)


def test_spending_events(table):
    # Buy More Earn More: "Get 1 COIN from WORK AREA for every 3 COIN you spent"; Make It Rain: "Spend 4 or more COIN
    # in 1 turn to gain 1 HAPPINESS"; Mid-Season Sales: "only pay half the COIN for its QUALITY".
    t = comp(table, event="buy-more-earn-more", coins=6)
    t.do("Ana: buy food 3")
    assert t.p("Ana").coins == 4
    t = comp(table, event="make-it-rain", coins=6, happiness=5)
    t.do("Ana: buy food 2")
    t.do("Ana: buy glass 2")
    assert t.p("Ana").happiness == 6
    t = comp(table, event="mid-season-sales", coins=2)
    t.do("Ana: buy glass 1")
    t.do("Ana: buy food 2 half")
    assert t.p("Ana").coins == 0
    t.refused("Ana: buy metal 2 half", "event.mid-season-sales")


def test_bogof(table):
    # BOGOF: "For every MATERIAL you BUY, you must take 1 MATERIAL at QUALITY 1 from the BUY AREA if there is any."
    t = comp(table, event="bogof", coins=2, materials=[])
    t.refused("Ana: buy food 2", "event.bogof")
    t.do("Ana: buy food 2 free:glass")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("food", 2), ("glass", 1)]


def test_turn_end_events(table):
    # A Diamond Is For Business: "Lose 1 HAPPINESS if you don't have METAL in your AREA at your turn end."
    # Hypebeast: "Choose a target player at your turn end. If you own every MATERIAL type that he owns, nothing
    # happens; otherwise lose 1 HAPPINESS."
    t = comp(table, event="a-diamond-is-for-business", coins=3, happiness=5, materials=[])
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    assert t.p("Ana").happiness == 4
    t = comp(table, event="hypebeast", coins=3, happiness=5, materials=[])
    t.give("Ben", materials=[("glass", 1)])
    t.do("Ana: buy food 1")
    t.refused("Ana: end", "event.hypebeast")
    t.do("Ana: end Ben")
    assert t.p("Ana").happiness == 4


def test_collector_and_skinner_box(table):
    # Collector: "Gain 1 HAPPINESS per turn if you have all 5 different types of MATERIAL in your AREA."
    # Skinner Box: "Refill empty MATERIAL and ACTIVITY slot immediately."
    t = comp(table, event="collector", coins=3, happiness=5, materials=[("glass", 1), ("plastic", 1), ("metal", 1), ("utility", 1)])
    t.do("Ana: buy food 1")
    assert t.p("Ana").happiness == 6
    t = comp(table, event="skinner-box", coins=3)
    t.do("Ana: buy food 1")
    assert t.verbs("Ana") == ("material",)
    t.do("Ana: material metal")
    assert "work" in t.verbs("Ana") or "end" in t.verbs("Ana")


def test_landfill_tax(table):
    # Landfill Tax: "A player loses 1 COIN per MATERIAL sent to his own LANDFILL. If he cannot afford to pay, he must
    # APPLY for a CREDIT CARD immediately. e.g. P1 SHARE P3's GLASS at QUALITY 1 ... P3 loses 1 COIN."
    t = comp(table, event="landfill-tax", materials=[("glass", 1), ("plastic", 1)], coins=1)
    t.do("Ana: consume a1 glass plastic")
    assert t.p("Ana").coins == 0 and t.verbs("Ana") == ("apply",)
    t.do("Ana: apply metal")
    assert t.p("Ana").coins == 3 and not t.state.pending


def test_treat_yo_self(table):
    # Treat Yo Self: "Gain 1 HAPPINESS immediately if you APPLY a new CREDIT CARD this turn."
    t = comp(table, event="treat-yo-self", happiness=5)
    t.do("Ana: apply glass")
    assert t.p("Ana").happiness == 6


def test_credit_card_apply_gift_and_payoff(table):
    # P.15: "take 4 COIN from WORK AREA and 1 MATERIAL at QUALITY 1 from the 5 face-up MATERIAL in BUY AREA";
    # "place 1 or 2 COIN on top of it anytime during your turn (cannot pay more than 2)";
    # "A CREDIT CARD's debt is clear when 5 COIN are paid."
    t = comp(table, coins=0, materials=[])
    t.refused("Ana: apply", "credit.welcome-gift")
    t.do("Ana: apply glass")
    assert t.p("Ana").coins == 4 and [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 1)]
    t.do("Ana: payoff 1 2")
    t.refused("Ana: payoff 1 1", "credit.payoff")
    t.p("Ana").cards[0]["paid"] = 4
    t.p("Ana").cards[0]["turn"] = 0
    t.refused("Ana: payoff 1 2", "credit.cleared")
    t.do("Ana: payoff 1 1")
    assert t.p("Ana").cards == []


def test_every_card_paid_each_turn(table):
    # P.15: "You must PAYOFF each and every one of your CREDIT CARD during your turn ... If you have not enough COIN
    # to PAYOFF, you must APPLY for another CREDIT CARD to PAYOFF."
    t = comp(table, coins=3)
    t.p("Ana").cards = [{"number": 1, "paid": 0, "turn": 0}]
    t.do("Ana: buy food 1")
    error = t.refused("Ana: end", "credit.payoff")
    assert "CREDIT CARD 1" in error.msg.english()
    t.do("Ana: payoff 1 2")
    t.do("Ana: end")


def test_no_credit_in_basic(table):
    t = table("basic")
    t.do("Ana: draw share")
    assert "apply" not in t.verbs("Ana")


def test_tally_debt_and_landfill(table):
    # P.15 Debt Penalty; P.15 5.5 LANDFILL Penalty: the tally carries what the scorer needs.
    t = comp(table)
    t.p("Ana").cards = [{"number": 1, "paid": 1, "turn": 0}]
    t.give("Ana", landfill=["glass"] * 5)
    tally = RULES.tally(t.state)
    assert tally["players"]["Ana"]["credit_cards"] == 1 and tally["players"]["Ana"]["landfill"] == 5
