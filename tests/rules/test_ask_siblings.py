"""Sibling entries: two entries of one game about the same moment or component
share most of a question's words; what the question asks decides between
them, not the words they share."""

from __future__ import annotations

import pytest

from referee.rules.search import search


# CV, "Cards with a cost": "The cost must be paid each turn, in the Add to CV phase. If the player cannot pay the
# cost (...), then the card is lost and goes to the box." A question that says "can't pay" asks the second rule,
# even when the rule for paying each turn holds more of its words (red slash, active card, this turn) and scores
# a little higher: the denial is the ask itself.
@pytest.mark.parametrize("question", [
    "I can't pay the red slash cost of my active card this turn, what now?",
    "no puedo pagar el coste de la barra roja de mi carta activa este turno, ¿qué pasa?",
])
def test_cannot_pay_beats_the_rule_for_paying(question):
    result = search(question, game="cv")
    assert result.answered and result.hits[0].id == "cost.cannot-pay"


# CV, End of the game: "Each of the public goals awards additional points to whoever best achieved it. If several
# players tied in achieving a goal, they both get full points for it." A sentence that makes players alike with a
# word only said of players ("both", "ambos") before a "who" question tells the tie that question asks to break:
# the rule for a tie answers, not the general rule nor the goal's own example.
@pytest.mark.parametrize("question, game", [
    ("Eric and I both have the most work cards for a public goal. Who scores it?", "cv"),
    ("Eric and I both have the most work cards for a public goal. Who scores it?", None),
    ("Ana y yo ambos tenemos más posesiones para el objetivo público. ¿Quién se lleva los puntos?", "cv"),
])
def test_a_tie_told_before_a_who_question_is_what_it_asks(question, game):
    result = search(question, game=game)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("cv", "scoring.public-goals-tie")


# ... and a "same" that may qualify a thing ("at the same time") does not make a tie of a context sentence:
# CV, Social Assistance: "Players using social assistance take their cards in clockwise order, starting with the
# player who is just finishing their turn" answers it.
def test_same_time_in_a_context_sentence_is_no_tie():
    result = search("Two of us qualify for social assistance at the same time. Who picks first?", game="cv")
    assert result.answered and result.hits[0].id == "social.order"
