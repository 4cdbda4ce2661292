"""Whether a must-question's things have to keep a fixed order is a silence of the question's form (issue 12).

"Do the piles HAVE TO be laid out IN A SET ORDER?", "¿hay que jugarlos EN
ALGÚN ORDEN CONCRETO?": the rule of the things says nothing of how they are
arranged among themselves, and the rulebook is silent; where it fixes the
order or leaves it free, the rule says so in words of order and answers
(rules/fixed_order.py, lexicon `question_form.fixed_order_*`). Questions
worded anew, not those of the sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# CV, Game Play > 4. Add to CV: "All CV cards of a given type go in the same pile ... stacked so that only the titles of the
# earlier cards remain visible": no order of the piles. Adulthood, Player Turns: "put it in a stack beside your
# board with only its name and icon visible": no order inside the stack. LOOP, Solo Mode > Gameplay Variation
# (p. 17): the Solo Mode Challenges are sold apart, no order given.
@pytest.mark.parametrize("question, game", [
    ("In CV, do my card piles have to sit in a set order on the table?", "cv"),
    ("En CV, ¿tengo que colocar mis pilas del CV en un orden fijo?", "cv"),
    ("In Adulthood, must the cards in my Experience stack stay in the order I played them?", "adulthood"),
    ("En Adulthood, ¿las cartas de mi pila de Experiencias tienen que quedar en el orden en que las jugué?",
     "adulthood"),
    ("En LOOP, ¿hay que jugar los desafíos del Modo Solitario en un orden determinado?", "loop"),
])
def test_a_fixed_order_no_rule_states_is_unanswered(question, game):
    result = search(question)
    assert result.answered is False
    assert result.hits[0].game == game


# Coming of Age, Playing > 2. Experience the Location (p. 8): "apply every bonus ... strictly from left to right".
# Adulthood, End of Game and Scoring (p. 10), step 4: "resolving them in any order you choose".
@pytest.mark.parametrize("question, entry", [
    ("In Coming of Age, do we have to apply the Experience Space bonuses in a particular order?",
     "experience.resolve"),
    ("En Coming of Age, ¿hay que aplicar las bonificaciones del Espacio de Experiencia en algún orden concreto?",
     "experience.resolve"),
    ("In Adulthood, do I have to score my Values cards in a set order?", "end.step4-values"),
])
def test_a_rule_that_states_the_order_answers(question, entry):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == entry
