"""Phase 1, Roll the Dice: 4 dice (more from cards, 7 at most), two rerolls
of any dice, bad luck dice frozen."""


def test_roll_four_dice(table):
    # "The player rolls 4 dice"
    game = table()
    game.refused("Felix: roll health money money", "roll.four-dice")
    game.refused("Felix: roll health money money luck luck", "roll.four-dice")
    game.do("Felix: roll health money money luck")
    assert game.state.this_turn.dice == ["health", "money", "money", "luck"]


def test_more_dice_from_active_cards(table):
    # "(as the game progresses, it's possible to gain more dice, to a maximum of 7)";
    # "a 5th die was gained by the active relationship card Marriage"
    game = table()
    game.give("Felix", cv={"relationship": ["marriage"]})
    game.refused("Felix: roll health money money luck", "roll.max-seven")
    game.do("Felix: roll health money money luck bad-luck")


def test_seven_dice_at_most(table):
    game = table()
    game.know("twins relationship cost:relationship dice:2")
    game.know("lab knowledge cost:knowledge dice:2")
    game.give("Felix", cv={"relationship": ["twins"], "knowledge": ["lab"]})
    game.refused("Felix: roll " + " ".join(["money"] * 8), "roll.max-seven")
    game.do("Felix: roll " + " ".join(["money"] * 7))


def test_two_rerolls_of_any_dice(table):
    # "Then the player can reroll any number of the dice, two times."
    game = table()
    game.do("Felix: roll health money money luck")
    game.do("Felix: reroll money money money luck")
    game.do("Felix: reroll money money money money")
    assert "reroll" not in game.verbs("Felix")
    game.refused("Felix: reroll money money money health")


def test_bad_luck_dice_are_frozen(table):
    # "But dice with the bad luck symbol are frozen - they cannot be rerolled."
    game = table()
    game.do("Felix: roll bad-luck money money health")
    error = game.refused("Felix: reroll money money money health", "roll.bad-luck-frozen")
    assert "1 before the reroll, 0 after" in error.msg.english()
    game.do("Felix: reroll bad-luck bad-luck money money")   # a rerolled die may turn bad luck


def test_a_reroll_reports_the_same_number_of_dice(table):
    game = table()
    game.do("Felix: roll health money money luck")
    game.refused("Felix: reroll health money money", "roll.rerolls")


def test_rulebook_reroll_example(table):
    # The Bad Luck example: 5 dice thanks to Marriage; relationship, money, money,
    # health, bad luck; keep the money and the frozen bad luck, reroll 2: relationship
    # and bad luck; reroll the relationship die: money. Used car is bought.
    game = table()
    game.give("Felix", cv={"relationship": ["marriage"]})
    game.do("Felix: roll relationship money money health bad-luck")
    game.do("Felix: reroll relationship money money bad-luck bad-luck")
    game.do("Felix: reroll money money money bad-luck bad-luck")
    game.do("Felix: buy used-car")
    assert "used-car" in game.state.this_turn.bought


def test_no_reroll_after_taking_a_card(table):
    # Phases in order: 1. Roll The Dice, 2. Select Cards.
    game = table()
    game.do("Felix: roll health knowledge money luck")
    game.do("Felix: buy gym")
    assert "reroll" not in game.verbs("Felix")


def test_a_card_effect_changes_the_dice(table):
    # Knowledge cards "help manipulate the dice results"; Health cards "help in dealing
    # with bad luck". The card text is the table's: the referee checks the card is there.
    game = table()
    game.know("tutoring knowledge cost:knowledge gives:knowledge")
    game.give("Felix", cv={"knowledge": ["tutoring"]})
    game.do("Felix: roll bad-luck bad-luck bad-luck money")
    game.refused("Felix: effect gym bad-luck bad-luck money money", "card-type.knowledge")
    game.do("Felix: effect tutoring bad-luck bad-luck money money")
    assert game.state.this_turn.dice == ["bad-luck", "bad-luck", "money", "money"]
    game.do("Felix: done")
    assert game.p("Felix").stacks["knowledge"] == ["tutoring"]   # no misfortune: 2 bad luck


def test_an_event_effect_is_discarded_after_use(table):
    # "A player can play an event card at any moment to use its effect, then discard the card."
    game = table()
    card = game.p("Felix").hand[0]
    game.do("Felix: roll health health money luck")
    game.do(f"Felix: effect {card} health health money money")
    assert card in game.state.discard and card not in game.p("Felix").hand


def test_a_refused_reroll_says_which_rule_stops_it(table):
    # Roll The Dice: "Then the player can reroll any number of the dice, two times. But
    # dice with the bad luck symbol are frozen - they cannot be rerolled." A third reroll,
    # a reroll of all-frozen dice and a reroll after taking a card (phase 2 follows
    # phase 1) each cite their own rule, not only the list of verbs open.
    game = table()
    game.do("Felix: roll health money money luck")
    game.do("Felix: reroll money money money luck")
    game.do("Felix: reroll money money money money")
    error = game.refused("Felix: reroll money money money health")
    assert error.rule_ids == ("roll.rerolls",) and "both rerolls (2)" in error.msg.english()
    game = table()
    game.do("Felix: roll bad-luck bad-luck bad-luck bad-luck")
    error = game.refused("Felix: reroll bad-luck bad-luck bad-luck bad-luck")
    assert error.rule_ids == ("roll.bad-luck-frozen",)
    game = table()
    game.do("Felix: roll health knowledge money luck")
    game.do("Felix: buy gym")
    assert "before taking cards" in game.refused("Felix: reroll health knowledge money money", "roll.rerolls").msg.english()
