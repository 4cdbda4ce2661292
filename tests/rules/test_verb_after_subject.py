"""A verb told after a subject pronoun or the clitic "se" ("I BUY", "¿cómo SE
VUELVE uno...?") is what the player does, in everyday words: a gap of the
catalogs that happens to say the same verb does not hold more of the
question than the rule that answers it (issue 12, false abstention;
`search._gap_holds_more`, `normalize.verb_markers`). A gap whose own ask the
question puts, with the verb it turns on, is still told. The questions are
worded anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "En Adulthood, ¿cuándo se vuelve un jugador Grown Up?",
    "¿Cuándo se vuelve uno Adulto en Adulthood?",
])
def test_a_verb_after_se_does_not_let_a_gap_outweigh_the_rule(question):
    # Adulthood, Scoring Board: "the first time a player passes a Grown Up space ... they take the Grown Up
    # marker"; the gap about losing Grown Up holds "volver" ("volver a no ser adulto") and had won by it
    result = search(question)
    assert result.answered, (result.missing, result.gap)
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.grown-up")


@pytest.mark.parametrize("question", [
    "¿Se puede dejar de ser Grown Up una vez que lo eres?",
    "¿Puedo volver a no ser Adulto?",
])
def test_the_gap_asked_in_its_own_words_is_still_told(question):
    # the rulebook never says whether the Grown Up marker can be lost (gap.lose-grown-up)
    result = search(question)
    assert not result.answered and result.gap is not None and result.gap.id == "gap.lose-grown-up"
