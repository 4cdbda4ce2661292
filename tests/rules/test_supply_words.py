"""Spanish "suministro" is the general supply of Coming of Age and Adulthood (issue 12).

The Spanish rules say "reserva general"; Spanish players, after many
translated boxes, also say "el suministro (general)" for the English
"General supply". In Coming of Age the word was no term of the game but
LOOP's utility card "Suministro", a term of another game, and the question
abstained beside the rule that answers (round fabst36: TUNE119 false
abstention -3, abstention +1: blind93, blind95, blind98, blind106). The
probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_general_supply_said_suministro_is_the_reserva_general():
    # Coming of Age, setup: "Personal Supply: each player ... 1 Character Token ... the other 3 go to the general supply"
    result = search("¿Cuántas Fichas de Personaje me quedo y cuántas dejo en el suministro general?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "setup.character-tokens"


def test_new_motivation_tokens_entering_the_suministro():
    # Coming of Age, end of round: the Motivation Tokens of the newly unlocked colour join the general supply
    result = search("¿Cuándo pasan al suministro las Fichas de Motivación de un color nuevo?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "end-of-round.motivation-tokens"
