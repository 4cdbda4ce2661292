"""Playing with one's hand open is playing with one's cards on view (lexicon `see`, `shown_told`).

LOOP rulebook, Cooperative Mode (p. 16): "You may play open-handed", in Spanish "Se puede jugar con las manos
abiertas (enseñando las cartas)". A Spanish question asking whether the cards may be "a la vista" asked the
seeing the rule grants in other words, and `ask` said the rulebook was silent. Questions worded anew, not copied
from the benchmark sets. The English rule says it in the words an English question uses ("open-handed", "show"),
so the English question guards that side.
"""

from __future__ import annotations

from referee.rules.search import search


def test_cards_on_view_in_co_op_asked_in_spanish_are_answered():
    result = search("Modo cooperativo de LOOP: ¿jugamos con la mano a la vista de todos?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.overview")


def test_cards_shown_in_co_op_asked_in_spanish_are_answered():
    result = search("Modo cooperativo: ¿se puede jugar enseñando las cartas?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.overview")


def test_open_hands_in_co_op_asked_in_english_are_answered():
    result = search("In cooperative mode, can we all play open-handed?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "coop.overview")
