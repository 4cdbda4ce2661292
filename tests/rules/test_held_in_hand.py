"""The hand told as where one's cards are is a place, not a topic the rule must say (issue 12).

"May I play a card from my hand before I draft?": players of any card game
name the hand as where their unplayed cards are, and Adulthood's rule of
step 3 ("draft and play cards in either order") answers without saying
"hand" (rules/held_in_hand.py). The hand asked for itself stays a topic:
its size, a choice of where to keep a thing. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.held_in_hand import hands_held
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "may I play a card from my hand before I draft from the market?",
    "¿puedo jugar una carta de mi mano antes de coger una del mercado?",
])
def test_the_hand_played_from_is_no_topic_of_the_rule_of_the_act(question):
    # Adulthood, Player Turns: "Step 3 covers drafting from the market (3a) and playing cards (3b), done in any order"
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.step3-any-order")


@pytest.mark.parametrize("question", [
    "can I still put cards from my hand on my board in the final round, once my markers have crossed?",
    "¿Puedo bajar cartas de mi mano en la ronda final cuando ya se cruzaron los marcadores?",
])
def test_cards_played_from_the_hand_in_the_last_round(question):
    # Adulthood, Scoring Board: "As soon as one player's two score markers cross paths, play continues to finish the
    # round"
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) in {
        ("adulthood", "scoring-board.crossing"), ("adulthood", "end.equal-turns")}


@pytest.mark.parametrize("question", [
    "do the icons on the cards in your hand count for a Life icon in the cost bar?",
    "¿cuentan los iconos de las cartas de mi mano para el icono de Vida de la barra de coste?",
])
def test_cards_in_the_hand_are_told_by_where_they_are(question):
    # Adulthood, Cost to Play Bar: the Life icon must already be "on your board or in your tableau"
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cost.life-icon")


def test_the_hand_is_a_place_only_after_a_link_and_an_owner():
    assert hands_held(words("can I play it from my hand?"), "en") == {"hand"}
    assert hands_held(words("¿la saco de la mano?"), "es") == {"mano"}
    # the hand shown, counted or offered as a choice is what is asked
    assert hands_held(words("can I show my hand?"), "en") == frozenset()
    assert hands_held(words("I have 5 in hand, can I draw?"), "en") == frozenset()
    assert hands_held(words("¿las guardo boca abajo o en la mano?"), "es") == frozenset()
    # (a hand said twice, once shown: a topic)
    assert hands_held(words("can I show my hand, the cards in my hand?"), "en") == frozenset()


def test_the_size_of_the_hand_stays_a_topic():
    # no rule of Adulthood or CV says how many cards a hand holds
    assert not search("how many cards can I hold in my hand at once?").answered
