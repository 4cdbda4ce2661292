"""The numbers EVENT cards print (9.0 EVENT Overview, P.19-21) live once, in
`rulesets/loop/game.toml` ([play.events]): each test changes one there and
checks the referee follows it, so a number written again in the code fails."""

import pytest

from referee.games.loop import data
from tests.games.loop.test_loop_events import comp


@pytest.fixture
def printed(monkeypatch):
    """Change one of the EVENT numbers for the test."""
    def change(name: str, value: int) -> None:
        events = data.table()["events"]
        assert name in events, name
        monkeypatch.setitem(events, name, value)
    return change


def test_landfill_tax_follows_the_data(table, printed):
    # Landfill Tax: "A player loses 1 COIN per MATERIAL sent to his own LANDFILL."
    printed("landfill_tax_coins", 2)
    t = comp(table, event="landfill-tax", materials=[("glass", 1), ("plastic", 1)], coins=5)
    t.do("Ana: consume a1 glass plastic")
    assert t.p("Ana").coins == 5 - 2 - 2   # both MATERIAL break at QUALITY 0


def test_collector_and_treat_yo_self_follow_the_data(table, printed):
    # Collector: "Gain 1 HAPPINESS per turn if you have all 5 different types of MATERIAL";
    # Treat Yo Self: "Gain 1 HAPPINESS immediately if you APPLY a new CREDIT CARD this turn."
    printed("collector_happiness", 3)
    t = comp(table, event="collector", coins=3, happiness=5, materials=[("glass", 1), ("plastic", 1), ("metal", 1), ("utility", 1)])
    t.do("Ana: buy food 1")
    assert t.p("Ana").happiness == 5 + 3
    printed("treat_yo_self_happiness", 2)
    t = comp(table, event="treat-yo-self", happiness=5)
    t.do("Ana: apply glass")
    assert t.p("Ana").happiness == 5 + 2


def test_repurchase_and_hidden_clause_follow_the_data(table, printed):
    # Repurchase: "Give 1 COIN to a player and take 1 non-UTILITY MATERIAL at QUALITY 1 from his LANDFILL";
    # Hidden Clause: "Move 1 COIN from each CREDIT CARD to WORK AREA".
    printed("repurchase_coins", 2)
    printed("repurchase_quality", 2)
    printed("hidden_clause_coins", 2)
    t = comp(table, coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 2
    t.finish_turn()
    t.give("Ana", coins=3, landfill=[], materials=[])
    t.give("Ben", coins=1, landfill=["glass"])
    t.p("Ben").cards = [{"number": 1, "paid": 3, "turn": 0}]
    t.do("Ana: event repurchase")
    t.do("Ana: repurchase Ben glass")
    assert (t.p("Ana").coins, t.p("Ben").coins) == (1, 3)
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 2)]
    t.do("Ana: event hidden-clause")
    assert t.p("Ben").cards[0]["paid"] == 1


def test_work_without_happiness_says_the_number_the_data_holds(table, monkeypatch):
    # P.6: "If you have no HAPPINESS to deduct, take 1 COIN from WORK AREA then end turn immediately."
    from referee.i18n import Translator

    monkeypatch.setitem(data.table()["happiness"], "basic_no_happiness_coins", 2)
    t = table("basic", ("Ana", "Ben"))
    t.do("Ana: draw share")
    t.give("Ana", happiness=0, coins=0, reputation=1)
    error = t.refused("Ana: work rep", "turn.work-no-happiness")
    assert error.msg.english() == "With no HAPPINESS to deduct, WORK only gives 2 COIN and ends the turn."
    assert error.msg.render(Translator("es")) == "Sin Felicidad que descontar, Trabajar solo da 2 Monedas y termina el turno."
