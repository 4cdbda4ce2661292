"""Values a player never looked at are the face-down Values the end of the game turns face up (issue 12).

Adulthood p. 10, End of Game and Scoring: "When play stops, turn all Values cards face up. Each player then completes
all the final scoring steps": the Spanish table says of its face-down Values that it "nunca miró" them, a word the
rule does not use; the alias "valores que nunca miré" lets the rule answer. (Its English twin "values i never looked
at" cost two first answers on the tuning list, TUNE53 top-1 18710 -> 18708, and was left out.)
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Nunca miré mis Valores boca abajo; al terminar, ¿se tienen en cuenta?",  # (without: the Values dealt at set-up)
    "¿Los Valores que nunca miré se suman al final?",  # (without: step 4 of scoring, the Values in hand)
])
def test_values_never_looked_at_are_the_values_turned_face_up_at_the_end(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.reveal-values")
