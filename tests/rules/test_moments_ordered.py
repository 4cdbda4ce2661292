"""Questions of order and timing (round timing, issue 12).

Two moments set against each other are answered by the entry that puts them
in order (rules/moments_ordered.py); a step done at the start of the turn
comes before the turn's action (rules/step_order.py, lexicon `order_told`); the word
"phase" said after a phase's name is the list of phases' own word
(rules/sequence.py `part_covered`). The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import moments_ordered, sequence
from referee.rules.index import get_index
from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.step_order import unstated_order


@pytest.mark.parametrize("question, lang", [
    # CV, Game Play: "The phases are: 1. Roll the Dice, 2. Select Cards, 3. Bad Luck, 4. Add to CV, 5. Cleanup."
    ("in CV do i roll the dice first and then choose my cards, or the other way round?", "en"),
    ("¿en CV primero tiro los dados y después elijo las cartas, o al revés?", "es"),
])
def test_two_moments_set_against_each_other_get_the_entry_that_orders_them(question, lang):
    result = search(question, lang=lang)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "round.phases")


@pytest.mark.parametrize("question, lang, asked", [
    ("do i roll first and then pick, or pick before rolling?", "en", True),
    ("¿primero tiro y luego elijo, o elijo antes?", "es", True),
    ("do i move one first and then the other or both together?", "en", True),
    ("can i play it first and then draw?", "en", False),  # no other way offered
    ("¿primero tiro los dados?", "es", False),
    ("which card do I take, the first or the second?", "en", False),  # no sequence proposed
])
def test_a_sequence_proposed_and_its_other_way_offered(question, lang, asked):
    assert moments_ordered.proposed_order(words(question), lang) is asked


def test_the_entry_that_orders_them_does_not_go_before_a_numbered_step():
    # "Step A: ..." first already tells its place in the sequence
    scored = [(10.0, 1), (9.0, 2)]
    titles = {1: ("Step A: Bus Stop bonus", "en"), 2: ("The 4 phases of a round", "en")}
    assert moments_ordered.ordering_entry_first(scored, titles.__getitem__, lambda number: "g") is None
    titles[1] = ("Roll dice and use the symbols", "en")
    assert moments_ordered.ordering_entry_first(scored, titles.__getitem__, lambda number: "g") == [(9.0, 2), (10.0, 1)]


@pytest.mark.parametrize("question, lang", [
    ("LOOP: is the FAVOUR draw done before or after my WORK?", "en"),
    ("¿el Favor se roba antes o después de Trabajar?", "es"),
])
def test_a_step_done_at_the_start_of_the_turn_comes_before_its_action(question, lang):
    # LOOP, Start Turn: "At the start of your turn, draw 1 (and only 1) FAVOUR if you have fewer than 5 in hand."
    lang_index = get_index().langs[lang]
    number = {(doc.entry.game, doc.entry.id): n for n, doc in enumerate(lang_index.docs)}
    assert unstated_order(question, [number[("loop", "turn.draw-favour")]], lang_index) is None
    if lang == "en":
        result = search(question)
        assert result.answered is True
        assert result.hits[0].id == "turn.draw-favour"


@pytest.mark.parametrize("question", [
    "CV: does the bad luck phase happen before or after the cleanup?",
    "En CV, ¿la fase de mala suerte viene antes o después de la limpieza?",
])
def test_the_word_phase_after_a_phase_name_is_the_list_of_phases_own(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "round.phases")


def test_part_covered_only_by_a_list_of_the_turn():
    assert sequence.part_covered("phas", {"phas"}, "The five phases of a turn", "en")
    assert sequence.part_covered("fas", {"fas"}, "Las cinco fases del turno", "es")
    assert not sequence.part_covered("phas", {"phas"}, "Bad luck: lose an active card", "en")
    assert not sequence.part_covered("luck", {"luck"}, "The five phases of a turn", "en")
