"""How two components look, compared, is unanswered unless the first rule
has a word of that look (rules/compared_looks.py, issue 12).

A rulebook counts its pieces and says what they do; what they look like
beside each other is on the components, which the table sees. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Adulthood, Components (p. 2): "12 Grown-Up, Promoted, & Married markers": counted, their shapes never described
    ("Do the Promoted markers and the Married markers have different shapes?", "adulthood"),
    # Coming of Age, Components: "4 Vital Experience Point Counters (1 of each color)" and "4 Personal Fulfillment
    # Counters": counted, what each looks like never said
    ("¿El Contador de Realización Personal y el de VEP tienen la misma forma?", "coming-of-age"),
])
def test_a_look_compared_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True


@pytest.mark.parametrize("question, game", [
    # Coming of Age, Memory Cards: three Motivation Tokens "of the same color" are a cost, not a look compared
    ("If I pay three Motivation Tokens of the same colour for a Memory, how many VEP do I get?", "coming-of-age"),
    ("Si pago tres Fichas de Motivación del mismo color por un Recuerdo, ¿cuántos VEP gano?", "coming-of-age"),
])
def test_a_colour_shared_is_no_look_compared(question, game):
    result = search(question, game=game)
    assert result.answered is True


def test_a_rule_that_names_the_look_answers():
    # LOOP, set-up: "Place your REPUTATION token black side up": the rule speaks of the token's sides
    result = search("Is the black side of the REPUTATION token different from the other side?", game="loop")
    assert result.answered is True


@pytest.mark.parametrize("question", [
    # Adulthood, Solo Mode set-up change 5: "set up the market with only three cards": the size of a market is how
    # many cards it holds, which the rule counts (rules/compared_looks.py `looks_compared_counted`)
    "In solo, is the market the same size as in the normal game?",
    "¿El mercado del solitario es del mismo tamaño que el de la partida normal?",
])
def test_the_size_of_a_set_of_cards_is_its_count(question):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "solo.setup-market"


def test_the_size_of_a_piece_is_still_a_look():
    # Adulthood, Components: the status markers are counted, their size never described
    result = search("Are the Promoted markers the same size as the Married markers?", game="adulthood")
    assert result.answered is False
    assert result.printed is True
    assert result.missing == ("size",)
    assert result.hits[0].id == "components.status-markers"


def test_a_rule_that_names_a_colour_tells_the_colour():
    # Coming of Age, set-up: "the turquoise and green Motivation Tokens" go to the general supply, the others
    # (pink, orange, blue) to the unavailable supply: colours named, without the word "colour"
    result = search("Only turquoise and green Motivation Tokens start in the general supply: how are they different "
                    "from the other colours?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "setup.general-supply"
