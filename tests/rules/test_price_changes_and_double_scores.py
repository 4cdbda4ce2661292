"""A price that changes with the cards ("do they GET CHEAPER?", "¿son MÁS
CARAS?"; rules/payment_manners.py's `bargain`) and a thing scored at twice
its worth ("does it SCORE DOUBLE?", "¿CUENTA DOBLE?"; rules/effect_extent.py's
`double`) are unanswered unless the first rule states such a price or how
often the thing counts (issue 12, round abst36).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, word", [
    # Adulthood p. 5: the market slots cost what the slot shows; nothing makes a card cheaper with time
    ("do Experience cards get cheaper if they stay in the market a long time?", "adulthood", "get cheaper"),
    # CV: every age deck is paid by its cards' own costs; no deck is dearer as such
    ("are the middle age cards more expensive than the early adulthood ones?", "cv", "cards more expensive"),
    ("¿Las cartas de vejez son más caras que las de infancia?", "cv", "mas caras"),
    # CV: no rule lowers the price of a second card taken in a turn
    ("discount for buying two cards in one turn?", "cv", "discount"),
])
def test_a_price_change_no_rule_states_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize("question", [
    "Playing solo, a card lets me gain an extra market card. Does that make my other cards more expensive this turn?",
    "En solitario una carta me da otra carta extra del mercado. ¿Eso hace que las siguientes sean más caras?",
])
def test_a_rule_that_says_a_price_is_not_raised_still_answers(question):
    # Adulthood solo: an extra card "does not raise the cost of other cards you gain that turn" ("no encarece")
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "solo.extra-card-effects"


@pytest.mark.parametrize("question, game, word", [
    # Coming of Age: the Starting Trait Tile scores as any Trait Tile; nothing doubles it
    ("Does my Starting Trait Tile score double at the end because I inherited it?", "coming-of-age",
     "score double"),
    # CV: the secret life goal scores once, as its card says
    ("¿Mi objetivo vital secreto cuenta doble al final si lo cumplo dos veces?", "cv", "cuenta doble"),
])
def test_a_double_score_no_rule_states_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


def test_a_rule_that_chooses_one_side_still_answers_a_double_count():
    # CV: a two-colour card's owner "decide[s] at that moment which of its two types it will be"
    result = search("Si tomo una carta de dos colores, ¿cuenta doble?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "two-color.choose-type"
