"""The standard Meditate moves or swaps the number of Values cards that
`[play.spots.meditate] cards` of `rulesets/adulthood/game.toml` holds (seed
003, Parts of Your Board, Wellness b): the move follows the data, and its
messages say that number, with plural forms in Spanish.

A test that changes the number in the data checks that the move follows it:
a count written again in the code would make it fail."""

import pytest

from referee.core.engine import parse, play
from referee.core.moves import MoveSyntaxError
from referee.games.adulthood import data
from referee.games.adulthood.referee import RULES
from referee.i18n import Translator

ES = Translator("es")


@pytest.fixture
def meditate_cards(monkeypatch):
    """Set `[play.spots.meditate] cards` for the test."""

    def change(count: int) -> None:
        monkeypatch.setitem(data.spots()["meditate"], "cards", count)

    return change


def test_the_data_holds_the_printed_number():
    # Parts of Your Board, Wellness b (seed 003, line 68): "Meditate. Spend 1 energy to put one of your
    # facedown Values cards in your hand, or discard a Values card from your hand to draw a new Values card, facedown."
    assert data.spots()["meditate"]["cards"] == 1
    assert data.meditate_cards() == 1


def test_reveal_takes_the_count_of_the_data(game, meditate_cards):
    meditate_cards(2)
    g = game()
    ana = g.p("Ana")
    assert (ana.values_down, ana.values_hand) == (2, 1)
    g.do("Ana: place meditate")
    assert g.state.pending.head().label.english() == "Meditate: Ana takes 2 face-down Values to hand (reveal) or swaps 2 (swap)"
    changes = g.do("Ana: meditate reveal")
    assert (ana.values_down, ana.values_hand) == (0, 3)
    assert "Ana takes 2 face-down Values in hand." in g.english(changes)


def test_swap_takes_the_count_of_the_data(game, meditate_cards):
    meditate_cards(2)
    g = game()
    ana = g.p("Ana")
    g.do("Ana: place meditate")
    error = g.refused("Ana: meditate swap", "board.meditate")       # one Value in hand, two to discard
    assert error.msg.english() == "Ana does not have 2 Values in hand to discard."
    ana.values_hand = 2
    changes = g.do("Ana: meditate swap")
    assert (ana.values_down, ana.values_hand) == (4, 0)
    assert "Ana discards 2 Values from hand and draws 2 new ones face down." in g.english(changes)


def test_reveal_needs_as_many_face_down_values_as_the_data(game, meditate_cards):
    meditate_cards(3)
    g = game()
    g.do("Ana: place meditate")
    error = g.refused("Ana: meditate reveal", "board.meditate")     # two face down, three to take
    assert error.msg.english() == "Ana does not have 3 face-down Values left to take in hand."
    assert (g.p("Ana").values_down, g.p("Ana").values_hand) == (2, 1)


@pytest.mark.parametrize(("count", "spanish"), [
    (1, [
        "Meditar: Ana pasa 1 Valor boca abajo a la mano (revelar) o cambia 1 (cambiar)",
        "'Ana: meditate look': Meditar es 'meditar revelar' (1 Valor boca abajo a la mano) o 'meditar cambiar' (descartar 1 Valor de la mano y robar otro boca abajo).",
        "A Ana no le queda 1 Valor boca abajo que pasar a la mano.",
        "Ana no tiene 1 Valor en la mano que descartar.",
        "Ana pasa 1 Valor boca abajo a la mano.",
        "Ana descarta 1 Valor de la mano y roba uno nuevo boca abajo.",
    ]),
    (2, [
        "Meditar: Ana pasa 2 Valores boca abajo a la mano (revelar) o cambia 2 (cambiar)",
        "'Ana: meditate look': Meditar es 'meditar revelar' (2 Valores boca abajo a la mano) o 'meditar cambiar' (descartar 2 Valores de la mano y robar otros 2 boca abajo).",
        "A Ana no le quedan 2 Valores boca abajo que pasar a la mano.",
        "Ana no tiene 2 Valores en la mano que descartar.",
        "Ana pasa 2 Valores boca abajo a la mano.",
        "Ana descarta 2 Valores de la mano y roba 2 nuevos boca abajo.",
    ]),
])
def test_the_meditate_messages_are_said_with_plural_forms(game, meditate_cards, count, spanish):
    meditate_cards(count)
    g = game()
    ana = g.p("Ana")
    g.do("Ana: place meditate")
    said = [g.state.pending.head().label.render(ES)]
    with pytest.raises(MoveSyntaxError) as syntax:
        g.do("Ana: meditate look")
    said.append(syntax.value.msg.render(ES))
    ana.values_down = ana.values_hand = count - 1
    said.append(g.refused("Ana: meditate reveal", "board.meditate").msg.render(ES))
    said.append(g.refused("Ana: meditate swap", "board.meditate").msg.render(ES))
    ana.values_down = ana.values_hand = count
    for line in ("Ana: meditate reveal", "Ana: meditate swap"):     # each on a copy of the same state
        outcome = play(RULES, g.state, parse(RULES, g.state, line, g.setup.players))
        said.append(outcome.changes[0].render(ES))
    assert said == spanish
