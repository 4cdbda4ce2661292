"""A remembered rule closed by a doubt of one's memory is put up for confirmation; a place claimed in it is judged
after the gaps too (issue 12; rules/confirmation.py, rules/guessed_places.py, rules/claimed_specifics.py).

"..., ¿me equivoco?", "..., ¿es así?", "..., am I wrong?", "..., yes?":
how the player asks to have the belief confirmed or corrected, never a
word the rule must hold. "the card goes to the discard pile, right?": the
rule that says where the card goes ("back to the box") corrects the belief
though a gap about the discard pile ranked first before it. Questions
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.confirmation import confirmed, tag_positions
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "tag"), [
    ("Creo que se roban dos cartas, ¿me equivoco?", "es", ["me", "equivoco"]),
    ("se roban dos cartas, ¿o me equivoco?", "es", ["o", "me", "equivoco"]),
    ("Se roban dos cartas al empezar, ¿es así?", "es", ["es", "asi"]),
    ("se roban dos cartas, ¿estoy en lo cierto?", "es", ["estoy", "en", "lo", "cierto"]),
    ("we each draw two cards, yes?", "en", ["yes"]),
    ("we each draw two cards, or am I wrong?", "en", ["or", "am", "i", "wrong"]),
    ("someone played a FAVOUR on me, can I say yes", "en", []),  # what is said, not a tag
    ("¿me equivoco al contar las cartas?", "es", []),  # not closing the question
])
def test_a_closing_doubt_of_memory_is_a_tag(question, lang, tag):
    said = words(question)
    assert [said[position] for position in tag_positions(said, lang)] == tag
    assert confirmed(said, lang) is bool(tag)


# Adulthood, the board: both spots of an action may be used in one turn ("board.both-spots")
@pytest.mark.parametrize("question", [
    "Creo que en Adulthood puedo usar el espacio de arriba y el de abajo de Leisure en el mismo turno si me sobra "
    "tiempo, ¿me equivoco?",
    "Tengo entendido que con Donate se pueden usar los dos espacios en el mismo turno si me da el tiempo, "
    "¿me equivoco?",
])
def test_the_doubt_that_closes_a_claim_is_no_topic(question):
    result = search(question)
    assert result.answered is True, result.missing
    assert result.hits[0].id == "board.both-spots"


# CV, Cards with a cost: "If the player cannot pay the cost ..., the card is lost and goes back to the box."
@pytest.mark.parametrize("question", [
    "in CV when I can't pay a card's red slash cost it goes to the discard pile, right?",
    "in CV when I can't pay a card's red slash cost it goes to the discard pile, yes?",
    "En CV, si no puedo pagar el coste de la barra roja, la carta va al descarte, ¿verdad?",
])
def test_a_claimed_place_is_corrected_by_the_rule_that_says_where(question):
    result = search(question)
    assert result.answered is True, result.missing
    assert result.hits[0].id == "cost.cannot-pay"


# The rulebooks say nothing of a hand limit in Adulthood, nor of shuffling a discard pile into a new deck in CV
@pytest.mark.parametrize(("question", "lacking", "near"), [
    ("in Adulthood there is a hand limit of 5 cards, yes?", {"hand", "limit"}, "turn.play-cards"),
    ("En Adulthood hay un límite de 5 cartas en la mano, ¿me equivoco?", {"limite"}, "turn.play-cards"),
    ("in CV the discard pile gets shuffled to make a new deck when the track deck runs out, right?",
     {"discard", "pile"}, "cleanup.deck-order"),
    ("En CV cuando se acaba el mazo se baraja el descarte para hacer otro, ¿me equivoco?", {"descarte"},
     "cleanup.deck-order"),
])
def test_a_belief_the_rulebook_never_states_still_abstains(question, lacking, near):
    result = search(question)
    assert result.answered is False
    assert lacking <= set(result.missing)
    assert near in [hit.id for hit in result.hits]
