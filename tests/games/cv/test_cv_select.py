"""Phase 2, Select Cards: 1 or 2 cards paid with dice and tokens, events
adding their symbols, three good luck symbols for any card's symbol cost."""


def test_pay_the_symbol_cost(table):
    # "The player must pay their cost, i.e., have the appropriate dice symbols as indicated by the costs on the cards."
    game = table()
    game.do("Felix: roll money money health luck")
    error = game.refused("Felix: buy used-car", "select.pay-cost")
    assert "missing 1× money" in error.msg.english()
    game.do("Felix: buy gym")


def test_tokens_pay_too(table):
    # "If a player has 3 good luck symbols (from their dice and tokens)"; the
    # Cleanup: tokens show "the symbols shown on the effect area of their CV's active cards".
    game = table()
    game.give("Felix", tokens=["money"])
    game.do("Felix: roll money money health luck")
    game.do("Felix: buy used-car")


def test_symbols_are_spent_once(table):
    game = table()
    game.know("bike possession cost:health points:1")
    game.state.track.append("bike")
    game.do("Felix: roll health money money luck")
    game.do("Felix: buy gym")
    game.refused("Felix: buy bike", "select.pay-cost")


def test_one_or_two_cards(table):
    # "Then the player can take 1 or 2 cards from the track on the board."
    game = table()
    game.do("Felix: roll health knowledge money luck")
    game.do("Felix: buy gym")
    game.do("Felix: buy school")
    assert game.state.phase not in ("roll", "select")
    assert game.state.this_turn.bought == ["gym", "school"]


def test_taking_no_card(table):
    game = table()
    game.do("Felix: roll bad-luck bad-luck money luck")
    game.do("Felix: done")
    assert game.state.this_turn.bought == []


def test_three_good_luck_buy_any_card(table):
    # "If a player has 3 good luck symbols ... these can be used to buy any card from the track, without paying the normal cost!"
    game = table()
    game.do("Felix: roll luck luck health money")
    game.refused("Felix: buy used-car luck", "select.three-good-luck")
    game = table()
    game.give("Felix", tokens=["luck"])
    game.do("Felix: roll luck luck health money")
    game.do("Felix: buy used-car luck")
    assert game.state.this_turn.spent.count("luck") == 3


def test_good_luck_does_not_cover_a_special_condition(table):
    # "If a card's cost also includes some special condition, the player must still fulfill it."
    game = table()
    game.know("degree knowledge cost:knowledge,knowledge condition gives:knowledge")
    game.state.track.append("degree")
    game.do("Felix: roll luck luck luck money")
    changes = game.english(game.do("Felix: buy degree luck"))
    assert "special condition: it must still be met" in changes


def test_event_symbols_help_then_the_event_is_discarded(table):
    # "The player can also play event cards from their hand and use the cards' symbols
    # to help buy cards from the track. Unused symbols from event cards are lost. The
    # player does not receive tokens for symbols on event cards, and event cards are
    # discarded after use."
    game = table()
    game.know("bonus event cost:money gives:money,money,knowledge")
    game.give("Felix", hand=["bonus", "piano"])
    game.do("Felix: roll money health health luck")
    game.do("Felix: buy used-car bonus")
    assert "bonus" in game.state.discard and game.p("Felix").hand == ["piano"]
    assert game.state.this_turn.spent == ["money"]   # 2 money from the event, 1 from a die
    assert game.p("Felix").tokens == []


def test_event_symbols_serve_both_cards_then_are_lost(table):
    # Select Cards: "The player can also play event cards from their hand and use the
    # cards' symbols to help buy cards from the track. Unused symbols from event cards
    # are lost." The player takes "1 or 2 cards": an event's symbols help buy either card
    # this turn (rules note on select.events-unused); what is left when Select Cards
    # ends is lost, and never pays a red-slash cost ("symbols on the dice or tokens").
    game = table()
    game.know("bonus event cost:money gives:money,money,knowledge")
    game.give("Felix", hand=["bonus"])
    game.do("Felix: roll money health health luck")
    changes = game.english(game.do("Felix: buy used-car bonus"))
    assert "left for another card this turn: knowledge" in changes
    assert game.rules.status(game.state)["played_symbols"] == ["knowledge"]   # the table sees them
    game.refused("Felix: buy used-car", "select.take-cards")   # taken already: the symbols stay
    game.do("Felix: buy school")              # the event's knowledge pays for it
    assert game.state.this_turn.spent == ["money"] and game.state.this_turn.loose == []


def test_unused_event_symbols_never_pay_upkeep(table):
    # Cards with a cost: "If the player cannot pay the cost (due to not having the
    # appropriate symbols on the dice or tokens), then the card is lost and goes to the box."
    game = table()
    game.know("bonus event cost:money gives:money,money,money,health")
    game.give("Felix", hand=["bonus"])
    game.do("Felix: roll knowledge luck luck luck")
    game.do("Felix: buy used-car bonus")      # the event's health is left over
    game.do("Felix: buy office")              # knowledge die; office's upkeep is health
    assert game.state.this_turn.loose == ["health"]
    assert "office" in game.state.box and game.p("Felix").stacks["work"] == []


def test_a_good_luck_buy_leaves_the_event_symbols(table):
    # "If a player has 3 good luck symbols (from their dice and tokens), then these can be
    # used to buy any card": the good luck is the dice's, the event's symbols stay for the
    # other card.
    game = table()
    game.know("bonus event cost:money gives:money,money,knowledge")
    game.give("Felix", hand=["bonus"])
    game.do("Felix: roll money luck luck luck")
    game.do("Felix: buy used-car bonus")
    game.do("Felix: buy marriage luck")
    assert game.state.this_turn.loose == ["knowledge"]


def test_childhood_card_symbols_need_its_facts(table):
    game = table()
    game.do("Felix: roll money money health luck")
    hand = game.p("Felix").hand
    card = next(c for c in hand if c != "bicycle")
    error = game.refused(f"Felix: buy used-car {card}", "cards.layout")
    assert f"Felix: card {card} gives:" in error.msg.english()
    game.do(f"Felix: card {card} gives:money")
    game.do(f"Felix: buy used-car {card}")


def test_a_card_not_on_the_track(table):
    game = table()
    game.do("Felix: roll money money health luck")
    game.refused("Felix: buy yacht", "select.take-cards")


def test_play_an_event_for_its_effect(table):
    # "A player can play an event card at any moment to use its effect, then discard the card."
    game = table()
    card = game.p("Felix").hand[0]
    game.do(f"Felix: play {card}")
    assert card in game.state.discard and card not in game.p("Felix").hand


def test_affordable_cards_are_offered_with_done(table):
    from referee.core.engine import choices
    from referee.games.cv.referee import RULES

    game = table()
    game.do("Felix: roll luck luck luck health")
    offered = [m.text() for m in choices(RULES, game.state)]
    # "Select Cards": take cards from the track, or play a card of the hand for its effect
    plays = [f"Felix: play {card}" for card in dict.fromkeys(game.state.people["Felix"].hand)]
    assert plays
    assert offered == ["Felix: buy used-car luck", "Felix: buy marriage luck", "Felix: buy gym",
                       "Felix: buy school luck", "Felix: buy office luck", *plays, "Felix: done"]


def test_good_luck_comes_from_dice_and_tokens(table):
    # "If a player has 3 good luck symbols (from their dice and tokens)"
    game = table()
    game.know("charm event cost:luck gives:luck")
    game.give("Felix", hand=["charm"])
    game.do("Felix: roll luck luck health money")
    game.refused("Felix: buy used-car luck charm", "select.three-good-luck")


def test_an_event_may_be_played_at_any_moment_even_on_another_turn(table):
    # Cards, 7: "A player can play an event card at any moment to use its effect,
    # then discard the card." Felix is rolling; Julius plays his event now.
    game = table()
    game.give("Julius", hand=["windfall"])
    assert "Julius" not in game.rules.expected(game.state).actors  # nobody waits for Julius
    game.do("Julius: play windfall")
    assert game.p("Julius").hand == [] and "windfall" in game.state.discard
    game.refused("Eric: play windfall", "card-type.event")  # not in Eric's hand


def test_a_third_card_is_refused_by_the_limit(table):
    # Select Cards: "Then the player can take 1 or 2 cards from the track on the board."
    # Once 2 are taken the turn has moved on; a third purchase cites that limit.
    game = table()
    game.give("Felix", cv={"knowledge": ["math"]})   # a Knowledge stack: school's place is asked
    game.know("math knowledge cost:knowledge")
    game.do("Felix: roll health knowledge money luck")
    game.do("Felix: buy gym")
    game.do("Felix: buy school")
    error = game.refused("Felix: buy used-car")
    assert error.rule_ids == ("select.take-cards",) and "at most 2 cards" in error.msg.english()


def test_hints_show_the_event_symbols_left_for_the_second_card(table):
    # Select Cards: "Unused symbols from event cards are lost." The player takes "1 or 2
    # cards"; rule note on select.events-unused: a played event's symbols serve either card
    # taken this turn, and are lost when Select Cards ends. Hints say what is left, and
    # which track card needs it.
    from referee.games.cv.report import hints

    game = table()
    game.know("bonus event cost:money gives:money,money,knowledge")
    game.give("Felix", hand=["bonus"])
    game.do("Felix: roll money health health luck")
    text = "\n".join(m.english() for m in hints(game.state, "Felix"))
    assert "left over" not in text
    game.do("Felix: buy used-car bonus")
    text = "\n".join(m.english() for m in hints(game.state, "Felix"))
    assert "left over for another card this turn: knowledge" in text
    assert "school: with dice, tokens and the symbols left over from played cards ('buy school')" in text


def test_hints_drop_the_leftover_symbols_once_two_cards_are_taken(table):
    # Select Cards: the player takes "1 or 2 cards"; with both taken the leftover event
    # symbols can serve no card (they are lost when Select Cards ends).
    from referee.games.cv.report import hints

    game = table()
    game.know("bonus event cost:money gives:money,money,knowledge")
    game.give("Felix", hand=["bonus"])
    game.do("Felix: roll money luck luck luck")
    game.do("Felix: buy used-car bonus")
    assert "left over for another card" in "\n".join(m.english() for m in hints(game.state, "Felix"))
    game.do("Felix: buy marriage luck")
    assert game.state.this_turn.loose == ["knowledge"]
    assert "left over" not in "\n".join(m.english() for m in hints(game.state, "Felix"))
