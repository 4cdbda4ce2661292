"""Drawing a score sheet: a rich table (one column per player, one row per
category), then winners, the deciding tie-break link and per-player notes."""

from __future__ import annotations

from referee.core.registry import Game
from referee.core.scoresheet import SHARED, ScoreSheet
from referee.i18n import Translator


def summary_lines(sheet: ScoreSheet, game: Game, tr: Translator) -> list[str]:
    """The sentences under the table: winners, what decided, the outcome, notes."""
    lines: list[str] = []
    if sheet.provisional:
        lines.append(tr("Provisional: the game is not over."))
    if sheet.outcome is not None:
        lines.append(sheet.outcome.render(tr))
    if sheet.winners and sheet.outcome is None:
        names = ", ".join(sheet.winners)
        lines.append(tr.ngettext("Winner: {names}", "Winners (shared victory): {names}", len(sheet.winners), names=names))
    elif sheet.outcome is None:
        lines.append(tr("No winner."))
    if sheet.decided_by == SHARED:
        lines.append(tr("The tie-break chain left the leaders tied: they share the victory."))
    elif sheet.decided_by is not None:
        link = next(link for link in sheet.tie_breaks if link.id == sheet.decided_by)
        text = tr("Tie on points, decided by: {link}.", link=link.label.render(tr))
        if link.page:
            text += " " + tr("(rulebook p. {page})", page=link.page)
        lines.append(text)
    if sheet.decided_note is not None:
        lines.append(sheet.decided_note.render(tr))
    lines.extend(_place_lines(sheet, tr))
    for note in sheet.notes:
        lines.append(note.render(tr))
    for player in sheet.players:
        if player.notes:
            lines.append(f"{player.name}: " + "; ".join(note.render(tr) for note in player.notes))
    return lines


def _place_lines(sheet: ScoreSheet, tr: Translator) -> list[str]:
    """Every lower place decided on a tie says which link ordered it (the
    winners' tie is told above; but when the leaders share the victory, the
    player tied with them on points and left out by a link is told here)."""
    rank = {p.name: p.rank for p in sheet.players}
    lines = []
    for tie in sheet.ties:
        if rank[tie.upper] == 1 and (rank[tie.lower] == 1 or sheet.decided_by != SHARED):
            continue
        if tie.link == SHARED:
            lines.append(tr("{upper} and {lower} tie on {total} points and on the whole tie-break chain: they share place {place}.",
                            upper=tie.upper, lower=tie.lower, total=tr.number(tie.total), place=tr.number(rank[tie.upper])))
            continue
        link = next(link for link in sheet.tie_breaks if link.id == tie.link)
        text = tr("Place {place}: {upper} ahead of {lower} (both {total} points), decided by: {link}.",
                  place=tr.number(rank[tie.upper]), upper=tie.upper, lower=tie.lower, total=tr.number(tie.total), link=link.label.render(tr))
        if link.page:
            text += " " + tr("(rulebook p. {page})", page=link.page)
        lines.append(text)
    return lines


def score_table(sheet: ScoreSheet, game: Game, tr: Translator):
    from rich.table import Table
    from rich.text import Text

    mode = game.modes[sheet.mode]
    title = f"{game.name(tr.lang)} — {mode.name(tr.lang)}"
    table = Table(title=Text(title), show_footer=False)
    table.add_column(tr("Category"))
    for player in sheet.players:
        table.add_column(Text(player.name + (" " + tr("(bot)") if player.bot else "")), justify="right")
    for category in sheet.categories:
        values = [player.categories.get(category.key) for player in sheet.players]
        if all(value is None for value in values):
            continue
        table.add_row(Text(category.label.render(tr)), *[_signed(tr, v) for v in values])
    table.add_section()
    table.add_row(tr("Total"), *[tr.number(p.total) for p in sheet.players], style="bold")
    table.add_row(tr("Rank"), *[tr.number(p.rank) for p in sheet.players])
    return table


def _signed(tr: Translator, value: int | None) -> str:
    if value is None:
        return "—"
    return tr.number(value)
