"""An entry of a named card the question does not name (a career, an event:
one entry each in a catalog section) does not go before the close rule the
question asks (rules/unnamed_things.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import _prepare, get_index, search
from referee.rules.unnamed_things import catalog_entries, unnamed_thing


def _number(game: str, entry_id: str, lang: str = "en") -> int:
    lang_index = get_index().langs[lang]
    return next(n for n in range(lang_index.gap_start)
                if (lang_index.docs[n].entry.game, lang_index.docs[n].entry.id) == (game, entry_id))


def test_catalogs_are_the_sections_of_named_cards():
    index = get_index()
    lang_index = index.langs["en"]
    loop = catalog_entries(index, lang_index, "loop")
    assert _number("loop", "career.chef") in loop  # Career Overview
    assert _number("loop", "turn.buy") not in loop  # "BUY: ..." is a rule of the turn, not a card
    assert not catalog_entries(index, lang_index, "cv")  # (CV's rulebook lists no card one by one)


@pytest.mark.parametrize("question, named", [
    ("what does the Chef do?", True),
    ("if I pay 2 COIN for a FOOD, which QUALITY is it?", False),
])
def test_a_card_is_named_by_the_words_of_its_title_head(question, named):
    index = get_index()
    lang_index = index.langs["en"]
    q, _ = _prepare(question, "en", index)
    assert unnamed_thing(_number("loop", "career.chef"), q.stems, set(), index, lang_index) is not named


@pytest.mark.parametrize("question", [
    "paying 2 COIN for a FOOD, what QUALITY is it?",
    "I pay 4 COIN for FOOD, which QUALITY?",
])
def test_what_quality_a_bought_material_has(question):
    # LOOP p. 6, Start Turn, BUY: "its QUALITY equals what you paid"; the Chef's Supersize (Career Overview) changes
    # FOOD for the Chef only, and the question names no Chef
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.buy")
