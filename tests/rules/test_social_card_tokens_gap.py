"""The tokens of a card taken with social assistance: when they come is a gap of the CV rulebook (issue 12, item 1).

CV rulebook (no page numbers), "5. Cleanup": "Then the player updates their tokens. The player should have tokens with exactly the
symbols shown on the effect area of their CV's active cards"; "Social Assistance": "Each time 1 of the 3
decks runs out, momentarily interrupt the game ... Players who qualify ... can immediately take any card
from the track". The card is taken between turns and tokens are updated only in a player's own Cleanup;
the rulebook never says whether the card's tokens come at once (gap.social-card-tokens). The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "CV: I got a card from social assistance after Ana's turn. Are its tokens mine straight away or at my cleanup?",
    "En CV me llevo una carta por la ayuda social: ¿sus fichas las recibo enseguida o en mi Limpieza?",
])
def test_social_assistance_card_tokens_are_a_gap(question):
    result = search(question, game="cv")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.social-card-tokens"
    assert result.hits[0].id == "social.take-card"


def test_tokens_of_a_card_in_ones_own_turn_are_the_cleanup_rule():
    # CV, "5. Cleanup": tokens are updated in Cleanup: asked without social assistance, the gap is not told
    result = search("cv: when do I get the tokens of a new card?", game="cv")
    assert result.answered is True and result.hits[0].id == "cleanup.tokens"


# CV, "Social Assistance": "Players using social assistance take their cards in clockwise order" and the example
# has one eligible player (Eric) before "the track is refilled": with fewer cards on the track than eligible
# players, what the last of them gets is never said (gap.social-track-refill).
@pytest.mark.parametrize("question", [
    "cv: the deck ran out, Ana and I both get social assistance but only one card is left on the track. What do I get?",
    "CV: dos jugadores tienen ayuda social y en la fila solo queda una carta, ¿qué pasa con el segundo?",
])
def test_fewer_track_cards_than_social_assistance_takers_is_a_gap(question):
    result = search(question, game="cv")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.social-track-refill"


def test_social_assistance_with_two_players_is_still_its_rule():
    # "Just two of us" names no shortage of cards: the rules of social assistance answer
    assert search("Just the two of us: does social assistance work in cv?", game="cv").answered is True
