"""Player Turns, steps 1, 2 and 4 (Player Turns) and the action spots of the
Player Board (Parts of Your Board, Parts of Your Board)."""

import pytest


@pytest.mark.parametrize("spot, paid, gained", [
    # Parts of Your Board, 1a: "Spend 4 time to earn 1 money."
    ("career", {}, {"money": 1}),
    # Parts of Your Board, 2a: "Spend 2 time to move ahead one space on the Impact track."
    ("community", {}, {"impact": 1}),
    # Parts of Your Board, 2b: "Donate. Spend 3 money to move ahead one space on the Impact track."
    ("donate", {"money": 3}, {"impact": 1}),
    # Parts of Your Board, 3a: "Spend 2 time to move ahead one space on the Happiness track."
    ("leisure", {}, {"happiness": 1}),
    # Parts of Your Board, 4a: "Spend 2 time to gain one energy."
    ("wellness", {}, {"energy": 1}),
])
def test_printed_spots_cost_and_give(game, spot, paid, gained):
    g = game()
    ana = g.p("Ana")
    ana.money = 3
    before = {"money": ana.money, "energy": ana.energy, "impact": ana.impact, "happiness": ana.happiness}
    g.do(f"Ana: place {spot}")
    after = {"money": ana.money, "energy": ana.energy, "impact": ana.impact, "happiness": ana.happiness}
    for key in before:
        assert after[key] == before[key] - paid.get(key, 0) + gained.get(key, 0), key


def test_interview_draws_a_career(game):
    # Parts of Your Board, 1b: "Interview. Spend 1 time to draw a new Career card".
    g = game()
    g.do("Ana: place interview")
    assert g.verbs("Ana") == ("career",)
    g.do("Ana: career banker action=4t>3m icons=education")
    assert "banker" in g.p("Ana").hand


def test_date_costs_time_and_money_and_draws_a_partner(game):
    # Parts of Your Board, 3b: "Date. Spend 1 time and 1 money to add a Partner card to your hand".
    g = game()
    g.do("Ana: place date")
    assert g.p("Ana").money == 0
    g.do("Ana: partner sam icons=social action=1t>2h upgraded=1t>3h upgrade=social")
    assert "sam" in g.p("Ana").hand


def test_meditate_costs_energy_and_moves_a_value(game):
    # Parts of Your Board, 4b: "Spend 1 energy to put one of your facedown Values cards in your
    # hand, or discard a Values card from your hand to draw a new Values card, facedown."
    g = game()
    g.do("Ana: place meditate")
    assert g.p("Ana").energy == 0
    g.do("Ana: meditate reveal")
    assert (g.p("Ana").values_down, g.p("Ana").values_hand) == (1, 2)
    g.end_turn("Ana")
    ben = g.p("Ben")
    g.do("Ben: place meditate")
    g.do("Ben: meditate swap")
    assert (ben.values_down, ben.values_hand) == (3, 0)


def test_each_spot_once_per_turn(game):
    # Player Turns, 1d: "You can only use each action spot once per turn".
    game().refused("Ana: place leisure leisure", "turn.once-per-turn")


def test_both_spots_of_a_category_in_one_turn(game):
    # Parts of Your Board: "Players may activate both the upper and lower action spots in a category in the same turn".
    g = game()
    g.do("Ana: place career interview")
    assert g.p("Ana").money == 2


def test_energy_stands_in_for_missing_time(game):
    # Player Turns, 1b: "energy tokens can also be used as extra time meeples."
    g = game()
    g.do("Ana: place career community leisure interview")     # 9 Time: 8 meeples + 1 Energy
    assert g.p("Ana").energy == 0
    g2 = game()
    g2.refused("Ana: place career community leisure date wellness", "turn.energy-as-time")


def test_everything_is_paid_in_step_1(game):
    # Player Turns, 1: "All actions need to be paid for in Time, Money, and Energy before step 2."
    g = game()
    error = g.refused("Ana: place donate", "turn.place-resources")     # 3 Money, Ana has 1
    # Parts of Your Board, 2b: "Donate. Spend 3 money": the refusal cites the spot's own cost.
    assert "board.donate" in error.rule_ids
    ana = g.p("Ana")
    ana.slots["community"] = "mall-walkers"
    error = g.refused("Ana: place donate community leisure wellness career")   # 10 Time, 3 Money
    # the Community card's action is not the printed one: only the printed spots are cited
    assert "board.donate" in error.rule_ids and "board.community-upper" not in error.rule_ids


def test_no_new_action_after_step_1(game):
    # Player Turns, 1: "You cannot take any new actions after step 1."
    g = game()
    g.do("Ana: place career")
    assert "place" not in g.verbs("Ana")
    g.refused("Ana: place leisure", "turn.no-new-actions")


def test_step_1_can_be_done_before_your_turn(game):
    # Player Turns, 1: "Place your Time, Money, and Energy (this step can be done before your turn)."
    g = game()
    assert g.verbs("Ben") == ("place",)
    g.do("Ben: place leisure")
    assert g.p("Ben").happiness == 0           # paid now, spent on Ben's own turn
    g.do("Ana: place career")
    g.end_turn("Ana")
    assert g.state.active == "Ben" and g.state.phase == "play"
    assert g.p("Ben").happiness == 1
    g.refused("Ben: place community", "turn.no-new-actions")


def test_unknown_spot_lists_the_visible_ones(game):
    # Player Turns, 1a: "across your visible action spots".
    error = game().refused("Ana: place partner", "turn.place-resources")
    assert "visible spots: career, interview" in error.msg.english()


def test_first_turn_career_is_played_after_spending(game):
    # Player Turns, 2c: "on your first turn, you must do this before playing the Career card in your hand."
    g = game()
    assert "play" not in g.verbs("Ana")
    g.do("Ana: place career")
    g.do("Ana: play chef")
    assert g.p("Ana").slots["career"] == "chef"


def test_played_card_covers_the_upper_spot_from_the_next_turn(game):
    # Parts of Your Board: "Each of the upper spots may be covered by cards"; Player Turns, 3b: "If they
    # have any action spots, you cannot use those new spots until your next turn."
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 2")                       # mall-walkers: 2t > 1e 1i
    g.do("Ana: play mall-walkers")
    assert g.state.phase == "play"             # no placing now
    g.end_turn("Ana")
    for name in ("Ben", "Carla"):
        g.step3(name)
        g.end_turn(name)
    before = (g.p("Ana").energy, g.p("Ana").impact)
    g.do("Ana: place community")
    assert (g.p("Ana").energy, g.p("Ana").impact) == (before[0] + 1, before[1] + 1)


def test_reset_returns_time_and_slides_and_refills_the_market(game):
    # Player Turns, 4a-4c: time back; "Slide all the cards in the market to the left ...
    # then fill any empty slots with cards from the Adulthood deck."
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 2")
    g.do("Ana: done")
    assert g.state.market == ["yoga", None, "vacation", "bike", "crafting"]   # slid when the refill is reported
    from referee.i18n import Translator

    (asked,) = [decision.label for decision in g.state.pending.items]
    assert asked.english() == "Step 4: Ana refills the market (1 card, reported left to right)"
    assert "(1 carta, indicada de izquierda a derecha)" in asked.render(Translator("es"))
    error = g.refused("Ana: market a b", "turn.refill-market")
    assert error.msg.english() == "The market has 1 empty slot to fill now, not 2."
    g.do("Ana: market night-class type=experience cost=1m gives=1i icons=education")
    assert g.state.market == ["yoga", "vacation", "bike", "crafting", "night-class"]
    assert g.p("Ana").placed is None and g.state.active == "Ben"


def test_spots_by_their_spanish_names(game):
    # The glossary's terms: Carrera, Comunidad, Ocio, Bienestar, Entrevista, Donar, Cita, Meditar.
    g = game()
    g.do("Ana: place carrera ocio")
    assert g.p("Ana").placed == ["career", "leisure"] and g.p("Ana").happiness == 1


def test_a_mistyped_spot_gets_the_nearest_one(game):
    import pytest

    from referee.core.moves import MoveSyntaxError

    g = game()
    with pytest.raises(MoveSyntaxError) as error:
        g.do("Ana: place carreer")
    assert "Did you mean 'career'?" in error.value.msg.english()


@pytest.mark.parametrize("place, upgrade", [("interview leisure", "promote"), ("date leisure", "marry")])
def test_grown_up_on_a_reward_spot_opens_this_turns_upgrade(game, place, upgrade):
    # Player Turns, 2a: "In any order you choose, activate each of your action spots";
    # Parts of Your Board, 1b/3b: Interview "or get Promoted if you're Grown Up", Date "or get
    # Married if you're Grown Up". Leisure (named last) makes Ana Grown Up before her Interview/Date.
    g = game()
    ana = g.p("Ana")
    ana.slots["career"] = "chef"
    ana.side.append("fan-club")
    g.state.facts.learn("card.adulthood.fan-club", {"type": "trait", "icons": ["creativity"]})
    ana.partner = "sam"
    g.state.facts.learn("card.adulthood.sam", {"type": "partner", "icons": ["social"], "action": "1t>2h", "upgraded": "1t>3h", "upgrade": ["social"]})
    ana.happiness = 9            # the board's Grown-Up space on the Happiness track is 10
    g.do(f"Ana: place {place}")
    assert ana.grown_up
    g.do(f"Ana: {upgrade}")
    assert ana.promoted or ana.married
def test_played_partner_spot_from_the_next_turn(game):
    # Card Types, Partners: "each Partner has two action slots, one for when you play it, and the second
    # for after you get Married"; Player Turns, 3b: "If they have any action spots, you cannot use those
    # new spots until your next turn."
    g = game()
    ana = g.p("Ana")
    ana.money = 3
    ana.hand.append("sam")
    g.state.facts.learn("card.adulthood.sam", {"type": "partner", "icons": ["social"], "action": "1t>2h", "upgraded": "1t>3h", "upgrade": ["social"]})
    g.step3("Ana")
    g.do("Ana: play sam")
    assert ana.partner == "sam" and g.state.phase == "play"
    g.refused("Ana: place partner", "turn.no-new-actions")
    g.end_turn("Ana")
    for name in ("Ben", "Carla"):
        g.step3(name)
        g.end_turn(name)
    before = ana.happiness
    g.do("Ana: place partner")
    assert ana.happiness == before + 2
