"""`ask` abstains on physical components the rulebooks never speak of (issue 12).

A first player marker, card sleeves, the box insert, how a die is read, a
piece cracked or spilled on at the table: each is a common topic (lexicon/common.toml `[concepts] topics`), so a rule
about the cards or dice the question names does not answer it; only an
entry that speaks of that very thing does (LOOP's golden HAPPINESS side and
CV's bicycle token are first player markers, and their entries say so).
Beside each, the near question a rule does answer. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # Adulthood, Set Up the Game, step 8: "The oldest player goes first"; no marker of it among the components
    # (grep of 003_*.txt for "first player", "marker": score markers and the Grown Up marker only)
    ("Is there a first player marker in Adulthood?", "adulthood"),
    ("¿Quién se queda la ficha de jugador inicial en Adulthood?", "adulthood"),
    # no rulebook speaks of sleeves, the box insert or storage (grep of every seed for "sleeve", "insert",
    # "organi", "storage": none)
    ("Should we sleeve the cards of CV?", "cv"),
    ("¿Hay que enfundar las cartas de LOOP?", "loop"),
    ("how do the components fit in the box insert of Coming of Age?", "coming-of-age"),
    # nor of the box's lid (grep of every seed for "lid", "tapa": none), asked as a tray for the supply
    ("In Coming of Age, can the general supply of tokens sit in the box lid?", "coming-of-age"),
    ("En LOOP, ¿podemos dejar las Monedas en la tapa de la caja durante la partida?", "loop"),
    # Coming of Age, phase 1: "place each Die in the road zone of the location that corresponds to the number on
    # the Die"; how the four-sided Die shows its number is never said (grep "read", "sided": the components
    # and the rounds only)
    ("how do I read the d4 in Coming of Age?", "coming-of-age"),
    ("¿Cómo se lee el dado de 4 caras en Coming of Age?", "coming-of-age"),
    # a piece worn or broken at the table: no rulebook here says what to do with a damaged die (grep of every
    # seed for "crack", "damage", "broken": only LOOP's BROKEN MATERIAL, a rule of the game)
    ("One of the dice cracked, can we still use it?", "coming-of-age"),
    ("One of the dice cracked, can we still use it?", "cv"),
    ("Se rajó un dado, ¿lo podemos seguir usando?", "coming-of-age"),
    ("Se nos rompió una carta de LOOP jugando, ¿qué hacemos?", "loop"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_a_component_the_rulebook_never_speaks_of_is_not_answered(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # LOOP, set-up (P.4): "The starting player will use the golden side, others use the black side"
    ("Is there a first player marker in LOOP?", "loop", "setup.happiness-token"),
    # CV, set-up step 5: the start player "also receives the bicycle token (to remember who started ...)"
    ("who holds the first player token in CV?", "cv", "setup.bicycle-token"),
    ("¿Quién tiene la ficha de jugador inicial en CV?", "cv", "setup.bicycle-token"),
    # Adulthood, Set Up the Game, step 8: "The oldest player goes first"
    ("who goes first in Adulthood?", "adulthood", "setup.first-player"),
    # LOOP (P.7): "If a MATERIAL's QUALITY reaches 0, it is BROKEN and must be moved to its owner LANDFILL"
    ("My MATERIAL is BROKEN, where does it go?", "loop", "turn.broken"),
    ("Si mi MATERIAL se rompe, ¿a dónde va?", "loop", "turn.broken"),
    # ... and a MATERIAL that breaks "on me" breaks so too, not in the player's hands ("se me rompe un
    # MATERIAL": lexicon/es.toml `[neighbours.broke_on_me] by_rule`)
    ("Se me rompe un VIDRIO con la Landfill Tax en juego y no me quedan monedas, ¿qué pasa?", "loop",
     "event.landfill-tax"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_the_near_question_a_rule_answers_stays_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry
