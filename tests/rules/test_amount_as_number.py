"""A count said as an amount: "la misma CANTIDAD de turnos" is "el mismo NÚMERO de turnos" (issue 12).

Spanish players say "cantidad" where the rule text says "número"; the
Spanish Adulthood rules never write "cantidad" (Coming of Age and CV do),
so the word read as a noun its rulebook never speaks of and the rule that
answers was said silent. The everyday group ["numero", "cantidad"] (lexicon/common.toml)
makes the one cover the other. Spanish only: the English "number",
"amount", "quantity" as one group moved other rankings and answered an
unanswerable question ("can I reroll a die if I don't like the number?").
The question is worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_the_same_amount_of_turns_is_the_same_number():
    # Adulthood, End of the Game (p. 10): "Play continues until the end of the turn of the player before the first
    # player (so that everyone ends the game having taken the same number of turns)"
    result = search("¿Cada jugador juega la misma cantidad de turnos en Adulthood?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.equal-turns")
