"""Step 3 (Player Turns): drafting from the market and playing cards; the Cost
to Play Bar, Card Types, Promotions and Marriage, and card facts reported by
the table."""

from referee.i18n import Translator


def test_left_most_card_gives_an_energy(game):
    # Player Turns, 3a: "If you take the left-most card, you also gain one energy."
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 1")
    assert g.p("Ana").energy == 2 and "yoga" in g.p("Ana").hand


def test_one_draft_per_turn(game):
    # Player Turns, 3a: "You may draft one card from the Market Board."
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 2")
    g.refused("Ana: draft 1", "turn.draft")


def test_right_most_card_costs_an_energy_and_a_money(game):
    # Player Turns, 3a: "if you take the right-most card from the market, you must pay one energy and one money."
    g = game()
    g.do("Ana: place community")
    g.do("Ana: draft 5")
    assert (g.p("Ana").energy, g.p("Ana").money) == (0, 0)
    g2 = game()
    g2.do("Ana: place wellness")                   # +1 Energy, still 1 Money... spend it:
    g2.p("Ana").money = 0
    error = g2.refused("Ana: draft 5", "turn.market-costs")
    assert "costs 1 Energy, 1 Money" in error.msg.english()


def test_middle_paid_slots_cost_what_the_board_prints(game):
    # Player Turns, 3a: "If you take any of the three right-most cards, you must pay the required cost."
    # The two middle prices are board facts (reported: price3=1e price4=1m).
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 3")
    assert g.p("Ana").energy == 0
    g2 = game()
    g2.step3("Ana")
    g2.p("Ana").money = 0
    g2.refused("Ana: draft 4", "turn.market-costs")


def test_a_drafted_card_may_be_played_the_same_turn(game):
    # Player Turns, 3: "you may play a card drafted this turn from the market."
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 1")
    g.do("Ana: play yoga")
    assert g.p("Ana").slots["wellness"] == "yoga"


def test_cost_bar_must_be_paid(game):
    # Cost to Play Bar: "This cost is always presented in a green bar ... the Crafting card costs one money and one energy to play."
    g = game()
    g.step3("Ana", "community")
    g.do("Ana: draft 2")
    g.p("Ana").hand.append("crafting")
    g.p("Ana").energy = 0
    error = g.refused("Ana: play crafting", "cost.green-bar")
    assert "costs 1 Energy, 1 Money" in error.msg.english()
    g.p("Ana").energy = 1
    g.do("Ana: play crafting")
    assert (g.p("Ana").energy, g.p("Ana").money) == (0, 0)


def test_grown_up_icon_and_life_icon_requirements(game):
    # Cost to Play Bar: "you may not play [Family Time] until you have a Grown Up token AND a
    # Family icon already in your tableau (in addition to paying an energy)."
    g = game()
    g.step3("Ana")
    ana = g.p("Ana")
    ana.hand.append("family-time")
    line = "Ana: play family-time type=leisure cost=1e grown-up needs=family action=2t>3h icons=family"
    g.refused(line, "cost.grown-up-icon")
    ana.grown_up = True
    error = g.refused(line, "cost.life-icon")
    assert "family" in error.msg.english()
    ana.experiences.append("dog")
    g.state.facts.learn("card.adulthood.dog", {"type": "resource", "icons": ["family"]})
    g.do(line)
    assert ana.slots["leisure"] == "family-time" and ana.energy == 0


def test_a_life_icon_printed_twice_in_the_bar_asks_for_two(game):
    # Cost to Play Bar: "you may not play it unless you already have one of those icons present
    # on your board or tableau"; ambiguous for a bar showing an icon twice -- rule note on
    # cost.life-icon: one per icon printed, as the purple bar counts them ("As an Actor you
    # only need one more Fame card to get Promoted!", Promotions and Marriage).
    g = game()
    g.step3("Ana")
    ana = g.p("Ana")
    ana.hand.append("reunion")
    line = "Ana: play reunion type=experience needs=family,family gives=2h icons=family"
    ana.experiences.append("dog")
    g.state.facts.learn("card.adulthood.dog", {"type": "resource", "icons": ["family"]})
    error = g.refused(line, "cost.life-icon")
    assert "lacks family" in error.msg.english() and "le falta family" in error.msg.render(Translator("es"))
    ana.side.append("kid")
    g.state.facts.learn("card.adulthood.kid", {"type": "trait", "icons": ["family"]})
    g.do(line)
    assert "reunion" in ana.experiences


def test_resources_played_elsewhere(game):
    # Cost to Play Bar: "you may play that card IF you've committed those resources on the
    # specified action ... the player's 3 time on Wellness satisfies the cost to play, 'Marathon.'"
    line = "Ana: play marathon type=experience elsewhere=3t@wellness gives=2h icons=service"
    g = game()
    g.step3("Ana", "wellness")                    # 2 Time on Wellness
    g.p("Ana").hand.append("marathon")
    g.refused(line, "cost.resources-elsewhere")
    g2 = game()
    g2.p("Ana").slots["wellness"] = "treadmill"
    g2.state.facts.learn("card.adulthood.treadmill", {"type": "wellness", "action": "3t>2e"})
    g2.step3("Ana", "wellness")
    g2.p("Ana").hand.append("marathon")
    g2.do(line)
    assert g2.p("Ana").happiness == 2 and "marathon" in g2.p("Ana").experiences


def test_slot_cards_replace_the_older_card(game):
    # Player Turns, 3b: "If you already have a card in that slot, move the older card aside to the Experience card stack."
    g = game()
    g.step3("Ana")
    g.do("Ana: play chef")
    g.p("Ana").promoted = True
    g.p("Ana").hand.append("banker")
    changes = g.do("Ana: play banker type=career action=4t>3m")
    assert g.p("Ana").slots["career"] == "banker" and "chef" in g.p("Ana").experiences
    # Promotions and Marriage: "you'll lose your Married or Promoted token if you replace your Partner or Career card!"
    assert not g.p("Ana").promoted and "loses the Promoted marker" in g.english(changes)


def test_one_partner_the_older_to_the_experience_stack(game):
    # Player Turns, 3b: "If you already have a Partner, move the older card to the Experience card stack."
    g = game()
    g.step3("Ana")
    ana = g.p("Ana")
    ana.hand += ["sam", "alex"]
    g.do("Ana: play sam type=partner icons=social action=1t>2h")
    ana.married = True
    changes = g.do("Ana: play alex type=partner icons=family action=1t>1h1e")
    assert ana.partner == "alex" and "sam" in ana.experiences and not ana.married
    assert "loses the Married marker" in g.english(changes)


def test_resources_and_traits_without_limit_experiences_resolve_and_stack(game):
    # Card Types (Adulthood Deck): "You can have any number of Resources and Traits." "When you play an
    # experience, gain the listed effects instantly, then move the card to your Experiences stack."
    g = game()
    g.step3("Ana", "community")
    ana = g.p("Ana")
    ana.money = 5
    ana.hand += ["bike", "dog", "vacation"]
    g.do("Ana: play bike")
    g.do("Ana: play dog type=resource cost=1m icons=family")
    g.do("Ana: play vacation")
    assert ana.side == ["bike", "dog"] and ana.experiences == ["vacation"]
    assert ana.happiness == 3 and ana.energy == 2


def test_playing_a_card_not_in_hand_is_refused(game):
    g = game()
    g.step3("Ana")
    error = g.refused("Ana: play yoga", "turn.play-cards")
    assert "hand: chef" in error.msg.english()


def test_unknown_facts_are_asked_with_an_example(game):
    # Card text is not in the rulebook: the table reports it the first time.
    g = game()
    g.step3("Ana")
    g.p("Ana").hand.append("mystery")
    error = g.refused("Ana: play mystery")
    assert "Ana: play mystery type=" in error.msg.english()


def test_a_card_reported_twice_with_other_facts_is_refused_showing_both(game):
    g = game()
    g.step3("Ana")
    g.do("Ana: draft 1")
    error = g.refused("Ana: play yoga type=wellness cost=2e action=2t>2e")
    text = error.msg.english()
    assert "cost=1e" in text and "cost=2e" in text


def test_promotion_needs_grown_up_and_the_upgrade_icons_own_icon_counts(game):
    # Promotions and Marriage: "To get Promoted ... use the Interview action ... Many Careers have an
    # additional Life icon requirement ... you CAN count the icon on that Career card ...
    # As an Actor you only need one more Fame card to get Promoted!"
    g = game()
    g.do("Ana: place career")
    g.end_turn("Ana")
    g.step3("Ben")
    g.end_turn("Ben")
    g.do("Carla: place career")
    g.do("Carla: play actor")
    g.end_turn("Carla")
    for name in ("Ana", "Ben"):
        g.step3(name)
        g.end_turn(name)
    carla = g.p("Carla")
    carla.grown_up = True
    g.do("Carla: place interview")
    assert g.verbs("Carla") == ("career", "promote")
    error = g.refused("Carla: promote", "upgrade.promotion-icons")
    assert "lacks fame" in error.msg.english()
    carla.side.append("fan-club")
    g.state.facts.learn("card.adulthood.fan-club", {"type": "trait", "icons": ["fame"]})
    g.do("Carla: promote")
    assert carla.promoted
    # Promotions and Marriage: "Once you've upgraded, you may now only access the actions on the right side".
    g.do("Carla: done")
    for name in ("Ana", "Ben"):
        g.step3(name)
        g.end_turn(name)
    before = (carla.money, carla.happiness)
    g.do("Carla: place career")
    assert (carla.money, carla.happiness) == (before[0] + 2, before[1] + 2)


def test_not_grown_up_interview_only_draws(game):
    # Parts of Your Board, 1b: "or get Promoted if you're Grown Up."
    g = game()
    g.do("Ana: place interview")
    assert g.verbs("Ana") == ("career",)
    g.refused("Ana: promote")


def test_marriage_by_date_with_the_partner_icon(game):
    # Promotions and Marriage: "To get Married ... use the Date action ... committing one time meeple
    # and paying one money ... Many Partners have an additional Life icon requirement".
    g = game()
    ana = g.p("Ana")
    ana.partner = "sam"
    ana.grown_up = True
    g.state.facts.learn("card.adulthood.sam", {"type": "partner", "icons": ["social"], "action": "1t>2h", "upgraded": "1t>3h", "upgrade": ["social"]})
    g.do("Ana: place date")
    assert g.verbs("Ana") == ("partner", "marry")
    g.do("Ana: marry")
    assert ana.married and ana.money == 0


def test_hints_tell_when_promotion_and_marriage_are_open(game):
    # Promotions and Marriage: Grown Up, the Interview / Date spot, the upgrade icons.
    from referee.games.adulthood.report import hints

    g = game()
    g.step3("Ana")
    g.do("Ana: play chef")
    ana = g.p("Ana")
    text = "\n".join(m.english() for m in hints(g.state, "Ana"))
    assert "Promotion of chef: not Grown Up yet." in text
    ana.grown_up = True
    text = "\n".join(m.english() for m in hints(g.state, "Ana"))
    assert "Promotion of chef: lacks the Life icons creativity." in text
    ana.side.append("easel")
    g.state.facts.learn("card.adulthood.easel", {"type": "resource", "icons": ["creativity"]})
    text = "\n".join(m.english() for m in hints(g.state, "Ana"))
    assert "Promotion of chef is open: place on interview." in text


def test_closed_choices_are_offered_as_numbered_moves(game):
    # Step 3 (Player Turns, 3a-3b): the drafts the player can pay, the cards in hand
    # they can play, then 'done'; Meditate (Parts of Your Board, 4b): reveal or swap.
    from referee.core.engine import choices
    from referee.games.adulthood.referee import RULES

    g = game()
    g.do("Ana: place career meditate")
    assert [m.text() for m in choices(RULES, g.state)] == ["Ana: meditate reveal", "Ana: meditate swap"]
    g.do("Ana: meditate reveal")
    offered = [m.text() for m in choices(RULES, g.state)]
    assert offered == ["Ana: draft 1", "Ana: draft 2", "Ana: draft 4", "Ana: play chef", "Ana: done"]
    g2 = game()
    g2.do("Ana: place interview")
    assert choices(RULES, g2.state) == []          # the Career drawn comes from the table
