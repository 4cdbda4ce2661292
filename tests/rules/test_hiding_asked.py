"""Hiding a thing asks whether the others may see it (issue 12; lexicon: common concept of seeing, round kids2).

A child asks "can I hide my coins?", "¿se puede esconder la plata?": whether the others may see them. LOOP's
rulebook answers with the other side of it (p. 5, Player Area: "Keep all your COIN in your AREA, visible to all
players at all times"). "Hide" and "esconder" join the common concept of seeing ("visible", "a la vista"), and
an English rule's "visible" is a word of what is shown. The questions are written for this test, not taken
from the question sets.
"""

from __future__ import annotations

from referee.rules.normalize import common_concept
from referee.rules.search import search


def test_hiding_is_the_concept_of_seeing():
    assert common_concept("hide") == common_concept("visible") == common_concept("esconder")


def test_the_rule_that_coins_are_visible_answers_hiding_them():
    result = search("Can I hide my COIN so the others cannot count them?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "area.coins"


def test_in_spanish():
    result = search("¿Mi hija puede esconder sus COIN para que nadie sepa cuántas tiene?", game="loop")
    assert "area.coins" in [hit.id for hit in result.hits[:3]]


def test_covered_so_that_nobody_knows_asks_what_is_shown():
    # Coming of Age, Setup: "Create a general supply near the board with ... the Willpower Tokens"; the rulebook
    # never says whether a player's tokens are open to the others (the catalog's gap), so the rule of the tokens
    # does not answer whether one may cover them "so that nobody knows" (player_acts `shown_asked`)
    result = search("¿Se puede tapar la ficha de Fuerza de Voluntad con la mano para que nadie sepa cuántas tengo?",
                    game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("para que nadie sepa",)
