"""Rob's pile of Trait Tiles lies face down (Coming of Age, Solo Mode > Setup: "He draws one Trait Tile and
places it face down on top of his Trait Tile pile"), so his final scoring, which reveals and scores them,
speaks of the face-down tiles a player asks about."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "at the end of a solo game, does Rob score the face down trait tiles in his pile?",
    # (answered before the entry said so too: a guard that the Spanish entry keeps it)
    "en solitario, las Fichas de Rasgo boca abajo que le quedan a Rob, ¿le dan VEP al final?",
])
def test_robs_face_down_tiles_are_scored_by_his_final_scoring(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "solo.final-scoring")
