"""`ask` reads a rule written for some player counts as the variant for them
(issue 12; rules/one_count.py). The questions are worded anew, not copied
from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.one_count import restricted_counts
from referee.rules.search import search


@pytest.mark.parametrize(
    ("title", "text", "lang", "counts"),
    [
        ("Step 5: 4 players get 3 childhood cards each", "", "en", {"4"}),
        ("Paso 5: a 4 jugadores, 3 cartas de infancia a cada uno", "", "es", {"4"}),
        ("Unused cards are set aside", "With 2 or 3 players, shuffle the deck.", "en", {"2", "3"}),
        ("Las cartas sobrantes se apartan", "A 2 o 3 jugadores, baraja el mazo.", "es", {"2", "3"}),
        ("Setup for 1-6 players", "", "en", set()),
        ("Se juega de 2 a 4 jugadores", "", "es", set()),
        ("When a player's markers cross", "As soon as one player's two markers cross", "en", set()),
    ],
)
def test_restricted_counts(title, text, lang, counts):
    assert restricted_counts(title, text, lang) == frozenset(counts)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("cuando somos 2 jugadores, ¿la carta de la izquierda se tira tras cada turno o al acabar la ronda?", "es"),
        ("in a 2 player game is the leftmost track card thrown out every turn or every round?", "en"),
    ],
)
def test_named_count_puts_its_rule_first(question, lang):
    result = search(question, game="cv", lang=lang)
    assert result.hits[0].id == "cleanup.two-player"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("we play with 4 players: when does the leftmost card of the track get thrown out?", "en"),
        ("con 4 jugadores, ¿cuándo se quita la carta de la izquierda de la fila?", "es"),
    ],
)
def test_a_rule_made_for_another_count_is_not_the_answer(question, lang):
    """A question of a 4-player game is answered by the rule of every count
    (the leftmost card goes at the end of the round), not by the 2-player
    rule, whose title names another count (`search._for_other_counts`)."""
    result = search(question, game="cv", lang=lang)
    assert result.hits[0].id == "cleanup.end-round-discard"
