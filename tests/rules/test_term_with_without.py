""""Una Frustración sin superar" is a state named by the game's term, not a
thing done without (issue 12, round fabst26).

Coming of Age's rulebook (p. 8, "Rebote hacia la izquierda en un registro")
says that bouncing left into a register with a Frustration Token on its right
end ("frustración sin resolver") costs 2 VEP; its glossary already reads
"superada" and "resuelta" as one term, so "sin superar" is its twin of "sin
resolver". A "sin" inside the glossary phrase denies nothing the rule must say
after a word of leave: the entry that holds the term answers. Questions worded
anew, not those of the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_unovercome_frustration_is_the_term_of_an_unresolved_one():
    result = search("Si tengo que rebotar a la izquierda en un registro con una Frustración sin superar "
                    "en el extremo derecho, ¿qué me pasa?", game="coming-of-age", limit=3)
    assert result.answered
    assert result.hits[0].id == "bounce.left-with-frustration"



def test_done_without_is_answered_by_the_rule_that_requires_it():
    # CV rulebook, Game Play > 2. Select Cards: 3 good luck symbols cover only the symbol cost; a special
    # condition "el jugador TIENE QUE cumplirla igualmente". Asking leave to take it without meeting the
    # condition is answered by that requirement.
    result = search("Con tres de buena suerte, ¿me puedo llevar una carta de condición especial sin cumplirla?",
                    game="cv", limit=3)
    assert result.answered
    assert result.hits[0].id == "select.good-luck-conditions"
