"""Re-record the hand-played Coming of Age games in the current format (4).

    python examples/coming-of-age/rerecord.py

The games standard-4p, two-player and solo-hand-played were played by hand
through the command line in format 2 (their files are kept in
tests/games/coming_of_age/format2/), hand-played-3p in format 3 (kept in
tests/games/coming_of_age/format3/). This writes the same games as a table
types them now, event by event, and checks every event on the way.

From format 2 to format 3:

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

From format 3 to format 4 (what the whole format-3 game showed is typed
once, at set-up, as a table reads it off the components):

- solo: `start` names Rob Bot's Personal Board too (the first colour no
  player has);
- one `tiles` line gives every Bus Stop Tile where it lay at set-up (every
  recording saw all ten by its end), each bonus tile named after the bonus
  it gave (`bonus:2vep`), or plain `bonus` when the game never took it; the
  `stop` reports of the `location` lines are left out;
- each player reads the spaces of their Personal Board the game reached off
  the board, a track per `board` line (the others are not in the recording:
  a real table would type them too — see the README);
- a line that only reported or confirmed what the referee now knows is left
  out: a bonus report (or `skip`) for a bonus that resolved itself from the
  printed facts, and a step A that gains nothing.

Everything else is kept as typed. The script stops if an event is refused
(other than those above), if a bonus report resolves another bonus than it
did in format 3, or if the final scoring (every category, total and
tie-break) differs from the original game's.
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
from referee.games.coming_of_age.board import tile_fact  # noqa: E402
from referee.games.coming_of_age.board_print import BARE, FRIENDSHIP, FULFILLMENT  # noqa: E402
from referee.games.coming_of_age.bonus_queue import owed_by  # noqa: E402
from referee.games.coming_of_age.config import config  # noqa: E402
from referee.games.coming_of_age.facts import experience_key, needs_key  # noqa: E402
from referee.games.coming_of_age.friendship import cannot_befriend  # noqa: E402
from referee.games.coming_of_age.goal_relevance import goals_to_describe  # noqa: E402
from referee.games.coming_of_age.grammar import FACT_VERBS, OWED_VERBS  # noqa: E402
from referee.games.coming_of_age.personal_board import PREFIX  # noqa: E402
from referee.games.coming_of_age.referee import RULES  # noqa: E402

TESTS = ROOT / "tests" / "games" / "coming_of_age"
# each game and the folder its original recording is kept in
GAMES = {"standard-4p.session.toml": TESTS / "format2", "two-player.session.toml": TESTS / "format2",
         "solo-hand-played.session.toml": TESTS / "format2", "hand-played-3p.session.toml": TESTS / "format3"}
BOARDS = ("red", "yellow", "blue", "green")
FORMAT3, FORMAT = 3, 4
GAME = "coming-of-age"
SETUP_VERBS = ("start", "row", "tiles", "board")


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


def in_format(setup, fmt: int):
    return replace(setup, options={**setup.options, "format": fmt}, facts={}, catalog={})


def to_format3(old: Session, skipped: list[str]) -> list[str]:
    """The events of `old` as typed in format 3, each checked (the fact lines
    left out go to `skipped`); a format-3 recording as it is."""
    if old.setup.options.get("format") == FORMAT3:
        return list(old.events)
    setup = in_format(old.setup, FORMAT3)
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


# --- format 3 -> format 4 -----------------------------------------------------------

def tile_name(gift: list) -> str:
    """A bonus tile's name, after the bonus it shows: '2vep', '1green-motivation', 'trait'."""
    kind = gift[0]
    if kind in ("vep", "willpower"):
        return f"{gift[1]}{kind}"
    if kind in ("motivation", "memory"):
        return f"{gift[1]}{gift[2]}-{kind}"
    if kind == "mood":
        return f"mood-{'right' if gift[-1] > 0 else 'left'}-{abs(gift[-1])}"
    return kind


def tiles_line(player: str, end) -> str:
    """The Bus Stop Tiles as they lay at set-up (a tile's id is the location it started under)."""
    words = []
    for tile in range(config().tiles):
        shown = end.tiles.get(tile)
        if shown is None:
            sys.exit(f"the Bus Stop Tile that started under location {tile + 1} was never seen: no 'tiles' line")
        gift = end.tile_bonuses.get(tile)
        words.append(f"bonus:{tile_name(gift)}" if shown == "bonus" and gift else shown)
    return f"{player}: tiles {' '.join(words)}"


def _space(source: str) -> tuple[str, str, tuple]:
    """(track, the space as a `board` line writes it, its place along the track) of a board space's source."""
    parts = source.split("-")
    if parts[0] == FULFILLMENT:
        return FULFILLMENT, parts[1], (99 if parts[1] == "end" else int(parts[1]),)
    if parts[0] == FRIENDSHIP:
        return FRIENDSHIP, f"{parts[1]}-{parts[2]}", (int(parts[1]), config().spaces.index(parts[2]))
    return parts[0], parts[1], (int(parts[1]),)


def _printed(gift: list) -> str:
    if gift[0] in BARE:
        return gift[0]
    return f"mood:{gift[-1]}" if gift[0] == "mood" else ":".join(map(str, gift))


def board_lines(end) -> list[str]:
    """Each player's Personal Board spaces the game showed, on one line, tracks in the board's order."""
    order = list(config().tracks) + [FULFILLMENT, FRIENDSHIP]
    lines = []
    for name in end.order:
        board = end.players[name].board
        spaces: dict[str, list[tuple]] = {}
        for key, gift in end.facts.reported.items():
            if key.startswith(f"{PREFIX}.{board}."):
                track, space, place = _space(key.split(".", 2)[2])
                spaces.setdefault(track, []).append((place, f"{space}={_printed(gift)}"))
        tracks = [f"{track} " + " ".join(word for _, word in sorted(spaces[track])) for track in sorted(spaces, key=order.index)]
        if tracks:
            lines.append(f"{name}: board {' '.join(tracks)}")
    return lines


def location_line(player: str, location: int, end) -> str:
    """All that `location` printed, as the game showed it, on one line (a table reads a location once)."""
    words = [f"{player}: location {location}"]
    moves = end.facts.get(experience_key(location))
    if moves:
        words.append("experience " + " ".join(moves))
    needs = end.facts.get(needs_key(location))
    if needs:
        words.append("needs " + " ".join(needs["colours"]) + (" willpower" if needs.get("willpower") else ""))
    return " ".join(words)


def _without_stop(line: str) -> str | None:
    """A `location` line without its Bus Stop Tile (the `tiles` line gave it); None when nothing is left."""
    player, _, rest = line.partition(":")
    words = rest.split()
    if "stop" in words:
        at = words.index("stop")
        del words[at:at + 2]
    return f"{player}: {' '.join(words)}" if len(words) > 2 else None


def _gains_nothing(state, move) -> bool:
    """A `bus-stop CHARACTER` that is the player's only option and cannot move the token (format 4 resolves it)."""
    stop = state.stop
    tile = tile_fact(state, stop.location) if stop else None
    others = [n for n in state.order if n != move.player and stop and stop.location in state.players[n].presences]
    rob_here = bool(state.rob and stop and stop.location in state.rob.presences)
    return (move.verb == "bus-stop" and tile not in (None, "bonus") and not others and not rob_here
            and cannot_befriend(state, state.players[move.player], tile) is not None)


def to_format4(setup3, events3: list[str], dropped: list[str]) -> list[str]:
    """The format-3 events as typed in format 4, each checked (the lines left
    out go to `dropped`)."""
    end = replay(RULES, setup3, events3)
    if end.error is not None:
        sys.exit(f"the format-3 game does not replay ({end.error})")
    players = list(setup3.players)
    rob_board = BOARDS[len(players)] if setup3.mode == "solo" else None
    extra = [tiles_line(players[0], end.state)] + board_lines(end.state)
    state3, state4 = RULES.setup(setup3), RULES.setup(in_format(setup3, FORMAT))
    at = next(i for i, line in enumerate(events3) if parse(RULES, state3, line, players).verb not in SETUP_VERBS)
    events: list[str] = []
    read: set[int] = set()  # the locations read so far

    def play4(line: str) -> None:
        play_in_place(RULES, state4, parse(RULES, state4, line, players))
        events.append(line)

    for index, line in enumerate(events3):
        if index == at:
            for added in extra:
                play4(added)
        move = parse(RULES, state3, line, players)
        owed3 = [o.source for o in owed_by(state3, move.player)]
        resolves = None
        if move.verb in OWED_VERBS and owed3:
            named = next((str(a) for a in move.args if isinstance(a, str) and a.startswith("@")), None)
            resolves = named.lstrip("@") if named else owed3[0]
        nothing = _gains_nothing(state3, move)
        play_in_place(RULES, state3, move)
        if move.verb == "tiles" or nothing or (move.verb == "board" and move.args[0] == "memory"):
            # a Memory Token's effect is carried by the move that flips it ('memory purple turquoise left')
            dropped.append(line)
            continue
        if move.verb == "location":
            if _without_stop(line) is None or move.args[0] in read:
                dropped.append(line)
                continue
            read.add(move.args[0])
            line = location_line(move.player, move.args[0], end.state)
        if move.verb == "start" and state4.solo:
            line = f"{line} {rob_board}"
        if move.verb in OWED_VERBS and not (move.verb == "overcome" and move.args[1] != "bonus"):
            owed4 = [o.source for o in owed_by(state4, move.player)]
            if resolves not in owed4:  # it resolved itself from what the set-up lines printed
                dropped.append(line)
                continue
            if owed4[0] != resolves and f"@{resolves}" not in line:
                sys.exit(f"'{line}' would resolve {owed4[0]} in format 4, {resolves} in format 3")
        play4(line)
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
    for name, folder in GAMES.items():
        old = load(folder / name)
        skipped: list[str] = []
        events3 = to_format3(old, skipped)
        setup3 = in_format(old.setup, FORMAT3)
        dropped: list[str] = []
        events = to_format4(setup3, events3, dropped)
        setup = in_format(old.setup, FORMAT)
        before = replay(RULES, old.setup, old.events)
        after = replay(RULES, setup, events)
        if after.error is not None or _scored(after.state) != _scored(before.state):
            sys.exit(f"{name}: the format-{FORMAT} game does not end as the original one ({after.error})")
        comment = "".join(line + "\n" for line in (folder / name).read_text(encoding="utf-8").splitlines()
                          if line.startswith("#") and not line.startswith("# Format "))
        fmt = old.setup.options.get("format", 1)
        note = f"# Format {FORMAT}: re-recorded from the format-{fmt} game by rerecord.py ({len(old.events)} events then, {len(events)} now).\n"
        (HERE / name).write_text(comment + note + Session(setup, old.lang, events).to_toml(), encoding="utf-8")
        print(f"{name}: {len(old.events)} -> {len(events)} events; facts no longer typed: {skipped}; not typed in format {FORMAT}: {len(dropped)}")


if __name__ == "__main__":
    main()
