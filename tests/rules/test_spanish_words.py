"""Spanish words players use that the rule text does not: read as what they
are, not as the rule word one letter away, and joined to the game term they
name ("loseta" for Coming of Age's "Ficha", "metas de vida secretas" for CV's
personal life goal, "adultez joven" for its early adulthood deck)."""

from __future__ import annotations

import pytest

from referee.rules import normalize, search as searching
from referee.rules.index import get_index


@pytest.mark.parametrize("word", ["siete", "nueve", "quinta", "damos", "noche", "duda", "gusta", "pregunta", "vimos",
                                  "dijeron", "hijos", "nuestra"])
def test_an_everyday_spanish_word_is_no_typo(word):
    assert searching._correct(word, "es") == word


def test_a_spanish_typo_is_still_corrected():
    assert searching._correct("presnecia", "es") == "presencia"


def test_seven_told_in_words_is_the_number():
    prepared, _ = searching._prepare("¿puedo tener siete dados en CV?", "es", get_index())
    assert "7" in prepared.stems


def _concepts(game: str, text: str) -> set[str]:
    """The glossary groups (their first Spanish phrase) `text` names in `game`."""
    thesaurus = get_index().thesauri[game]
    stems = normalize.terms(text, "es")
    found = set()
    for _, _, concepts in thesaurus.matches(stems, "es"):
        for concept in concepts:
            scope, number = concept[1:].split(":")
            if scope == game:
                found.add(thesaurus.groups[int(number)][0])
    return found


@pytest.mark.parametrize(("game", "text", "term"), [
    ("coming-of-age", "las losetas de parada", "Bus Stop Tile"),
    ("coming-of-age", "una loseta de bloqueo", "Roadblock Tile"),
    ("coming-of-age", "mis losetas de Objetivo", "Goal Tile"),
    ("cv", "las metas de vida secretas", "personal life goal"),
    ("cv", "un objetivo de vida público", "public life goal"),
    ("cv", "el mazo de adultez joven", "early adulthood"),
    ("cv", "tres cartas apiladas", "stack"),
])
def test_a_players_spanish_words_name_the_term(game, text, term):
    assert term in _concepts(game, text)


@pytest.mark.parametrize(("question", "game", "entry"), [
    ("¿En qué ubicaciones se ponen las losetas de bloqueo?", "coming-of-age", "setup.main-board"),
    ("¿Cuándo se revela la meta de vida secreta?", "cv", "scoring.personal-goal"),
])
def test_the_players_words_reach_the_entry(question, game, entry):
    result = searching.search(question, limit=3)
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_an_english_term_of_several_words_reads_whole():
    """"Life Goal" is CV's term: its "goal" boxed alone was LOOP's GOAL card ("objetivo"), and the question went to
    LOOP; a run of words Spanish also stems ("completaba un GOAL") is no English term, and GOAL is boxed as before."""
    result = searching.search("¿Cuándo se revela mi Life Goal?", limit=3)
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "scoring.personal-goal")
    prepared, _ = searching._prepare("Mi prima consumió una ACTIVITY que le completaba un GOAL", "es", get_index())
    assert "objetiv" in prepared.stems


@pytest.mark.parametrize("forms", [("consigue", "consigo", "conseguir"), ("obtiene", "obtengo", "obtener"),
                                   ("mantiene", "mantengo", "mantener"), ("resuelve", "resolver"), ("cierra", "cerrar")])
def test_a_verb_whose_root_changes_keeps_one_stem(forms):
    # ("mueve" / "mover" stay apart: joined, "mover más a la izquierda" read as Coming of Age's cost of spending
    # Motivation, "mueve 2 pasos a la izquierda", not the bounce at the end of the track)
    assert len({normalize.stem(form, "es") for form in forms}) == 1
