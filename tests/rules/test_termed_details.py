"""A detail word said inside a term of the game ("the BUS STOP") is the
term's word, not the point of the story told before the ask
(rules/termed_details.py): the gap of the catalogs that holds the term is no
nearer the question than the rule that answers the ask. The probes are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.termed_details import termed_stems

# Coming of Age, Friendship Bonus (p. 10): a normal Friendship Bonus moves a character up to level 4; from 4 to 5
# takes an Intimacy Bonus. Where the bonus came from (a Bus Stop Tile) only tells the scene.
ANSWERS = {"friendship.level-up", "friendship.intimacy"}


@pytest.mark.parametrize("question", [
    "The character I met at the bus stop already sits on level 4 of my Friendship Track. Can a normal Friendship "
    "Bonus move it up to 5?",
    "El personaje que conocí en la parada del autobús ya está en el nivel 4 de mi Registro de Amistad. ¿Una "
    "Bonificación de Amistad normal lo sube?",
])
def test_the_rule_answers_a_story_that_names_a_term_with_a_detail_word(question):
    result = search(question)
    assert result.answered is True, result.missing
    assert result.hits[0].game == "coming-of-age"
    assert result.hits[0].id in ANSWERS


def test_the_gap_itself_is_still_told():
    # what the catalog's gap asks (is the bonus lost, may it go to another character?): the rulebook is silent
    result = search("My Friendship Bonus from the Bus Stop Tile can't move anyone because that character is already "
                    "at level 4. Is the bonus lost or can I use it on another character?")
    assert result.answered is False
    assert {"lost", "another"} <= set(result.missing)
    assert result.hits[0].id in {"friendship.level-up", "friendship.sources", "bus.step-a"}


def test_a_stem_said_outside_the_term_too_stays_a_detail():
    matches = [(0, 2, frozenset({"~coming-of-age:7"}))]
    # "bus(0) stop(1) ... stop(4)": "stop" said outside the term as well
    assert termed_stems(["bus", "stop", "x", "y", "stop"], matches, "coming-of-age") == frozenset({"bus"})
    assert termed_stems(["bus", "stop", "x"], matches, "coming-of-age") == frozenset({"bus", "stop"})
    # an everyday phrase of every game is no term of the game
    assert termed_stems(["bus", "stop"], [(0, 2, frozenset({"~common:3"}))], "coming-of-age") == frozenset()
