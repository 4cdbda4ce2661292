"""`ask` keeps the rule of a thing the question says is done from the gap about it undone (issue 12; rules/done_states.py).

The catalog's silence about the GOAL not achieved ("Are my unachieved GOAL
secret?") shares every content word of a question about a GOAL already
complete but its state; the rulebook answers the achieved one. Beside it,
the question about the goals not achieved keeps the gap. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import done_states
from referee.rules.search import search


def test_the_done_state_is_read_and_its_negation_is_not():
    assert done_states.says_done("My GOAL is complete, can I wait?", "en")
    assert not done_states.says_done("I have not completed my GOAL, can I show it?", "en")
    assert not done_states.says_done("Are my unachieved GOAL secret?", "en")
    assert done_states.says_done("¿Tengo que enseñarlo en cuanto lo cumplo?", "es")
    assert not done_states.says_done("¿Pierdo puntos si no cumplo mi objetivo vital?", "es")
    assert done_states.gap_undone("¿Mis Objetivos sin conseguir son secretos y puedo enseñarlos?", "es")
    assert not done_states.gap_undone("Can two players have a Presence at the same location?", "en")


def test_an_achieved_goal_kept_secret_is_the_reveal_rule():
    # LOOP rulebook p. 8 (Optional Action: Achieving GOAL): achieving a GOAL is optional, but you must reveal it
    # in the same turn, as soon as its requirement is met -- the gap is about the GOAL not achieved
    result = search("my goal is achieved but I want to keep it secret for later, can I?")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "goal.reveal-timing"


def test_a_complete_goal_kept_secret_is_the_reveal_rule():
    # LOOP rulebook p. 8, as above
    result = search("My GOAL is complete but I'd rather keep it secret until later, is that allowed?")
    assert result.answered and result.hits[0].id == "goal.reveal-timing"


def test_the_goals_not_achieved_keep_the_gap():
    # LOOP rulebook p. 8 says when an achieved GOAL is revealed; whether the others are secret it never says
    result = search("Can I show my goals before I complete them?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.goals-secret"
