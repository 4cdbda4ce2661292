"""A "there is" in a condition is the case a rule is asked of, not what the box holds (issue 12).

"SI HAY empate y el número de cartas también...": Spanish "hay" tells what
exists in the game ("¿cuántas cartas de infancia hay?"), which with a word of
number asks a count of the Components (rules/counts.py). After a word of
condition ("si", "cuando": lexicon `question_form.there_are_conditions`) it
tells the case instead: "si hay empate" is "if there is a tie", and "número
de cartas" the tie-break asked of. Questions written for this test.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# CV, End of the game: "gana quien tenga menos cartas en su CV" breaks a tie on points.
@pytest.mark.parametrize("question", [
    "En CV, si hay empate a puntos, gana el que tenga menor número de cartas, ¿no?",
    "Si hay empate en CV, el número de cartas decide quién gana, ¿verdad?",
])
def test_a_tie_told_in_a_condition_is_no_count_of_components(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "end.tiebreak"


def test_a_count_of_what_there_is_still_reads_the_components():
    result = search("¿cuántos dados hay en CV?")
    assert result.hits[0].id == "components.dice-tokens"
