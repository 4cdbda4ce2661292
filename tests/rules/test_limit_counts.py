"""A limit asked, answered by a rule that states the count of the thing limited (rules/limit_counts.py, issue 12).

CV's rule "The player can take 1 or 2 cards from the track" never says "maximum",
but it sets how many cards a turn may take; LOOP's Office Lady "también puedes
Comprar 1 (y solo 1) Material". A question about the max of that thing is
answered; one that asks whether there is a cap at all ("is there a max number
of cards I can keep?") is not settled by a count of what is taken. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.limit_counts import limited_thing, states_count
from referee.rules.search import search


def test_the_count_of_cards_taken_answers_the_max():
    # CV, Game Play > 2. Select Cards: "The player can take 1 or 2 cards from the track on the board"
    result = search("What's the max number of cards a player may take from the track in a turn?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "select.take-cards"


def test_mas_de_un_answered_by_solo_1():
    # LOOP p. 18, Office Lady: "Slack Off: en tu turno de Trabajar también puedes Comprar 1 (y solo 1) Material"
    result = search("¿La Office Lady puede comprar más de un MATERIAL mientras trabaja?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "career.office-lady"


def test_whether_a_cap_exists_is_not_a_count():
    # CV's rulebook gives no limit on the cards a player keeps in the CV
    assert search("is there a max number of cards from the track I can keep in CV?", game="cv").answered is False


def test_the_thing_limited_and_its_count():
    weak = frozenset({"the", "of"})
    assert limited_thing(["max", "number", "card", "tak"], 0, weak) == "card"
    assert limited_thing(["mas", "2", "vez"], 0, weak) == "vez"
    assert states_count("card", [["player", "tak", "1", "2", "card", "track"]])
    assert not states_count("card", [["card", "track", "2", "turn"]])  # a number after the thing counts something else


def test_a_limit_told_with_its_number_limits_what_the_story_counted():
    # "I bought 5 cards ... max is 2": the limit told by its number, the thing named in the story before it
    weak = frozenset({"the", "of"})
    assert limited_thing(["bought", "5", "card", "turn", "max", "2"], 4, weak, {5}) == "card"
    assert limited_thing(["bought", "5", "card", "max", "per", "turn"], 3, weak, {3}) == "card"
    # ... not the count the story already reached: "ya compré 2 cartas, ¿me paso del límite de 2?"
    assert limited_thing(["compr", "2", "cart", "limit", "2"], 3, weak, {3}) is None


def test_a_dispute_over_a_count_is_answered_by_the_rule_that_states_it():
    # CV, Game Play > 2. Select Cards: "The player can take 1 or 2 cards from the track on the board"
    result = search("Last night my cousin bought 4 cards from the track in one turn. I said the max is 2?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "select.take-cards"
