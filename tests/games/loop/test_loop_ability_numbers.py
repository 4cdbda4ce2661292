"""The numbers CAREER abilities print (P.18 8.0 CAREER Overview) live once,
in `rulesets/loop/careers.toml` (`ability_numbers`): the referee's moves read
them there, and its messages say them in both languages with plural forms.

Each test here changes a number in the data and checks the move follows it:
a number written again in the code would make it fail."""

import pytest

from referee.games.loop import data
from referee.i18n import Translator
from tests.games.loop.test_loop_careers import comp


@pytest.fixture
def numbers(monkeypatch):
    """Replace one CAREER's `ability_numbers` for the test."""
    printed = data.ability_numbers

    def change(career: str, **values: int) -> None:
        changed = {**printed(career), **values}
        monkeypatch.setattr(data, "ability_numbers", lambda name: changed if name == career else printed(name))

    return change


def test_the_data_holds_the_printed_numbers():
    # P.18, as printed: Artist "at QUALITY 4 ... and 1 COIN"; Banker "1 REPUTATION ... his 1 COIN";
    # Chef "When you BUY or RECYCLE FOOD, you get double the QUALITY than COIN you paid";
    # Engineer "add 1 QUALITY"; Homemaker "gain 1 REPUTATION if you have no more than 1 MATERIAL";
    # Investor "pay 1 COIN to toss twice. Gain 2 COIN"; Nurse "gain 1 REPUTATION"; Politician "(true), you gain 1
    # REPUTATION"; Salesman "you gain 1 COIN"; Scavenger "at QUALITY 1"; Tycoon "1 additional HAPPINESS per
    # CREDIT CARD".
    assert {career: data.ability_numbers(career) for career in (
        "artist", "banker", "chef", "engineer", "homemaker", "investor", "nurse", "politician", "salesman", "scavenger", "tycoon",
    )} == {
        "artist": {"quality": 4, "coins": 1},
        "banker": {"reputation": 1, "coins": 1},
        "chef": {"food_quality_per_coin": 2},
        "engineer": {"quality": 1},
        "homemaker": {"reputation": 1, "materials_max": 1},
        "investor": {"cost": 1, "win_coins": 2, "tosses": 2},
        "nurse": {"reputation": 1},
        "politician": {"reputation": 1},
        "salesman": {"coins": 1},
        "scavenger": {"quality": 1},
        "tycoon": {"happiness_per_card": 1},
    }


def test_the_data_holds_the_printed_counts_of_one():
    # P.18 Office Lady: "During your WORK turn, you may also BUY 1 and only 1 MATERIAL at any QUALITY";
    # Scientist: "In your BUY turn, may BUY any 1 MATERIAL (including UTILITY) from any LANDFILL";
    # Freelancer: "Once per turn, you may discard 1 FAVOUR and draw a new one".
    assert [data.ability_numbers(c) for c in ("office-lady", "scientist", "freelancer")] == [{"materials": 1}, {"materials": 1}, {"favours": 1}]


def test_artist_create_follows_the_data(table, numbers):
    # P.18 Artist: "Create - Only when WORK, take 1 face-up MATERIAL at QUALITY 4 from BUY AREA and 1 COIN."
    numbers("artist", coins=3, quality=3)
    t = comp(table, "artist", coins=0, happiness=5, materials=[])
    t.do("Ana: work glass")
    a = t.p("Ana")
    assert (a.coins, [(m.kind, m.quality) for m in a.materials]) == (1 + 3, [("glass", 3)])


def test_banker_influence_follows_the_data(table, numbers):
    # P.18 Banker: "exchange 1 REPUTATION with any player for his 1 COIN or vice versa."
    numbers("banker", reputation=2, coins=3)
    t = comp(table, "banker", reputation=2, coins=0)
    t.give("Ben", coins=2, reputation=0)
    error = t.refused("Ana: influence Ben rep-for-coin", "career.banker")
    assert "needs 2 REPUTATION from Ana (2) and 3 COIN from Ben (2)" in error.msg.english()
    t.give("Ben", coins=3)
    t.do("Ana: influence Ben rep-for-coin")
    assert (t.p("Ana").coins, t.p("Ana").reputation, t.p("Ben").coins, t.p("Ben").reputation) == (3, 0, 0, 2)


def test_investor_follows_the_data(table, numbers):
    # P.18 Investor: "pay 1 COIN to toss twice. Gain 2 COIN if either toss lands on the "$" side".
    numbers("investor", cost=2, win_coins=5)
    t = comp(table, "investor", coins=1)
    error = t.refused("Ana: invest win", "career.investor")
    assert error.msg.english() == "Invest costs 2 COIN; Ana has 1."
    t.give("Ana", coins=2)
    t.do("Ana: invest win")
    assert t.p("Ana").coins == 5


def test_engineer_nurse_scavenger_follow_the_data(table, numbers):
    # P.18 Engineer "add 1 QUALITY"; Nurse "you gain 1 REPUTATION"; Scavenger "at QUALITY 1".
    numbers("engineer", quality=2)
    t = comp(table, "engineer", materials=[("glass", 1)])
    t.do("Ana: repair glass")
    assert t.p("Ana").materials[0].quality == 3

    numbers("nurse", reputation=2)   # REPUTATION is kept up to 2 (P.9)
    t = comp(table, "nurse", reputation=0, hand={"share": 1})
    t.do("Ana: care Ben share")
    assert t.p("Ana").reputation == 2

    numbers("scavenger", quality=2)
    t = comp(table, "scavenger", materials=[])
    t.give("Ben", landfill=["glass"])
    t.do("Ana: scavenge Ben glass")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 2)]


def test_tycoon_and_homemaker_follow_the_data(table, numbers):
    # P.18 Tycoon "lose 1 additional HAPPINESS per CREDIT CARD you owned"; Homemaker "gain 1 REPUTATION if
    # you have no more than 1 MATERIAL".
    numbers("tycoon", happiness_per_card=2)
    t = comp(table, "tycoon", coins=5, happiness=6)
    t.p("Ana").cards = [{"number": 1, "paid": 0, "turn": 0}]
    t.do("Ana: work")
    assert t.p("Ana").happiness == 6 - 1 - 2

    numbers("homemaker", materials_max=2, reputation=2)
    t = comp(table, "homemaker")
    t.give("Ana", reputation=0, materials=[("glass", 2), ("plastic", 1), ("metal", 1)])
    t.state.this_turn.minimalist = False
    t.do("Ana: consume a1 glass plastic")
    assert t.p("Ana").reputation == 2


@pytest.mark.parametrize(("coins", "spanish"), [(1, "y 1 Moneda."), (2, "y 2 Monedas.")])
def test_create_is_said_with_plural_forms(table, numbers, coins, spanish):
    numbers("artist", coins=coins)
    t = comp(table, "artist", coins=0, happiness=5, materials=[])
    changes = t.do("Ana: work glass")
    said = [m.render(Translator("es")) for m in changes]
    assert any(line.startswith("Crear: Ana") and line.endswith(spanish) for line in said), said


def test_office_lady_slack_off_follows_the_data(table, numbers):
    # P.18 Office Lady: "During your WORK turn, you may also BUY 1 and only 1 MATERIAL at any QUALITY."
    numbers("office-lady", materials=2)
    t = comp(table, "office-lady", coins=0, happiness=5)
    t.do("Ana: work")
    t.do("Ana: buy glass 1")
    t.do("Ana: buy food 1")
    error = t.refused("Ana: buy metal 1", "career.office-lady")
    assert error.msg.english() == "Slack Off: only 2 MATERIAL in a WORK turn."


def test_scientist_landfill_buys_follow_the_data(table, numbers):
    # P.18 Scientist: "In your BUY turn, may BUY any 1 MATERIAL (including UTILITY) from any LANDFILL, including your own."
    numbers("scientist", materials=2)
    t = comp(table, "scientist", coins=5, landfill=["utility", "glass", "food"])
    t.do("Ana: buy utility 1 landfill:Ana")
    t.do("Ana: buy glass 1 landfill:Ana")
    error = t.refused("Ana: buy food 1 landfill:Ana", "career.scientist")
    assert error.msg.english() == "The Scientist buys only 2 MATERIAL from a LANDFILL per BUY turn."


@pytest.mark.parametrize(("materials", "spanish"), [(1, "Escaquearse: solo 1 Material en un turno de Trabajar."),
                                                    (2, "Escaquearse: solo 2 Materiales en un turno de Trabajar.")])
def test_slack_off_is_said_with_plural_forms(table, numbers, materials, spanish):
    numbers("office-lady", materials=materials)
    t = comp(table, "office-lady", coins=0, happiness=5)
    t.do("Ana: work")
    for kind in ("glass", "food")[:materials]:
        t.do(f"Ana: buy {kind} 1")
    assert t.refused("Ana: buy metal 1", "career.office-lady").msg.render(Translator("es")) == spanish


@pytest.mark.parametrize(("materials", "spanish"), [(1, "El Científico solo compra 1 Material de un Vertedero en cada turno de Comprar."),
                                                    (2, "El Científico solo compra 2 Materiales de un Vertedero en cada turno de Comprar.")])
def test_scientist_limit_is_said_with_plural_forms(table, numbers, materials, spanish):
    numbers("scientist", materials=materials)
    t = comp(table, "scientist", coins=5, landfill=["utility", "glass", "food"])
    for kind in ("utility", "glass")[:materials]:
        t.do(f"Ana: buy {kind} 1 landfill:Ana")
    assert t.refused("Ana: buy food 1 landfill:Ana", "career.scientist").msg.render(Translator("es")) == spanish


def test_chef_supersize_follows_the_data(table, numbers):
    # P.18 Chef: "Supersize - When you BUY or RECYCLE FOOD, you get double the QUALITY than COIN you paid."
    # Both the BUY and the RECYCLE read the one number; other MATERIAL keep 1 QUALITY per COIN.
    numbers("chef", food_quality_per_coin=3)
    t = comp(table, "chef", coins=3, materials=[])
    t.do("Ana: buy food 1")
    t.do("Ana: buy glass 1")
    assert sorted((m.kind, m.quality) for m in t.p("Ana").materials) == [("food", 3), ("glass", 1)]
    t = comp(table, "chef", coins=3, materials=[], hand={"recycle": 1})
    t.give("Ben", landfill=["food"])
    t.do("Ana: play recycle Ben food 1")
    t.do("Ben: accept")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("food", 3)]
