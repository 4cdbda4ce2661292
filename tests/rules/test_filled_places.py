"""A place told full is unanswered unless a near rule speaks of a full place, of room or of a limit (rules/filled_places.py, issue 12).

The rule of the act (meeting a character) says where the thing goes when
there is room; what happens when the place is full is a rule only where
the rulebook speaks of it. The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("I'm meeting a character for the first time, but level 0 of my Friendship Track is already full. Where do I "
     "put the new token?", "coming-of-age"),
    ("Conozco a un personaje por primera vez, pero el nivel 0 de mi Registro de Amistad ya está lleno. ¿Dónde pongo "
     "la ficha nueva?", "coming-of-age"),
])
def test_a_place_told_full_beside_no_rule_of_room_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


@pytest.mark.parametrize("question, game, entry", [
    # the rule of moving up speaks of the next level's empty spaces: it answers the full level
    ("A Friendship Bonus, but the next level of my track is already full. Can my friend's token still move up?",
     "coming-of-age", "friendship.level-up"),
    ("Tengo una bonificación de Amistad pero el siguiente nivel ya está lleno. ¿Puedo subir igual al personaje?",
     "coming-of-age", "friendship.level-up"),
])
def test_a_full_place_a_near_rule_speaks_of_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert entry in [hit.id for hit in result.hits]


def test_a_place_full_of_things_is_left_to_the_rule_of_the_act():
    # ("full OF stuff" tells what the place holds, not that no room is left)
    result = search("My LANDFILL is full of junk. Can I RECYCLE from my own LANDFILL?", game="loop")
    assert result.answered is True
