"""How to store or sort the components when the game is put away is a silence of the question's form (issue 12).

"After the game, do the solo cards have to be stored apart?", "al recoger,
¿hay que guardar por separado ...?": the rule of the things named says what
they do in play, never how they go back in the box, and the rulebook is
silent; where a rule does put components away ("Put the remaining GOAL
away", "goes to the box"), it answers (rules/packed_away.py, lexicon
`question_form.packing_*`). Questions worded anew, not those of the sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


# None of the four rulebooks speaks of storing the components between games (grep of the four for "store", "pack",
# "put away": only LOOP's setup, "Put away the remaining ones"). Coming of Age, Components: "44 Parent Cards (11 of
# each color)", and Parent Card: "play a Parent Card from your hand", never how they are sorted in the box;
# Adulthood's solo cards are dealt in its Solo Mode setup, never said to be kept apart.
@pytest.mark.parametrize("question, game, moment", [
    ("After the game, do the Adulthood solo cards have to be stored apart from the rest?", "adulthood",
     "after the game"),
    ("Después de jugar, ¿hay que guardar por separado las cartas de solitario de Adulthood?", "adulthood",
     "despues de jugar"),
    ("When we pack Coming of Age up, do the Parent Cards of each colour have to be stored separately?",
     "coming-of-age", "when we pack"),
    ("Al recoger Coming of Age, ¿las Cartas de Padres se guardan por separado por color?", "coming-of-age",
     "al recoger"),
])
def test_storing_the_components_after_the_game_is_unanswered(question, game, moment):
    result = search(question)
    assert result.answered is False
    assert result.hits[0].game == game
    assert moment in result.missing


# CV, Cards with a cost: "If the player cannot pay the cost ..., then the card is lost and goes to the
# box": a rule that puts the card away answers where it goes.
@pytest.mark.parametrize("question", [
    "In CV, if I cannot pay the cost, does the card go back in the box or do I keep it apart?",
    "En CV, si no puedo pagar el coste, ¿la carta se devuelve a la caja o la guardamos aparte?",
])
def test_a_rule_that_puts_the_card_away_answers(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "cost.cannot-pay"
