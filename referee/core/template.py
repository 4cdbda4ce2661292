"""Commented tally templates, written in the user's language.

A game describes its tally as `TemplateField`s (name, example value, comment);
this module turns them into a TOML file that `referee score` reads back
unchanged, so the template is always a valid, scorable tally. A field the
game's `[tally]` lets a player leave out (core/tally.py `optional_fields`)
says so under its comment, with what leaving it out counts as (its example,
the value of none); the score pad reads the same comment as its hint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from referee.core.messages import Msg, Names
from referee.i18n import N_


@dataclass(frozen=True)
class TemplateField:
    """One field of a blank tally file: its name, an example value and the comment shown above it."""
    name: str
    example: Any
    comment: Msg


def standard_header(game, mode) -> tuple[list[Msg], list[TemplateField]]:
    """The opening every tally template shares: what it is, how to fill it in,
    how to score it, and the `mode` line."""
    header = [
        Msg(N_("End-of-game tally for {game} ({mode}). Fill in one table per player:"), game=Names(game.names), mode=Names(mode.names)),
        Msg(N_("rename [players.Ana] to each player's name and copy it for every player.")),
        Msg(N_("Score it with: referee score {game} THIS-FILE"), game=game.id),
    ]
    return header, [TemplateField("mode", mode.id, Msg(N_("Game mode")))]


def _value(value: Any) -> str:
    """One TOML value on one line (tables inline)."""
    if isinstance(value, dict):
        inner = ", ".join(f"{_key(str(k))} = {_value(v)}" for k, v in value.items())
        return "{ " + inner + " }" if inner else "{}"
    import tomli_w  # only templates need it: kept out of start-up

    return tomli_w.dumps({"v": value}).split("=", 1)[1].strip()


def _comment(text: str) -> list[str]:
    return [f"# {line}" if line else "#" for line in text.splitlines()]


def write_template(
    render: Callable[[Msg], str],
    header: list[Msg],
    top: list[TemplateField],
    player_names: list[str],
    player_fields: list[TemplateField],
    player_tables: list[tuple[str, Msg, list[str]]] = (),
    extra: list[str] = (),
    optional: frozenset[str] = frozenset(),
) -> str:
    """The template text. `player_tables` adds nested tables per player:
    (table name, comment, raw TOML lines). `optional`: the player fields and
    tables that may be left out (`optional_fields` of the game and mode)."""
    lines: list[str] = []
    for msg in header:
        lines += _comment(render(msg))
    lines.append("")
    for spec in top:
        lines += _comment(render(spec.comment))
        lines.append(f"{spec.name} = {_value(spec.example)}")
    if extra:
        lines.append("")
        lines += extra
    for name in player_names:
        lines.append("")
        lines.append(f"[players.{_key(name)}]")
        for spec in player_fields:
            lines += _comment(render(spec.comment))
            if spec.name in optional:
                lines += _comment(render(optional_note(spec.example)))
            lines.append(f"{spec.name} = {_value(spec.example)}")
        for table, comment, body in player_tables:
            lines.append("")
            lines += _comment(render(comment))
            if table in optional:
                lines += _comment(render(optional_note({})))
            lines.append(f"[players.{_key(name)}.{table}]")
            lines += body
    return "\n".join(lines) + "\n"


def optional_note(none: Any) -> Msg:
    """The line under an optional field's comment: it may be left out, and
    then counts as `none` (the field's example, the value of none)."""
    return Msg(N_("Optional: if left out, it counts as {value}."), value=_value(none))


def _key(name: str) -> str:
    bare = name.replace("-", "").replace("_", "").isalnum() and name.isascii()
    return name if bare else _value(name)
