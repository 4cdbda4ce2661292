"""Being obliged is the form of a must question, not a topic (issue 12).

"¿Quién está OBLIGADO a empezar la ronda?" asks who must start, as "¿quién
tiene que empezar?" does; read word by word, "obligado" was LOOP's "deuda
obligatoria", a term of another game, and `ask` said the rulebook was silent
beside the rule of who starts (search._evidence, `question_form.obliged`).
Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# CV, Game Play: "The player who rode a bike as a child (has the bicycle card) starts each round."
@pytest.mark.parametrize("question", [
    "En CV, ¿quién está obligado a empezar la ronda?",
    "¿Quién está obligada a empezar cada ronda en CV?",
])
def test_being_obliged_is_the_form_of_the_question_not_a_topic(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "round.order")
