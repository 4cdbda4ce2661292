"""English card words in a Spanish question that two games name differently (issue 12, top-1).

"track" is CV's fila and Coming of Age's Registro de Ánimo: it is left as
typed, each game's glossary reads it as its own term, and the question's
game is guessed from it and weighed against the games that have none.
"""

from __future__ import annotations

from referee.rules import card_words
from referee.rules.index import get_index
from referee.rules.search import _prepare, search


def _read(question: str):
    query, _ = _prepare(question, "es", get_index())
    return query


def test_a_card_word_two_games_name_votes_for_both():
    # (with no word of either game's phrase for it beside it: "cartas" would be CV's "fila de cartas", below)
    query = _read("¿cuántos hay en el track?")
    assert card_words.english_card_votes(query.stems, query.surface, "es", get_index()) == {
        "coming-of-age": 0.5, "cv": 0.5}


def test_a_card_word_read_as_its_spanish_term_votes_through_it():
    # "Memory" is only Coming of Age's word: read as "recuerdo" before the search, which tells its game
    query = _read("¿cuántas cartas tiene el deck de Memory?")
    assert "memory" in query.surface
    assert card_words.english_card_votes(query.stems, query.surface, "es", get_index()) == {}


def test_no_vote_in_english():
    query, _ = _prepare("how many cards are on the track?", "en", get_index())
    assert card_words.english_card_votes(query.stems, query.surface, "en", get_index()) == {}


def test_a_game_without_the_card_word_is_measured_against_it():
    query = _read("¿cuántas cartas hay en el track?")
    index = get_index()
    against_loop = card_words.others_card_words(query.stems, query.surface, "es", "loop", index)
    assert len(against_loop) == 1 and next(iter(against_loop)).startswith(("~cv:", "~coming-of-age:"))
    assert card_words.others_card_words(query.stems, query.surface, "es", "cv", index) == {}


def test_the_track_asked_in_spanish_is_cvs():
    # CV, Setup step 3: "Reveal the first 5 cards of the early adulthood deck and place them face up on the
    # track"; Cleanup: "slides all cards on the track to the left ... deals new cards ... at the right end"
    first = search("al preparar la partida, ¿cuántas cartas van boca arriba en el track?").hits[0]
    assert (first.game, first.id) == ("cv", "setup.track")
    result = search("¿cuántas cartas se reponen en el track al final del turno?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.slide-refill")


def test_a_card_word_read_through_its_term_is_a_word_the_rules_know():
    # CV, Card Types: "Health cards show sports and health activities ... help in dealing with bad luck": asked
    # with the card's English word, the entry speaks of it, so "usa" is no topic it leaves out
    result = search("¿cuándo se usa Health en la partida?", game="cv")
    assert result.answered and result.hits[0].id == "card-type.health"


# CV's card track is also its "fila de cartas"; Coming of Age's track its "track de ánimo": "track" with "cartas"
# beside it is CV's (a whole vote), with "ánimo" Coming of Age's; alone, half a vote each as before
def test_a_card_word_two_games_name_goes_to_the_one_whose_phrase_the_question_says():
    def votes(text: str) -> dict[str, float]:
        query = _read(text)
        return card_words.english_card_votes(query.stems, query.surface, "es", get_index())

    assert votes("¿Cuántas cartas quedan en el track después de reponer?") == {"cv": 1.0}
    assert votes("mi contador ya está al final del track de ánimo, ¿qué pasa?").get("coming-of-age", 0.0) >= 1.0
    assert votes("¿para qué sirve el track?") == {"cv": 0.5, "coming-of-age": 0.5}


def test_cards_on_the_track_asked_in_spanish_get_cvs_rule_first():
    result = search("¿Hacia qué lado se corren las cartas del track al final de mi turno?")
    assert result.answered
    assert result.hits[0].game == "cv"
    # (the English question names the track in its own language: CV's term, its rule first)
    result = search("which way do the cards on the track slide at the end of my turn?")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.slide-refill")
