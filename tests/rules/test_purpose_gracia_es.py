"""Spanish "¿cuál es la gracia de ...?" asks what a thing is for (rules/purpose.py, `purpose_phrases`).

LOOP rulebook, p. 4 "1.1 Player AREA": "REPUTATION You can keep up to 2 REPUTATION. Flip, cover, or uncover icon
with token to indicate current REPUTATION." Asked "¿cuál es la gracia de la ficha de Reputación?", the everyday
"what's the point of" was read as a word "gracia" the rule must hold: the search put the token's entries first and
said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.purpose import purpose_positions
from referee.rules.search import search


@pytest.mark.parametrize(("text", "frame"), [
    ("¿cuál es la gracia de la ficha de Reputación?", "cual es la gracia de"),
    ("¿y qué gracia tiene el dado de ocho caras?", "que gracia tiene"),
])
def test_the_frames_of_the_point_of_a_thing(text, frame):
    folded = words(text)
    assert " ".join(folded[position] for position in sorted(purpose_positions(text, "es"))) == frame


def test_the_point_of_the_reputation_token_is_answered():
    result = search("¿Cuál es la gracia de la ficha de Reputación en LOOP?", limit=3)
    assert result.answered
    assert result.hits[0].game == "loop" and "reputation" in result.hits[0].id
