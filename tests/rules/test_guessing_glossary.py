"""A glossary term that reads a word as the game's own without telling the game (issue 12).

Spanish players call Adulthood's Happiness and Impact tracks "los tracks"
and "el track", as they do CV's card track and Coming of Age's mood
tracks. Adulthood's glossary reads "track" as its "pista" (the rulebook:
"Players will never move backwards on any track until the end of the
game", "If a player passes the end of a track") but marks the term
`guess = false`: the word is no sign of Adulthood, so "el track" still
points to CV and Coming of Age (`card_words`) and "la pista" is still left
to the games whose glossary gives it as a sign of them.
"""

from __future__ import annotations

from referee.rules import card_words, corpus
from referee.rules.index import get_index
from referee.rules.normalize import key
from referee.rules.search import _prepare, search


def test_a_term_marked_guess_false_is_left_out_of_the_game_guess():
    every = {term.all_names()[0] for term in corpus.glossary("adulthood")}
    guessing = {term.all_names()[0] for term in corpus.guessing_glossary("adulthood")}
    # ("category", the Player Board's categories of action spots, says no game either: CV's card types are kinds too)
    assert every - guessing == {"track", "category"}


def test_the_tracks_asked_in_adulthood_are_its_pistas():
    # Adulthood, Scoring Board: "Players will never move backwards on any track until the end of the game"
    result = search("¿Se puede retroceder en los tracks de Felicidad o Impacto durante la partida?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.no-backwards")


def test_the_track_still_votes_for_cv_and_coming_of_age():
    query, _ = _prepare("¿cuántos hay en el track?", "es", get_index())
    assert card_words.english_card_votes(query.stems, query.surface, "es", get_index()) == {
        "coming-of-age": 0.5, "cv": 0.5}
    # (with "cartas" beside it, CV's "fila de cartas": CV's alone, rules/card_words.py `_phrased_with`)
    query, _ = _prepare("¿cuántas cartas hay en el track?", "es", get_index())
    assert card_words.english_card_votes(query.stems, query.surface, "es", get_index()) == {"cv": 1.0}
    # ... and "la pista" alone is still left to CV and Coming of Age, whose glossaries give it as a sign of them
    assert get_index().yielded_words["es"][key("pista", "es")] == {"coming-of-age", "cv"}


def test_red_cards_are_loops_favours():
    # LOOP, setup: "Use red FAVOUR in all other modes" (but Solo): a player's red cards are the FAVOUR played
    first = search("what do I do at the start of my turn with the red cards (the favour ones)?").hits[0]
    assert (first.game, first.id) == ("loop", "turn.draw-favour")
