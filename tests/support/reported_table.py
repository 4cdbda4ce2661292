"""One test harness for every refereed game: a table driven by move lines as
players would report them, with the state open for arranging a situation.
Each game's tests subclass it with their own set-up."""

from __future__ import annotations

import pytest

from referee.core.engine import IllegalMove, parse, play


class ReportedTable:
    """`rules`, `setup` and `state` of one game; `do` records a line,
    `refused` expects the rules to refuse it (with `rule` among the ids cited)."""

    rules = None  # a game's GameRules: set by the subclass

    def start(self, setup) -> None:
        """Seat the table at `setup`, checked as `referee new` checks it, with
        the game's first state (before any move is reported)."""
        self.rules.validate_setup(setup)
        self.setup = setup
        self.state = self.rules.setup(setup)

    def do(self, line: str):
        move = parse(self.rules, self.state, line, self.setup.players)
        return play(self.rules, self.state, move, in_place=True).changes

    def refused(self, line: str, rule: str | None = None) -> IllegalMove:
        move = parse(self.rules, self.state, line, self.setup.players)
        with pytest.raises(IllegalMove) as error:
            play(self.rules, self.state, move)
        if rule is not None:
            assert rule in error.value.rule_ids, (error.value.rule_ids, error.value.msg.english())
        return error.value

    def p(self, name: str):
        return self.state.people[name]

    def verbs(self, name: str) -> tuple[str, ...]:
        return self.rules.expected(self.state).actors.get(name, ())
