"""Drawing `referee status`: the shared board in one panel (round, phase,
who acts, market or track), then one compact panel per player that reads
like their board (see board_view.py). Panels sit side by side when the
terminal is wide enough; `status PLAYER` draws that player only.

The `play` shell draws the status again and again in one process: a panel
is drawn once for what it shows (its title, values, width, language and the
console's settings) and its characters written again while that is
unchanged, so only the boards a move changed are drawn anew; panels side
by side are joined from each panel's own lines, and a panel whose rows are
plain and already fit is framed here (`boxed`) with the characters rich
would draw, not through rich's layout."""

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
    console = out.console
    drawn = _Drawn(console, (setup.game, tr.lang, setup.players))

    def panel(heading: str, values: Any, panel_width: int, first: tuple[str, ...] = ()):
        """A board's panel, as drawn, and what it is drawn from. `first`:
        sentences drawn above its values. `draw(width)`: its lines at that
        width when they are plain (`boxed`), else the rich Panel that draws
        them."""
        def draw(width: int | None = None):
            rows = [*(row for line in first for row in fit(line, panel_width - 4)), *board.lines(values, panel_width - 4)]
            lines = None if width is None else boxed(heading, rows, min(width, panel_width), console)
            return lines if lines is not None else Panel(Text("\n".join(rows)), title=Text(heading), title_align="left", width=panel_width)
        return draw, (heading, first, repr(values), panel_width)

    # whose turn it is, then what may still be done besides (engine.reminders)
    drawn.print(*panel(title, shared, width, first=(table.expectation_line(table.viewed), *table.reminder_lines(table.viewed))))

    panels = []
    chosen = [player] if player else list(players)
    columns = max(1, min(len(chosen) + (0 if player else len([k for k in BOT_KEYS if data.get(k)])), width // PANEL_MIN))
    panel_width = width // columns
    for name in chosen:
        panels.append(panel(name, players[name], panel_width))
    if player is None:
        for key in BOT_KEYS:
            if data.get(key):
                panels.append(panel(board.key(key), data[key], panel_width))
    if columns == 1:
        for shown in panels:
            drawn.print(*shown)
    else:
        drawn.columns(panels, panel_width - 1, lambda width=None: Columns([draw() for draw, _ in panels], width=panel_width - 1, padding=(0, 0)))


def boxed(heading: str, rows: list[str], width: int, console) -> list[str] | None:
    """The lines rich draws for `Panel(Text("\\n".join(rows)), title=Text(heading),
    title_align="left", width=width)` at most `width` wide, when they are
    plain: a UTF-8 console that is not a legacy Windows one (the rounded box),
    a title and rows of printable characters one cell wide each as rich
    counts them (no control, tab, wide or combining one) that fit inside;
    None otherwise, for rich to draw. Rich's panel wraps and pads its text
    through several layers; a board's rows are already fitted, so most
    panels are only framed."""
    from rich.cells import cell_len

    def plain(text: str) -> bool:
        return text.isprintable() and cell_len(text) == len(text)

    inner = width - 4
    title = f" {heading} "
    if (inner < 1 or not rows or not heading or console.legacy_windows or not console.encoding.lower().startswith("utf")
            or len(title) > inner or not plain(title) or any(len(row) > inner or not plain(row) for row in rows)):
        return None
    lines = ["╭─" + title + "─" * (inner - len(title)) + "─╮"]
    lines += [f"│ {row}{' ' * (inner - len(row))} │" for row in rows]
    lines.append("╰" + "─" * (width - 2) + "╯")
    return lines


MAX_DRAWN = 64  # panels kept drawn (a few games' boards at a few widths)
_DRAWN: dict[tuple, str] = {}


class _Drawn:
    """Printing a renderable through the characters kept for what it is
    drawn from (`what`: everything its drawing reads, beside the game,
    language and players of `context` and the console's settings)."""

    def __init__(self, console, context: tuple):
        self.console = console
        self.context = (*context, console.width, console.encoding, console.color_system, console.no_color, console.is_terminal, console.safe_box)

    def print(self, draw, what: tuple) -> None:
        console = self.console
        if console.legacy_windows or console.is_jupyter or console.record:  # printed by other means than its characters
            console.print(draw())
            return
        key = (*self.context, what)
        text = _DRAWN.get(key)
        if text is None:
            drawn = draw(console.width)
            if isinstance(drawn, list):  # its lines, plain
                text = "".join(line + "\n" for line in drawn)
            else:
                with console.capture() as captured:
                    console.print(drawn)
                text = captured.get()
            if len(_DRAWN) >= MAX_DRAWN:
                _DRAWN.clear()
            _DRAWN[key] = text
        console.file.write(text)
        console.file.flush()  # as rich's print does

    def columns(self, panels: list, width: int, whole) -> None:
        """Panels side by side, `width` characters each, as rich prints
        `whole()` (their `Columns(..., width=width, padding=(0, 0))`: rows of
        as many as the console's width holds, each panel's lines in its
        column, shorter panels and a short last row filled with spaces). Each
        panel's lines are drawn once for what it shows, so after a move only
        the boards it changed are drawn anew; a panel drawn with any style or
        control code has rich lay the whole out itself."""
        console = self.console
        per_row = console.width // width
        cells = [self._cell(draw, what, width) for draw, what in panels]
        if per_row < 1 or console.legacy_windows or console.is_jupyter or console.record or any(cell is None for cell in cells):
            self.print(whole, ("columns", width, tuple(what for _, what in panels)))
            return
        blank = " " * width
        out = []
        for start in range(0, len(cells), per_row):
            row = cells[start : start + per_row]
            row += [[]] * (per_row - len(row))  # the short last row: empty cells
            for number in range(max(1, *(len(cell) for cell in row))):
                out.append("".join(cell[number] if number < len(cell) else blank for cell in row) + "\n")
        console.file.write("".join(out))
        console.file.flush()

    def _cell(self, draw, what: tuple, width: int) -> list[str] | None:
        """A panel's lines as a column of `width` lays them out (each padded
        to the width), kept for what it shows; None when a line holds a style
        or a control code (rich must write those itself)."""
        key = (*self.context, "cell", width, what)
        if key in _DRAWN:
            return _DRAWN[key]
        console = self.console
        drawn = draw(width)
        if isinstance(drawn, list):  # its lines, plain
            cell = drawn
        else:
            options = console.options.update(width=width, justify="left", no_wrap=False, overflow="ellipsis", height=None, highlight=False)
            lines = console.render_lines(drawn, options, pad=True)
            plain = all(not segment.style and not segment.control for line in lines for segment in line)
            cell = ["".join(segment.text for segment in line) for line in lines] if plain else None
        if len(_DRAWN) >= MAX_DRAWN:
            _DRAWN.clear()
        _DRAWN[key] = cell
        return cell

