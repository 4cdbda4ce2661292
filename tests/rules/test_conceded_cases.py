"""A case conceded ("even if", "aunque") is the circumstance put to the rule, not a topic it must hold (issue 12;
rules/conceded_cases.py).

"you can't use the same spot twice in one turn EVEN WITH TIME LEFT OVER,
right?": the rule "each action spot can be used only once per turn"
answers, spare time or not. A rule the rulebook never states keeps the
words of the ask, which no entry covers. Questions written for this test,
not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.conceded_cases import conceded_words
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "conceded"), [
    ("you can't use a spot twice even with time left over, right?", "en", {"even", "with", "time", "left", "over"}),
    ("no se puede usar dos veces aunque me sobre tiempo, ¿verdad?", "es", {"aunque", "me", "sobre", "tiempo"}),
    ("can I overcome it even halfway through the bus?", "en", {"even", "halfway", "through", "the", "bus"}),
    ("can I use the same spot twice in one turn?", "en", set()),  # nothing conceded
    # (words said outside it stay topics; the reach is in words, commas are not read)
    ("even if the bus leaves early, can the bus still take me?", "en", {"even", "if", "leaves", "early", "can"}),
])
def test_the_case_conceded_is_read_after_its_opening(question, lang, conceded):
    assert conceded_words(words(question), lang) == conceded


# Adulthood, Player Turns: "Each action spot can be used only once per turn"; Coming of Age: a Frustration is
# overcome with 4 Willpower at any time
@pytest.mark.parametrize(("question", "rule"), [
    ("in Adulthood you can't use the same action spot twice in one turn even with time left over, right?",
     "turn.once-per-turn"),
    ("En Adulthood no se puede usar el mismo espacio de acción dos veces en un turno aunque me sobre tiempo, ¿verdad?",
     "turn.once-per-turn"),
    ("in Coming of Age can I spend 4 Willpower to overcome a frustration at any time, even halfway through the bus?",
     "frustration.overcome"),
    ("En Coming of Age puedo superar una frustración con 4 de Fuerza de Voluntad cuando quiera, incluso durante el "
     "autobús, ¿verdad?", "frustration.overcome"),
    ("in Adulthood score markers never go back during the game, even when I take sad tokens, right?",
     "scoring-board.no-backwards"),
])
def test_the_rule_that_holds_regardless_answers(question, rule):
    result = search(question)
    assert result.answered is True, result.missing
    assert result.hits[0].id == rule


# The rulebooks say nothing of a hand limit in Adulthood: a case conceded does not make the ask answered
@pytest.mark.parametrize(("question", "lacking"), [
    ("in Adulthood is there a hand limit even if I have lots of cards, right?", {"hand", "limit"}),
    ("En Adulthood hay un límite de cartas en la mano aunque tenga muchas, ¿no?", {"limite"}),
])
def test_an_ask_the_rulebook_never_settles_still_abstains(question, lacking):
    result = search(question)
    assert result.answered is False
    assert lacking <= set(result.missing)
    assert "turn.play-cards" in [hit.id for hit in result.hits]
