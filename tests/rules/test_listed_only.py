""""What does the BAD LUCK symbol do?" is answered by the rules of bad luck, not by the entry that lists the
six symbols (issue 12; rules/listed_only.py, lexicon `question_form.list_joiners`).

CV rulebook, Dice: "The six symbols are: health, knowledge, relationship, money, good luck and bad luck", and Game
Play: bad luck dice are frozen, every 3 bad luck symbols are a misfortune. Asked what one symbol is for, the entry
that lists all six held every word of the question and ranked first; a list tells what there is, never what one
of its items does. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import listed_only
from referee.rules.normalize import key
from referee.rules.search import search

BAD_LUCK_RULES = {"roll.bad-luck-frozen", "badluck.misfortune", "badluck.discard-active"}


@pytest.mark.parametrize("question", [
    "what's the bad luck face of the die for?",
    "In CV, what does the bad luck side of a die do?",
    "¿Para qué sirve la cara de mala suerte de los dados?",
])
def test_one_listed_thing_asked_is_answered_by_its_own_rules(question):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) in {("cv", rule) for rule in BAD_LUCK_RULES}


def test_a_question_that_names_several_items_asks_of_the_list_itself():
    result = search("what are the health, money and luck symbols of the dice for?")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "dice.symbols")


LIST = "The six symbols are: health, knowledge, relationship, money, good luck and bad luck. Cards show them."


def _keys(*said: str, lang: str = "en") -> frozenset[str]:
    return frozenset(key(word, lang) for word in said)


@pytest.mark.parametrize(("title", "text", "asked", "listed"), [
    ("The six die symbols", LIST, _keys("bad", "luck", "symbol"), True),
    # the title names the thing: the entry is about it
    ("Bad luck dice are frozen", "Dice showing the bad luck symbol are frozen.", _keys("bad", "luck", "symbol"), False),
    # named outside the list too: the entry says more of it than the list
    ("The six die symbols", LIST + " Bad luck dice are frozen.", _keys("bad", "luck"), False),
    # several items asked: no one item holds them
    ("The six die symbols", LIST, _keys("health", "money"), False),
    # a list of few words per item only: "the cards of Community" opens a clause, it is no item
    ("Slots", "In the deck, the cards of Community, Wellness and Leisure replace spots.", _keys("card"), False),
    ("Los seis símbolos de los dados", "Los seis símbolos son: salud, conocimiento, relaciones, dinero, buena suerte "
     "y mala suerte.", _keys("mala", "suerte", lang="es"), True),
])
def test_what_only_lists_the_thing_asked(title, text, asked, listed):
    lang = "es" if "símbolos" in title else "en"
    assert listed_only.only_listed(title, text, asked, lang) is listed
