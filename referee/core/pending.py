"""One queue of the decisions a game is waiting for.

Whatever a game owes the table — a bonus to resolve, a card to discard for
bad luck, a reply to a favour — is a `Decision`: who decides, with which
verbs, what owes it, and a label for the status line. The flow reads the
queue before the phase (`Flow.expected`), so `options`, `status`'s
`must_act` and the refusal of an out-of-turn move all come from here, with
one JSON shape in every game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from referee.core.messages import Msg


@dataclass
class Decision:
    """One decision owed: `player` settles it with one of `verbs`.

    `source` names what owes it (a rule id, a card, a verb); `data` is plain
    data the settling handler needs. Neighbouring decisions marked
    `together` are made at the same time (a simultaneous step)."""

    player: str
    verbs: tuple[str, ...]
    label: Msg
    source: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    together: bool = False

    def to_json(self) -> dict[str, Any]:
        """As JSON: player, verbs, source and the English label, the same shape in every game."""
        return {"player": self.player, "verbs": list(self.verbs), "source": self.source, "label": self.label.english()}


@dataclass
class Pending:
    """The decisions owed, first owed first."""

    items: list[Decision] = field(default_factory=list)

    def add(self, decision: Decision) -> None:
        """Owe `decision` after every decision already owed."""
        self.items.append(decision)

    def add_first(self, decision: Decision) -> None:
        """Owe `decision` before the others (it interrupts them)."""
        self.items.insert(0, decision)

    def head(self) -> Decision | None:
        """The first decision owed, or None when nothing is owed."""
        return self.items[0] if self.items else None

    def actors(self) -> dict[str, tuple[str, ...]]:
        """Who may act now and with which verbs: the first decision, or every
        leading decision marked `together`."""
        if not self.items:
            return {}
        leading = [self.items[0]]
        if self.items[0].together:
            for decision in self.items[1:]:
                if not decision.together:
                    break
                leading.append(decision)
        actors: dict[str, tuple[str, ...]] = {}
        for decision in leading:
            known = actors.get(decision.player, ())
            actors[decision.player] = known + tuple(v for v in decision.verbs if v not in known)
        return actors

    def find(self, player: str, verb: str) -> Decision | None:
        """The decision `player` would settle with `verb` now, if any."""
        for decision in self._open():
            if decision.player == player and verb in decision.verbs:
                return decision
        return None

    def settle(self, player: str, verb: str) -> Decision:
        """Remove and return the decision `player` settles with `verb`
        (a LookupError when none is open: check with `find` first)."""
        decision = self.find(player, verb)
        if decision is None:
            raise LookupError(f"{player} owes no '{verb}' decision now")
        self.items.remove(decision)
        return decision

    def for_player(self, player: str) -> list[Decision]:
        """The decisions `player` owes, first owed first."""
        return [d for d in self.items if d.player == player]

    def to_json(self) -> list[dict[str, Any]]:
        """As JSON: player, verbs, source and the English label, the same shape in every game."""
        return [d.to_json() for d in self.items]

    def open_to_json(self) -> list[dict[str, Any]]:
        """The decisions that may be settled now (the head, or every leading
        `together` one), in `to_json`'s shape: `status`'s "must_act"."""
        return [d.to_json() for d in self._open()]

    def _open(self) -> list[Decision]:
        if not self.items:
            return []
        if not self.items[0].together:
            return [self.items[0]]
        open_ = []
        for decision in self.items:
            if not decision.together:
                break
            open_.append(decision)
        return open_

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Decision]:
        return iter(self.items)
