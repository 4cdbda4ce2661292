"""An instant and a later moment offered for one thing ("right then, or only
at the end of the turn?") is unanswered unless the first rule states a
moment (rules/offered_moments.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.offered_moments import offered
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Make It Rain: "Spend 4 or more COIN in one turn to gain 1 HAPPINESS" says no moment of the gain
    ("Make It Rain is out: do I take the HAPPINESS right away when my 4th COIN is spent, or at the end of the turn?",
     "loop"),
    ("Con Make It Rain, ¿la HAPPINESS me la llevo en el momento en que pago la cuarta COIN o al final de mi turno?",
     "loop"),
    # passing the end of a track: "return to 0 on it and add 25 to their score", no moment
    ("if my impact marker goes past the end of its track, do I add the 25 right then or only at final scoring?",
     "adulthood"),
])
def test_two_moments_the_first_rule_does_not_time_are_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


@pytest.mark.parametrize("question, game, rule", [
    # "resolve it at the end of your turn": the rule's moment settles the either/or
    ("When I pass a Life Event space, do I resolve the card right away or at the end of my turn?", "adulthood",
     "scoring-board.life-event-spaces"),
    ("En LOOP, los huecos vacíos del tablero ¿se rellenan en el momento o al final del turno?", "loop",
     "turn.refill-timing"),
])
def test_a_rule_that_states_a_moment_still_answers(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert rule in [hit.id for hit in result.hits[:3]]


@pytest.mark.parametrize("question", [
    "CV: I got my third bad luck symbol, do I suffer the misfortune right away or later in the round?",
    "En CV, con tres símbolos de mala suerte, ¿sufro la desgracia en el momento o al final de la ronda?",
])
def test_a_rule_placed_in_a_numbered_phase_answers_by_its_place(question):
    # CV's misfortune sits in "Game Play > 3. Bad Luck": the phase's place in the round is the moment
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == "badluck.misfortune"


@pytest.mark.parametrize("question, lang", [
    ("do I score it right away or at the end of the round?", "en"),
    ("at the end of the round or right away?", "en"),
    ("¿lo cobro ya en este turno o a partir del siguiente?", "es"),
])
def test_the_offer_is_read(question, lang):
    assert offered(words(question), lang) is not None


@pytest.mark.parametrize("question, lang", [
    ("can I put 2 COIN on it this turn, or only 1?", "en"),  # how many, not when
    ("what happens at the end of the round?", "en"),
    ("¿ya tengo 2 de REPUTATION o me falta una?", "es"),
])
def test_no_offer_is_read(question, lang):
    assert offered(words(question), lang) is None
