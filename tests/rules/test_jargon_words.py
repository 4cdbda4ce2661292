"""Questions in the hobby's general words, read as each game's own terms (issue 12, round jargon).

Players who know many board games ask in the hobby's words ("pawn", "discard
pile", "peón", "pila de descarte") rather than each game's. Where a game has
the thing, its glossary (`rulesets/<game>/glossary.toml`) names it so: Coming
of Age's pawns are its Character Tokens, moved up a Friendship Register and
put out as Presences. Where a game lacks the thing, the word is no name of
anything the game has, and the question meets the rulebook's silence: CV
defines no discard pile (lost cards go to the box).

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

PAWNS = [
    # Coming of Age, Friendship Bonus: "move a Character Token ... to an empty space on the next level"
    ("can I move my pawn two levels up the Friendship Register in one go?", "friendship.level-up"),
    ("¿puedo subir mi peón dos niveles del Registro de Amistad de una vez?", "friendship.level-up"),
]


@pytest.mark.parametrize(("question", "entry"), PAWNS)
def test_a_pawn_is_a_character_token(question, entry):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == entry


def test_cv_has_no_discard_pile():
    # CV: no discard pile is defined (gap.discard-pile); "discard" is its act, not a pile
    result = search("when a card falls off the left end of the track, does it go face up onto a discard pile?",
                    game="cv")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.discard-pile"
