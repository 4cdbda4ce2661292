"""What every game's record_examples.py does with a played-out game night:
save it as a session file, and make the doctored copy with one illegal
report slipped in that `referee replay` must catch.

Run from the repository root with `PYTHONPATH=.` (as each script says), so
`examples.recording` imports."""

from __future__ import annotations

from pathlib import Path

from referee.core.engine import Setup
from referee.core.session import Session, save


def save_night(path: Path, game: str, mode: str, players: tuple[str, ...], log: list[str]) -> None:
    """Write `log` as an English session of `game` in `mode` for `players`."""
    save(Session(Setup(game, mode, players), "en", log), path)


def slipped_in(log: list[str], after: str, line: str) -> list[str]:
    """A copy of `log` with `line` reported right after the first event that
    starts with `after` (the illegal report of a doctored night)."""
    doctored = list(log)
    at = next(i for i, event in enumerate(doctored) if event.startswith(after)) + 1
    doctored.insert(at, line)
    return doctored
