"""A rule of play's trigger asked at the game's end ("during final scoring ...
do I draw a Life Event?") is unanswered when the first rule times it only by
the turn and says nothing of the end (rules/after_the_end.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # passing a Life Event space: "take a Life Event card and resolve it at the end of your turn"; no turn is left
    ("While we do final scoring my Values push my Happiness marker over a Life Event space. Does that Life Event "
     "still get drawn and resolved?", "adulthood"),
    # the Grown-Up space: "as soon as you pass that space you are Grown Up", nothing of scoring
    ("My Impact marker only reaches the Grown-Up space in final scoring. Do I still get the Grown Up marker then?",
     "adulthood"),
    ("En la puntuación final paso la casilla de Adulto. ¿Me convierto en Adulto para lo que queda de la puntuación?",
     "adulthood"),
    # an EVENT is drawn "whenever your HAPPINESS moves into another zone"; face-down ones "trigger after you end your turn"
    ("At the end of the game my HAPPINESS goes into a lower zone because of the penalties. Do I still draw an EVENT?",
     "loop"),
    ("Cuando se acaba la partida, ¿se activan todavía las EVENT boca abajo de mi zona?", "loop"),
    # a red-slash cost "must be paid each turn, during the Add to CV phase": none is left
    ("Al final de la partida tomo una carta con barra roja, ¿tengo que pagar su coste?", "cv"),
])
def test_a_turns_trigger_asked_at_the_games_end_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


@pytest.mark.parametrize("question, game, rule", [
    # the rule fixes its moment once ("they decide at that moment"): no trigger of a turn, it settles the end too
    ("Can I wait until the end of the game to pick the type of a two-colour card?", "cv", "two-color.choose-type"),
    # a rule of the game's own end ("Gameplay > End Game") is the answer, though it times its penalty by the turn
    ("When DEPLETION shows at the end of my turn, do I lose HAPPINESS before the game ends?", "loop",
     "end.depletion-penalty"),
])
def test_a_rule_that_settles_the_end_still_answers(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert rule in [hit.id for hit in result.hits[:3]]


def test_asking_when_the_game_ends_is_not_a_moment_of_another_thing():
    from referee.rules.after_the_end import _asks_when_it_ends
    assert _asks_when_it_ends("Somos dos: ¿cuándo termina la partida?", "es")
    assert not _asks_when_it_ends("Cuando termina la partida, ¿qué pasa con las EVENT boca abajo?", "es")


def test_a_question_that_opens_by_asking_when_the_game_ends_asks_it_in_either_language():
    # the first piece is itself asked when a "?" closes it, as a clause after "¿" is in Spanish
    from referee.rules.after_the_end import _asks_when_it_ends
    assert _asks_when_it_ends("When is the game over? And at final scoring, do I still draw a Life Event?", "en")
    assert _asks_when_it_ends("¿Cuándo se acaba la partida? ¿Y en la puntuación final robo un Evento Vital?", "es")
    assert not _asks_when_it_ends("At final scoring, when the game ends, do I still draw a Life Event?", "en")
