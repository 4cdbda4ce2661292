"""`referee score GAME --ask`: a score pad that asks each player's counts,
field by field, in the user's language, with the rulebook's hint for each.

The questions come from the game's own tally template (the commented TOML
`referee score GAME --template` prints), so every game, including one added
later, gets a pad without new code, and the pad and the template always give
the same explanations. Each answer is checked at once by scoring the tally as
it stands (the other fields keep the template's example values), so a bad
count is asked again with the scorer's reason, and the player's running total
is shown. At the end the tally is written as TOML (to correct and re-score)
and the score sheet is printed.

A field the game lets a player leave out (game.toml `[tally]`, core/tally.py
`optional_fields`; its hint says so) is asked like the others, but an empty
answer leaves it out of the tally instead of writing the example: the pad
does not demand it, and the file it writes holds only what was counted.
"""

from __future__ import annotations

import re
import sys
import tomllib
from dataclasses import dataclass, field
from typing import Any, Callable

from referee.core.errors import BadInput, RefereeError
from referee.i18n import N_

SECTION = re.compile(r"^\[(\[)?([^\]]+)\]\]?$")
YES = {"y", "yes", "s", "si", "sí", "true", "1", "x"}
NO = {"n", "no", "false", "0"}


@dataclass
class PadField:
    """One value to ask: its key, the template's comment (the hint) and its
    example value (the default, and the type answers are read as)."""

    key: str
    hint: str
    default: Any


@dataclass
class PadSection:
    """A table of the template: `players.Ana`, `players.Ana.goals`, `rob`,
    or an array of tables (`[[public_goals]]`, `repeated`). `examples` are
    commented entries of a table players fill freely (Goal Tiles)."""

    path: tuple[str, ...]
    hint: str
    fields: list[PadField] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    repeated: bool = False


def read_template(text: str) -> tuple[list[PadField], list[PadSection]]:
    """The top-level fields and the sections of a tally template. A comment
    block belongs to the field or table right below it; a section's comments
    that no field takes (a table filled freely) become its hint."""
    top: list[PadField] = []
    sections: list[PadSection] = []
    comments: list[str] = []
    current: PadSection | None = None

    def leftover() -> None:
        if current is not None and comments and not current.fields:
            current.hint = " ".join(filter(None, [current.hint, *comments]))

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            leftover()
            comments = []
            continue
        match = SECTION.match(line)
        if match:
            leftover()
            current = PadSection(tuple(_keys(match.group(2))), " ".join(comments), repeated=bool(match.group(1)))
            if not (current.repeated and any(s.path == current.path for s in sections)):
                sections.append(current)
            comments = []
            continue
        if line.startswith("#"):
            body = line.lstrip("#").strip()
            if current is not None and "=" in body and _is_entry(body):
                current.examples.append(body)
            else:
                comments.append(body)
            continue
        value = tomllib.loads(line)
        name = next(iter(value))
        pad = PadField(name, " ".join(comments), value[name])
        (current.fields if current is not None else top).append(pad)
        comments = []
    leftover()
    return top, sections


def _keys(dotted: str) -> list[str]:
    return [part.strip().strip('"') for part in re.findall(r'"[^"]*"|[^.]+', dotted)]


def _is_entry(text: str) -> bool:
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False
    return True


class ScorePad:
    """Asks, checks and keeps the answers; `ask` and `say` do the talking."""

    def __init__(self, game, mode, tr, say: Callable[[str], None], ask: Callable[[str], str]):
        from referee.core.tally import optional_fields
        from referee.games import scoring_module

        self.game, self.mode, self.tr = game, mode, tr
        self.say, self.ask = say, ask
        template = scoring_module(game.id).template(game, mode, lambda msg: msg.render(tr))
        self.top, self.sections = read_template(template)
        model = next(s.path[1] for s in self.sections if s.path[0] == "players")
        self.player_sections = [s for s in self.sections if s.path[:2] == ("players", model)]
        self.other_sections = [s for s in self.sections if s.path[0] != "players"]
        self.optional = optional_fields(game, mode)  # a player's fields an empty answer leaves out
        self.data: dict[str, Any] = {"game": game.id, "mode": mode.id, "players": {}}
        self._following: dict[tuple[str, ...], PadField] = {}  # player tables keyed by a shared list's names, and their model field

    # ---- the whole pad -------------------------------------------------
    def run(self, names: list[str]) -> dict[str, Any]:
        """Ask the shared tables first (their names may shape the players'),
        then each player's counts; returns the tally as data."""
        for section in self.other_sections:
            self._section_defaults(section)
        for name in names:
            self.data["players"][name] = self._defaults(self.player_sections)
        for section in self.other_sections:
            self.say("")
            while True:
                self._fill(section, section.path, section.path[-1])
                self._follow_names(section, names)
                if not section.repeated or self._check(None):
                    break  # a shared list is checked once whole: the players' tables follow its names
        for name in names:
            self.say("")
            self.say(self.tr("Counts of {player}:", player=name))
            for section in self.player_sections:
                self._fill(section, ("players", name, *section.path[2:]), name)
        return self.data

    def _follow_names(self, shared: PadSection, names: list[str]) -> None:
        """A player table keyed by the names of a shared list (CV: how far each
        public goal was achieved) takes the names the table entered."""
        if not shared.repeated or not any(pad.key == "name" for pad in shared.fields):
            return
        model = {pad.default for pad in shared.fields if pad.key == "name"}
        entered = [entry["name"] for entry in self.data.get(shared.path[0], []) if "name" in entry]
        for section in self.player_sections:
            # once a table follows the entered names it keeps following them, so
            # a shared list refused and entered again reshapes it again
            if section.path not in self._following and section.fields and {pad.key for pad in section.fields} <= model:
                self._following[section.path] = section.fields[0]
            if section.path in self._following:
                first = self._following[section.path]
                section.fields = [PadField(name, first.hint, first.default) for name in entered]
                for player in names:
                    target = self.data["players"][player]
                    for key in section.path[2:]:
                        target = target.setdefault(key, {})
                    target.clear()
                    target.update({name: first.default for name in entered})

    def _defaults(self, sections: list[PadSection]) -> dict[str, Any]:
        """A player's table before any answer: the template's examples, the
        optional fields left out (the running check scores them as none)."""
        table: dict[str, Any] = {}
        for section in sections:
            if self._optional(section.path):
                continue
            target = table
            for key in section.path[2:]:
                target = target.setdefault(key, {})
            for pad in section.fields:
                if not self._optional((*section.path, pad.key)):
                    target[pad.key] = pad.default
        return table

    def _optional(self, path: tuple[str, ...]) -> bool:
        """Whether the player's field or table at `path` (`players`, the
        player, the field) may be left out."""
        return len(path) == 3 and path[0] == "players" and path[2] in self.optional

    def _section_defaults(self, section: PadSection) -> None:
        values = {pad.key: pad.default for pad in section.fields}
        if section.repeated:
            self.data[section.path[0]] = [values]
        else:
            self._table(section.path)[section.path[-1]] = values

    def _table(self, path: tuple[str, ...]) -> dict[str, Any]:
        target = self.data
        for key in path[:-1]:
            target = target.setdefault(key, {})
        return target

    # ---- one section ----------------------------------------------------
    def _fill(self, section: PadSection, path: tuple[str, ...], owner: str) -> None:
        if section.hint:
            self.say(section.hint)
        if section.repeated:
            self._fill_repeated(section, path)
            return
        if not section.fields:
            self._fill_free(section, path, owner)
            return
        table = self._table(path).setdefault(path[-1], {}) if len(path) > 2 or path[0] != "players" else self.data["players"][owner]
        for pad in section.fields:
            self._ask_field(pad, table, owner, optional=self._optional((*path, pad.key)))

    def _fill_repeated(self, section: PadSection, path: tuple[str, ...]) -> None:
        count = self._read(self.tr("How many?"), 1, lambda text: _number(text))
        entries = []
        self.data[path[0]] = entries
        for _ in range(count):
            entry = {pad.key: pad.default for pad in section.fields}
            entries.append(entry)
            for pad in section.fields:
                self._ask_field(pad, entry, None, check=False)

    def _fill_free(self, section: PadSection, path: tuple[str, ...], owner: str) -> None:
        """A table players fill with entries of their own (Goal Tiles): one
        per line, a bare name or 'name = {...}' as in the examples."""
        shown = []
        for example in section.examples:  # the entry's name in the reader's language; its details stay as written
            key, _, rest = example.partition("=")
            shown.append(f"{self.tr.term(key.strip())} = {rest.strip()}")
        self.say(self.tr("One per line, like: {examples}. An empty line ends.", examples="; ".join(shown)))
        table = self._table(path).setdefault(path[-1], {})
        while True:
            text = self.read_line("  + ")
            if not text:
                return
            name, sep, value = text.partition("=")
            entry = f'"{name.strip().strip(chr(34))}" = {value.strip() if sep else "{}"}'
            try:
                parsed = tomllib.loads(entry)
            except tomllib.TOMLDecodeError:
                self.say(self.tr("Cannot read '{text}': write a name, or 'name = {{ ... }}' as in the examples.", text=text))
                continue
            words = getattr(self.tr, "words", None)  # names in any language are kept as the game's ids
            parsed = {(words.canonical_word(key) if words else None) or key: value for key, value in parsed.items()}
            table.update(parsed)
            if not self._check(owner):
                for key in parsed:
                    table.pop(key, None)

    def _ask_field(self, pad: PadField, table: dict[str, Any], owner: str | None, check: bool = True, optional: bool = False) -> None:
        """Ask one value until the scorer accepts it; an empty answer keeps
        the example, or leaves an `optional` field out."""
        if pad.hint:
            self.say(pad.hint)
        while True:
            text = self.read_line(f"  {pad.key} [{_show(pad.default)}]: ")
            if text == "" and optional:
                table.pop(pad.key, None)
                return  # left out: the scorer counts it as none, as the hint says
            try:
                value = pad.default if text == "" else _parse(text, pad.default)
            except ValueError:
                self.say(self.tr("'{text}' is not {kind}.", text=text, kind=self.tr(_KIND[_kind(pad.default)])))
                continue
            before = table.get(pad.key, _ABSENT)
            table[pad.key] = value
            if not check or self._check(owner):
                return
            if before is _ABSENT:
                del table[pad.key]
            else:
                table[pad.key] = before

    # ---- checking -------------------------------------------------------
    def _check(self, owner: str | None) -> bool:
        """Score the tally as it stands: False (and the reason said) when it
        does not hold; else the owner's running total is shown."""
        from referee.core.tally import tally_from_data
        from referee.games import score

        try:
            sheet = score(tally_from_data(_copy(self.data), self.game, self.tr("the score pad")))
        except RefereeError as error:
            # the tally's own keys as written (a field suggested must be typed as the file spells it)
            self.say(self.tr("Not accepted: {reason}", reason=error.msg.render(self.tr.with_words(None))))
            return False
        player = next((p for p in sheet.players if p.name == owner), None)
        if player is not None:
            self.say("  " + self.tr("Running total for {player}: {total}", player=owner, total=self.tr.number(player.total)))
        return True

    # ---- input ------------------------------------------------------------
    def read_line(self, prompt: str) -> str:
        text = self.ask(prompt)
        if text is None:
            raise BadInput(N_("The score pad stopped before the end: nothing was written."))
        return text.strip()

    def _read(self, prompt: str, default: Any, parse: Callable[[str], Any]) -> Any:
        while True:
            text = self.read_line(f"{prompt} [{default}] ")
            try:
                return default if text == "" else parse(text)
            except ValueError:
                self.say(self.tr("'{text}' is not {kind}.", text=text, kind=self.tr(_KIND["int"])))


_ABSENT = object()  # a field not in the table before an answer (an optional one left out)

_KIND = {"int": N_("a whole number"), "bool": N_("yes or no"), "list": N_("a list (separated by commas)"),
         "dict": N_("a list of NAME=NUMBER"), "str": N_("a name")}


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, list):
        return "list"
    if isinstance(value, dict):
        return "dict"
    return "str"


def _number(text: str) -> int:
    return int(text.strip())


def _item(text: str) -> Any:
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        return text


def _parse(text: str, default: Any) -> Any:
    """An answer read as the type of the template's example value."""
    kind = _kind(default)
    if kind == "bool":
        word = text.strip().lower()
        if word in YES:
            return True
        if word in NO:
            return False
        raise ValueError(text)
    if kind == "int":
        return _number(text)
    if kind == "list":
        return [_item(part) for part in re.split(r"[,\s]+", text.strip()) if part]
    if kind == "dict":
        result = {}
        for part in re.split(r"[,;]\s*|\s+(?=[^\s=]+\s*=)", text.strip()):
            if not part.strip():
                continue
            key, sep, value = part.partition("=")
            if not sep:
                raise ValueError(text)
            result[key.strip()] = _number(value)
        return result
    return text.strip()


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items())
    return str(value)


def _copy(data: Any) -> Any:
    import copy

    return copy.deepcopy(data)


def stdin_line(prompt: str) -> str | None:
    """Ask on stdout and read one line of stdin (None at its end)."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    return None if line == "" else line.rstrip("\n")
