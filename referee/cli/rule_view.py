"""Drawing one rule entry (or search hit) as a panel: title, text, optional
note, and the citation line (game · section · page) in the entry's language."""

from __future__ import annotations


def citation(tr, game: str, section: str, page: int | None) -> str:
    from referee.core.registry import get_game

    parts = [get_game(game).name(tr.lang)]
    if section:
        parts.append(section)
    if page is not None:
        parts.append(tr("p. {page}", page=page))
    return " · ".join(parts)


def print_rule(console, tr, cite_tr, item, note: str | None = None) -> None:
    """`item` has game, id, title, section, page and text (an Entry or a Hit).

    `note` is the project's reading of the rulebook for this entry (an
    interpretation, an assumption, or what the rulebook leaves open): it is
    shown under the text with a label that says it is not the rulebook's."""
    from rich.panel import Panel
    from rich.text import Text

    body = Text(item.text)
    if note:
        body.append("\n\n")
        body.append(tr("Our reading (not the rulebook's words):"), style="bold")
        body.append(" ")
        body.append(note, style="italic")
    body.append("\n\n")
    body.append(citation(cite_tr, item.game, item.section, item.page), style="dim")
    console.print(
        Panel(
            body,
            title=Text(item.title, style="bold"),
            title_align="left",
            subtitle=Text(tr("rule {id}", id=item.id), style="dim"),
            subtitle_align="right",
            expand=False,
        )
    )
