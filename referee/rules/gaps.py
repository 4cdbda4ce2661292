"""Gap catalogs: what each rulebook leaves unsaid, read from
`rulesets/<game>/gaps.<lang>.toml`: a list of `[[gaps]]`, each with `id`
("gap." and a slug, the same ids in the same order in every language),
`title` (the question as players ask it), `text` (what the rulebook leaves
open, and what it does say nearby), `aliases` (other ways of asking it),
`related` (1-3 ids of rule entries, nearest first) and, in English,
`checked` (how the silence was verified against the rulebook).

A gap is a question players ask at the table that the rulebook does not
answer, with the rule entries nearest to it. The search index holds gaps
beside the rule entries (rules/index.py), so a question that matches a gap
better than any rule is told "the rulebook does not cover it" (rules/search.py).
Gaps are never rule entries: `rules list` and `rules show` do not see them.

Each file is validated when read: plain TOML, ids unique and `gap.`-prefixed,
the same ids in every language of the game, every `related` id an entry of
that language's rules, fields of the right type. A broken file is a BadInput
naming the file and the gap. A game with no gaps file has no gaps.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from referee.core.errors import BadInput
from referee.core.files import read_toml
from referee.core.resources import rulesets_dir
from referee.i18n import N_
from referee.rules import corpus

GAP_PREFIX = "gap."
_TEXT_FIELDS = ("id", "title", "text")


@dataclass(frozen=True)
class Gap:
    """One known silence of a rulebook, in one language."""

    game: str
    id: str
    title: str
    text: str
    aliases: tuple[str, ...]
    related: tuple[str, ...]
    lang: str

    def to_json(self) -> dict:
        return {"id": self.id, "title": self.title, "text": self.text}


def gaps_path(game_id: str, lang: str) -> Path:
    return rulesets_dir() / game_id / f"gaps.{lang}.toml"


def is_gap_id(entry_id: str) -> bool:
    return entry_id.startswith(GAP_PREFIX)


@cache
def gaps(game: str, lang: str) -> tuple[Gap, ...]:
    """The gaps of a game in one language, in file order, validated (also
    against the game's other languages): none when the game has no gaps file."""
    gid = corpus.game_id(game)
    found = _read(gid, lang)
    ids = [gap.id for gap in found]
    for other in corpus.languages(gid):
        if other == lang or not gaps_path(gid, other).is_file():
            continue
        other_ids = [gap.id for gap in _read(gid, other)]
        if other_ids != ids:
            differ = next((a for a, b in zip(ids, other_ids) if a != b), None)
            differ = differ or next(iter(set(ids) ^ set(other_ids)), ids[-1] if ids else "")
            raise BadInput(
                N_("{file}: gap '{id}': the gaps of {game} must have the same ids, in the same order, in every language (see {other})."),
                file=str(gaps_path(gid, lang)), id=differ, game=gid, other=str(gaps_path(gid, other)),
            )
    if found and not any(gaps_path(gid, other).is_file() for other in corpus.languages(gid) if other != lang):
        missing = next((other for other in corpus.languages(gid) if other != lang), None)
        if missing:
            raise BadInput(
                N_("{file}: {game} has gaps in this language but no gaps file {other}."),
                file=str(gaps_path(gid, lang)), game=gid, other=str(gaps_path(gid, missing)),
            )
    return found


@cache
def _read(gid: str, lang: str) -> tuple[Gap, ...]:
    """One gaps file, checked on its own (ids, fields, related ids)."""
    path = gaps_path(gid, lang)
    if not path.is_file():
        return ()
    shown = str(path)
    data = read_toml(path)
    raw_gaps = data.get("gaps", [])
    if not isinstance(raw_gaps, list) or not all(isinstance(raw, dict) for raw in raw_gaps):
        raise BadInput(N_("{file}: 'gaps' must be a list of [[gaps]] tables."), file=shown)
    rules = corpus.entry_map(gid, lang)
    result: list[Gap] = []
    seen: set[str] = set()
    for number, raw in enumerate(raw_gaps, 1):
        gap_id = raw.get("id")
        label = gap_id if isinstance(gap_id, str) and gap_id else f"#{number}"
        for name in _TEXT_FIELDS:
            if not isinstance(raw.get(name), str) or not raw[name].strip():
                raise BadInput(N_("{file}: gap '{id}': '{field}' must be a text that is not empty."),
                               file=shown, id=label, field=name)
        if not gap_id.startswith(GAP_PREFIX) or gap_id == GAP_PREFIX or gap_id != gap_id.strip().lower():
            raise BadInput(N_("{file}: gap '{id}': a gap id is 'gap.' and a short slug in lower case."), file=shown, id=label)
        if gap_id in seen:
            raise BadInput(N_("{file}: gap '{id}' is there twice."), file=shown, id=label)
        seen.add(gap_id)
        for name in ("aliases", "related"):
            values = raw.get(name, [])
            if not isinstance(values, list) or not all(isinstance(value, str) and value.strip() for value in values):
                raise BadInput(N_("{file}: gap '{id}': '{field}' must be a list of texts."), file=shown, id=label, field=name)
        if not raw.get("related"):
            raise BadInput(N_("{file}: gap '{id}': 'related' must name at least one rule entry."), file=shown, id=label)
        unknown = [value for value in raw["related"] if value not in rules]
        if unknown:
            raise BadInput(N_("{file}: gap '{id}': related rule '{rule}' is not an entry of {game} in this language."),
                           file=shown, id=label, rule=unknown[0], game=gid)
        if "checked" in raw and not isinstance(raw["checked"], str):
            raise BadInput(N_("{file}: gap '{id}': '{field}' must be a text that is not empty."),
                           file=shown, id=label, field="checked")
        result.append(Gap(
            game=gid, id=gap_id, title=raw["title"].strip(), text=raw["text"].strip(),
            aliases=tuple(alias.strip() for alias in raw.get("aliases", [])),
            related=tuple(raw["related"]), lang=lang,
        ))
    return tuple(result)


@cache
def gap_map(game: str, lang: str) -> dict[str, Gap]:
    return {gap.id: gap for gap in gaps(game, lang)}


def as_entry(gap: Gap) -> corpus.Entry:
    """A gap as an index document: its title, aliases and text are what a
    question is matched against (the index holds entries of one class)."""
    return corpus.Entry(game=gap.game, id=gap.id, section="", page=None, title=gap.title, text=gap.text,
                        aliases=gap.aliases, note=None, lang=gap.lang)
