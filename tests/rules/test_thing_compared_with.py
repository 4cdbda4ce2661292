"""A thing the question compares with is the player's frame, not a topic (issue 12).

"is energy like a joker? can i use energy tokens...?": the joker is how the
player explains what they mean; the rule asked is the game's. Read word by
word, the compared thing's words were topics no rule entry holds, and `ask`
said the rulebook was silent beside the rule that answers
(rules/compared_things.py, lexicon `compared_things`). The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.compared_things import thing_positions
from referee.rules.normalize import clause_starts, words
from referee.rules.search import search


# Adulthood, Scoring board: Grown Up is reached on the tracks; Coming of Age, End of the year: the bus stop tiles
# shift
@pytest.mark.parametrize("question, game, entry", [
    ("how do i get Grown Up, is it like a graduation ceremony?", "adulthood", "scoring-board.grown-up"),
    ("¿cómo me hago Grown Up, es como una graduación?", "adulthood", "scoring-board.grown-up"),
    ("how do the bus stop tiles move at the end of the year, like a train on its rails?", "coming-of-age",
     "end-of-year.bus-stop-shift"),
    ("¿cómo se mueven las Fichas de Parada de Autobús al final del año, como un tren por sus vías?", "coming-of-age",
     "end-of-year.bus-stop-shift"),
])
def test_the_thing_compared_with_is_no_topic(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_a_word_of_the_games_in_the_comparison_stays_a_topic():
    # Adulthood: a Partner gives no time token each round; "gift" and "round" are words the games use
    question = "does my Partner give me an extra time token each round, like a wedding gift?"
    assert search(question).answered is False
    assert search("¿mi Partner me da una ficha de tiempo extra cada ronda, como un regalo de boda?").answered is False


def _compared(question: str, lang: str) -> list[str]:
    folded = words(question)
    return [folded[at] for at in sorted(thing_positions(question, folded, clause_starts(question), lang))]


@pytest.mark.parametrize("question, lang, compared", [
    # the comparison runs to the end of its clause
    ("is energy like a joker? can i use it as time?", "en", ["a", "joker"]),
    ("¿el mercado es como un buffet que se repone? ¿cuándo se rellena?", "es", ["un", "buffet", "que", "se", "repone"]),
    ("can i skip a turn like in golf, or must i play?", "en", ["in", "golf"]),
    # ... and stops where a joined clause asks anew
    ("are partners like dating show contestants and does it matter who i date?", "en",
     ["dating", "show", "contestants"]),
    # a filler, a verb, an amount, a question of how: no comparison
    ("who starts, is there like a rule for that?", "en", []),
    ("can i put the tile wherever i like?", "en", []),
    ("¿cuántas cartas puedo tener como máximo?", "es", []),
    ("¿Cómo se juega el turno?", "es", []),
    ("no sé como se reparten las cartas, ¿quién empieza?", "es", []),
    # "como" before a bare noun says the part a thing plays ("as a reply"), not what it is like
    ("¿puedo jugar una carta como respuesta?", "es", []),
    ("¿cuenta como posesión para el objetivo?", "es", []),
    # a bare yes/no asks the likeness itself: "is the card thrown away, like a conveyor belt?" asks whether it is
    ("is the oldest card thrown away each round, like on a conveyor belt?", "en", []),
    ("¿se tira la carta más vieja cada ronda, como en una cinta transportadora?", "es", []),
])
def test_only_a_comparison_in_a_question_that_asks_is_marked(question, lang, compared):
    assert _compared(question, lang) == compared
