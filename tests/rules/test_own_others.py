"""`ask` keeps the rule of one's own pieces from the gap about two players' pieces (issue 12; rules/own_others.py).

"Another Presence OF MINE", "BOTH OF MY Presences": the rulebook limits
one's own Presences to one per location; the catalog's silence is whether
two PLAYERS may share one. Beside it, the question about another player's
Presence keeps the gap. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules import own_others
from referee.rules.search import search


def test_the_own_other_is_read_and_another_player_is_not():
    assert own_others.says_own_other("Is it allowed to have both of my Presences at one location?", "en")
    assert own_others.says_own_other("¿Puedo tener otra Presencia mía en el mismo edificio?", "es")
    assert not own_others.says_own_other("¿Puede otro jugador poner su Presencia donde ya está la mía?", "es")
    assert own_others.gap_of_others("Can two players have a Presence at the same location?", "en")
    assert not own_others.gap_of_others("Are my unachieved GOAL secret, and can I show them?", "en")


def test_two_of_my_presences_at_one_location_is_the_presence_limit():
    # Coming of Age rulebook p. 10 (Presence): up to 4 Presences, in different locations, never two in the same one
    result = search("Is it allowed to have both of my Presences at one location?")
    assert result.answered and result.gap is None
    assert "presence.limit" in [hit.id for hit in result.hits[:2]]


def test_otra_presencia_mia_is_the_presence_limit():
    # Coming of Age rulebook p. 10 (Presencia), as above
    result = search("¿Puedo tener otra Presencia mía en el mismo edificio?")
    assert result.answered and result.gap is None
    assert "presence.limit" in [hit.id for hit in result.hits[:2]]


def test_another_players_presence_keeps_the_gap():
    # Coming of Age rulebook p. 10 limits one's own Presences; whether another player's keeps you out it never says
    result = search("¿Puede otro jugador poner su Presencia donde ya está la mía?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.shared-presence-location"
