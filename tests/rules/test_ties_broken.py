"""A tie broken, said as a verb, is the tie-break, not LOOP's BROKEN cards (issue 12).

"how are ties BROKEN?", "¿cómo se ROMPE el empate?": LOOP's glossary names
its broken cards, so "broken" (and "rompe", which LOOP's and Adulthood's
Spanish rules say) voted for those games in a question that names none,
and LOOP's tie-break came first whatever game was meant, the other games'
out of the top three. Said beside the tie, the verb is the everyday
tie-break (lexicon common `groups`, the tie). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import _implied_votes, _prepare
from referee.rules.index import get_index


@pytest.mark.parametrize("query, lang", [
    ("at the end, how are ties broken?", "en"),
    ("tell me how a tie gets broken", "en"),
    ("¿Cómo se rompe el empate al final?", "es"),
])
def test_a_tie_broken_votes_for_no_game(query, lang):
    index = get_index()
    q, named = _prepare(query, lang, index)
    assert not named
    assert _implied_votes(q.stems, lang, q.surface) == {}


def test_every_game_tie_break_is_in_reach():
    from referee.rules.search import search

    games = {hit.game for hit in search("how are ties broken at the end?", limit=3).hits}
    assert len(games) == 3  # (three games' tie-breaks, not LOOP's twice)
