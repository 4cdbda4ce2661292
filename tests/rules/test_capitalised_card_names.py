"""A card's English name, written in capitals in a question of another
language, is read as that game's term even when its Spanish stem is some
other word's.

"CAREER" folded and stemmed as Spanish is "car", the stem of "cara" (LOOP's
coin toss: "cara «$»"), so the question's word found neither LOOP's
Profesión nor anything it meant. A word in capitals that no Spanish rule
text writes is a name read off the cards (`search._boxed`).
"""

from __future__ import annotations

from referee.rules.search import _prepare, get_index, search


def test_a_capitalised_card_name_is_read_as_the_games_term():
    q, _ = _prepare("En LOOP competitivo, ¿cómo escojo mi CAREER?", "es", get_index())
    assert "car" not in q.stems  # (not the stem of "cara")
    assert "profesion" in q.stems


def test_choosing_a_career_in_competitive_loop():
    # LOOP p. 13, Competitive Mode > Setup & Career: "Shuffle all CAREER and deal 2 to each player. Choose one
    # of them, or the INTERN on the back, to play"
    result = search("En LOOP competitivo, ¿cómo escojo mi CAREER?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.setup-careers")
    result = search("jugando a LOOP en modo competitivo, ¿de qué manera elijo la CAREER?")
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.setup-careers")


def test_a_term_of_several_words_in_capitals_reads_whole():
    # "WORK AREA" typed as the cards print it is LOOP's Zona de Trabajo, though the Spanish rule text also
    # writes "area": its words are not boxed one by one into "trabajar" and an "area" of no term
    q, _ = _prepare("Al preparar la partida, ¿todas las monedas se dejan en la WORK AREA?", "es", get_index())
    assert "work" in q.stems
    # LOOP p. 2, Basic Mode Setup: "Place all COIN in the WORK AREA, on top of the LOOP logo on the board"
    result = search("Al preparar la partida, ¿todas las monedas se dejan en la WORK AREA?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "setup.coins")
