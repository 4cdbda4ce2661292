"""Phase 5, Cleanup (slide, refill from the current deck, the left-most card
discarded at the end of a round or after every turn with 2 players,
tokens), social assistance when a deck runs out, and the end of the game."""

from referee.games.cv import data


def _pass_turn(game, name, dice="bad-luck money money health"):
    """A turn with no card taken; the track is refilled with fresh cards."""
    changes = game.do(f"{name}: roll {dice}") + game.do(f"{name}: done")
    while game.state.phase == "cleanup" and not game.state.pending:
        changes += game.do(f"{name}: reveal {_fresh(game)}")
    return game.english(changes)


def _fresh(game) -> str:
    game.counter = getattr(game, "counter", 0) + 1
    return f"{game.state.stage}-{game.counter} health cost:health"


def test_slide_and_refill_from_the_right(table):
    # "The player moves all cards on the track to the left to fill any empty spaces, and
    # then deals new cards from the appropriate deck to fill any empty spaces on the right end"
    game = table()
    game.do("Felix: roll health knowledge money luck")
    game.do("Felix: buy gym")
    game.do("Felix: done")
    assert game.state.track == ["used-car", "marriage", "school", "office"]
    assert game.verbs("Felix") == ("reveal",)
    game.do("Felix: reveal early-9 health cost:health")
    assert game.state.track[-1] == "early-9" and game.state.active == "Julius"
    game.refused("Julius: reveal early-10 health cost:health")


def test_end_of_round_discards_the_left_most_card(table):
    # "At the end of a round (after the turn of the player sitting to the right of the
    # player with the bicycle), the leftmost card is discarded from the track before adding new cards."
    game = table()
    _pass_turn(game, "Felix")
    _pass_turn(game, "Julius")
    assert game.state.track[0] == "used-car"
    game.do("Eric: roll bad-luck money money health")
    game.do("Eric: done")
    assert game.state.track == ["marriage", "gym", "school", "office"] and "used-car" in game.state.discard
    game.do("Eric: reveal early-9 health cost:health")
    assert game.state.round == 2 and game.state.active == "Felix"


def test_the_start_player_keeps_starting_after_losing_the_bicycle_card(table):
    # "This player also receives the bicycle token (to remember who started, in case the
    # player loses their bicycle card during play)" (Preparation, step 5) beside "The player
    # who rode a bike as a child (has the bicycle card) starts each round" (Game Play): the
    # project's reading (notes of setup.bicycle-token and round.order) is that the token
    # holder, who started the game, keeps starting every round.
    game = table()
    assert game.p("Felix").bicycle_token
    game.give("Felix", hand=[card for card in game.p("Felix").hand if card != "bicycle"])
    _pass_turn(game, "Felix")
    _pass_turn(game, "Julius")
    _pass_turn(game, "Eric")
    assert game.state.round == 2 and game.state.active == "Felix"


def test_two_players_discard_after_every_turn(table):
    # "Note! In the 2-player game this should be done after each player's turn, not just at the end of a round!"
    game = table(players=("Felix", "Julius"))
    game.do("Felix: roll bad-luck money money health")
    game.do("Felix: done")
    assert game.state.track[0] == "marriage" and "used-car" in game.state.discard


def test_tokens_are_exactly_the_active_cards_symbols(table):
    # "The player should have tokens with exactly the symbols shown on the effect area of
    # their CV's active cards. (Tokens do not accumulate like income ...)"
    game = table()
    game.give("Felix", cv={"health": ["gym"]}, tokens=["money", "money", "money"])
    game.do("Felix: roll knowledge health money luck")
    game.do("Felix: buy school")
    game.do("Felix: done")
    game.do("Felix: reveal early-9 health cost:health")
    assert sorted(game.p("Felix").tokens) == ["health", "knowledge"]


def test_decks_in_order_and_social_assistance(table):
    # "At the beginning of the game, cards come from the young adulthood deck. When it runs
    # out, the middle age deck is used" / "Each time 1 of the 3 decks runs out, momentarily
    # interrupt the game to check if any players are eligible for social assistance."
    game = table()
    game.state.decks["early"] = 1
    game.give("Julius", cv={"health": ["a1", "a2"], "work": ["a3"]})
    game.give("Felix", cv={"health": ["b1", "b2"], "knowledge": ["b3"], "possession": ["b4"], "relationship": ["b5"], "work": ["b6"]})
    game.give("Eric", cv={"health": ["c1", "c2", "c3"]})
    for name in ("a1", "a2", "a3", "b1", "b2", "b3", "b4", "b5", "b6", "c1", "c2", "c3"):
        game.know(f"{name} health cost:health")
    game.do("Felix: roll health money money luck")
    game.do("Felix: buy gym")
    game.do("Felix: done")
    game.do("Felix: add gym top")
    changes = game.english(game.do("Felix: reveal last-early health cost:health"))
    # Felix has 7 CV cards, Julius and Eric 3: both have at most half as many
    assert "Social assistance, in this order: Julius, Eric." in changes
    assert game.state.stage == "middle"
    assert game.verbs("Julius") == ("assist", "pass")
    game.refused("Eric: assist school")
    game.do("Julius: assist school")
    game.do("Eric: pass")
    assert game.p("Julius").stacks["knowledge"] == ["school"]
    game.refused("Felix: reveal used-car", "cleanup.deck-order")   # a known early adulthood card
    game.do("Felix: reveal mid-1 health cost:health")


def test_social_assistance_order_starts_with_the_player_finishing(table):
    # "Players using social assistance take their cards in clockwise order, starting with
    # the player who is just finishing their turn."
    from referee.games.cv.track import assisted

    game = table()
    game.give("Julius", cv={"health": ["a1", "a2"]})
    game.state.seat = 1
    assert assisted(game.state) == ["Eric", "Felix"]
    game.state.seat = 2
    assert assisted(game.state) == ["Eric", "Felix"]
    game.give("Julius", cv={"health": ["a1"]})
    game.give("Felix", cv={"health": ["b1"]})
    game.state.seat = 0
    assert assisted(game.state) == ["Eric"]


def test_nobody_qualifies_when_nobody_has_cards(table):
    from referee.games.cv.track import assisted

    assert assisted(table().state) == []


def test_the_end_after_the_round_when_old_age_is_short(table):
    # "If it's the end of a round, and (after refilling the track) the old age deck has
    # fewer cards remaining than the number of players, then the game is over"
    game = table()
    game.state.decks.update(early=0, middle=0, old=3)
    game.state.stage = "old"
    _pass_turn(game, "Felix")
    _pass_turn(game, "Julius")
    assert not game.state.ending
    changes = _pass_turn(game, "Eric")
    assert game.state.decks["old"] == 2 and "the game is over" in changes
    assert set(game.verbs("Felix")) == {"goals"} and set(RULES_actors(game)) == {"Felix", "Julius", "Eric"}
    game.refused("Felix: goals 8 nonsense:3")
    game.do("Felix: goals 8 goal-1:5")
    game.do("Julius: goals 0")
    game.do("Eric: goals 6 goal-2:1")
    assert game.state.over
    tally = game_tally(game)
    assert tally["players"]["Felix"]["life_goal"] == 8
    assert tally["public_goals"] == [{"name": "goal-1", "points": 5}, {"name": "goal-2", "points": 5}]


def test_no_end_in_the_middle_of_a_round(table):
    game = table()
    game.state.decks.update(early=0, middle=0, old=2)
    game.state.stage = "old"
    _pass_turn(game, "Felix")
    assert not game.state.ending and game.state.active == "Julius"


def RULES_actors(game):
    from referee.games.cv.referee import RULES

    return RULES.expected(game.state).actors


def game_tally(game):
    from referee.games.cv.referee import RULES

    return RULES.tally(game.state)


def test_track_length_is_data():
    assert data.table()["track_length"] == 5


def test_rulebook_social_assistance_example(table):
    # "After Julius's turn, the track is being refilled back to 5 cards. The last card from
    # the young adulthood card is added to the track. ... Julius has 5 cards, Felix has 6,
    # and Eric has only 3. Therefore Eric receives social assistance. Eric takes 1 card from
    # the track, and then the game continues: the track is refilled with cards from the
    # middle age deck. To the left of Julius is Felix, who now starts his turn."
    game = table(players=("Julius", "Felix", "Eric"), starter="Julius")
    game.state.decks["early"] = 1
    cv = {"Julius": 4, "Felix": 6, "Eric": 3}   # Julius takes his 5th card this turn
    for name, count in cv.items():
        cards = [game.know(f"{name.lower()}-{n} health cost:health") for n in range(count)]
        game.give(name, cv={"health": cards})
    game.do("Julius: roll health money money luck")
    game.do("Julius: buy gym")
    game.do("Julius: done")
    game.do("Julius: add gym top")
    changes = game.english(game.do("Julius: reveal early-last health cost:health"))
    assert "Social assistance, in this order: Eric." in changes
    game.do("Eric: assist school")
    assert game.p("Eric").cv_size() == 4 and game.state.stage == "middle"
    game.do("Julius: reveal middle-1 health cost:health")
    assert game.state.active == "Felix"


def test_hints_say_who_would_get_social_assistance(table):
    from referee.games.cv.report import hints

    game = table()
    game.give("Felix", cv={"health": ["a", "b"]})
    text = "\n".join(m.english() for m in hints(game.state, "Julius"))
    assert "Julius would get social assistance if a deck ran out now." in text
    assert "social assistance" not in "\n".join(m.english() for m in hints(game.state, "Felix"))
