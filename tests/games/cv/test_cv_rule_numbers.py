"""The numbers CV's rulebook prints (seed 004) live once, in
`rulesets/cv/game.toml`: the referee's moves read them there, and its
messages say them as values, with plural forms in Spanish.

Each test that changes a number in the data checks that the move (or the
message) follows it: a number written again in the code would make it fail."""

import pytest

from referee.core.engine import Setup, parse, play
from referee.core.errors import BadInput
from referee.games.cv import data, report, setup
from referee.games.cv.referee import RULES
from referee.i18n import Translator
from tests_helpers import fresh, run

ES = Translator("es")
PLAYERS = ("A", "B", "C")


@pytest.fixture
def play_data(monkeypatch):
    """Change keys of `[play]` (or `[play.childhood]` with childhood=True) for the test."""

    def change(childhood: bool = False, **values) -> None:
        table = data.table()["childhood"] if childhood else data.table()
        for key, value in values.items():
            monkeypatch.setitem(table, key, value)

    return change


def checklist(players=PLAYERS) -> list:
    return setup.checklist(Setup("cv", "standard", tuple(players)))


def phase_label(state, lang: str = "en") -> str:
    label = RULES.expected(state).phase
    return label.english() if lang == "en" else label.render(ES)


def test_the_data_holds_the_printed_numbers():
    play = data.table()
    # Line 72: "From the 3 received cards, each player chooses 1, then passes the other 2 to the player on
    # the left. From the 2 received cards, each player chooses 1, then passes the last card ..."
    assert (play["childhood"]["dealt"], play["childhood"]["keep_per_pass"]) == (3, 1)
    # Line 98: "If a player has 3 good luck symbols (from their dice and tokens), then these can be used to
    # buy any card from the track, without paying the normal cost!"
    assert play["good_luck_buys"] == 3
    # Line 64: "Deal one card from the life goal deck to each player, then reveal several more (the number
    # of players minus one)".
    assert (play["secret_life_goals"], play["public_goals_fewer_than_players"]) == (1, 1)


def test_the_draft_keeps_as_many_cards_per_pass_as_the_data_says(play_data):
    # Line 72: each player "chooses 1" of the cards received, each pass. With 2 a pass, each player
    # keeps two of the three dealt, and the one card passed on is simply kept.
    play_data(childhood=True, keep_per_pass=2)
    state = fresh(PLAYERS, goals=True)
    run(state, PLAYERS, ["A: dealt bicycle piano dog", "B: dealt kite cat swing", "C: dealt ball books tree"])
    assert phase_label(state) == "Set-up: the childhood draft, keep 2 cards"
    run(state, PLAYERS, ["A: keep piano"])
    assert RULES.expected(state).actors["A"] == ("keep",)      # one more to keep this pass
    run(state, PLAYERS, ["A: keep dog", "B: keep kite", "B: keep cat", "C: keep ball"])
    assert state.phase == "draft" and "A" not in RULES.expected(state).actors
    run(state, PLAYERS, ["C: keep books"])
    # A passed the bicycle to B, B the swing to C, C the tree to A: one card each, kept
    assert sorted(state.people["A"].hand) == ["dog", "piano", "tree"]
    assert sorted(state.people["B"].hand) == ["bicycle", "cat", "kite"]
    assert sorted(state.people["C"].hand) == ["ball", "books", "swing"]
    assert state.phase != "draft"


def test_the_draft_passes_follow_the_cards_dealt(play_data):
    # Four dealt and one kept a pass: keep 1, pass 3; keep 1, pass 2; keep 1, pass the last one (kept).
    play_data(childhood=True, dealt=4)
    players = ("A", "B")
    state = fresh(players, goals=True)
    run(state, players, ["A: dealt bicycle piano dog kite", "B: dealt cat swing ball books"])
    said = []
    for a, b in (("piano", "cat"), ("ball", "dog"), ("kite", "books")):
        run(state, players, [f"A: keep {a}"])
        said += [m.english() for m in play(RULES, state, parse(RULES, state, f"B: keep {b}", players), in_place=True).changes]
    assert "Cards passed to the left: keep 1 of the 3 received." in said
    assert "Cards passed to the left: keep 1 of the 2 received." in said
    assert sorted(state.people["A"].hand) == ["ball", "kite", "piano", "swing"]
    assert sorted(state.people["B"].hand) == ["bicycle", "books", "cat", "dog"]
    assert state.phase != "draft"


@pytest.mark.parametrize(("keep", "spanish"), [
    (1, "Preparación: elegir y pasar las cartas de infancia (quedarse 1 carta)"),
    (2, "Preparación: elegir y pasar las cartas de infancia (quedarse 2 cartas)"),
])
def test_the_draft_phase_is_said_with_plural_forms(play_data, keep, spanish):
    play_data(childhood=True, keep_per_pass=keep)
    state = fresh(PLAYERS, goals=True)
    run(state, PLAYERS, ["A: dealt bicycle piano dog", "B: dealt kite cat swing", "C: dealt ball books tree"])
    assert phase_label(state, "es") == spanish


@pytest.mark.parametrize(("dealt", "spanish"), [
    (3, "Elegir y pasar: quédate con 1 de tus 3 y pasa 2 a la izquierda ('quedarse CARTA'); quédate con 1 de las 2 recibidas y pasa la última a la izquierda."),
    (4, "Elegir y pasar: quédate con 1 de tus 4 y pasa 3 a la izquierda ('quedarse CARTA'); quédate con 1 de las 3 recibidas y pasa las 2 últimas a la izquierda."),
])
def test_the_draft_step_of_the_checklist_says_the_data(play_data, dealt, spanish):
    play_data(childhood=True, dealt=dealt)
    assert spanish in [step.render(ES) for step in checklist()]
    if dealt == 3:   # the rulebook's own counts, in English as before
        assert ("Draft: keep 1 of your 3 and pass 2 to the left ('keep CARD'); keep 1 of the 2 received and pass the last one "
                "to the left.") in [step.english() for step in checklist()]


def test_good_luck_buys_follow_the_data(table, play_data):
    # Line 98: "If a player has 3 good luck symbols ... buy any card from the track".
    play_data(good_luck_buys=2)
    game = table()
    game.do("Felix: roll luck luck health money")
    assert "1. used-car: with 2 good luck ('buy used-car luck')." in [m.english() for m in report.hints(game.state, "Felix")]
    game.do("Felix: buy used-car luck")
    assert game.state.this_turn.spent.count("luck") == 2


@pytest.mark.parametrize(("buys", "spanish"), [
    (1, "El 1 símbolo de buena suerte sale de los dados y las fichas, no de cartas de la mano."),
    (2, "Los 2 símbolos de buena suerte salen de los dados y las fichas, no de cartas de la mano."),
])
def test_the_good_luck_refusal_is_said_with_plural_forms(table, play_data, buys, spanish):
    play_data(good_luck_buys=buys)
    game = table()
    game.give("Felix", hand=["piano"])
    game.do("Felix: roll luck luck health money")
    error = game.refused("Felix: buy used-car luck piano", "select.three-good-luck")
    assert error.msg.render(ES) == spanish


def test_the_buy_help_says_the_good_luck_of_the_data():
    # read when the grammar is built
    help_ = RULES.grammar.verbs["buy"].help
    assert help_.params == {"count": data.table()["good_luck_buys"]}
    assert "pagar con 3 de buena suerte" in help_.render(ES)


@pytest.mark.parametrize(("secret", "spanish"), [
    (1, "Reparte 1 objetivo vital a cada jugador (en secreto) y revela 2 objetivos vitales públicos;"),
    (2, "Reparte 2 objetivos vitales a cada jugador (en secreto) y revela 2 objetivos vitales públicos;"),
])
def test_the_secret_life_goals_are_said_with_plural_forms(play_data, secret, spanish):
    # Line 64: "Deal one card from the life goal deck to each player".
    play_data(secret_life_goals=secret)
    assert any(step.render(ES).startswith(spanish) for step in checklist())


def test_the_public_goals_refusal_says_the_data(score, play_data):
    # Line 64: "reveal several more (the number of players minus one)". With minus two, three players
    # see one public goal, and the tally's two are refused in those words.
    play_data(public_goals_fewer_than_players=2)
    with pytest.raises(BadInput) as error:
        score("cv", """
            [[public_goals]]
            name = "Collector"
            points = 5
            [[public_goals]]
            name = "Sportsman"
            points = 4
            [players.A]
            [players.B]
            [players.C]
        """)
    assert str(error.value).endswith("with 3 players the board shows 1 (the number of players minus 2).")
    assert error.value.msg.render(ES).endswith("con 3 jugadores el tablero muestra 1 (el número de jugadores menos 2).")
