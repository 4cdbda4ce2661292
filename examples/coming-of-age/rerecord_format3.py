"""Re-record the hand-played Coming of Age games (format 2) in format 3.

    python examples/coming-of-age/rerecord_format3.py

The games standard-4p, two-player and solo-hand-played were played by hand
through the command line in format 2; their format-2 files are kept in
tests/games/coming_of_age/format2/. This writes the same games as a table
types them in format 3, event by event, and checks every event on the way:

- `start` names each player's Personal Board (red, yellow, blue, green in
  seat order: the recordings did not say which board each player took);
- Rob Bot plays by himself: his `rob` lines are left out (the referee makes
  the same moves; the final tally is checked to be the one recorded);
- a player's facts of one location reported one after another go on one
  `location` line;
- a fact typed ahead of Rob Bot's moves that did not need it is left out
  when he has played on past it (a Bus Stop Tile has slid since);
- a `goal` line is typed only when the referee asks for it, before the
  final scoring, and only for a tile that can change the score
  (goal_relevance.py); the others are left out.

Everything else is kept as typed. The script stops if an event is refused or
if the final scoring (every category, total and tie-break) differs from
the format-2 game's.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))

from referee.core.engine import IllegalMove, parse, play_in_place  # noqa: E402
from referee.core.session import Session, load, replay  # noqa: E402
from referee.games.coming_of_age.goal_relevance import goals_to_describe  # noqa: E402
from referee.games.coming_of_age.grammar import FACT_VERBS  # noqa: E402
from referee.games.coming_of_age.referee import RULES  # noqa: E402

FORMAT2 = ROOT / "tests" / "games" / "coming_of_age" / "format2"
GAMES = ("standard-4p.session.toml", "two-player.session.toml", "solo-hand-played.session.toml")
BOARDS = ("red", "yellow", "blue", "green")
FORMAT = 3
GAME = "coming-of-age"


def _location(line: str) -> tuple[str, str, list[str]] | None:
    """(player, location, the words after it) of a `location` line."""
    player, _, rest = line.partition(":")
    words = rest.split()
    return (player, words[1], words[2:]) if len(words) > 2 and words[0] == "location" else None


def joined_locations(events: list[str]) -> list[str]:
    """A player's consecutive facts of one location on one line."""
    out: list[str] = []
    for line in events:
        this, last = _location(line), _location(out[-1]) if out else None
        if this and last and this[:2] == last[:2]:
            out[-1] = f"{out[-1]} {' '.join(this[2])}"
        else:
            out.append(line)
    return out


def rerecord(old: Session, skipped: list[str]) -> list[str]:
    """The events of `old` as typed in format 3, each checked (the fact lines
    left out go to `skipped`)."""
    setup = replace(old.setup, options={**old.setup.options, "format": FORMAT}, facts={}, catalog={})
    players = list(setup.players)
    state = RULES.setup(setup)
    events: list[str] = []
    described: dict[str, dict[str, str]] = {}  # player -> Goal Tile -> the line that described it
    for line in joined_locations(list(old.events)):
        move = parse(RULES, state, line, players)
        if move.verb == "rob":
            continue
        if move.verb == "start":
            line = f"{line} {BOARDS[players.index(move.player)]}"
        if move.verb == "goal":
            described.setdefault(move.player, {})[move.args[0]] = line
            continue
        if move.verb == "done" and state.phase == "final":
            for goal in goals_to_describe(state, state.players[move.player]):
                asked = described[move.player][goal]
                play_in_place(RULES, state, parse(RULES, state, asked, players))
                events.append(asked)
        try:
            play_in_place(RULES, state, parse(RULES, state, line, players))
        except IllegalMove:
            if move.verb not in FACT_VERBS:
                raise
            # a fact typed ahead of Rob Bot's moves that did not need it: he has played on, so it is
            # no longer true where it stood (a Bus Stop Tile has slid) and the table would not type it
            skipped.append(line)
            continue
        events.append(line)
    return events


def _scored(state) -> tuple:
    """The final scoring of a finished game: every category, statistic and
    rank, the winners and the deciding tie-break (not the wording of why a
    Goal Tile is not met, which names what is known of it)."""
    from referee.core.registry import get_game
    from referee.core.tally import tally_from_data
    from referee.games.coming_of_age.scoring import score

    sheet = score(tally_from_data(RULES.tally(state), get_game(GAME), "session"))
    players = [(p.name, p.categories, p.stats, p.rank) for p in sheet.players]
    return players, sheet.winners, sheet.decided_by, sheet.outcome_code


def main() -> None:
    for name in GAMES:
        old = load(FORMAT2 / name)
        skipped: list[str] = []
        events = rerecord(old, skipped)
        setup = replace(old.setup, options={**old.setup.options, "format": FORMAT}, facts={}, catalog={})
        before = replay(RULES, old.setup, old.events)
        after = replay(RULES, setup, events)
        if after.error is not None or _scored(after.state) != _scored(before.state):
            sys.exit(f"{name}: the format-3 game does not end as the format-2 one ({after.error})")
        comment = "".join(line + "\n" for line in (FORMAT2 / name).read_text(encoding="utf-8").splitlines() if line.startswith("#"))
        note = f"# Format 3: re-recorded from the format-2 game by rerecord_format3.py ({len(old.events)} events then, {len(events)} now).\n"
        (HERE / name).write_text(comment + note + Session(setup, old.lang, events).to_toml(), encoding="utf-8")
        print(f"{name}: {len(old.events)} -> {len(events)} events; facts no longer typed: {skipped}")


if __name__ == "__main__":
    main()
