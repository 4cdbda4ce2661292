"""Set Up the Game and the solo set-up (Adulthood (Solo Mode)), as the referee tracks it."""

import pytest

from referee.core.engine import Setup
from referee.core.errors import BadInput
from referee.games.adulthood.referee import RULES


def test_each_player_starts_with_the_printed_supply(game):
    # Set Up the Game, 4b-4e: "8 time meeples", "1 energy token and 1 money token",
    # "2 Facedown Values ... and one additional Value to be added to their hand".
    g = game()
    for name in ("Ana", "Ben", "Carla"):
        p = g.p(name)
        assert (p.energy, p.money, p.values_down, p.values_hand) == (1, 1, 2, 1)
        assert RULES.status(g.state)["players"][name]["time"] == 8
        assert p.happiness == p.impact == 0


def test_each_player_keeps_one_career_in_hand(game):
    # Set Up the Game, 6: "Each player reviews their Career cards and discards one."
    g = game()
    assert g.p("Ana").hand == ["chef"] and g.p("Ben").hand == ["nurse"]


def test_the_kept_career_must_be_a_career(game):
    # Set Up the Game, 4d: "2 Career cards"; a market card is not one.
    setup = Setup("adulthood", "standard", ("Ana", "Ben"))
    state = RULES.setup(setup)
    from referee.core.engine import IllegalMove, parse, play

    for line in ("Ana: board cross=24 grown=10,10 events-happy=6 events-impact=6 price3=1e price4=1m", "Ana: market yoga type=wellness a type=trait b type=trait c type=trait d type=trait"):
        state = play(RULES, state, parse(RULES, state, line, setup.players)).state
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "Ana: keep yoga", setup.players))
    assert "cards.types" in error.value.rule_ids


def test_the_market_holds_five_cards_and_the_oldest_player_starts(game):
    # Set Up the Game, 7: "Place 5 cards from the Adulthood Deck face up"; 8: "The oldest player goes first."
    g = game()
    assert len(g.state.market) == 5 and None not in g.state.market
    assert g.state.active == "Ana" and g.verbs("Ana") == ("place",)


def test_a_market_report_with_the_wrong_count_is_refused():
    # Set Up the Game, 7: five cards, no more, no less.
    from referee.core.engine import IllegalMove, parse, play

    setup = Setup("adulthood", "standard", ("Ana", "Ben"))
    state = RULES.setup(setup)
    state = play(RULES, state, parse(RULES, state, "Ana: board cross=24 grown=10,10 events-happy=6 events-impact=6 price3=1e price4=1m", setup.players)).state
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "Ana: market a type=trait b type=trait", setup.players))
    assert "setup.market" in error.value.rule_ids
    assert error.value.msg.english() == "The market has 5 empty slots to fill now, not 2."
    from referee.i18n import Translator

    assert error.value.msg.render(Translator("es")) == "El mercado tiene 5 huecos vacíos que llenar ahora, no 2."


def test_the_board_is_reported_before_the_market_once():
    # The track spaces are printed on the Scoring Board only (Scoring Board): the table reports them.
    from referee.core.engine import IllegalMove, parse, play

    setup = Setup("adulthood", "standard", ("Ana", "Ben"))
    state = RULES.setup(setup)
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "Ana: market a type=trait b type=trait c type=trait d type=trait e type=trait", setup.players))
    assert "board cross=" in error.value.msg.english()
    # known from the user's catalog: no board report needed
    known = Setup("adulthood", "standard", ("Ana", "Ben"), catalog={"board.adulthood.standard": {"cross": 24, "grown_up": [10, 10], "events_happiness": [6], "events_impact": [6], "prices": ["1e", "1m"]}})
    state = RULES.setup(known)
    play(RULES, state, parse(RULES, state, "Ana: market a type=trait b type=trait c type=trait d type=trait e type=trait", known.players))


def test_solo_setup_has_no_values_a_market_of_three_and_an_achievement(game):
    # Solo Mode: "Don't deal out Values." "Set up the market with only three cards."
    # "Shuffle and draw two Solo Achievement cards ... keep one".
    g = game("solo", ("Ana",))
    assert g.p("Ana").values_down == g.p("Ana").values_hand == 0
    assert len(g.state.market) == 3
    assert g.p("Ana").achievement == "globetrotter"


def test_checklists_follow_mode():
    standard = " ".join(m.english() for m in RULES.checklist(Setup("adulthood", "standard", ("Ana", "Ben"))))
    solo = " ".join(m.english() for m in RULES.checklist(Setup("adulthood", "solo", ("Ana",))))
    assert "Place 5 Adulthood cards" in standard and "2 Values face down" in standard and "oldest first" in standard
    assert "Place 3 Adulthood cards" in solo and "Don't deal Values" in solo and "8 Life Events" in solo


def test_no_setup_options():
    with pytest.raises(BadInput):
        RULES.validate_setup(Setup("adulthood", "standard", ("Ana", "Ben"), {"x": 1}))
