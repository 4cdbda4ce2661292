"""Drawing `referee status`: the general line, then one table row per player
with the tracked values the game reports."""

from __future__ import annotations

from typing import Any


def _cell(value: Any, label) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{label(k)} {_cell(v, label)}" for k, v in value.items()) or "—"
    if isinstance(value, (list, tuple)):
        return ", ".join(_cell(v, label) for v in value) or "—"
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return str(value)


def _decisions(decisions: list[dict[str, Any]]) -> str:
    """The pending decisions as "Ana: draw; Ben: accept, reject"."""
    return "; ".join(f"{d['player']}: {', '.join(d['verbs'])}" for d in decisions) or "—"


def show_status(table, data: dict[str, Any]) -> None:
    from rich.table import Table
    from rich.text import Text

    from referee.games import status_labels

    tr = table.tr
    out = table.out
    labels = status_labels(table.session.setup.game)

    def label(key: str) -> str:
        return labels[key].render(tr) if key in labels else key

    out.line(table.expectation_line(table.state))
    general = {k: v for k, v in data.items() if k != "players"}
    for key, value in general.items():
        decisions = key == "must_act" and isinstance(value, list) and all(isinstance(d, dict) and "player" in d for d in value)
        shown = _decisions(value) if decisions else _cell(value, label)
        out.line(f"{label(key)}: {shown}")
    players = data.get("players", {})
    if not players:
        return
    grid = Table(title=tr("Players"))
    grid.add_column(tr("Field"))
    names = list(players)
    for name in names:
        grid.add_column(Text(name))
    fields: list[str] = []
    for values in players.values():
        for key in values:
            if key not in fields:
                fields.append(key)
    for key in fields:
        grid.add_row(Text(label(key)), *[Text(_cell(players[name].get(key), label)) for name in names])
    out.console.print(grid)
