"""`ask` reads Spanish "volverse" as becoming, as "convertirse en" and English "become" (issue 12).

"¿Cuándo me vuelvo Adulto?" asks how one becomes Grown Up; before, its
"vuelvo" was read as "volver" (to come back, to do again) and matched the
known gap "volver a no ser adulto" (can one lose Grown Up?), so the rule
that answers was told as silent. A form of "volver" after a clitic ("me
vuelvo", "se vuelve", "te vuelves") or with one on its end ("volverse",
"volverme") is becoming (lexicon `[neighbours.become]`), unless "a" follows:
"se vuelve a barajar", "¿puedo volverme a casar?" do a thing again. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import read_by_neighbours, terms
from referee.rules.search import search

# Adulthood, the Scoring Board (scoring-board.grown-up): "Pasar la casilla de Adulto te convierte en Adulto" /
# "Passing the Grown-Up space makes you Grown Up"
BECOMING = [
    "¿Cuándo me vuelvo Adulto en Adulthood?",
    "¿Qué tengo que hacer para volverme Grown Up?",
    "¿En qué momento te vuelves Adulto?",
    "Adulthood: when do I become Grown Up?",
]


@pytest.mark.parametrize("question", BECOMING)
def test_becoming_grown_up_is_answered_by_the_rule_of_the_grown_up_space(question):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].id == "scoring-board.grown-up"


def test_volverse_reads_as_convertirse():
    assert terms("me vuelvo adulto", "es") == terms("me convierto adulto", "es")
    assert terms("volverse adulto", "es") == terms("convertirse adulto", "es")


@pytest.mark.parametrize("said", [
    ["se", "vuelve", "a", "barajar"],  # doing again
    ["puedo", "volverme", "a", "casar"],  # doing again, the clitic on the verb
    ["la", "carta", "vuelve", "a", "la", "caja"],  # coming back
    ["vuelvo", "al", "inicio"],  # coming back, no clitic
])
def test_volver_again_or_back_keeps_its_word(said):
    assert read_by_neighbours(said, "es") == said
