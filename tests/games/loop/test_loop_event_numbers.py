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


def test_the_data_holds_the_printed_wear_and_sales_numbers():
    # P.7: "To CONSUME an ACTIVITY, deduct 1 QUALITY from each of the required MATERIAL" (a SHAREd one too, P.9);
    # Planned Obsolescence: "Choose 1 MATERIAL in your AREA to lose 1 QUALITY"; The 2nd Semi Mid-Season Sales:
    # "choose 1 of the MATERIAL you BUY and only pay half the COIN for its QUALITY".
    table = data.table()
    assert table["activities"]["consume_wear"] == 1
    assert {name: table["events"][name] for name in ("planned_obsolescence_quality", "mid_season_materials", "mid_season_divisor")} == {
        "planned_obsolescence_quality": 1, "mid_season_materials": 1, "mid_season_divisor": 2,
    }


def test_consume_and_share_wear_follow_the_data(table, monkeypatch):
    # P.7 "deduct 1 QUALITY from each of the required MATERIAL"; P.9 SHARE "just deduct its 1 QUALITY".
    monkeypatch.setitem(data.table()["activities"], "consume_wear", 2)
    t = comp(table, hand={"share": 1}, materials=[("glass", 3), ("plastic", 4)])
    t.do("Ana: consume a1 glass plastic")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 1), ("plastic", 2)]
    t = comp(table, hand={"share": 1}, materials=[("glass", 2)])
    t.give("Ben", materials=[("plastic", 3)])
    t.do("Ana: play share Ben plastic")
    t.do("Ben: accept")
    t.do("Ana: consume a1 glass Ben.plastic")
    assert t.p("Ben").materials[0].quality == 1 and t.p("Ana").landfill == ["glass"]


def test_planned_obsolescence_follows_the_data(table, printed):
    # Planned Obsolescence: "Choose 1 MATERIAL in your AREA to lose 1 QUALITY. If BROKEN, move it to your LANDFILL."
    printed("planned_obsolescence_quality", 2)
    t = comp(table, players=("Ana", "Ben"), coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 1
    t.finish_turn()
    t.give("Ana", materials=[("glass", 3)])
    t.give("Ben", materials=[("metal", 2)])
    t.do("Ana: event planned-obsolescence")
    t.do("Ana: obsolete glass")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 1)]
    t.do("Ben: obsolete metal")
    assert t.p("Ben").materials == [] and t.p("Ben").landfill == ["metal"]


def test_mid_season_sales_follow_the_data(table, printed):
    # "choose 1 of the MATERIAL you BUY and only pay half the COIN for its QUALITY"
    printed("mid_season_materials", 2)
    printed("mid_season_divisor", 3)
    t = comp(table, event="mid-season-sales", coins=2)
    t.do("Ana: buy food 3 half")
    t.do("Ana: buy glass 2 half")
    assert t.p("Ana").coins == 0   # 3 / 3 and 2 / 3 rounded up
    t.give("Ana", coins=4)
    error = t.refused("Ana: buy metal 2 half", "event.mid-season-sales")
    assert error.msg.english() == "Only 2 MATERIAL per BUY turn are half price."


@pytest.mark.parametrize(("count", "spanish"), [(1, "Solo 1 Material por turno de Comprar va a mitad de precio."),
                                                (2, "Solo 2 Materiales por turno de Comprar van a mitad de precio.")])
def test_mid_season_sales_are_said_with_plural_forms(table, printed, count, spanish):
    from referee.i18n import Translator

    printed("mid_season_materials", count)
    t = comp(table, event="mid-season-sales", coins=8)
    for kind in ("food", "glass")[:count]:
        t.do(f"Ana: buy {kind} 2 half")
    error = t.refused("Ana: buy metal 2 half", "event.mid-season-sales")
    assert error.msg.render(Translator("es")) == spanish


@pytest.mark.parametrize(("quality", "spanish"), [(1, "pierde 1 de Calidad."), (2, "pierde 2 de Calidad.")])
def test_planned_obsolescence_is_said_with_the_number(table, printed, quality, spanish):
    from referee.i18n import Translator

    printed("planned_obsolescence_quality", quality)
    t = comp(table, players=("Ana", "Ben"), coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 1
    t.finish_turn()
    t.give("Ana", materials=[("glass", 3)])
    t.do("Ana: event planned-obsolescence")
    said = [m.render(Translator("es")) for m in t.do("Ana: obsolete glass")]
    assert any(line.endswith(spanish) for line in said), said
