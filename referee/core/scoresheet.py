"""The end of a game as data: categories per player, totals, ranks, winners,
and the tie-break link that decided.

Games fill a `ScoreSheet` with `PlayerScore`s (category values and the stats
their tie-break chain reads); `rank()` orders players by total, then by the
game's tie-break chain from `game.toml`, and records which link decided.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.core.messages import Msg


@dataclass(frozen=True)
class Category:
    """One scoring row of a game: its key in the tally and its label."""
    key: str
    label: Msg


@dataclass(frozen=True)
class TieBreak:
    """One link of a tie-break chain: compare `stat`, `higher` or `lower` wins."""

    id: str
    stat: str
    prefer: str
    label: Msg
    page: int | None = None
    rule: str | None = None

    def best(self, values: list[int]) -> int:
        """The best of `values` under this tie-break's preference."""
        return max(values) if self.prefer == "higher" else min(values)


@dataclass
class PlayerScore:
    """One player's column of the score sheet: points per category, the statistics tie-breaks read, and notes."""
    name: str
    categories: dict[str, int]
    stats: dict[str, int] = field(default_factory=dict)
    notes: list[Msg] = field(default_factory=list)
    bot: bool = False
    rank: int = 0

    @property
    def total(self) -> int:
        """The sum of the player's categories."""
        return sum(self.categories.values())


@dataclass
class ScoreSheet:
    """A scored game: every player's categories, their ranks, the tie-breaks applied and the winners."""
    game: str
    mode: str
    categories: list[Category]
    players: list[PlayerScore]
    tie_breaks: list[TieBreak] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    decided_by: str | None = None
    decided_note: Msg | None = None
    outcome: Msg | None = None
    outcome_code: str | None = None
    notes: list[Msg] = field(default_factory=list)
    provisional: bool = False
    # every pair of neighbours in the ranking that tied on points, and what ordered them
    ties: list["PlaceTie"] = field(default_factory=list)

    def player(self, name: str) -> PlayerScore:
        """The column of the player named `name`."""
        return next(p for p in self.players if p.name == name)

    def to_json(self) -> dict[str, Any]:
        """The score sheet as plain JSON data."""
        return {
            "game": self.game,
            "mode": self.mode,
            "players": [
                {"name": p.name, "total": p.total, "rank": p.rank, "categories": dict(p.categories)}
                for p in self.players
            ],
            "winners": list(self.winners),
            "decided_by": self.decided_by,
            "outcome": self.outcome_code,
        }


SHARED = "shared"


@dataclass(frozen=True)
class PlaceTie:
    """Two neighbours in the ranking with the same total: `link` is the id of
    the tie-break link that put `upper` ahead of `lower`, or SHARED when the
    whole chain left them level (they share the place)."""

    upper: str
    lower: str
    total: int
    link: str


def _place_ties(ordered: list[PlayerScore], chain: list[TieBreak]) -> list[PlaceTie]:
    ties = []
    for upper, lower in zip(ordered, ordered[1:]):
        if upper.total != lower.total:
            continue
        link = next((l.id for l in chain if upper.stats[l.stat] != lower.stats[l.stat]), SHARED)
        ties.append(PlaceTie(upper.name, lower.name, upper.total, link))
    return ties


def rank(sheet: ScoreSheet) -> None:
    """Set ranks (1 = best, equal players share a rank), winners and `decided_by`.

    `decided_by` is None when the top total alone decided, the id of the
    tie-break link that separated the tied leaders, or "shared" when the whole
    chain left them tied (they share the victory).
    """
    chain = sheet.tie_breaks

    def key(player: PlayerScore) -> tuple[int, ...]:
        parts = [player.total]
        for link in chain:
            value = player.stats[link.stat]
            parts.append(value if link.prefer == "higher" else -value)
        return tuple(parts)

    ordered = sorted(sheet.players, key=key, reverse=True)
    previous: tuple[int, ...] | None = None
    for position, player in enumerate(ordered, start=1):
        current = key(player)
        player.rank = position if current != previous else ordered[position - 2].rank
        previous = current
    sheet.ties = _place_ties(ordered, chain)
    seat = {id(player): index for index, player in enumerate(sheet.players)}
    sheet.players = sorted(sheet.players, key=lambda p: (p.rank, seat[id(p)]))
    sheet.winners = [p.name for p in sheet.players if p.rank == 1]

    top_total = max(p.total for p in sheet.players)
    leaders = [p for p in sheet.players if p.total == top_total]
    if len(leaders) == 1:
        sheet.decided_by = None
        return
    for link in chain:
        best = link.best([p.stats[link.stat] for p in leaders])
        leaders = [p for p in leaders if p.stats[link.stat] == best]
        if len(leaders) == 1:
            sheet.decided_by = link.id
            return
    sheet.decided_by = SHARED


def chain_from_data(game_data: dict[str, Any], labels: dict[str, Msg]) -> list[TieBreak]:
    """The tie-break chain of a game, from `game.toml`, with its labels from code."""
    return [
        TieBreak(
            id=spec["id"],
            stat=spec["stat"],
            prefer=spec["prefer"],
            label=labels[spec["id"]],
            page=spec.get("page"),
            rule=spec.get("rule"),
        )
        for spec in game_data.get("tie_breaks", [])
    ]
