"""Adulthood (Solo Mode)."""

import tomli_w

from referee.core.engine import choices
from referee.core.registry import get_game
from referee.core.tally import load_tally
from referee.games import score as score_tally
from referee.games.adulthood.referee import RULES
from referee.rules.corpus import entry


def solo(game):
    return game("solo", ("Ana",))


def test_price_ladder_free_then_one_and_one_then_two_and_two(game):
    # Solo Mode, 2: "the first card gained costs nothing ... the second costs 1 energy
    # and 1 money to buy, and the third one costs 2 energy and 2 money."
    g = solo(game)
    ana = g.p("Ana")
    g.step3("Ana", "community")
    ana.energy, ana.money = 3, 3
    g.do("Ana: draft 3")
    assert (ana.energy, ana.money) == (3, 3)
    g.do("Ana: draft 1")
    assert (ana.energy, ana.money) == (2, 2)
    g.do("Ana: draft 2")
    assert (ana.energy, ana.money) == (0, 0)


def test_no_left_most_bonus_and_no_fourth_purchase(game):
    # Solo Mode, 2: the solo market prices by purchase, not by slot; "You may buy a second and third card".
    g = solo(game)
    ana = g.p("Ana")
    g.step3("Ana", "community")
    g.do("Ana: draft 1")
    assert ana.energy == 1
    ana.energy, ana.money = 5, 5
    g.do("Ana: draft 2")
    g.do("Ana: draft 3")
    assert g.state.market == [None, None, None]
    g.state.market[0] = "spare"
    g.refused("Ana: draft 1", "solo.market-costs")


def test_extra_card_effects_are_free_and_do_not_raise_the_price(game):
    # Solo Mode, 3: "Any cards that allow you to gain an extra card from the market allow
    # you to gain the card for free. That card does not increase the cost".
    g = solo(game)
    ana = g.p("Ana")
    g.step3("Ana", "community")
    g.do("Ana: draft 1")
    g.do("Ana: draft 2 free")
    ana.energy, ana.money = 1, 1
    g.do("Ana: draft 3")                           # the second paid card: 1 + 1
    assert (ana.energy, ana.money) == (0, 0)


def test_free_is_solo_only(game):
    g = game()
    g.step3("Ana")
    g.refused("Ana: draft 1 free", "solo.extra-card-effects")


def test_market_not_restocked_mid_round_then_emptied_and_replaced(game):
    # Solo Mode, 1: "The market only contains three cards, and is emptied and replaced at
    # the end of each round. The market is not restocked mid-round."
    g = solo(game)
    g.step3("Ana")
    g.do("Ana: draft 2")
    assert g.state.market == ["yoga", None, "vacation"]
    g.do("Ana: done")
    # Solo Mode, 6: "At the end of each round, draw and enact a Life Event from the deck of 8".
    assert g.verbs("Ana") == ("event",)
    g.do("Ana: event windfall gives=2m")
    assert g.p("Ana").money == 4 and g.state.solo_events == 1
    assert g.state.market == [None, None, None] and g.verbs("Ana") == ("market",)
    g.refused("Ana: market a type=trait", "solo.market-refresh")
    g.do("Ana: market a type=trait b type=trait c type=trait")
    assert g.state.market == ["a", "b", "c"] and g.state.round == 2


def test_no_life_events_from_the_track(game):
    # Solo Mode, 4: "Do not draw a Life Event when passing the Life Event sections on the points track."
    g = solo(game)
    g.p("Ana").happiness = 5
    changes = g.do("Ana: place leisure")
    assert "Life Event" not in g.english(changes) and not g.state.events_owed


def test_meditation_replaces_a_market_card(game):
    # Solo Mode, 5: "Meditation has a new effect, letting you discard and replace a card in the market."
    g = solo(game)
    g.do("Ana: place meditate")
    g.do("Ana: meditate 2 dance type=leisure action=2t>2h")
    assert g.state.market[1] == "dance"


def _solo_game(g, crossed: bool, level: int):
    ana = g.p("Ana")
    for number in range(8):
        g.step3("Ana")
        if crossed and number == 7:
            ana.happiness, ana.impact = 12, 12
        g.do("Ana: done")
        g.do(f"Ana: event le{number} gives=1e")
        if number < 7:
            g.do(f"Ana: market x{number}a type=trait x{number}b type=trait x{number}c type=trait")
    # Solo Mode: "The game ends after the last (eighth) Life Event is drawn."
    assert g.verbs("Ana") == ("level",)
    assert [m.text() for m in choices(RULES, g.state)] == [f"Ana: level {n}" for n in range(4)]
    g.do(f"Ana: level {level}")
    assert g.state.over


def test_the_game_ends_after_the_eighth_life_event_and_the_win_needs_both(game, tmp_path):
    # Solo Mode: "You win if your Happiness and Impact scores are crossed at the end of the
    # game and you completed at least one level of your chosen Achievement."
    for crossed, level, outcome in ((True, 2, "win"), (True, 0, "loss"), (False, 3, "loss")):
        g = solo(game)
        _solo_game(g, crossed, level)
        data = RULES.tally(g.state)
        assert data["players"]["Ana"]["markers_crossed"] is crossed
        assert data["players"]["Ana"]["achievement"] == "globetrotter"
        path = tmp_path / "solo.toml"
        path.write_text(tomli_w.dumps(data), encoding="utf-8")
        sheet = score_tally(load_tally(path, get_game("adulthood")))
        assert sheet.outcome_code == outcome


def test_solo_tokens_count_against_crossing(game):
    # End of Solo Game: "Do gain the negative points from Unhappiness/Negative Impact tokens.
    # You win if your Happiness and Impact scores are crossed at the end of the game" --
    # ambiguous; rule note solo.win: crossed is checked after the tokens move the markers back.
    g = solo(game)
    ana = g.p("Ana")
    ana.happiness, ana.impact, ana.unhappiness = 12, 12, 1
    assert RULES.tally(g.state)["players"]["Ana"]["markers_crossed"] is False
    ana.impact = 13                 # one space to spare: still crossed after the token
    assert RULES.tally(g.state)["players"]["Ana"]["markers_crossed"] is True
    notes = {lang: entry("adulthood", lang, "solo.win").note for lang in ("en", "es")}
    assert "tokens" in notes["en"] and "fichas" in notes["es"]


def test_a_refusal_cites_the_rules_of_its_mode(game):
    # Adulthood (Solo Mode), Gameplay 2: solo buying replaces Player Turns 3a (one draft,
    # left-most bonus, right-most cost); a draft in step 1 is refused citing this mode's rules.
    standard = game().refused("Ana: draft 1").rule_ids
    assert "turn.draft" in standard and not [rule for rule in standard if rule.startswith("solo.")]
    alone = solo(game).refused("Ana: draft 1").rule_ids
    assert "solo.market-costs" in alone and not {"turn.draft", "turn.market-leftmost", "turn.market-costs"} & set(alone)


def test_standard_extra_card_pays_its_slot_and_does_not_use_the_draft(game):
    # Player Turns 3a: "You may draft one card from the Market Board ... If you take any of
    # the three right-most cards, you must pay the required cost." Only the solo rules
    # (Gameplay 3) make a card's extra card free; the standard rules are silent, so the
    # careful reading (note on 'turn.market-costs') pays the slot's price.
    g = game()
    g.step3("Ana")
    ana = g.p("Ana")
    ana.energy, ana.money = 1, 1
    g.do("Ana: draft 2")                           # the turn's one draft
    g.refused("Ana: draft 3", "turn.draft")
    changes = g.do("Ana: draft 4 extra")           # price4=1m on this board
    assert "does not use up" in g.english(changes)
    assert (ana.energy, ana.money) == (1, 0) and ana.hand[-1] == "bike"
    g.refused("Ana: draft 5 extra", "turn.market-costs")   # right-most: 1e1m, Ana has no Money
    error = g.refused("Ana: draft 1 free", "solo.extra-card-effects")
    assert "'draft 1 extra'" in error.msg.english()


def test_solo_extra_is_free_like_free(game):
    # Solo Gameplay 3: "Any cards that allow you to gain an extra card from the market allow
    # you to gain the card for free. That card does not increase the cost of other cards".
    g = solo(game)
    g.step3("Ana")
    ana = g.p("Ana")
    ana.energy, ana.money = 0, 0
    g.do("Ana: draft 2 extra")
    assert (ana.energy, ana.money) == (0, 0) and g.state.turn_state.paid_drafts == 0
