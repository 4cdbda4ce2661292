"""A "what does X mean" question asks the entry whose title defines X by a
copula before it ("... IS ACTIVE", "... = BROKEN"), not the entry of a
consequence that names X in passing (rules/stated_terms.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.stated_terms import defined_words


@pytest.mark.parametrize("title, lang, defined", [
    ("Only the top card of each stack is active", "en", {"activ"}),
    ("Solo está activa la carta de arriba de cada pila", "es", {"activ"}),
    ("QUALITY 0 = BROKEN, goes to its owner's LANDFILL", "en", {"broken"}),
    ("Calidad 0 = Roto; va al Vertedero de su dueño", "es", {"rot"}),
    ("Misfortune: discard one active card from your CV", "en", set()),  # names "active" in passing
])
def test_the_words_a_title_defines(title, lang, defined):
    assert defined_words(title, lang) == frozenset(defined)


@pytest.mark.parametrize("question, game, entry_id", [
    # CV, Game Play, 4. Add to CV: "The card on top of each stack is 'active'"; Misfortune only discards an active card
    ("What does active mean for a card in my CV?", "cv", "cv.active"),
    # LOOP p. 7: "when QUALITY reaches 0 it is BROKEN"; the LANDFILL only holds what broke
    ("What does BROKEN mean for a MATERIAL?", "loop", "turn.broken"),
    ("¿Qué significa ROTO en LOOP?", "loop", "turn.broken"),
])
def test_the_defining_entry_answers_what_a_word_means(question, game, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry_id)
