"""The other cards of a kind, asked beside one the rulebook names, are unanswered (rules/instances.py, round abstw).

"what other Careers are there besides the Actor?", "¿qué otras cartas de
Salud hay?": the rulebook names one card of the kind as an example and
prints no list of the others; their names are on the cards. The question is
unanswered with the kind as what is missing, unless the rulebook prints
each card of that kind (LOOP's careers). A bare generic kind ("what other
tokens do I get at setup?") asks what a rule hands out, and is still
answered, as is an ask of a kind that is no card ("what are the other dice
for?"). The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, missing", [
    ("what other Careers are there besides the Actor?", "adulthood", "careers"),
    ("what are the other childhood cards apart from the Bicycle called?", "cv", "childhood cards"),
    ("¿Qué otras cartas de Salud hay además de la que sale en el ejemplo?", "cv", "cartas de salud"),
])
def test_the_other_cards_of_an_unlisted_kind_are_unanswered(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)
    assert result.hits  # the nearest rules stay as related


def test_the_other_cards_of_a_kind_the_rulebook_prints_are_answered():
    # LOOP prints every CAREER, one entry each (Career Overview)
    result = search("what other careers are there besides the Officer?", game="loop")
    assert result.answered is True
    assert result.hits[0].id.startswith("career.")


@pytest.mark.parametrize("question, game, first", [
    ("what other tokens do I get at setup?", "coming-of-age", "setup.character-tokens"),
    ("what are the other dice for?", "cv", None),
])
def test_a_bare_kind_or_no_card_is_still_answered(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    if first:
        assert result.hits[0].id == first
