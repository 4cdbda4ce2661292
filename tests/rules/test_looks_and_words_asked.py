"""How a printed icon looks, and whether a name's word is a real word, are unanswered (round abstw).

"¿Cómo es el símbolo de la Bonificación de Amistad?", "¿qué aspecto tiene
el icono de Grown Up?" ask what a component shows, which the rule of the
icon (what it does) does not tell (rules/print_asked.py); "is 'Makyth' a
real word?" asks where a card's name comes from (rules/advice.py, the
theme). What a round looks like is the course of play, a rule. The probes
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, related", [
    ("¿Cómo es el símbolo de la Bonificación de Amistad? No lo encuentro en el tablero", "coming-of-age",
     "friendship.sources"),
    ("¿Qué aspecto tiene el icono de Grown Up?", "adulthood", "cost.grown-up-icon"),
    ("what does the Overcome Bonus icon look like? I can't find it", "coming-of-age", "frustration.overcome"),
])
def test_how_an_icon_looks_is_unanswered(question, game, related):
    result = search(question, game=game)
    assert result.answered is False
    assert related in [hit.id for hit in result.hits]


def test_what_a_round_looks_like_is_still_answered():
    result = search("what's a round look like, quickly?", game="coming-of-age")
    assert result.answered is True


def test_whether_a_cards_word_is_real_is_unanswered():
    result = search('is "Makyth" a real word?', game="loop")
    assert result.answered is False
    assert result.missing == ("a real word",)
    assert result.hits[0].id == "event.manners-makyth-man"


def test_what_a_card_does_is_still_answered():
    result = search("what does Manners Makyth Man do?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "event.manners-makyth-man"


@pytest.mark.parametrize("question", [
    "what do the Solo Mode Challenges change?",
    "¿Cuánto cuestan los Solo Mode Challenges?",
])
def test_the_solo_mode_challenges_are_a_known_gap(question):
    result = search(question, game="loop")
    assert result.answered is False
    assert "solo.aim" in [hit.id for hit in result.hits]


def test_how_to_win_solo_is_still_answered():
    result = search("How do I win in Solo Mode?", game="loop")
    assert result.answered is True
    assert result.hits[0].id in ("solo.end", "solo.aim")
