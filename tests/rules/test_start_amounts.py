"""What a player starts with, asked with a count: the setup step that deals it
goes before the list of components (rules/start_amounts.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.start_amounts import asks_start_amount


# Coming of Age, Setup > Individual Player Setup: "Place your 7 Interest Tokens in your personal supply",
# "Place 5 Frustration Tokens, frustrated side up, in your personal supply": they answer how many a player has at the
# start, not Components' count of the tokens in the box.
@pytest.mark.parametrize("question, expected", [
    ("Coming of Age: how many Interest Tokens and Frustration Tokens do I have at the start?", "setup.interest-tokens"),
    ("¿Cuántas Fichas de Frustración y de Interés tengo al principio en Coming of Age?", "setup.frustration-tokens"),
])
def test_the_setup_step_tells_what_a_player_starts_with(question, expected):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", expected)


def test_only_a_count_at_the_start_in_the_first_ask():
    assert asks_start_amount("how many coins do I start with?", "en")
    assert asks_start_amount("¿cuántas monedas tengo al empezar?", "es")
    assert not asks_start_amount("can I trade at the start of my turn?", "en")  # (no count)
    assert not asks_start_amount("do I get to see my parent cards? how many do I draw at the start", "en")
