"""`ask` abstains when a question offers to pay with something no rule lets be paid (issue 12, item 1).

"Can I spend VEP to get a Motivation Token?": the rule that ranks first
speaks of VEP and of Motivation, but VEP is what it gains, not what it pays
(referee/rules/payment.py). A rule that names the thing right after a word
of paying ("spend 4 Willpower Tokens") answers. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import payment
from referee.rules.index import get_index
from referee.rules.search import search

# Coming of Age: VEP are only gained and lost (Memory Cards p. 8: "For the first Motivation Token spent: gain
# 3 VEP"; final scoring p. 11); no sentence of 000_*.txt spends VEP or pays with it (grep "VEP").
SILENT = [
    ("Can I spend VEP to get a Willpower Token?", "vep", "coming-of-age"),
    # CV (roll.bad-luck-frozen): "Dice showing the bad luck symbol are frozen: they cannot be rerolled"; good luck
    # is spent only to buy a card (select.three-good-luck), never to free a die
    ("can I spend one good luck token to reroll a frozen bad luck die?", "good", "cv"),
    ("¿Puedo gastar VEP para tomar una Ficha de Fuerza de Voluntad?", "vep", "coming-of-age"),
]


@pytest.mark.parametrize(("question", "word", "game"), SILENT)
def test_paying_with_what_no_rule_lets_be_paid_abstains(question, word, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


ANSWERED = [
    # Coming of Age p. 8: "Some locations allow you to spend 4 Willpower Tokens instead of Motivation Tokens to
    # gain a Memory."
    ("Can I spend Willpower instead of Motivation to get a Memory?", "coming-of-age", "memory.willpower"),
    # Adulthood: "wherever an action needs time, you may commit an energy token in place of a time meeple"
    ("can i spend energy in place of a time meeple", "adulthood", "turn.energy-as-time"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_rule_that_pays_with_it_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_paying_for_a_thing_is_not_paying_with_it():
    # "pay the upkeep", "pagar una carta": what is bought follows an article
    index = get_index()
    assert payment.offered("¿tengo que pagar la carta?", "cv", index, "es") is None
    assert payment.offered("can I pay for a card with events?", "cv", index, "en") is None
    # "spend A good luck symbol", "gastar UNA ficha": a verb of spending spends what its article names, read with
    # the words after it ("good" is the first word of CV's term "good luck")
    assert payment.offered("can I spend a good luck symbol to reroll?", "cv", index, "en")[0] == "good"
    assert payment.offered("¿puedo gastar una ficha de dinero?", "adulthood", index, "es")[0] == "ficha"
    # "without paying time": not paying is asked (the rule of what may be done without), not what pays
    assert payment.offered("can I take an action without paying time?", "adulthood", index, "en") is None
    assert payment.offered("¿puedo hacer una acción sin pagar tiempo?", "adulthood", index, "es") is None


def test_paying_for_what_no_rule_that_pays_with_it_buys_abstains():
    # Coming of Age p. 8: Willpower pays only for a Memory ("spend 4 Willpower Tokens instead of Motivation
    # Tokens to gain a Memory"), and for overcoming a Frustration; never for a step of a Mood Counter
    result = search("can i spend willpower to push my mood counter up a step?", game="coming-of-age")
    assert result.answered is False
    assert result.missing == ("willpower",)
    # LOOP: COIN buys MATERIAL; only the Waitress's career draws a FAVOUR for it, a card the question does not name
    result = search("¿puedo pagar COIN para robar otra carta FAVOUR?", game="loop")
    assert result.answered is False
    assert result.missing == ("coin",)


def test_what_the_question_pays_for():
    index = get_index()
    thing = payment.offered("can i spend willpower to move a mood counter?", "coming-of-age", index, "en")
    assert [stemmed for stemmed, _ in payment.bought("can i spend willpower to move a mood counter?", thing,
                                                      "coming-of-age", index, "en")] == ["mood", "counter"]
    # ... and the rule that pays with it for that very thing answers (Coming of Age p. 8, above)
    assert search("can i spend 4 willpower to get the memory instead of motivation?",
                  game="coming-of-age").answered is True


def test_a_colour_before_what_is_paid_says_which_of_it():
    # Coming of Age p. 10: "Every time you spend one or more Motivation Tokens ... move the Mood Counter of that colour
    # exactly 2 steps to the left": "spent PINK motivation" pays Motivation, the colour says which (round fabst36:
    # the colour was read as the thing paid, which no rule pays)
    index = get_index()
    assert payment.offered("I spent pink motivation on a memory, does my counter move?", "coming-of-age", index,
                           "en")[0] == "motivation"
    result = search("I spent pink motivation on a memory, does my counter move?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "motivation.mood-penalty"
    # ... and a colour before what no rule pays still leaves that thing unpaid
    assert search("can I spend pink VEP to get a memory?", game="coming-of-age").answered is False
