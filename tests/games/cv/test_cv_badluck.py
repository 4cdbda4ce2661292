"""Phase 3, Bad Luck: for every 3 bad luck symbols (dice and tokens) the
player discards one active card of their choice."""


def _to_bad_luck(game, dice):
    game.do(f"Felix: roll {dice}")
    game.do("Felix: done")


def test_three_bad_luck_one_misfortune_chosen(table):
    # "For every 3 bad luck symbols which a player has from dice and tokens, the player
    # suffers misfortune. The player must choose and discard one active (lying on top) card from their CV"
    game = table()
    game.give("Felix", cv={"health": ["run", "gym"], "work": ["office"]})
    _to_bad_luck(game, "bad-luck bad-luck bad-luck money")
    assert game.verbs("Felix") == ("discard",)
    error = game.refused("Felix: discard run", "badluck.discard-active")
    assert "gym, office" in error.msg.english()
    game.do("Felix: discard gym")
    assert game.p("Felix").stacks["health"] == ["run"] and "gym" in game.state.discard


def test_tokens_count_toward_bad_luck(table):
    game = table()
    game.give("Felix", cv={"health": ["gym"], "work": ["office"]}, tokens=["bad-luck"])
    _to_bad_luck(game, "bad-luck bad-luck money money")
    assert game.verbs("Felix") == ("discard",)


def test_six_bad_luck_two_misfortunes(table):
    game = table()
    game.know("twins relationship cost:relationship dice:3")
    game.give("Felix", cv={"health": ["gym"], "work": ["office"], "relationship": ["twins"]})
    _to_bad_luck(game, "bad-luck bad-luck bad-luck bad-luck bad-luck bad-luck money")
    game.do("Felix: discard gym")
    game.do("Felix: discard office")
    assert game.p("Felix").active_cards() == ["twins"]
    assert game.state.phase not in ("bad-luck",)


def test_two_bad_luck_nothing(table):
    game = table()
    game.give("Felix", cv={"health": ["gym"], "work": ["office"]})
    _to_bad_luck(game, "bad-luck bad-luck money health")   # the health pays the office's cost
    assert game.p("Felix").cv_size() == 2


def test_a_single_active_card_is_lost_without_asking(table):
    # An effect without a choice resolves itself.
    game = table()
    game.give("Felix", cv={"health": ["gym"]})
    game.do("Felix: roll bad-luck bad-luck bad-luck money")
    changes = game.english(game.do("Felix: done"))
    assert "Misfortune: Felix discards gym." in changes
    assert game.p("Felix").cv_size() == 0


def test_an_empty_cv_loses_nothing(table):
    game = table()
    game.do("Felix: roll bad-luck bad-luck bad-luck money")
    assert "no active card" in game.english(game.do("Felix: done"))


def test_cards_taken_this_turn_are_safe(table):
    # Phase order: 2. Select Cards, 3. Bad Luck, 4. Add to CV.
    game = table()
    game.give("Felix", cv={"health": ["run"]})
    game.do("Felix: roll bad-luck bad-luck bad-luck health")
    game.do("Felix: buy gym")
    game.do("Felix: done")
    assert game.p("Felix").stacks["health"][-1] == "gym" or "gym" in game.state.this_turn.to_place
    assert "run" in game.state.discard


def test_the_cards_a_misfortune_may_take_are_offered(table):
    from referee.core.engine import choices
    from referee.games.cv.referee import RULES

    game = table()
    game.give("Felix", cv={"health": ["run", "gym"], "work": ["office"]})
    _to_bad_luck(game, "bad-luck bad-luck bad-luck health")
    assert [m.text() for m in choices(RULES, game.state)] == ["Felix: discard gym", "Felix: discard office"]
