"""Spanish diminutives ("el corazoncito", "la cajita", "las fichitas") are read
as the plain word the rules know (referee/rules/diminutives.py, the lexicon's
`[diminutives]` table); a word of the rules that ends so keeps its sense.

The probes are rewordings of rules questions (not the benchmark's wording),
each with the entry that answers it.
"""

from __future__ import annotations

import pytest

from referee.rules.diminutives import plain_word
from referee.rules.search import _real_words, search


@pytest.mark.parametrize("typed, plain", [
    ("corazoncito", "corazon"),
    ("cajita", "caja"),
    ("fichitas", "fichas"),
    ("dadito", "dado"),
    ("monedita", "moneda"),
])
def test_a_diminutive_reads_as_the_plain_word(typed, plain):
    assert plain_word(typed, "es", _real_words("es")) == plain


@pytest.mark.parametrize("word", [
    "casilla", "credito", "cita", "requisito",  # words of the rules
    "favorita", "bonito",  # they make nothing small (not_diminutive)
    "quito",  # too short a root
])
def test_a_word_that_only_ends_so_keeps_its_sense(word):
    assert plain_word(word, "es", _real_words("es")) is None


def test_the_little_heart_of_a_partner_is_its_heart():
    # Adulthood: a Partner card's heart beside the matching hole of a Values card scores 4 at the end (cards.partner-heart)
    result = search("¿para qué vale el corazoncito que tienen las cartas de Pareja?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.partner-heart")
