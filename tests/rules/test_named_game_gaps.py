"""A question that names a game is judged against that game's gaps, however
the other games score: when another game's gap comes first (a word only
gaps use counts for it outside the question's mass, `_add_gap_term`, and
passes the score's cap where the named game's glossary reads the word as a
rule's notion: Adulthood's "promo" is its Promotion), the named game's gap
is still told, as the search that leaves the other games unscored tells it
(`search._named_games_gaps`, `search._named_game_clear`)."""

from __future__ import annotations

import math

import pytest

from referee.rules import search as searching


def _told(question: str, lang: str):
    result = searching.search(question, lang=lang, limit=3)
    return result.hits[0].game, result.answered, result.gap.id if result.gap else None


@pytest.mark.parametrize("question, lang", [
    ("are there promo cards for adulthood?", "en"),  # without the fix, scoring every game: cards.career-spots answered
    ("promo cards in adulthood", "en"),
    ("¿hay cartas promo para jugar a adulthood?", "es"),  # (Spanish "promo" is no rule's notion: no other gap first)
])
def test_the_named_games_gap_whether_or_not_every_game_is_scored(monkeypatch, question, lang):
    shortcut = _told(question, lang)
    monkeypatch.setattr(searching, "NAMED_GAME_CLEAR", math.inf)  # every game scored
    assert _told(question, lang) == shortcut == ("adulthood", False, "gap.expansions")
