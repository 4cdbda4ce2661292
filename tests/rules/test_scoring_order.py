"""Coming of Age's final scoring has three parts in a set order, and players
ask for it ("what do we count first at the end?"): one entry states them.

Rulebook, "End of the Game and Final Scoring": "Before proceeding to final
scoring, each player may use one unused Memory Token"; then "Final Scoring"
lists, in this order, "Frustrations" (loses 3 VEP for each unresolved
Frustration), "Goals" (5 VEP for each Goal Tile whose requirement you meet)
and "Leftover Elements" (unused tokens divided by 3, rounding down), then
"The player with the most VEP is declared the winner."
"""

import pytest

from referee.rules import corpus
from referee.rules.search import search

PARTS = {
    "en": ("Frustrations", "Goals", "Leftover Elements", "most VEP"),
    "es": ("Frustraciones", "Objetivos", "Elementos sobrantes", "más VEP"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_entry_names_the_three_parts_in_the_rulebooks_order(lang):
    entry = corpus.entry("coming-of-age", lang, "scoring.order")
    places = [entry.text.index(part) for part in PARTS[lang]]
    assert places == sorted(places)
    assert entry.note  # the order changes no total: said as the project's reading


@pytest.mark.parametrize("query", [
    "in final scoring what do we count first, frustrations or goals?",
    "¿en la puntuación final qué se cuenta primero, las frustraciones o los objetivos?",
])
def test_the_order_asked_ranks_it_first(query):
    result = search(query)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "scoring.order")
