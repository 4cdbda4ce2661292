"""Shared by the race and crash benchmarks: session files to play on, and
the check of what a session file holds afterwards."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import tomli_w

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "coming-of-age" / "standard-3p.session.toml"

# (events already recorded, moves that are legal together in any order):
# the three players choose their traits at once, then roll at once.
SCENARIOS = [(0, (0, 1, 2)), (3, (3, 4, 5))]


def example_events() -> tuple[dict, list[str]]:
    data = tomllib.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data, list(data["events"])


def session_text(data: dict, events: list[str]) -> bytes:
    return tomli_w.dumps({**data, "events": events, "undone": []}).encode("utf-8")


def referee_command(argv: list[str]) -> list[str]:
    """`referee` beside this interpreter (or the one given with --referee PATH)."""
    if "--referee" in argv:
        return [argv[argv.index("--referee") + 1]]
    found = Path(sys.executable).with_name("referee")
    if not found.exists():
        sys.exit(f"no referee command beside {sys.executable}: install the project in this environment first")
    return [str(found)]


def check_file(path: Path) -> tuple[list[str] | None, str]:
    """The events of a session file if it loads and every event replays;
    else None and why."""
    from referee.core import session as sessions
    from referee.core.errors import RefereeError
    from referee.games import game_rules

    try:
        session = sessions.load(path)
        rules = game_rules(session.setup.game)
        sessions.current_state(rules, session, path)
    except RefereeError as error:
        return None, error.msg.english()
    except Exception as error:  # the point is to report it, whatever it is
        return None, f"{type(error).__name__}: {error}"
    return list(session.events), ""


def temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def report_and_exit(problems: list[str], figures: list[str], failed: bool) -> None:
    """End a race or crash run the same way: the first 50 problems (enough to
    see a pattern without flooding the terminal), then the figures, then exit
    1 when a file was damaged or a move lost, so a script can tell."""
    for line in problems[:50]:
        print(line)
    for line in figures:
        print(line)
    sys.exit(1 if failed else 0)
