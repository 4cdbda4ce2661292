"""Drawing a game's `status` dict the way the table looks: plain lines a
panel can hold, built from the shape of each value, so a game added later is
drawn without new code.

    a track (`{space, of, ...}`, or a number named in status.toml)
                         -> one line: the spaces, the counter on its space,
                            the other keys (tokens) after it
    numbers              -> gathered on one line: "VEP 3 · Willpower 11"
    counts `{id: n}`     -> "Motivation: pink 2, turquoise 2" (by number: "3 (1), 10 (2)")
    lists                -> short lists: "Hand: Centered, Resilient" (pairs: "row Hoarder")
    nested tables        -> "Friends: brown level 4 center"
    None, empty, False   -> left out (the panel stays compact)

No line takes more than two rows of the panel: a longer one is cut with
"… (+N)". Keys are shown by their labels (`status_labels`), values with the
game's words (`Translator.term`), so both read in the user's language.

`rulesets/<game>/status.toml` (optional) names the numbers that are tracks,
with their ends as numbers or as paths into game.toml (`scoring.happiness_max`),
so a rulebook number stays written once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable

COUNTER = "●"
SPACE = "·"
MAX_ROWS = 2
EXPAND = 4  # a table with up to this many lists or tables inside gets a line per part


@dataclass(frozen=True)
class Layout:
    """What status.toml adds to the shapes: number fields drawn as tracks
    (key -> (lowest, highest))."""

    tracks: dict[str, tuple[int, int]] = field(default_factory=dict)


@cache
def layout(game_id: str) -> Layout:
    from referee.core.files import read_toml
    from referee.core.resources import rulesets_dir

    folder = rulesets_dir() / game_id
    path = folder / "status.toml"
    if not path.exists():
        return Layout()
    data = read_toml(path)
    game = read_toml(folder / "game.toml")

    def number(value: Any) -> int:
        if isinstance(value, int):
            return value
        found: Any = game
        for part in str(value).split("."):
            found = found[part]
        return int(found)

    tracks = {key: (number(spec["min"]), number(spec["max"])) for key, spec in data.get("tracks", {}).items()}
    return Layout(tracks)


class Board:
    """Turns status values into lines for one game, one language."""

    def __init__(self, label: Callable[[str], str], term: Callable[[str], str], number: Callable[[Any], str],
                 players: tuple[str, ...], layout: Layout):
        self.label = label
        self.term = term
        self.number = number
        self.players = set(players)
        self.layout = layout

    # ---- values ---------------------------------------------------------
    def word(self, value: Any) -> str:
        if isinstance(value, bool):
            return "✓" if value else "✗"
        if isinstance(value, (int, float)):
            return self.number(value)
        if value is None:
            return "—"
        text = str(value)
        return text if text in self.players else self.term(text)

    def key(self, key: str) -> str:
        shown = self.label(key)
        return shown if shown != key else self.word(key)

    def inline(self, value: Any, in_list: bool = False) -> str:
        """A value on one line: lists by commas, tables as 'key value'; a
        table inside a list (a card) as its values, 'act1 (food+glass / heart+house)'."""
        if isinstance(value, dict) and in_list:
            words = [self.inline(v) for v in value.values() if not isinstance(v, (list, tuple, dict)) and v is not None]
            groups = ["+".join(self.word(x) for x in v) for v in value.values() if isinstance(v, (list, tuple)) and v]
            return " ".join(words) + (f" ({' / '.join(groups)})" if groups else "")
        if isinstance(value, dict):
            parts = []
            for k, v in value.items():
                if v is None or v == [] or v == {} or v is False:
                    continue
                if v is True:
                    parts.append(self.key(k))
                elif str(k).isdigit() and isinstance(v, int):
                    parts.append(f"{k} ({self.number(v)})")  # counts by number (a location): '10 (2)'
                else:
                    parts.append(f"{self.key(k)} {self.inline(v)}")
            return ", ".join(parts)
        if isinstance(value, (list, tuple)) and in_list:
            return " ".join(self.inline(v) for v in value if v is not None)  # a pair inside a list: 'row Hoarder'
        if isinstance(value, (list, tuple)):
            return ", ".join(self.inline(v, in_list=True) for v in value if v is not None)
        return self.word(value)

    # ---- tracks ---------------------------------------------------------
    @staticmethod
    def is_track(value: Any) -> bool:
        return isinstance(value, dict) and isinstance(value.get("space"), int) and isinstance(value.get("of"), int)

    def track_line(self, name: str, space: int, low: int, high: int, tokens: dict[str, Any], width: int) -> str:
        cells = [SPACE] * (high - low + 1)
        if low <= space <= high:
            cells[space - low] = COUNTER
        extra = ", ".join(f"{self.key(k)} {self.word(v)}" for k, v in tokens.items() if v not in (None, False, [], {}))
        line = f"{name} [{''.join(cells)}] {self.number(space)}"
        return f"{line}  {extra}" if extra else line

    # ---- a panel's lines -----------------------------------------------
    def lines(self, values: dict[str, Any], width: int, skip: tuple[str, ...] = ()) -> list[str]:
        """Tracks first, then the numbers gathered, then boards of their own
        (one line per part), then one line per table or list."""
        tracks: list[str] = []
        numbers: list[str] = []
        boards: list[str] = []
        others: list[str] = []
        for key, value in values.items():
            if key in skip or value is None or value in ([], {}, ()) or value is False:
                continue
            if key in self.layout.tracks and isinstance(value, int) and not isinstance(value, bool):
                low, high = self.layout.tracks[key]
                tracks.append(self.track_line(self.key(key), value, low, high, {}, width))
            elif self.is_track(value):
                tokens = {t: v for t, v in value.items() if t not in ("space", "of")}
                tracks.append(self.track_line(self.key(key), value["space"], 1, value["of"], tokens, width))
            elif isinstance(value, dict) and value and all(self.is_track(v) or v is None for v in value.values()):
                tracks.append(self.key(key) + ":")
                names = {k: self.word(k) for k in value}
                pad = max(len(n) for n in names.values())
                for k, track in value.items():
                    if track is None:
                        continue
                    tokens = {t: v for t, v in track.items() if t not in ("space", "of")}
                    tracks.append("  " + self.track_line(names[k].ljust(pad), track["space"], 1, track["of"], tokens, width))
            elif isinstance(value, dict) and 0 < sum(isinstance(v, (dict, list, tuple)) for v in value.values()) <= EXPAND:
                # a board of its own (a market, a favour awaiting an answer): one line per part
                boards.append(self.key(key) + ":")
                boards.extend("  " + line for line in self.lines(value, width - 2))
            elif isinstance(value, bool):
                numbers.append(self.key(key))
            elif isinstance(value, (int, float)):
                numbers.append(f"{self.key(key)} {self.number(value)}")
            elif isinstance(value, str):
                numbers.append(f"{self.key(key)}: {self.word(value)}")
            else:
                others.append(f"{self.key(key)}: {self.inline(value)}")
        joined = _join(numbers, " · ", width)
        return [row for line in tracks + joined for row in fit(line, width)] + boards + [row for line in others for row in fit(line, width)]


def _join(parts: list[str], sep: str, width: int) -> list[str]:
    """Short parts gathered into lines no wider than `width`."""
    lines: list[str] = []
    current = ""
    for part in parts:
        candidate = f"{current}{sep}{part}" if current else part
        if current and len(candidate) > width:
            lines.append(current)
            current = part
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def fit(line: str, width: int, rows: int = MAX_ROWS) -> list[str]:
    """`line` wrapped to `width`, in at most `rows` rows (later rows
    indented): list items that do not fit are left out and counted, '… (+N)'."""
    import textwrap

    def wrap(text: str) -> list[str]:
        if fits(text, width):
            return [text]
        return textwrap.wrap(text, width, subsequent_indent="  ", break_on_hyphens=False) or [""]

    whole = wrap(line)
    if len(whole) <= rows:
        return whole
    items = line.split(", ")
    for keep in range(len(items) - 1, 0, -1):
        shorter = ", ".join(items[:keep]) + f", … (+{len(items) - keep})"
        if _printed(shorter) > rows * width:
            continue  # more than `rows` full rows of characters textwrap keeps: it cannot fit
        wrapped = wrap(shorter)
        if len(wrapped) <= rows:
            return wrapped
    return whole[: rows - 1] + [textwrap.shorten(" ".join(whole[rows - 1:]), width - 2, placeholder=" …")]


_WHITESPACE = " \t\n\x0b\x0c\r"  # what textwrap may replace and drop; every other character is kept in a row


def _printed(text: str) -> int:
    """The characters of `text` that textwrap keeps in its rows, each row at
    most `width` of them: a lower bound on rows × width."""
    return len(text) - sum(text.count(space) for space in _WHITESPACE)


def fits(text: str, width: int) -> bool:
    """True when `textwrap.wrap(text, width, ...)` would give `[text]` back
    (or `[]` for ""): the text is no wider than `width`, holds no tab or line
    break for textwrap to replace, and ends with no space for it to drop. Most
    lines of a board fit; they skip textwrap's splitting and joining."""
    return width > 0 and len(text) <= width and text.isprintable() and not text.endswith(" ")
