"""CAREER salaries and abilities (rulebook P.13 5.0, P.18 8.0 CAREER Overview)."""

import pytest

from referee.core.moves import MoveSyntaxError


def comp(table, career, **ana):
    t = table("competitive", ("Ana", "Ben"), careers={"Ana": career})
    t.do("Ana: draw share")
    if ana:
        t.give("Ana", **ana)
    return t


def test_scholar_salary(table):
    # P.13: "When SCHOLAR WORK, she will gain 6 COIN and lose 2 HAPPINESS."
    t = comp(table, "scholar", coins=0, happiness=5)
    t.do("Ana: work")
    assert (t.p("Ana").coins, t.p("Ana").happiness) == (6, 3)


def test_freelancer_chooses_salary(table):
    # P.18 Freelancer: "+7 COIN and -2 HAPPINESS; or +4 COIN and -1 HAPPINESS; or +2 COIN and -0 HAPPINESS."
    t = comp(table, "freelancer", coins=0, happiness=0)
    t.refused("Ana: work", "career.freelancer")
    t.refused("Ana: work 4", "credit.forced-debt")
    t.do("Ana: work 2")
    assert (t.p("Ana").coins, t.p("Ana").happiness) == (2, 0)


def test_freelancer_swap_once(table):
    # "Once per turn, you may discard 1 FAVOUR and draw a new one."
    t = comp(table, "freelancer", hand={"share": 2})
    t.do("Ana: swap share acquire")
    assert t.p("Ana").hand == {"share": 1, "acquire": 1}
    t.refused("Ana: swap share acquire", "career.freelancer")


def test_tycoon_doubles_and_pays_for_cards(table):
    # P.18 Tycoon: "you must take the same amount of COIN from WORK AREA as you currently have and lose 1 additional
    # HAPPINESS per CREDIT CARD you owned."
    t = comp(table, "tycoon", coins=5, happiness=6)
    t.p("Ana").cards = [{"number": 1, "paid": 0, "turn": 0}]
    t.do("Ana: work")
    assert (t.p("Ana").coins, t.p("Ana").happiness) == (10, 4)


def test_artist_create(table):
    # P.18 Artist: "+1 COIN and -1 HAPPINESS. Create - Only when WORK, take 1 face-up MATERIAL at QUALITY 4 ... and 1 COIN."
    t = comp(table, "artist", coins=0, happiness=5, materials=[])
    t.do("Ana: work glass")
    a = t.p("Ana")
    assert (a.coins, a.happiness, [(m.kind, m.quality) for m in a.materials]) == (2, 4, [("glass", 4)])


def test_only_artist_creates(table):
    t = comp(table, "chef")
    with pytest.raises(MoveSyntaxError):
        t.do("Ana: work glass")


def test_forced_into_debt(table):
    # P.15: "If WORK is your only option but you have not enough HAPPINESS to deduct, you must APPLY for a CREDIT CARD
    # and choose to BUY or CONSUME instead."
    t = comp(table, "scholar", happiness=1)
    error = t.refused("Ana: work", "credit.forced-debt")
    assert "costs 2 HAPPINESS" in error.msg.english()


def test_banker_influence(table):
    # P.18 Banker: "Once per turn, exchange 1 REPUTATION with any player for his 1 COIN or vice versa."
    t = comp(table, "banker", reputation=1, coins=0)
    t.give("Ben", coins=1, reputation=0)
    t.do("Ana: influence Ben rep-for-coin")
    assert (t.p("Ana").coins, t.p("Ana").reputation, t.p("Ben").reputation) == (1, 0, 1)
    t.refused("Ana: influence Ben coin-for-rep", "career.banker")


def test_chef_supersize(table):
    # P.18 Chef: "When you BUY or RECYCLE FOOD, you get double the QUALITY than COIN you paid."
    t = comp(table, "chef", coins=2, materials=[])
    t.do("Ana: buy food 2")
    assert t.p("Ana").materials[0].quality == 4 and t.p("Ana").coins == 0


def test_craftsman_forge(table):
    # P.18 Craftsman: "make 1 of your or other player's MATERIAL into any non-FOOD MATERIAL for your entire turn.
    # It returns to its original type when you end turn."
    t = comp(table, "craftsman", materials=[("food", 2), ("glass", 2)])
    t.refused("Ana: forge food food", "career.craftsman")
    t.do("Ana: forge food plastic")
    t.do("Ana: consume a1 glass food")
    assert t.p("Ana").materials[0].forged == "plastic"
    t.finish_turn()
    assert t.p("Ana").materials[0].forged is None


def test_engineer_repair(table):
    # P.18 Engineer: "Once per turn, add 1 QUALITY to 1 of your or other player's non-UTILITY MATERIAL."
    t = comp(table, "engineer", materials=[("utility", 1)])
    t.give("Ben", materials=[("glass", 2)])
    t.refused("Ana: repair utility", "career.engineer")
    t.do("Ana: repair Ben.glass")
    assert t.p("Ben").materials[0].quality == 3
    t.refused("Ana: repair Ben.glass", "career.engineer")


def test_homemaker_minimalist(table):
    # P.18 Homemaker: "Once per turn, gain 1 REPUTATION if you have no more than 1 MATERIAL at any given time in your turn."
    t = comp(table, "homemaker")
    assert t.state.this_turn.minimalist and t.p("Ana").reputation == 1   # starts with 1 MATERIAL
    t.give("Ana", reputation=0, materials=[("glass", 2), ("plastic", 1)])
    t.state.this_turn.minimalist = False
    t.do("Ana: consume a1 glass plastic")
    assert t.p("Ana").reputation == 1


def test_investor(table):
    # P.18 Investor: "pay 1 COIN to toss twice. Gain 2 COIN if either toss lands on the "$" side".
    t = comp(table, "investor", coins=1)
    t.do("Ana: invest win")
    assert t.p("Ana").coins == 2
    t.refused("Ana: invest win", "career.investor")


def test_nurse_care(table):
    # P.18 Nurse: "give 1 FAVOUR to any player and you gain 1 REPUTATION. The targeted player must take that FAVOUR."
    t = comp(table, "nurse", reputation=0, hand={"share": 1})
    t.do("Ana: care Ben share")
    assert t.p("Ana").reputation == 1 and t.p("Ben").hand.get("share", 0) >= 1


def test_office_lady_slack_off(table):
    # P.18 Office Lady: "During your WORK turn, you may also BUY 1 and only 1 MATERIAL at any QUALITY."
    t = comp(table, "office-lady", coins=0, happiness=5)
    t.do("Ana: work")
    t.do("Ana: buy glass 3")
    t.refused("Ana: buy food 1", "career.office-lady")


def test_scientist_buys_from_landfill(table):
    # P.18 Scientist: "In your BUY turn, may BUY any 1 MATERIAL (including UTILITY) from any LANDFILL, including your own."
    t = comp(table, "scientist", coins=5, landfill=["utility"])
    t.do("Ana: buy utility 2 landfill:Ana")
    assert t.p("Ana").landfill == [] and t.p("Ana").materials[-1].kind == "utility"
    t.give("Ben", landfill=["glass"])
    t.refused("Ana: buy glass 1 landfill:Ben", "career.scientist")


def test_scavenger_takes_from_landfill(table):
    # P.18 Scavenger: "take 1 non-UTILITY MATERIAL at QUALITY 1 from any LANDFILL to your AREA."
    t = comp(table, "scavenger", materials=[])
    t.give("Ben", landfill=["utility", "glass"])
    t.refused("Ana: scavenge Ben utility", "career.scavenger")
    t.do("Ana: scavenge Ben glass")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 1)]


def test_soldier_steal(table):
    # P.18 Soldier: "Once per turn, you may take 1 random FAVOUR from any player's hand."
    t = comp(table, "soldier")
    t.give("Ben", hand={"barter": 1})
    t.refused("Ana: steal Ben share", "career.soldier")
    t.do("Ana: steal Ben barter")
    assert t.p("Ben").hand == {}


def test_waitress_draws_two(table):
    # P.18 Waitress: "Draw 2 FAVOUR if you have less than 5 FAVOUR in hand at the start of your turn."
    t = table("competitive", ("Ana", "Ben"), careers={"Ana": "waitress"})
    t.refused("Ana: draw share", "career.waitress")
    t.do("Ana: draw share acquire")


def test_ability_of_another_career_is_refused(table):
    t = comp(table, "chef")
    t.refused("Ana: peek event", None)


def test_scholar_peeks_only_at_a_deck_that_has_a_top_card(table):
    # P.18 Scholar: "Once per turn, may look at the top card of either the MATERIAL, ACTIVITY, FAVOUR, or
    # EVENT deck." Cooperative P.16 6.1: "Each player starts with 1 set of 5 red FAVOUR in hand (1 of each).
    # Remove the rest from game." Solo P.17 7.1: "Put away all the red FAVOUR." No FAVOUR deck, no top card.
    t = table("solo", ("Ana",), careers={"Ana": "scholar"})
    error = t.refused("Ana: peek favour", "career.scholar")
    assert "solo.setup" in error.rule_ids
    t.do("Ana: peek event")
    t = table("cooperative", ("Ana", "Ben"), careers={"Ana": "scholar"})
    assert "coop.setup-favours" in t.refused("Ana: peek favour", "career.scholar").rule_ids
    t.do("Ana: peek material")
    t = table("competitive", careers={"Ana": "scholar"})
    t.do("Ana: draw share")
    t.do("Ana: peek favour")   # the red FAVOUR deck is there in Competitive Mode
    t = table("competitive", careers={"Ana": "scholar"})
    t.do("Ana: draw share")
    t.state.deck = {}
    t.refused("Ana: peek material", "career.scholar")   # DEPLETION: the MATERIAL deck is empty
