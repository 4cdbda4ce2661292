"""Moves as values, and the grammar that reads and writes them.

A move is one line, `player: verb args`, e.g. `Ana: roll 3 5` or
`Ben: move-to 6 turquoise`. Each game declares its verbs (`Verb`) with typed
arguments (`Arg`); `Grammar.parse` turns a line into a frozen `Move` and
`Move.text()` prints it back to the same canonical line, so parse∘format
round-trips. Syntax problems raise `MoveSyntaxError` with a did-you-mean drawn
first from the verbs legal now.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field
from typing import Any, Iterable

from referee.core.errors import BadInput
from referee.core.messages import Msg
from referee.i18n import N_


# A move is one short line, and its numbers are what a table counts: longer
# input is refused before any rule sees it.
MAX_MOVE_LENGTH = 1_000
MAX_MOVE_DIGITS = 9
_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_MOVE_DIGITS + 1))

class MoveSyntaxError(BadInput):
    """A line that is not a move of this game (exit code 2)."""


@dataclass(frozen=True)
class Arg:
    """One argument of a verb.

    kind: "int" (whole number within minimum..maximum), "choice" (one of
    `choices`, case-insensitive, unique prefixes accepted), "player" (a player
    of the session), "text" (one word). `many` takes every remaining token (at
    least one unless `optional`); `optional` may be left out (value None, or ()
    when `many`).
    """

    name: str
    kind: str = "int"
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False
    many: bool = False

    def usage(self) -> str:
        label = "|".join(self.choices) if self.kind == "choice" and len(self.choices) <= 6 else self.name.upper()
        label = f"{label}..." if self.many else label
        return f"[{label}]" if self.optional else label


@dataclass(frozen=True)
class Verb:
    """A kind of move: its name, arguments, help (a message), an example line
    and the rule entries that govern it (ids in the game's rules files)."""

    name: str
    args: tuple[Arg, ...] = ()
    help: Msg = field(default_factory=lambda: Msg(""))
    example: str = ""
    rules: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()

    def usage(self) -> str:
        return " ".join(["PLAYER:", self.name, *(arg.usage() for arg in self.args)])


@dataclass(frozen=True)
class Move:
    """One reported event: who, what, with which (typed) arguments."""

    player: str
    verb: str
    args: tuple[Any, ...] = ()

    def text(self) -> str:
        parts = [f"{self.player}:", self.verb]
        for value in self.args:
            if value is None:
                continue
            if isinstance(value, tuple):
                parts.extend(str(item) for item in value)
            else:
                parts.append(str(value))
        return " ".join(parts)

    def arg(self, index: int, default: Any = None) -> Any:
        return self.args[index] if index < len(self.args) and self.args[index] is not None else default

    def __str__(self) -> str:
        return self.text()


class Grammar:
    """The verbs of one game."""

    def __init__(self, verbs: Iterable[Verb]):
        self.verbs: dict[str, Verb] = {}
        self._aliases: dict[str, str] = {}
        for verb in verbs:
            self.verbs[verb.name] = verb
            for alias in (verb.name, *verb.aliases):
                self._aliases[alias.lower()] = verb.name

    def verb(self, name: str) -> Verb:
        return self.verbs[name]

    def parse(self, line: str, players: list[str], legal_verbs: Iterable[str] = ()) -> Move:
        """Read one move line. `legal_verbs` orders the did-you-mean suggestions."""
        if len(line) > MAX_MOVE_LENGTH:
            raise MoveSyntaxError(N_("A move is one line of at most {limit} characters."), limit=MAX_MOVE_LENGTH)
        text = " ".join(line.strip().split())
        if _LONG_NUMBER.search(text):
            raise MoveSyntaxError(N_("'{line}': no number in a move has more than {digits} digits."), line=text[:60], digits=MAX_MOVE_DIGITS)
        if ":" not in text:
            raise MoveSyntaxError(
                N_("'{line}' is not a move: write it as 'PLAYER: VERB ...', for example '{example}'."),
                line=text, example=next(iter(self.verbs.values())).example,
            )
        who, _, rest = text.partition(":")
        player = self.player_name(who.strip(), players)
        tokens = rest.split()
        if not tokens:
            raise MoveSyntaxError(N_("'{line}': the verb is missing after '{player}:'."), line=text, player=player)
        verb = self._verb(tokens[0], legal_verbs, text)
        args = self._args(verb, tokens[1:], players, text)
        return Move(player, verb.name, args)

    def player_name(self, name: str, players: list[str]) -> str:
        """The session's spelling of a player name (case forgiven), or a did-you-mean."""
        for player in players:
            if player.lower() == name.lower():
                return player
        from referee.core.suggest import nearest

        suggestion = nearest(name, players)
        if suggestion:
            raise MoveSyntaxError(N_("Unknown player '{name}'. Did you mean '{suggestion}'?"), name=name, suggestion=suggestion)
        raise MoveSyntaxError(N_("Unknown player '{name}'. Players: {players}."), name=name, players=", ".join(players))

    def _verb(self, word: str, legal: Iterable[str], line: str) -> Verb:
        name = self._aliases.get(word.lower())
        if name:
            return self.verbs[name]
        from referee.core.suggest import ranked

        legal = {v for v in legal if v in self.verbs}
        candidates = [(self._aliases[name], score) for name, score in ranked(word, self._aliases)]
        if candidates:
            # among near-equal matches, prefer a move that is legal now
            top = candidates[0][1]
            close = [name for name, score in candidates if score >= top - 10]
            best = next((name for name in close if name in legal), close[0])
            raise MoveSyntaxError(
                N_("Unknown move '{word}' in '{line}'. Did you mean '{suggestion}'? ({usage})"),
                word=word, line=line, suggestion=best, usage=self.verbs[best].usage(),
            )
        raise MoveSyntaxError(
            N_("Unknown move '{word}' in '{line}'. Moves: {verbs}."), word=word, line=line, verbs=", ".join(self.verbs)
        )

    def _args(self, verb: Verb, tokens: list[str], players: list[str], line: str) -> tuple[Any, ...]:
        values: list[Any] = []
        position = 0
        for spec in verb.args:
            if spec.many:
                rest = tokens[position:]
                if not rest and not spec.optional:
                    raise self._usage(verb, line)
                values.append(tuple(self._value(spec, token, players, verb, line) for token in rest))
                position = len(tokens)
                continue
            if position >= len(tokens):
                if spec.optional:
                    values.append(None)
                    continue
                raise self._usage(verb, line)
            values.append(self._value(spec, tokens[position], players, verb, line))
            position += 1
        if position < len(tokens):
            raise self._usage(verb, line)
        return tuple(values)

    def _usage(self, verb: Verb, line: str) -> MoveSyntaxError:
        return MoveSyntaxError(
            N_("'{line}' does not fit '{usage}', for example '{example}'."), line=line, usage=verb.usage(), example=verb.example
        )

    def _value(self, spec: Arg, token: str, players: list[str], verb: Verb, line: str) -> Any:
        if spec.kind == "int":
            try:
                value = int(token)
            except ValueError:
                raise MoveSyntaxError(
                    N_("'{line}': {name} must be a whole number, not '{token}'."), line=line, name=spec.name, token=token
                ) from None
            if (spec.minimum is not None and value < spec.minimum) or (spec.maximum is not None and value > spec.maximum):
                raise MoveSyntaxError(
                    N_("'{line}': {name} must be from {minimum} to {maximum}, not {value}."),
                    line=line, name=spec.name, minimum=spec.minimum, maximum=spec.maximum, value=value,
                )
            return value
        if spec.kind == "choice":
            lowered = token.lower()
            exact = [c for c in spec.choices if c.lower() == lowered]
            prefixed = exact or [c for c in spec.choices if c.lower().startswith(lowered)]
            if len(prefixed) == 1:
                return prefixed[0]
            from referee.core.suggest import nearest

            suggestion = nearest(token, spec.choices)
            if suggestion:
                raise MoveSyntaxError(
                    N_("'{line}': unknown {name} '{token}'. Did you mean '{suggestion}'?"),
                    line=line, name=spec.name, token=token, suggestion=suggestion,
                )
            raise MoveSyntaxError(
                N_("'{line}': unknown {name} '{token}'. Choose one of: {choices}."),
                line=line, name=spec.name, token=token, choices=", ".join(spec.choices),
            )
        if spec.kind == "player":
            return self.player_name(token, players)
        return token
