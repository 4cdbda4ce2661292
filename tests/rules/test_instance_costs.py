"""What a named card costs, which a rule that names it but tells no cost does not list (rules/instances.py, issue 12).

Adulthood's rulebook names Mall Walkers in an example of using an action ("Mall
Walkers gives 1 energy and 1 Impact for 2 time") and never what playing it
costs; it names Family Time in an example of a cost ("you must have a Grown Up
token AND ... a Family icon ..., in addition to paying one energy"). The cost of
the first is printed on the card (silent, a printed fact); the second's is told.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.instances import _tells_cost
from referee.rules.search import search


def test_an_example_of_an_action_does_not_tell_the_cards_cost():
    # Adulthood, Actions example: "Once Mall Walkers is played onto your Community slot you can use its action:
    # ... devote two time meeples to it to gain one energy and advance one space on the Impact track"
    result = search("what does the Mall Walkers card cost?", game="adulthood")
    assert result.answered is False
    assert result.missing == ("mall walkers",)
    assert result.printed is True
    assert result.hits[0].id == "actions.mall-walkers-example"  # still shown as related reading


def test_an_example_of_a_cost_tells_it_in_both_languages():
    # Adulthood, Cost example: "To play Family Time ... you must have a Grown Up token AND already have a Family
    # icon in your tableau, in addition to paying one energy"
    assert search("what does the Family Time card cost?", game="adulthood").answered is True
    assert search("¿Cuánto cuesta la carta Family Time?", game="adulthood").answered is True


def test_what_the_example_does_tell_stays_answered():
    assert search("what does the Mall Walkers card give?", game="adulthood").answered is True


def test_a_cost_is_a_word_of_paying_with_an_amount():
    told = frozenset({"pay", "paying", "spend", "cost", "free"})
    assert _tells_cost("in addition to paying one energy", told, "en")
    assert not _tells_cost("the people you spend time with", told, "en")
    assert _tells_cost("pagar una energía", frozenset({"pagar"}), "es")
