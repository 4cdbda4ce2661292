"""Where a thing sits or faces, asked between places the player offers
("left side or right side?", "¿encima o al lado?"), is unanswered unless the
first rule names one of them (rules/offered_places.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.offered_places import offered
from referee.rules.search import search


@pytest.mark.parametrize("question, game, lang", [
    # Adulthood, Player Turns step 3: the Experience card goes "in a stack to the side of your board"; no side is named
    ("Should my Experience stack sit to the left or to the right of my player board?", "adulthood", "en"),
    ("¿Mi pila de Experiencias se pone a la izquierda o a la derecha de mi tablero?", "adulthood", "es"),
    # CV, Components: "4 player reference cards", nowhere said where they lie
    ("Player aid cards: does each of us keep one in front of them, or do they stay in the middle?", "cv", "en"),
])
def test_places_offered_that_the_first_rule_never_names_are_unanswered(question, game, lang):
    result = search(question, game=game, lang=lang)
    assert result.answered is False
    assert any(" / " in missing for missing in result.missing)


@pytest.mark.parametrize("question, game, first", [
    # CV, cards in the CV: a Health card "can go onto the top of the stack, or under any card in the stack"
    ("My new Health card: does it go on top of my pile or under it?", "cv", "cv.place-hrk"),
    # LOOP, Gameplay: "Player who most recently spent over $100 starts first, then turn goes in clockwise"
    ("Once the first player has gone, does the turn go to the player on the left or on the right?", "loop",
     "gameplay.start-player"),
    ("¿Después del jugador inicial, el turno sigue hacia la izquierda o hacia la derecha?", "loop", "gameplay.start-player"),
])
def test_a_rule_that_names_one_of_the_places_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


def test_a_place_said_on_both_sides_is_shared_not_offered():
    # "face down" is said of both places: the choice is under the board or beside it
    said = words("Do my two facedown cards go under my board or just face down next to it")
    assert offered(said, "en") == {"under": "under", "beside": "next to"}


def test_a_place_word_of_no_place_offers_nothing():
    # "right away" is a moment, not a side
    assert offered(words("Do I take it right away or at the left end of the track"), "en") is None
