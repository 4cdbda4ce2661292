"""Whether a component carries a detail in print, asked yes or no ("is there
a 0 printed on the track?", "does the reference card show the solo
changes?"), is unanswered unless the first rule says what a component shows
(rules/printed_whether.py, issue 12, round lookabst).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, first, missing", [
    # Adulthood: the rule counts the one Reference Tent Card, says nothing of what it shows
    ("Does the fold-over reference card list the changes for playing alone?", "adulthood", "components.reference-card",
     ("card list",)),
    # LOOP: the rule of the track's top says nothing of what the mat prints there
    ("is there a 12 printed at the far end of the HAPPINESS track on my mat?", "loop", "end.max-happiness",
     ("is there a 12 printed",)),
    # CV: the scoring table ranks first, not what the aid cards carry
    ("¿Las cartas de ayuda incluyen la tabla de puntos de salud?", "cv", "scoring.table", ("cartas de ayuda incluyen",)),
    ("do the player aid cards have the misfortune rules on them?", "cv", "badluck.misfortune", ("cards have",)),
])
def test_a_printed_detail_asked_yes_or_no_is_unanswered(question, game, first, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.hits[0].id == first
    assert result.missing == missing


@pytest.mark.parametrize("question, game, first", [
    # Coming of Age: the first rule tells what the bus stop tile SHOWS
    ("does the bus stop tile show one of the neutral characters?", "coming-of-age", "bus.step-a"),
    # a moment asked ("show up": appear), and a case told ("si la loseta muestra"), not a print asked
    ("when does a new memory card show up at a location?", "coming-of-age", "end-of-round.refill-new-locations"),
    ("Si la loseta de parada muestra una ficha de personaje neutral, ¿qué gano?", "coming-of-age", "bus.step-a"),
])
def test_a_told_print_a_moment_or_a_case_still_answers(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize("question, game, first", [
    # a sentence closed by a full stop before the ask tells the table's state (what the card shows), not asks it
    ("Tengo 3 fichas de salud y mi carta activa solo muestra 1 salud. ¿Cuántas fichas tengo al final del turno?", "cv",
     {"cleanup.tokens", "cleanup.tokens-not-income"}),
    # (English reads a print asked only after "do"/"does": the told sentence was never one)
    ("i have 3 health tokens and my active card only shows 1 health. how many tokens do i have at the end of the turn?",
     "cv", {"cleanup.tokens", "cleanup.tokens-not-income"}),
])
def test_a_print_told_in_a_sentence_before_the_ask_still_answers(question, game, first):
    for result in (search(question), search(question, game=game)):
        assert result.answered is True
        assert result.hits[0].id in first
