"""LOOP's set-up and help messages say the numbers `rulesets/loop/` holds
(survey L10-L14): the CAREER dealt, the INTERN's Initial Setup, the blue and red
FAVOUR sets, the ACTIVITY kept, the Freelancer's FAVOUR and the Investor's
tosses. Each message is rendered in Spanish with 1 and 2 to check its plural
forms, and from changed data to check the number is not written in the code."""

import pytest

from referee.core.engine import Setup
from referee.core.messages import ngettext
from referee.core.registry import get_game
from referee.games.loop import data, scoring
from referee.games.loop.grammar import VERBS
from referee.games.loop.referee import RULES
from referee.i18n import Translator

ES = Translator("es")


def verb(name):
    return next(v for v in VERBS if v.name == name)


def said(messages):
    return " ".join(m.render(ES) for m in messages)


def test_the_data_holds_the_printed_numbers():
    # P.13 5.1 "Shuffle all CAREER, then deal 2 to each player"; P.1-2 "INTERN starts game at HAPPINESS 4",
    # "INTERN starts with 2 COIN and 1 random MATERIAL at QUALITY 2"; P.2 "Remove the 5 blue FAVOUR"; P.16
    # "1 set of 5 red FAVOUR in hand (1 of each)"; P.7 "You can keep up to 3 ACTIVITY"; P.18 Freelancer
    # "discard 1 FAVOUR and draw a new one"; Investor "pay 1 COIN to toss twice".
    table, intern = data.table(), data.careers()["intern"]
    assert table["careers"]["dealt"] == 2
    assert (intern["start_happiness"], intern["start_coins"], intern["start_materials"]) == (4, 2, [2])
    assert (len(table["favours"]["blue"]), len(table["favours"]["red"])) == (5, 5)
    assert table["activities"]["kept"] == 3
    assert data.ability_numbers("freelancer")["favours"] == 1
    assert data.ability_numbers("investor")["tosses"] == 2


def test_the_move_shapes_agree_with_the_data():
    # The 'careers' move names each CAREER dealt, and 'swap' one FAVOUR discarded and one drawn: their
    # arguments are the data's numbers, so a change of the data must come with a change of the move.
    assert len(verb("careers").args) == data.table()["careers"]["dealt"]
    assert len(verb("swap").args) == 2 * data.ability_numbers("freelancer")["favours"]


@pytest.mark.parametrize(("dealt", "spanish"), [(1, "Reparte 1 Profesión a cada jugador"), (2, "Reparte 2 Profesiones a cada jugador")])
def test_careers_dealt_are_said_from_the_data(monkeypatch, dealt, spanish):
    monkeypatch.setitem(data.table()["careers"], "dealt", dealt)
    assert spanish in said(RULES.checklist(Setup("loop", "competitive", ("Ana", "Ben"))))


@pytest.mark.parametrize(("n", "spanish"), [(1, "La 1 Profesión que te han repartido."), (2, "Las 2 Profesiones que te han repartido.")])
def test_careers_help_has_plural_forms(n, spanish):
    help = verb("careers").help
    assert help.english() == "The 2 CAREER dealt to you."
    assert ngettext(help.key, help.plural, n).render(ES) == spanish


def test_careers_dealt_twice_the_same_is_refused_with_the_number(table):
    # P.13 5.1 "Shuffle all CAREER, then deal 2 to each player": two different cards.
    t = table.__new__(table)
    t.setup = Setup("loop", "competitive", ("Ana", "Ben"))
    t.state = RULES.setup(t.setup)
    for line in ("a1 glass plastic house heart", "a2 food metal group leaf", "a3 utility food book heart", "a4 metal metal house group", "a5 plastic utility leaf book"):
        t.do(f"Ana: activity {line}")
    error = t.refused("Ana: careers chef chef", "competitive.setup-careers")
    assert error.msg.english() == "The 2 CAREER dealt are 2 different cards."
    assert error.msg.render(ES) == "Las 2 Profesiones repartidas deben ser 2 cartas distintas."
    assert ngettext(error.msg.key, error.msg.plural, 1).render(ES) == "La 1 Profesión repartida debe ser 1 carta."


@pytest.mark.parametrize(("coins", "qualities", "spanish"), [
    (1, [2], "Felicidad 4, 1 Moneda, 1 Material al azar de Calidad 2 (anótalo: 'inicio TIPO')"),
    (2, [3, 3], "Felicidad 4, 2 Monedas, 2 Materiales al azar de Calidad 3 (anótalos: 'inicio TIPO...')"),
])
def test_intern_start_is_said_from_the_data(monkeypatch, coins, qualities, spanish):
    intern = data.careers()["intern"]
    monkeypatch.setitem(intern, "start_coins", coins)
    monkeypatch.setitem(intern, "start_materials", qualities)
    assert spanish in said(RULES.checklist(Setup("loop", "basic", ("Ana", "Ben"))))


@pytest.mark.parametrize(("blue", "spanish"), [(1, "toma en la mano el 1 Favor azul"), (2, "toma en la mano los 2 Favores azules")])
def test_blue_favours_are_counted_from_the_data(monkeypatch, blue, spanish):
    monkeypatch.setitem(data.table()["favours"], "blue", data.table()["favours"]["blue"][:blue])
    assert spanish in said(RULES.checklist(Setup("loop", "solo", ("Ana",))))


def test_red_favour_types_are_counted_from_the_data(monkeypatch):
    # P.16 "Each player starts with 1 set of 5 red FAVOUR in hand (1 of each)."
    assert "1 Favor rojo de cada tipo (5)" in said(RULES.checklist(Setup("loop", "cooperative", ("Ana", "Ben"))))
    monkeypatch.setitem(data.table()["favours"], "red", data.table()["favours"]["red"][:4])
    assert "1 Favor rojo de cada tipo (4)" in said(RULES.checklist(Setup("loop", "cooperative", ("Ana", "Ben"))))


@pytest.mark.parametrize(("kept", "spanish"), [(1, "solo conservas 1 carta de Actividad en la mesa"), (2, "solo conservas 2 cartas de Actividad en la mesa")])
def test_template_says_the_activity_kept_from_the_data(monkeypatch, kept, spanish):
    game = get_game("loop")
    monkeypatch.setitem(game.data["play"]["activities"], "kept", kept)
    text = scoring.template(game, game.modes["basic"], lambda m: m.render(ES))
    assert spanish in " ".join(text.replace("#", " ").split())


@pytest.mark.parametrize(("n", "spanish"), [(1, "Autónomo: descarta 1 Favor y roba 1."), (2, "Autónomo: descarta 2 Favores y roba 2.")])
def test_freelancer_help_has_plural_forms(n, spanish):
    help = verb("swap").help
    assert help.english() == "Freelancer: discard 1 FAVOUR and draw 1."
    assert ngettext(help.key, help.plural, n).render(ES) == spanish


@pytest.mark.parametrize(("tosses", "spanish"), [(1, "Invertir: Ana paga 1 Moneda y lanza 1 vez."), (2, "Invertir: Ana paga 1 Moneda y lanza 2 veces.")])
def test_invest_says_the_tosses_of_the_data(table, monkeypatch, tosses, spanish):
    # P.18 Investor: "Once per turn, you may pay 1 COIN to toss twice."
    printed = data.ability_numbers
    changed = {**printed("investor"), "tosses": tosses}
    monkeypatch.setattr(data, "ability_numbers", lambda name: changed if name == "investor" else printed(name))
    t = table("competitive", ("Ana", "Ben"), careers={"Ana": "investor"})
    t.do("Ana: draw share")
    t.give("Ana", coins=1)
    assert spanish in [m.render(ES) for m in t.do("Ana: invest lose")]


@pytest.mark.parametrize(("n", "spanish"), [
    (1, "La Profesión que juegas: la repartida (1), o 'becario'."),
    (2, "La Profesión que juegas: una de las 2 repartidas, o 'becario'."),
])
def test_career_help_has_plural_forms(n, spanish):
    help = verb("career").help
    assert help.english() == "The CAREER you play: one of the 2 dealt, or intern."
    assert ngettext(help.key, help.plural, n).render(ES) == spanish


@pytest.mark.parametrize(("tosses", "spanish"), [(1, "Inversor: paga 1 Moneda y lanza 1 vez; si alguna sale $, ganas 2 Monedas."),
                                                 (2, "Inversor: paga 1 Moneda y lanza 2 veces; si alguna sale $, ganas 2 Monedas.")])
def test_investor_help_says_the_tosses(tosses, spanish):
    help = verb("invest").help
    assert help.english() == "Investor: pay 1 COIN, toss 2 times; win 2 COIN if either shows $."
    assert ngettext(help.key, help.plural, help.n, **{**help.params, "tosses": ngettext("{n} time", "{n} times", tosses)}).render(ES) == spanish


@pytest.mark.parametrize(("quality", "spanish"), [(1, "tu Material que pierde 1 de Calidad."), (2, "tu Material que pierde 2 de Calidad.")])
def test_planned_obsolescence_help_says_the_quality(quality, spanish):
    from referee.core.messages import Msg

    help = verb("obsolete").help
    assert help.english() == "Planned Obsolescence: your MATERIAL that loses 1 QUALITY."
    assert Msg(help.key, quality=quality).render(ES).endswith(spanish)


@pytest.mark.parametrize(("wear", "spanish"), [(1, "puede usar este turno 1 de Calidad de"), (2, "puede usar este turno 2 de Calidad de")])
def test_share_and_consume_say_the_wear_of_the_data(table, monkeypatch, wear, spanish):
    # P.9 SHARE "just deduct its 1 QUALITY"; P.7 "deduct 1 QUALITY from each of the required MATERIAL".
    monkeypatch.setitem(data.table()["activities"], "consume_wear", wear)
    t = table("basic", ("Ana", "Ben"))
    t.do("Ana: draw share")
    t.give("Ana", hand={"share": 1}, materials=[("glass", 2), ("metal", 2)])
    t.give("Ben", materials=[("plastic", 3)])
    t.do("Ana: play share Ben plastic")
    assert spanish in said(t.do("Ben: accept"))
    error = t.refused("Ana: consume a1 metal Ben.plastic", "turn.consume-cost")
    assert f"(2 Materiales distintos, {wear} de Calidad cada uno)" in error.msg.render(ES)


@pytest.mark.parametrize(("wear", "spanish"), [(1, "Ana puede usar 1 de Calidad de glass de la Zona de Compra"), (2, "Ana puede usar 2 de Calidad de glass de la Zona de Compra")])
def test_solo_share_says_the_wear_of_the_data(monkeypatch, wear, spanish):
    # P.17 Solo SHARE: "Use 1 QUALITY of any MATERIAL in BUY AREA to CONSUME."
    from referee.games.loop.favours import share_message

    monkeypatch.setitem(data.table()["activities"], "consume_wear", wear)
    state = RULES.setup(Setup("loop", "solo", ("Ana",)))
    state.this_turn.action = None
    assert share_message(state, "Ana", data.BUY_AREA, "glass").render(ES).startswith(spanish)


def test_recycle_and_renew_read_the_quality_range(table, monkeypatch):
    # P.6 BUY: "COIN you decide to pay for each MATERIAL (1 to 4)" ([materials] quality_min, quality_max);
    # RENEW names a QUALITY and RECYCLE pays COIN for one: the range they accept and say is the data's.
    monkeypatch.setitem(data.table()["materials"], "quality_min", 2)
    t = table("solo", ("Ana",))
    t.give("Ana", coins=10, materials=[])
    t.state.discard = {"utility": 1}
    error = t.refused("Ana: play renew utility 1", "favour.solo-renew")
    assert error.msg.english() == "QUALITY is 2 to 4."
