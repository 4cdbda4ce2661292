"""A card pointed at with "esa misma carta que ..." is one card, not two
asked to be one (rules/named_identity.py `_same_linked`, issue 12).

"¿El LANDFILL es la misma pila QUE LA Discard Pile?" asks whether two named
components are one, which the rulebook never says: unanswered. "¿Puedo jugar
esa misma carta QUE COMPRÉ este turno?" points at the card just taken with a
relative clause, and the rule of that card answers. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_relative_clause_after_the_same_card_is_answered():
    # Adulthood, Market: the leftmost card gives an energy; a card taken in step 3 may be played in the same turn
    result = search("Compré la carta de más a la izquierda y gané una energía. ¿Puedo jugar esa misma carta que "
                    "compré en este turno?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id in {"turn.market-leftmost", "turn.step3-any-order"}


def test_two_named_piles_asked_to_be_one_stay_unanswered():
    # LOOP, FAVOUR: the Discard Pile and the deck are both named, never said to be one pile
    result = search("¿La Discard Pile de FAVOUR es la misma pila que el mazo de FAVOUR?", game="loop")
    assert result.answered is False
    assert result.printed is True
    assert result.missing == ("misma pila",)
