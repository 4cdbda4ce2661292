"""The noun of choosing is the verb's notion (round fabst38, issue 12).

"¿La ELECCIÓN de ubicación es por turnos o a la vez?": Coming of Age's rule
says each player CHOOSES ("elige") a die at the same time; the noun was a
topic no rule held, and a known gap of the simultaneous reveal came first
(lexicon common.toml: "choice", "eleccion" in the group of "choose").
Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Coming of Age, Playing the Game: the players choose their dice at the same time.
def test_the_choice_of_a_location_is_answered_by_the_rule_of_choosing_at_once():
    result = search("En Coming of Age, ¿la elección de ubicación es por turnos o a la vez?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "play.simultaneous")
