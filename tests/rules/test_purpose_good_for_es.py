"""Spanish "¿para qué son buenas?", "¿pa qué sirven?" frame a question about what a thing is for (rules/purpose.py).

CV rulebook, Card Types, "3. Knowledge - show skills and education which can be gained. They usually generate
knowledge symbols, but also help manipulate the dice results." Asked what Knowledge cards "son buenas" for, the
frame ended at "para qué son" and left "buenas" a word the rule must hold: the search abstained and put the
three-good-luck rule first (a tuning-set question; now the card type's entry, answered). The frame's words are
checked here, worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.purpose import purpose_positions


@pytest.mark.parametrize(("text", "frame"), [
    ("¿para qué son buenas las cartas de Salud?", "para que son buenas"),
    ("¿y para qué es bueno el dado de ocho caras?", "para que es bueno"),
    ("las fichas de Recuerdo, ¿pa qué sirven?", "pa que sirven"),
])
def test_the_spanish_frames_of_what_a_thing_is_good_for(text, frame):
    folded = words(text)
    assert " ".join(folded[position] for position in sorted(purpose_positions(text, "es"))) == frame
