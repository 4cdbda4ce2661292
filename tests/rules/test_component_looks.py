"""`ask` does not abstain over how a player tells a component by its look (issue 12).

Players back after months tell the pieces by their size, material, colour or
place ("the little marker", "the wooden character pawns"): such a word, right
before the thing the entry speaks of, is no topic (rules/modifiers.py,
`looks_covered`). Beside each, the reading that stays: a colour that is part
of a game term, a word of whose it is, a thing the rulebook never speaks of.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import modifiers
from referee.rules.search import search


def _looked(words: list[tuple[str, bool, bool]], before_next: list[bool], phrased: list[bool] | None = None):
    found = list(words)
    modifiers.looks_covered(found, before_next, phrased or [False] * len(found), [], "en")
    return [word for word, topic, covered in found if topic and not covered]


def test_a_size_and_a_material_before_a_covered_thing_are_details():
    # "the little wooden token": both words tell which token; the entry holds "token"
    found = [("little", True, False), ("wooden", True, False), ("token", True, True)]
    assert _looked(found, [True, True, False]) == []


def test_a_look_before_a_thing_the_entry_does_not_cover_stays_a_topic():
    # "the little round tokens" read against a rule of the game's round: it says nothing of tokens
    found = [("little", True, False), ("round", True, True), ("tokens", True, False)]
    assert _looked(found, [True, True, False]) == ["little", "tokens"]


def test_a_colour_of_a_game_term_keeps_its_reading():
    # LOOP's glossary: "red Favour", "red cards" are its FAVOUR cards; an entry that lacks them does not answer
    found = [("red", True, False), ("cards", True, True)]
    assert _looked(found, [True, False], phrased=[True, False]) == ["red"]


def test_whose_a_thing_is_is_no_look():
    # "your OWN turn" asks whose turn it is: not a word of `looks`
    found = [("own", True, False), ("turn", True, True)]
    assert _looked(found, [True, False]) == ["own"]


def test_a_look_not_right_before_the_thing_stays_a_topic():
    found = [("little", True, False), ("token", True, True)]
    assert _looked(found, [False, False]) == ["little"]


# Adulthood, Promotions and Marriage: "your Married token if you replace your Partner card"; Coming of Age p. 10,
# Presence: "You have 4 Character Tokens for Presences ... never two in the same location".
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("in adulthood, do I lose the small married token when I change partner?", "adulthood", "upgrade.lose-token"),
        ("in coming of age, how many of the small wooden pawns may I put out as presences?", "coming-of-age",
         "presence.limit"),
    ],
)
def test_a_component_told_by_its_look_is_answered_by_its_rule(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# LOOP p. 5, Player Area: "Keep all your COIN in your AREA, visible to all players at all times": no rule speaks
# of a pocket. The look of the coins is forgiven, the pocket is not.
def test_a_look_forgiven_leaves_the_silence_beside_it():
    result = search("in LOOP, can I keep my little coins hidden in my pocket?")
    assert result.answered is False
    assert "little" not in result.missing
    assert "pocket" in result.missing


# LOOP p. 5, Player Area: "Keep all your COIN in your AREA, visible to all players at all times." Where a player
# sees the coins from their seat ("in front of me") is the AREA the rule speaks of, and "stay" only says they are
# to be so: the rule answers. A cup to hide them under is still a thing the rulebook never speaks of.
@pytest.mark.parametrize(
    "question",
    ["in LOOP, must the coins in front of me stay visible to all players?",
     "¿las monedas delante de mí tienen que verse en LOOP?"],
)
def test_a_place_at_the_table_told_from_the_seat_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.coins")


def test_a_place_at_the_table_leaves_the_silence_beside_it():
    result = search("in LOOP, can I hide the coins in front of me under a cup?")
    assert result.answered is False
    assert result.missing == ("cup",)


# Adulthood p. 3, Partners: "Partner cards also have a heart icon that matches a "hole" icon on a Values card. Get
# both and you'll score 4 extra points at game end!" A player telling the icon by its look says "agujero" as
# often as "hueco": both are the glossary's hole in your heart.
def test_the_heart_s_hole_told_as_agujero_is_the_hole_icon():
    result = search("en Adulthood, ¿qué hace el agujero del corazón de las cartas de Valores?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.partner-heart")


def test_a_little_of_an_amount_is_no_look():
    # "a LITTLE money" is how much money, not a small coin: the look is not forgiven (lexicon `amounts`)
    found = [("little", True, False), ("money", True, True)]
    found_copy = list(found)
    modifiers.looks_covered(found_copy, [True, False], [False, False], [True, True], "en")
    assert found_copy == found
    modifiers.looks_covered(found, [True, False], [False, False], [], "en")
    assert found[0] == ("little", False, False)
