"""Components by the names players give them (round art, blind105).

CV's notepad by the everyday names of a notepad ("¿El bloc de notas para qué es?" abstained).

"bloc" alone stems as "bloque" does (Coming of Age's blocked tracks) and "notas" as LOOP's words, so a question that
names no game found no CV entry; the glossary's "bloc de notas" / "libreta de notas" ("note pad", "notebook") are one
term of CV's. CV rulebook, Components: "a notepad and a pencil ... to help add up the points at the end".
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿Para qué sirve el bloc de notas?",
    "¿La libreta de notas para qué es?",
    "what is the note pad for?",
])
def test_the_notepad_by_its_everyday_name_is_cvs(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "components.notepad")


def test_the_warning_triangle_by_another_spanish_word():
    # LOOP, EVENT overview: "los Eventos Inmediatos (triángulo de aviso)"; "de advertencia" says the same
    result = search("¿Qué quiere decir el triángulo de advertencia de algunas cartas EVENT en LOOP?")
    assert result.answered is True
    assert result.hits[0].id == "events.overview"


@pytest.mark.parametrize("question", [
    "En LOOP, ¿para qué se usan las CREDIT CARD?",
    "¿Para qué sirve una CREDIT CARD?",
])
def test_a_card_term_typed_in_english_is_no_everyday_card_a_gap_holds_more(question):
    # LOOP, CREDIT CARD: "Puedes Solicitar 1 o más Tarjetas de Crédito en cualquier momento de tu turno". The "CARD" of
    # "CREDIT CARD" typed in a Spanish question is LOOP's Tarjeta de Crédito, which the rule names; the gap of how many
    # Credit Cards there are, whose aliases say "credit card" beside "tarjetas", no longer holds more than the rule
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "credit.apply-when"
