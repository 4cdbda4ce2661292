"""Every game's points said as "VP": each game's own, and no sign of a game (issue 12).

Players call any game's points "VP", "victory points", "PV", "puntos de
victoria". LOOP's are its HAPPINESS and Adulthood's the points of its
tracks: their glossaries read the words so, but list them in `guess_not`,
so a question that names no game is not pointed to LOOP or Adulthood by
them (rules/unguessed_words.py): Coming of Age and CV say the words of
their own points. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import corpus
from referee.rules.index import get_index
from referee.rules.search import _implied_votes, _prepare, search
from referee.rules.unguessed_words import voting_games


@pytest.mark.parametrize("question, entry", [
    ("in LOOP, what's the most VP a player can reach?", "end.max-happiness"),
    ("en LOOP, ¿con cuántos PV empieza cada jugador?", "area.starting-happiness"),
])
def test_loops_victory_points_are_its_happiness(question, entry):
    # LOOP: HAPPINESS is what a player scores (the most wins; 12 is the top of the track; each starts with some)
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry)


def test_the_words_of_points_tell_no_game_in_loop():
    names = {name for term in corpus.guessing_glossary("loop") for name in term.all_names()}
    assert {"Happiness", "happiness points"} <= names
    assert not {"VP", "victory points", "PV", "puntos de victoria"} & names


@pytest.mark.parametrize("lang, word", [("en", "VP"), ("es", "PV")])
def test_loop_casts_no_vote_for_points_said_as_vp(lang, word):
    index = get_index()
    query, _ = _prepare(f"{word}?", lang, index)
    stemmed = query.stems[0]
    assert "loop" in index.stem_games[lang][stemmed]  # (LOOP's glossary reads it: its Happiness)
    assert voting_games(stemmed, index.stem_games[lang][stemmed], lang, index) == {"coming-of-age", "cv"}


def test_a_tie_on_pv_is_not_pointed_to_loop():
    query, _ = _prepare("¿quién gana con empate a PV?", "es", get_index())
    assert "loop" not in _implied_votes(query.stems, "es", query.surface)
    assert search("¿quién gana con empate a PV?").hits[0].game in {"coming-of-age", "cv"}
