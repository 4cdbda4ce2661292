"""Phase 4, Add to CV: one stack per type, one active card per type; Health,
Relationship, Knowledge on top or under any card; Possession and Work
always on top; events to the hand; a two-colour card's type chosen when
taken; red-slash costs paid each turn from symbols not spent on buying."""


def _buy(game, dice, *cards):
    """Felix rolls, takes the cards, ends Select Cards; what changed, in English."""
    changes = game.do(f"Felix: roll {dice}")
    for card in cards:
        changes += game.do(f"Felix: buy {card}")
    if game.state.phase == "select":
        changes += game.do("Felix: done")
    return game.english(changes)


def test_first_card_of_a_type_goes_in_by_itself(table):
    # "Cards in the CV should be placed such that all cards of a given type are in the same pile."
    game = table()
    _buy(game, "health knowledge money luck", "gym")
    assert game.p("Felix").stacks["health"] == ["gym"]


def test_health_relationship_knowledge_top_or_under(table):
    # "For cards of type Health, Relationship, and Knowledge, the player has a choice.
    # The card can go onto the top of the stack, or under any card in the stack."
    game = table()
    game.give("Felix", cv={"health": ["run", "swim"]})
    _buy(game, "health knowledge money luck", "gym")
    assert game.verbs("Felix") == ("add",)
    error = game.refused("Felix: add gym", "cv.place-hrk")
    assert "swim, run" in error.msg.english()
    game.refused("Felix: add gym under:yoga", "cv.place-hrk")
    game.do("Felix: add gym under:swim")
    assert game.p("Felix").stacks["health"] == ["run", "gym", "swim"]
    assert game.p("Felix").active_cards() == ["swim"]


def test_bottom_and_top(table):
    game = table()
    game.give("Felix", cv={"health": ["run"]})
    _buy(game, "health knowledge knowledge luck", "gym", "school")
    game.do("Felix: add gym bottom")
    assert game.p("Felix").stacks["health"] == ["gym", "run"]
    game = table()
    game.give("Felix", cv={"health": ["run"]})
    _buy(game, "health knowledge money luck", "gym")
    game.do("Felix: add gym top")
    assert game.p("Felix").active_cards() == ["gym"]


def test_work_and_possession_always_on_top(table):
    # "For cards of type Possession and Work, the new card must always go on top of the stack."
    game = table()
    game.give("Felix", cv={"possession": ["bike"]})
    _buy(game, "money money money health", "used-car")
    assert game.p("Felix").stacks["possession"] == ["bike", "used-car"]


def test_work_under_is_refused(table):
    from referee.games.cv.placing import placement
    import pytest
    from referee.core.engine import IllegalMove

    game = table()
    person = game.p("Felix")
    person.stacks["work"] = ["shop"]
    with pytest.raises(IllegalMove) as error:
        placement(person, "office", {"types": ["work"]}, ("under:shop",), "")
    assert "cv.place-work-possession" in error.value.rule_ids


def test_two_colour_card_type_chosen_when_taken(table):
    # "At the moment such a card is taken, the player decides which type of card it
    # will be and places it in their corresponding stack."
    game = table()
    game.know("tutor knowledge/work cost:knowledge gives:money")
    game.state.track.append("tutor")
    _buy(game, "knowledge money money luck", "tutor")
    assert game.verbs("Felix") == ("add",)
    game.refused("Felix: add tutor", "two-color.choose-type")
    game.refused("Felix: add tutor health", "two-color.choose-type")
    game.do("Felix: add tutor work")
    assert game.p("Felix").stacks["work"] == ["tutor"]


def test_bought_events_go_to_the_hand(table):
    # "Purchased event cards remain in a player's hand, like Childhood cards."
    game = table()
    game.know("lottery event cost:money gives:luck,luck")
    game.state.track.append("lottery")
    _buy(game, "money health knowledge luck", "lottery")
    assert "lottery" in game.p("Felix").hand and game.p("Felix").cv_size() == 0


def test_upkeep_paid_from_unspent_symbols(table):
    # "The cost must be paid each turn, in the Add to CV phase."
    game = table()
    game.give("Felix", cv={"work": ["office"]})
    changes = _buy(game, "health money money luck")
    assert game.p("Felix").stacks["work"] == ["office"]
    assert "Felix pays the cost of office." in changes


def test_upkeep_unpaid_card_goes_to_the_box(table):
    # "If the player cannot pay the cost ... then the card is lost and goes to the box."
    game = table()
    game.give("Felix", cv={"work": ["shop", "office"]})
    changes = game.english(game.do("Felix: roll money money money luck") + game.do("Felix: done"))
    assert "cannot pay the cost of office: it goes to the box" in changes
    assert game.p("Felix").stacks["work"] == ["shop"] and "office" in game.state.box


def test_symbols_spent_on_buying_cannot_pay_upkeep(table):
    # "Dice tokens which were used earlier in the player's turn to buy cards cannot be reused for paying costs."
    game = table()
    game.give("Felix", cv={"work": ["office"]})
    _buy(game, "health money money luck", "gym")
    assert "office" in game.state.box


def test_a_card_added_this_turn_pays_this_turn(table):
    game = table()
    changes = _buy(game, "knowledge health money luck", "office")
    assert game.p("Felix").stacks["work"] == ["office"] and "Felix pays the cost of office." in changes


def test_choose_which_costs_to_pay(table):
    game = table()
    game.know("coach health cost:health gives:health upkeep:money")
    game.know("club relationship cost:relationship upkeep:money")
    game.give("Felix", cv={"health": ["coach"], "relationship": ["club"]})
    _buy(game, "money health knowledge luck")
    assert game.verbs("Felix") == ("upkeep",)
    game.refused("Felix: upkeep coach club", "cost.cannot-pay")
    game.refused("Felix: upkeep", "cost.cannot-pay")
    game.do("Felix: upkeep club")
    assert "coach" in game.state.box and game.p("Felix").active_cards() == ["club"]


def test_placements_are_offered_as_numbered_choices(table):
    from referee.core.engine import choices
    from referee.games.cv.referee import RULES

    game = table()
    game.give("Felix", cv={"health": ["run", "swim"]})
    _buy(game, "health knowledge money luck", "gym")
    offered = [move.text() for move in choices(RULES, game.state)]
    assert offered == ["Felix: add gym top", "Felix: add gym under:swim", "Felix: add gym under:run"]


def test_bought_cards_may_be_placed_in_any_order(table):
    game = table()
    game.give("Felix", cv={"health": ["run"], "knowledge": ["math"]})
    game.know("math knowledge cost:knowledge")
    _buy(game, "health knowledge money luck", "gym", "school")
    assert game.verbs("Felix") == ("add",)
    game.do("Felix: add school under:math")
    from referee.games.cv.referee import RULES

    assert RULES.expected(game.state).phase.english() == "Felix places gym in the CV"
    game.do("Felix: add gym top")
    assert game.p("Felix").stacks == {**game.p("Felix").stacks, "health": ["run", "gym"], "knowledge": ["school", "math"]}


def test_every_cost_choice_the_rules_allow_is_offered(table):
    # Cards with a cost: "If the player cannot pay the cost ... then the card is lost and
    # goes to the box." With 2 money left, Felix pays either the 2-money cost of car alone,
    # or the two 1-money costs of coach and club: both are legal, both are offered, and
    # what `options` offers is what `upkeep` accepts.
    from referee.core.engine import choices
    from referee.games.cv.referee import RULES

    game = table()
    game.know("coach health cost:health upkeep:money")
    game.know("club relationship cost:relationship upkeep:money")
    game.know("car possession cost:money upkeep:money,money points:2")
    game.give("Felix", cv={"health": ["coach"], "relationship": ["club"], "possession": ["car"]})
    _buy(game, "money money knowledge luck")
    offered = sorted(move.text() for move in choices(RULES, game.state))
    assert offered == ["Felix: upkeep car", "Felix: upkeep coach club"]
    game.refused("Felix: upkeep coach", "cost.cannot-pay")   # club can be paid as well
    game.do("Felix: upkeep car")
    assert sorted(game.state.box) == ["club", "coach"]


def test_a_spanish_table_types_the_positions_in_spanish(table):
    # Game Play > 4. Add to CV: "The card can go onto the top of the stack, or under any card in the stack."
    # A Spanish table says where as it would at the table: arriba (encima), abajo, debajo:CARTA.
    from referee.games import game_rules

    game_rules("cv")  # the grammar as the command line has it: reading the game's words in Spanish
    for typed, stack in (("arriba", ["run", "swim", "gym"]), ("encima", ["run", "swim", "gym"]),
                         ("abajo", ["gym", "run", "swim"]), ("debajo:swim", ["run", "gym", "swim"])):
        game = table()
        game.give("Felix", cv={"health": ["run", "swim"]})
        _buy(game, "health knowledge money luck", "gym")
        game.do(f"Felix: añadir gym {typed}")
        assert game.p("Felix").stacks["health"] == stack, typed


def test_the_positions_are_shown_in_spanish_in_options_and_help():
    # what `referee options` lists and `referee moves cv` explains reads in the table's language
    from referee.core.vocabulary import vocabulary
    from referee.games.cv.grammar import GRAMMAR
    from referee.i18n import Translator

    words = vocabulary("cv")
    assert words.move("Felix: add gym top", "es") == "Felix: añadir gym arriba"
    assert words.move("Felix: add gym under:swim", "es") == "Felix: añadir gym debajo:swim"
    assert words.move("Felix: add gym bottom", "es") == "Felix: añadir gym abajo"
    help_text = GRAMMAR.verb("add").help.render(Translator("es"))
    assert "arriba, abajo o debajo:CARTA" in help_text and "top" not in help_text
