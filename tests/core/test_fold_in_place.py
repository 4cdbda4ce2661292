"""The fold without copies gives the verdicts and states the copying path gave.

A session's events are folded in place (`play_in_place`): the game's `apply`
refuses whatever its `check` refuses, because both run the same handler. These
tests prove it on random play-outs of every refereed game: for every move the
random players try (most of them refused), the verdict of `check` on the
untouched state and the verdict of playing in place agree, with the same
reason; an accepted move leaves the same state and changes as applying it to
a copy; a refused one leaves the caller's state untouched when it went
through `play`, and a session rebuilds the state before it exactly. And the
fold of a whole recorded log equals the state the play-out reached.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from referee.core import engine
from referee.core.engine import apply_unchecked, play_in_place, verify
from referee.core.errors import RefereeError
from referee.core.session import load, replay
from referee.games import REFEREED, game_rules

TESTS = Path(__file__).resolve().parent.parent
EXAMPLES = TESTS.parent / "examples"


def verdict(run) -> tuple[str, tuple[str, ...]] | None:
    """None when `run()` passes, else the refusal's English text and rule ids."""
    try:
        run()
    except RefereeError as error:
        return error.msg.english(), tuple(getattr(error, "rule_ids", ()))
    return None


def spoiled(move, rules, state) -> list:
    """Near misses of a legal move: the same move by the next player, and each
    whole-number argument pushed out of reach (refused by the turn check or by
    the game's own handler)."""
    from referee.core.moves import Move

    players = list(getattr(state, "players", None) or getattr(state, "order", None) or [])
    variants = []
    if move.player in players and len(players) > 1:
        variants.append(Move(players[(players.index(move.player) + 1) % len(players)], move.verb, move.args))
    for index, value in enumerate(move.args):
        if type(value) is int:
            variants.append(Move(move.player, move.verb, (*move.args[:index], value + 5, *move.args[index + 1:])))
    return variants


class Judge:
    """Wraps `engine.play` for a random player: every move it tries is judged
    both ways before the ordinary result is returned."""

    def __init__(self, rules):
        self.rules = rules
        self.tried = self.refused = 0

    def play(self, rules, state, move, in_place=False):
        for variant in spoiled(move, rules, state):  # moves a random player would not try: mostly refused
            self.judge(rules, state, variant)
        return self.judge(rules, state, move, in_place, go=True)

    def judge(self, rules, state, move, in_place=False, go=False):
        before = copy.deepcopy(state)
        assert_allowed_is_expected(rules, state, [move.player])
        by_check = verdict(lambda: verify(rules, state, move))
        assert state == before, f"check changed the state: {move.text()}"
        trial = copy.deepcopy(state)
        changes: list = []
        by_apply = verdict(lambda: changes.extend(play_in_place(rules, trial, move)))
        assert by_check == by_apply, (move.text(), by_check, by_apply)
        self.tried += 1
        if by_check is not None:
            self.refused += 1
        else:
            expected = apply_unchecked(rules, state, move)
            assert trial == expected.state and [c.english() for c in changes] == [c.english() for c in expected.changes], move.text()
        if not go:
            return None
        if in_place:  # the player folds its own state
            return engine.play(rules, state, move, in_place=True)
        outcome = engine.play(rules, state, move)  # the ordinary path, as the player would see it
        assert state == before, f"play changed its input: {move.text()}"
        return outcome


@pytest.mark.parametrize("game_id", REFEREED)
def test_refused_and_applied_never_diverge_on_random_playouts(game_id, playouts):
    assert game_id in playouts, f"register a random player of {game_id} in tests/core/conftest.py"
    judge = Judge(game_rules(game_id))
    setup, state, log = playouts[game_id](1, judge.play)
    assert judge.tried > len(log) // 2 and judge.refused > 0, (judge.tried, judge.refused)
    rules = game_rules(game_id)
    folded = replay(rules, setup, log)
    assert folded.error is None and folded.state == state


def assert_allowed_is_expected(rules, state, players) -> None:
    """The one player's verbs the fold asks for (`engine.allowed`) are those
    of the whole expectation the table is shown."""
    actors = rules.expected(state).actors
    for player in players:
        assert engine.allowed(rules, state, player) == actors.get(player), player


@pytest.mark.parametrize("game_id", REFEREED)
def test_the_movers_verbs_are_the_expectations_at_every_recorded_event(game_id):
    rules = game_rules(game_id)
    for path in sorted((EXAMPLES / game_id).glob("*.toml")):
        session = load(path)
        state = rules.setup(session.setup)
        for line in session.events:
            assert_allowed_is_expected(rules, state, session.setup.players)
            try:
                play_in_place(rules, state, engine.parse(rules, state, line, session.setup.players))
            except RefereeError:
                break  # a recording with an illegal event slipped in: checked up to it


def _broken_examples() -> list[Path]:
    """Recorded sessions of refereed games with an illegal event slipped in."""
    found = []
    for game_id in REFEREED:
        for path in sorted((EXAMPLES / game_id).glob("*.toml")):
            session = load(path)
            if replay(game_rules(game_id), session.setup, session.events).error is not None:
                found.append(path)
    return found


@pytest.mark.parametrize("path", _broken_examples(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_refused_event_leaves_the_fold_of_the_events_before_it(path):
    session = load(path)
    rules = game_rules(session.setup.game)
    done = replay(rules, session.setup, session.events)
    clean = replay(rules, session.setup, session.events[: done.applied])
    assert done.error is not None and clean.error is None and done.state == clean.state


@pytest.mark.parametrize("game_id", REFEREED)
def test_a_line_read_again_in_a_fold_is_the_move_read_the_first_time(game_id):
    """A fold keeps the moves of the lines it has read (`known`): each is the
    move the line reads as on its own; a verb typed short, which may read
    otherwise when other verbs are legal, is never kept."""
    rules = game_rules(game_id)
    for path in sorted((EXAMPLES / game_id).glob("*.toml")):
        session = load(path)
        players = list(session.setup.players)
        known: dict = {}
        for line in session.events:
            assert rules.grammar.parse(line, players, (), known) == rules.grammar.parse(line, players)
        assert known and set(known) <= set(session.events)
    verb = next(iter(rules.grammar.verbs))
    short = f"{players[0]}: {verb[:-1]}"
    known = {}
    try:
        rules.grammar.parse(short, players, [verb], known)
    except RefereeError:
        pass
    assert short not in known
