"""Drawing `referee status`: the shared board in one panel (round, phase,
who acts, market or track), then one compact panel per player that reads
like their board (see board_view.py). Panels sit side by side when the
terminal is wide enough; `status PLAYER` draws that player only."""

from __future__ import annotations

from typing import Any

# Top-level keys drawn as panels of their own (a bot's board), not as shared values.
BOT_KEYS = ("rob",)
PANEL_MIN = 56  # the narrowest a player's panel gets before panels stack


def _decisions(decisions: Any) -> Any:
    """Pending decisions (the core queue's JSON) as the players who owe them,
    "Ana, Ben": what each may do is `referee options`' job."""
    if isinstance(decisions, list) and all(isinstance(d, dict) and "player" in d for d in decisions):
        return ", ".join(dict.fromkeys(d["player"] for d in decisions)) or "—"
    return decisions


def show_status(table, data: dict[str, Any], player: str | None = None) -> None:
    from rich.columns import Columns
    from rich.panel import Panel
    from rich.text import Text

    from referee.cli.board_view import Board, fit, layout
    from referee.core.registry import get_game
    from referee.games import status_labels

    tr = table.tr
    out = table.out
    setup = table.session.setup
    labels = status_labels(setup.game)
    players = data.get("players", {})
    board = Board(
        label=lambda key: labels[key].render(tr) if key in labels else key,
        term=lambda text: tr.words.text(text, tr.lang, names=True) if tr.words else text,
        number=tr.number,
        players=tuple(setup.players),
        layout=layout(setup.game),
    )
    width = out.console.width
    game = get_game(setup.game)
    title = f"{game.name(tr.lang)} — {game.mode(setup.mode).name(tr.lang)}"

    shared = {k: (_decisions(v) if k == "must_act" else v) for k, v in data.items() if k not in ("players", "game", "mode", *BOT_KEYS)}
    inner = width - 4
    lines = [*fit(table.expectation_line(table.state), inner), *board.lines(shared, inner)]
    out.console.print(Panel(Text("\n".join(lines)), title=Text(title), title_align="left", width=width))

    panels = []
    chosen = [player] if player else list(players)
    columns = max(1, min(len(chosen) + (0 if player else len([k for k in BOT_KEYS if data.get(k)])), width // PANEL_MIN))
    panel_width = width // columns
    for name in chosen:
        rows = board.lines(players[name], panel_width - 4)
        panels.append(Panel(Text("\n".join(rows)), title=Text(name), title_align="left", width=panel_width))
    if player is None:
        for key in BOT_KEYS:
            if data.get(key):
                rows = board.lines(data[key], panel_width - 4)
                panels.append(Panel(Text("\n".join(rows)), title=Text(board.key(key)), title_align="left", width=panel_width))
    if columns == 1:
        for panel in panels:
            out.console.print(panel)
    else:
        out.console.print(Columns(panels, width=panel_width - 1, padding=(0, 0)))
