"""Adulthood: a rule of Interview, Donate, Date or Meditate is a rule of an action spot (issue 12).

Parts of Your Board: eight action spots, an upper and a lower one in each
category; the lower ones are Interview, Donate, Date and Meditate. "the
Donate SPOT" names the spot by its action, which the rule of the action
seldom calls a spot: the glossary's "action spot" is said by those four
(and by the upper and lower spots), as Time is said by the action spots
(rules/said_by.py). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Parts of Your Board: "The Community lower action is Donate: spend 3 money to move one space ahead on the Impact
# track."
def test_the_spot_of_an_action_is_answered_by_the_rule_of_the_action():
    result = search("in adulthood, what does the Donate spot in the Community row do?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.donate")


def test_the_spot_of_an_action_in_spanish():
    result = search("En Adulthood, ¿qué hace el espacio de Meditar en la fila de Bienestar?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.meditate")
