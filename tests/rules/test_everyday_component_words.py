"""Players' words for a component or a rule that no entry, alias or glossary word held (issue 12).

A noun a game's rulebook never uses is a topic no entry covers, so a question
that names a real component by the table's word ("my three clovers") was left
unanswered though its rule ranked first. Each word here names a real thing of
its game, in both languages; the probes are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, rule", [
    # CV rulebook, Game Play > 5. Cleanup: "Tokens do not accumulate like income"
    ("In CV do my tokens build up turn after turn like a salary?", "cv", "cleanup.tokens-not-income"),
    ("En CV, ¿las fichas se van sumando turno tras turno como un sueldo?", "cv", "cleanup.tokens-not-income"),
    # ... nor are they banked ("bank" is Adulthood's word, a topic CV never speaks of, unless it is this rule's alias)
    ("CV: can I keep banking my tokens turn after turn?", "cv", "cleanup.tokens-not-income"),
    ("En CV, ¿puedo ahorrar las fichas como en el banco de un turno a otro?", "cv", "cleanup.tokens-not-income"),
    # Coming of Age rulebook p. 7, Change Location: "Available locations ... at the ends of the Main Board are
    # considered adjacent to each other"
    ("coming of age: do the locations go round like a circle, so the last one is next to the first?",
     "coming-of-age", "change-location.ends-adjacent"),
    ("Coming of Age: ¿las ubicaciones van como un círculo, la última junto a la primera?",
     "coming-of-age", "change-location.ends-adjacent"),
    # Coming of Age rulebook, Traits: "Hoarder (VEP 5): Have at least 9 Tokens total, combining Willpower and
    # Motivation Tokens" (Acumulador: a Spanish name players give the Hoarder, beside the catalog's Acaparador)
    ("¿Qué necesito para el Rasgo Acumulador?", "coming-of-age", "trait.hoarder"),
])
def test_a_players_word_for_a_real_thing_finds_its_rule(question, game, rule):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, rule)


def test_whose_in_spanish_is_no_word_of_the_question():
    """CV rulebook, Card Types > Cards with a Cost: "If the player cannot pay the cost ... the card is lost and
    goes to the box." "cuyo" (whose) joins the card to its cost, as English "whose", a stopword."""
    result = search("una carta de CV cuyo precio no puedo pagar, ¿se descarta?")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cost.cannot-pay")


@pytest.mark.parametrize("question", [
    "In CV I have three clovers, what can I do with them?",
    "En CV saqué tres tréboles en los dados, ¿para qué me sirven?",
])
def test_clovers_are_the_good_luck_symbol(question):
    """CV rulebook, Game Play > 2. Select Cards: "If a player has 3 good luck symbols (from their dice and
    tokens), then these can be used to buy any card from the track" (the good luck symbol is the four-leaf
    clover players name). Without the word the question was left unanswered; the rule is among the first three
    (a lone "clover" weighs less than "good luck" said in full, beside the rule of 3 bad luck)."""
    result = search(question)
    assert result.answered is True
    assert ("cv", "select.three-good-luck") in [(hit.game, hit.id) for hit in result.hits[:3]]
