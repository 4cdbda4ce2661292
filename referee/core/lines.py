"""One typed line, several moves: `Ana: roll 3 5; choose 3` is two events of
Ana's, recorded one after the other. A part without `PLAYER:` belongs to the
player named last on the line. The session file keeps one event per move.
"""

from __future__ import annotations

from referee.core.moves import MoveSyntaxError
from referee.i18n import N_

SEPARATOR = ";"


def split_moves(line: str) -> list[str]:
    """The moves of one typed line, each as `PLAYER: VERB ARGS`."""
    parts = [part.strip() for part in line.split(SEPARATOR)]
    if len(parts) == 1:
        return [line]
    moves: list[str] = []
    player: str | None = None
    for part in parts:
        if not part:
            continue
        if ":" in part:
            player = part.partition(":")[0].strip()
            moves.append(part)
        elif player is None:
            raise MoveSyntaxError(
                N_("'{line}': say whose move '{part}' is, as 'PLAYER: VERB ...'."), line=line, part=part
            )
        else:
            moves.append(f"{player}: {part}")
    if not moves:
        raise MoveSyntaxError(N_("'{line}' holds no move."), line=line)
    return moves
