"""Where a thing goes, asked between two places named by nouns ("on the
Partner card or on my player board?"), is unanswered unless the first rule
puts a thing somewhere (rules/named_places.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, missing", [
    # Adulthood, Card Effects and Actions > Promotions and Marriage: "use the Date action on your Player Board ... and
    # gain the Married token"; where the token then lies is never said
    ("Once we marry, does the Married token sit on my Partner card or on my player board?", "adulthood", "or on"),
    # Adulthood, The Center Board > Scoring Board: passing the Grown-Up space, "take the Grown Up marker (the beige
    # arrow)"; not where it is kept
    ("Cuando soy Adulto, ¿el marcador de Adulto se pone en mi tablero o en el Scoring Board?", "adulthood", "o en"),
])
def test_two_named_places_the_first_rule_puts_nothing_in_are_unanswered(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)


@pytest.mark.parametrize("question, game, first", [
    # CV, Event cards: "Event cards bought from the track stay in the player's hand ... until played"
    ("The event card I just bought, does it go into my CV or into my hand?", "cv", "cv.events-hand"),
    ("La carta de evento que compré, ¿va a mi CV o a la mano?", "cv", "cv.events-hand"),
    # CV, turn order: play passes clockwise; two sides, not two named places, and a way round the table answers
    ("¿Hacia dónde va el turno, a la izquierda o a la derecha?", "cv", "round.order"),
])
def test_a_rule_that_puts_the_thing_somewhere_or_a_choice_of_sides_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


def test_a_side_offered_after_or_is_no_second_named_place():
    # Adulthood rulebook, Upgrades: the actions of a Partner and of some Traits
    # or Resources are placed beside the player board ("al lado" is a side the
    # player offers, not a second thing named by a noun): the rule answers.
    from referee.rules.offered_places import side_offered_after_or
    from referee.rules.normalize import words

    assert side_offered_after_or(words("¿se colocan sobre el tablero de jugador o al lado?"), "es")
    assert side_offered_after_or(words("does it go on my board or beside it?"), "en")
    assert not side_offered_after_or(words("¿se coloca en el tablero de jugador o en el Scoring Board?"), "es")
