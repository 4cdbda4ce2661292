"""A component told by the box it came in is the thing asked, not the box (issue 12).

"the score pad THAT COMES IN THE BOX, what is it for?": the clause tells
which thing is meant; read word for word its "box" and "comes" put the
Components list ("What comes in the box") before the entry of the thing
(rules/boxed_origin.py). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.boxed_origin import without_origin
from referee.rules.search import search


# CV, Components: "A score pad and a pencil are included for adding up the points at the end of the game."
@pytest.mark.parametrize("query", [
    "the score pad that comes in the box, what is it for?",
    "Y la libreta que venía en la caja, ¿para qué sirve?",
    "la hoja de puntuación que viene en la caja, ¿para qué la usamos?",
])
def test_the_thing_told_by_its_box_ranks_its_own_entry_first(query):
    result = search(query)
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "components.notepad")


def test_the_clause_goes_and_the_rest_stays():
    assert without_origin("the score pad that comes in the box, what is it for?", "en") == "the score pad, what is it for?"
    # (a game named after the clause stays named)
    assert without_origin("¿Para qué sirve el peón que viene en la caja de LOOP?", "es") == "¿Para qué sirve el peón de LOOP?"


def test_the_box_itself_asked_is_left_as_it_is():
    # no thing named before the clause: the box's stock is the topic
    assert without_origin("¿Y si nos faltan fichas, más de las que trae la caja?", "es") \
        == "¿Y si nos faltan fichas, más de las que trae la caja?"
    # a number asked of what the box holds
    assert without_origin("how many of the dice that come in the box are six-sided?", "en") \
        == "how many of the dice that come in the box are six-sided?"
