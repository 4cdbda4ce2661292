"""One move weighed alone is answered by the rule that settles it; advice
about a way of playing keeps its silence (rules/weighed_move.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.weighed_move import settled_move


@pytest.mark.parametrize("question, game, rule", [
    # Coming of Age, Trait Bonus: the same Trait cannot be mimicked twice
    ("is it even worth it to mimic the same Trait on a second board?", "coming-of-age", "trait-bonus.mimic-once"),
    ("¿Vale la pena mimetizar el mismo Rasgo dos veces en tableros diferentes?", "coming-of-age",
     "trait-bonus.mimic-once"),
    # LOOP, Events: Bad Debt forbids BUY to a player holding a CREDIT CARD
    ("Si tengo Bad Debt y una CREDIT CARD, ¿me conviene hacer BUY este turno?", "loop", "event.bad-debt"),
    # LOOP, Career Overview: the Tycoon's WORK loses 1 extra HAPPINESS per CREDIT CARD owned
    ("playing the Tycoon, is WORK worth it once I own two CREDIT CARDs?", "loop", "career.tycoon"),
])
def test_one_move_weighed_alone_is_answered_by_its_rule(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule


@pytest.mark.parametrize("question, game", [
    ("is it worth rushing to get married?", "adulthood"),  # a plan over the game
    ("¿Qué carta conviene guardar para el final?", "cv"),  # choosing among options
    ("¿Conviene hacer WORK siempre que se pueda?", "loop"),  # how often: strategy
    ("is WORK worth it as the Tycoon, or should i BUY?", "loop"),  # two ways of playing weighed
])
def test_advice_about_a_way_of_playing_keeps_its_silence(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, asked, lang, settled", [
    ("¿me conviene hacer un ACQUIRE sobre alguien sin MATERIAL?", ("conviene",), "es", True),
    ("¿me conviene esperar a ver qué sale antes de elegir?", ("conviene",), "es", True),  # "qué" after: a clause
    ("¿qué Carrera conviene elegir?", ("conviene",), "es", False),
    ("is it better to WORK now?", ("is", "it", "better"), "en", False),  # a comparison, not one move
    ("is it worth it? does it cost me anything", ("worth", "it"), "en", False),  # a second sentence
    ("is it worth taking a CREDIT CARD early?", ("is", "it", "worth"), "en", False),
])
def test_settled_move_reads_the_form(question, asked, lang, settled):
    assert settled_move(question, words(question), asked, lang) is settled
