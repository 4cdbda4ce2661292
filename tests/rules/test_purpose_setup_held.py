"""In a question of what a thing is for, a setup step or a Components count is not brought before the rule of use
for holding more of the question's words (issue 12; rules/purpose.py, `never_tells_use` and `placed_by_setup`).

Players asking what a component is for name where it lies on the table ("the cards in the upper slot of each
location"): the setup step that lays it there holds those words, the rule of use does not. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import described_looks, purpose
from referee.rules.search import search


def test_the_rule_of_use_answers_not_the_setup_step():
    # Coming of Age, Key Concepts > Memory Cards and Presences: "you'll receive the 3 bonuses shown on the
    # corresponding Memory Card: VEP, a specific bonus, and a Memory Token"; Setup > General Setup only lays them:
    # "reveal one Card face up in the upper slot of each of the 4 currently available locations"
    result = search("what are the memory cards in the upper slot of each location for?", game="coming-of-age")
    assert result.hits[0].id == "memory.overview"
    assert result.answered is True


def test_without_the_reading_the_setup_step_came_first(monkeypatch):
    monkeypatch.setattr(purpose, "never_tells_use", lambda setup_step, component_count: False)
    # (the place told, "the upper slot of each location", is also read as the cards' name: rules/described_looks.py)
    monkeypatch.setattr(described_looks, "as_named", lambda query, lang, game=None: query)
    result = search("what are the memory cards in the upper slot of each location for?", game="coming-of-age")
    assert result.hits[0].id == "setup.memory-cards"


def test_a_question_of_the_setup_itself_keeps_the_setup_step():
    # Setup > General Setup: "reveal one Card face up in the upper slot of each of the 4 currently available
    # locations (1-4)": asked how, not what for
    result = search("how many memory cards go in the upper slots at the start?", game="coming-of-age")
    assert result.hits[0].id == "setup.memory-cards"


def test_placed_by_setup_needs_every_missing_word():
    assert purpose.placed_by_setup(("slot",), [{"slot", "memory"}])
    assert not purpose.placed_by_setup(("slot", "red"), [{"slot"}, {"red"}])
    assert not purpose.placed_by_setup(("slot",), [])
