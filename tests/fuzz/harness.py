"""The four surfaces a user's input reaches, as functions for fuzzing:
move lines, tally files, session files and rules questions, for every game.

Each `try_*` function feeds one input in-process and returns normally when
the referee answered (a result, or a `RefereeError` with its message); any
other exception escapes, and is what a fuzzer reports. `run_cli` goes
through the whole command line and reports exit code, output and whether a
file changed. `mutate` makes hostile variants of valid inputs.

Used by the hypothesis tests beside it (a few seconds in CI) and by
`benchmarks/fuzz.py` (the long run).
"""

from __future__ import annotations

import contextlib
import io
import random
import tomllib
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
# how far into each recorded game the fuzzed moves are tried
DEPTHS = (0, 3, 12, 40)
SHORT_SESSION = 12  # events kept in fuzzed session files: replay stays fast


def games() -> tuple[str, ...]:
    from referee.core.registry import GAME_IDS

    return tuple(GAME_IDS)


def refereed() -> tuple[str, ...]:
    from referee.games import REFEREED

    return tuple(REFEREED)


@cache
def recorded(game: str) -> tuple[tuple[dict, tuple[str, ...]], ...]:
    """(session data, events) of every recorded example of a game."""
    found = []
    for path in sorted((EXAMPLES / game).glob("*.toml")):
        if "illegal" in path.name:
            continue  # recorded to be caught: its events stop replaying
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        found.append((data, tuple(data["events"])))
    return tuple(found)


@cache
def states(game: str) -> tuple:
    """(rules, players, state) at a few depths of each recorded game."""
    from referee.core import session as sessions
    from referee.games import game_rules

    rules = game_rules(game)
    found = []
    for data, events in recorded(game):
        for depth in DEPTHS:
            session = sessions.session_from_data({**data, "events": list(events[:depth]), "undone": []}, "example")
            state = sessions.current_state(rules, session, Path("example"))
            found.append((rules, session.setup.players, state))
    return tuple(found)


@cache
def move_corpus(game: str) -> tuple[str, ...]:
    return tuple(sorted({line for _, events in recorded(game) for line in events}))


@cache
def tally_corpus(game: str) -> tuple[str, ...]:
    folder = EXAMPLES / "tallies" / game
    return tuple(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.toml")))


@cache
def session_corpus() -> tuple[str, ...]:
    import tomli_w

    texts = []
    for game in refereed():
        for data, events in recorded(game):
            texts.append(tomli_w.dumps({**data, "events": list(events[:SHORT_SESSION]), "undone": []}))
    return tuple(texts)


@cache
def question_corpus() -> tuple[str, ...]:
    found = []
    for path in sorted((ROOT / "benchmarks" / "ask" / "questions").glob("*.toml")):
        found += [q["q"] for q in tomllib.loads(path.read_text(encoding="utf-8")).get("questions", [])]
    return tuple(found) or ("how many dice do I roll",)


# --- the surfaces -----------------------------------------------------------


def try_move(game: str, which: int, line: str) -> None:
    """Parse and check one move line at one of the recorded states."""
    from referee.core.engine import parse, play
    from referee.core.errors import RefereeError

    rules, players, state = states(game)[which % len(states(game))]
    try:
        play(rules, state, parse(rules, state, line, players))
    except RefereeError as error:
        _render(error)


def try_tally(game: str, text: str) -> None:
    """Read a tally's text as `referee score` does, and score it."""
    from referee.core.errors import RefereeError
    from referee.core.files import parse_toml
    from referee.core.registry import get_game
    from referee.core.tally import tally_from_data
    from referee.games import score

    try:
        data = parse_toml(text.encode("utf-8", "surrogateescape"), "tally.toml")
        sheet = score(tally_from_data(data, get_game(game), "tally.toml"))
        sheet.to_json()
    except RefereeError as error:
        _render(error)


def try_session(text: str) -> None:
    """Read a session's text as every session command does, and replay it."""
    from referee.core import session as sessions
    from referee.core.errors import RefereeError
    from referee.core.files import parse_toml
    from referee.games import REFEREED, game_rules

    try:
        session = sessions.session_from_data(parse_toml(text.encode("utf-8", "surrogateescape"), "s.toml"), "s.toml")
        if session.setup.game in REFEREED:
            rules = game_rules(session.setup.game)
            rules.validate_setup(session.setup)
            sessions.current_state(rules, session, Path("s.toml"))
    except RefereeError as error:
        _render(error)


def try_ask(question: str, game: str | None) -> None:
    """A rules question, as `referee ask` searches it (within its length bound)."""
    from referee.cli.ask_cmd import MAX_QUESTION
    from referee.core.errors import RefereeError
    from referee.rules.search import search

    try:
        result = search(question[:MAX_QUESTION], game=game)
        result.to_json()
    except RefereeError as error:
        _render(error)


def _render(error) -> None:
    """A refusal's message must render in every language."""
    from referee.i18n import Translator, available_languages

    for lang in available_languages():
        error.msg.render(Translator(lang))


def run_cli(args: list[str], watched: list[Path] = ()) -> tuple[int, str, str, list[Path]]:
    """`referee ARGS` in-process: (exit code, stdout, stderr, watched files that changed)."""
    from referee.cli import main

    before = {path: _snapshot(path) for path in watched}
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(list(args))
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else -1)
    changed = [path for path in watched if _snapshot(path) != before[path]]
    return code, out.getvalue(), err.getvalue(), changed


def _snapshot(path: Path):
    try:
        return path.read_bytes(), path.stat().st_mode
    except OSError:
        return None


# --- hostile variants ---------------------------------------------------------

NASTY = [
    "", " ", "\t", "\n", "\r\n", "\x00", "\x1b[31m", "\u202e", "\ufeff", "\u00a0", "é", "ñ", "ß", "\U0001f3b2", "\udcff",
    "0", "-1", "-0", "1e9", "nan", "inf", "99999999999999999999999999", "1" * 60, "-" + "9" * 40, "0x10", "1_000", "²", "٣",
    ":", "::", ",", "@", "+", "-", "=", "\"", "'", "\\", "[", "]", "{", "}", "[[", "]]", "{}", "[]", "#", "%s", "{0}", "{file}",
    "true", "false", "null", "None", "Ana:", "Ben:", "Rob:", "ana", "ANA", "players", "events", "mode", "lang",
    "[/bold]", "[red]", "../", "/dev/zero", "~",
]
TOML_NASTY = [
    "x = 1", "[players]", "[players.Ana]", "[[players]]", "lang = \"xx\"", "lang = \"/tmp\"", "lang = 1",
    "referee_session = 2", "referee_session = true", "game = \"chess\"", "mode = \"solo\"", "mode = 3",
    "events = [1]", "events = \"Ana: roll 1\"", "undone = [[]]", "options = 1", "options = { a = [] }",
    "players = []", "players = [\"Ana\", \"ana\"]", "players = [\"A B\"]", "players = [\"\"]",
    "a = " + "[" * 200 + "]" * 200, "b = " + "{ c = " * 40 + "1" + " }" * 40, "x." * 60 + "y = 1",
    "n = 99999999999999999999999999999", "n = -99999999999999999999999999999", "n = 1e400", "n = nan", "n = inf",
    "d = 1979-05-27T07:32:00Z", "s = '''\nmulti\n'''", "t = { }",
]


VALUES = ["3", "-1", "0", "[]", "{}", "[[1]]", "[1, 2]", "[\"a\"]", "{ a = 1 }", "{ a = [] }", "\"x\"", "\"\"", "true",
          "1.5", "99999999999999999999999999", "-99999999999999999999999999", "1e400", "nan", "[{}]", "{ a = { b = 1 } }"]


def _replace_value(text: str, rng: random.Random) -> str:
    """Give one `key = value` (on a line, or inside an inline table) a value of another shape."""
    spots = [i for i, char in enumerate(text) if char == "="]
    if not spots:
        return text
    at = rng.choice(spots) + 1
    end = at
    depth = 0
    while end < len(text):
        char = text[end]
        if char in "[{":
            depth += 1
        elif char in "]}":
            if depth == 0:
                break
            depth -= 1
        elif char in ",\n" and depth == 0:
            break
        end += 1
    return text[:at] + " " + rng.choice(VALUES) + text[end:]


def mutate(text: str, rng: random.Random, toml: bool = False) -> str:
    """A hostile variant of a valid input: characters flipped, cut, doubled,
    nasty tokens inserted, lines dropped or repeated."""
    pieces = NASTY + (TOML_NASTY if toml else [])
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        if toml and rng.random() < 0.4:
            text = _replace_value(text, rng)
            continue
        at = rng.randint(0, len(text))
        if choice < 0.25:
            text = text[:at] + rng.choice(pieces) + text[at:]
        elif choice < 0.40 and text:
            end = min(len(text), at + rng.randint(1, 12))
            text = text[:at] + text[end:]
        elif choice < 0.50 and text:
            text = text[:at] + chr(rng.choice((rng.randint(0, 127), rng.randint(128, 0x2FFF), rng.randint(0xDC80, 0xDCFF)))) + text[at + 1 :]
        elif choice < 0.60 and text:
            end = min(len(text), at + rng.randint(1, 40))
            text = text[:end] + text[at:end] + text[end:]
        elif choice < 0.70:
            digits = rng.choice(("0", "7", "13", "-1", "999", "1" * rng.randint(10, 80), "9" * 5000))
            text = text[:at] + digits + text[at:]
        elif choice < 0.80 and toml:
            lines = text.split("\n")
            spot = rng.randrange(len(lines))
            if rng.random() < 0.5:
                del lines[spot]
            else:
                lines.insert(spot, rng.choice(TOML_NASTY))
            text = "\n".join(lines)
        elif choice < 0.90:
            words = text.split(" ")
            rng.shuffle(words)
            text = " ".join(words)
        else:
            text = text[: rng.randint(0, len(text))]
    return text
