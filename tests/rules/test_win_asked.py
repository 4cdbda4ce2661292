"""A bare "how do I win?" gets an entry whose title states the win first (rules/win_asked.py).

A first-time player asks how to win in everyday words, often without the
game's name: the entry titled with the win answers ("Solo end and win: ...",
"Victoria en solitario: ..."), not an overview that says who wins in
passing. "¿Cómo gano FELICIDAD?" asks how to earn a thing, which "ganar"
also means, and a tie's rule is no win's. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import win_asked
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("first time playing alone tonight, how can I win?", "en"),
    ("voy a jugar solo por primera vez, ¿cómo gano?", "es"),
])
def test_a_bare_ask_of_winning_gets_an_entry_titled_with_the_win(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert win_asked.titled_win(result.hits[0].title, lang)
    assert result.hits[0].id.startswith("solo.")  # (the mode told, in everyday words)


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("how do I win?", "en", True),
    ("playing on my own, how does someone win?", "en", True),
    ("¿cómo se gana?", "es", True),
    ("¿cómo ganamos en el cooperativo?", "es", True),
    ("¿Cómo gano felicidad?", "es", False),  # (how to earn it)
    ("how do I win points?", "en", False),
    ("we tied, who wins?", "en", False),
])
def test_the_words_that_ask_how_to_win(question, lang, asked):
    assert win_asked.asks_win(words(question), lang) is asked


@pytest.mark.parametrize(("title", "lang", "titled"), [
    ("Solo win: markers crossed and at least one Achievement level done", "en", True),
    ("Basic Mode: highest HAPPINESS wins", "en", True),
    ("Tie-break: fewer CV cards wins, then it stays a tie", "en", False),
    ("Victoria en solitario: marcadores cruzados", "es", True),
    ("Los empates comparten la victoria", "es", False),
    ("Rob gana Fichas de Motivación en su ubicación", "es", False),
])
def test_the_titles_that_state_the_win(title, lang, titled):
    assert win_asked.titled_win(title, lang) is titled


def test_the_titled_entries_move_only_from_their_share_of_the_first():
    titles = {1: ("Solo mode: play against Rob Bot", "en"), 2: ("Solo win: markers crossed", "en"),
              3: ("Solo aim: HAPPINESS 11+", "en")}
    game = {1: "coming-of-age", 2: "adulthood", 3: "loop"}.get
    assert win_asked.win_entries_first([(50.0, 1), (40.0, 2), (36.0, 3)], titles.get, game, True) == \
        [(40.0, 2), (36.0, 3), (50.0, 1)]
    assert win_asked.win_entries_first([(50.0, 1), (40.0, 2), (30.0, 3)], titles.get, game, True) == \
        [(40.0, 2), (50.0, 1), (30.0, 3)]
    assert win_asked.win_entries_first([(50.0, 1), (40.0, 2)], titles.get, game, False) is None  # (another game)
