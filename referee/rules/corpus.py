"""The rule-text corpus: structured rule entries and glossaries, read from
`rulesets/<game>/rules.<lang>.toml` and `rulesets/<game>/glossary.toml`.

Entries are frozen values; each file is read once per process.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from referee.core.errors import BadInput
from referee.core.files import read_toml
from referee.core.registry import GAME_IDS, resolve_game
from referee.core.resources import rulesets_dir
from referee.i18n import N_


@dataclass(frozen=True)
class Entry:
    """One rule or fact, in one language."""

    game: str
    id: str
    section: str
    page: int | None
    title: str
    text: str
    aliases: tuple[str, ...]
    note: str | None
    lang: str
    # the ids of the entries whose rules this one sums up, each stated in full in its own entry (a summary of a
    # moment, "What unlocks between rounds", restates the new Dice, locations and Mood Track): rules/specific_entries.py
    restates: tuple[str, ...] = ()

    def to_json(self) -> dict:
        """The public fields (as in `referee rules list --json`)."""
        return public_fields(self)


PUBLIC_FIELDS = ("game", "id", "title", "section", "page", "text")


def public_fields(item) -> dict:
    """The fields a rule entry shows in JSON (an Entry, or a search Hit)."""
    return {name: getattr(item, name) for name in PUBLIC_FIELDS}


@dataclass(frozen=True)
class Term:
    """A glossary term: synonyms per language, the first of each the canonical one."""

    names: tuple[tuple[str, tuple[str, ...]], ...]  # (lang, synonyms), in file order

    def in_lang(self, lang: str) -> tuple[str, ...]:
        return next((names for code, names in self.names if code == lang), ())

    def all_names(self) -> list[str]:
        return [name for _, names in self.names for name in names]


def _rules_path(game_id: str, lang: str) -> Path:
    return rulesets_dir() / game_id / f"rules.{lang}.toml"


def game_id(game: str) -> str:
    """The fixed id of a game named by id, alias, name or prefix (BadInput otherwise)."""
    if game in GAME_IDS:
        return game
    return resolve_game(game).id


@cache
def languages(game: str) -> tuple[str, ...]:
    """Languages with a rules file for `game`, English first."""
    folder = rulesets_dir() / game_id(game)
    found = {p.name.split(".")[1] for p in folder.glob("rules.*.toml") if p.name.count(".") == 2}
    return tuple(sorted(found, key=lambda code: (code != "en", code)))


def has_rules(game: str, lang: str) -> bool:
    return _rules_path(game_id(game), lang).is_file()


@cache
def entries(game: str, lang: str) -> tuple[Entry, ...]:
    """Every rule entry of a game in one language, in file order."""
    gid = game_id(game)
    path = _rules_path(gid, lang)
    if not path.is_file():
        available = languages(gid)
        if not available:
            raise BadInput(N_("There are no rule entries for {game} yet."), game=gid)
        raise BadInput(
            N_("No rules in language '{lang}' for {game}. Languages: {languages}."),
            lang=lang,
            game=gid,
            languages=", ".join(available),
        )
    data = read_toml(path)
    result = []
    for raw in data.get("entries", []):
        page = raw.get("page")
        result.append(
            Entry(
                game=gid,
                id=str(raw["id"]),
                section=str(raw.get("section", "")),
                page=int(page) if page is not None else None,
                title=str(raw.get("title", "")),
                text=str(raw.get("text", "")).strip(),
                aliases=tuple(str(alias) for alias in raw.get("aliases", ())),
                note=str(raw["note"]).strip() if raw.get("note") else None,
                lang=lang,
                restates=tuple(str(entry_id) for entry_id in raw.get("restates", ())),
            )
        )
    return tuple(result)


@cache
def entry_map(game: str, lang: str) -> dict[str, Entry]:
    return {entry.id: entry for entry in entries(game, lang)}


def entry(game: str, lang: str, entry_id: str) -> Entry:
    """One entry by id; a BadInput with a did-you-mean for an unknown id."""
    gid = game_id(game)
    found = entry_map(gid, lang)
    wanted = entry_id.strip().lower()
    if wanted in found:
        return found[wanted]
    from referee.core.suggest import nearest

    best = nearest(wanted, found)
    if best:
        raise BadInput(
            N_("{game} has no rule '{id}'. Did you mean '{suggestion}'? See 'referee rules list {game}'."),
            game=gid,
            id=entry_id,
            suggestion=best,
        )
    raise BadInput(N_("{game} has no rule '{id}'. See 'referee rules list {game}'."), game=gid, id=entry_id)


@cache
def glossary(game: str) -> tuple[Term, ...]:
    """The glossary terms of a game (none if it has no glossary)."""
    return tuple(Term(names=names) for _, names in _glossary_terms(game))


@cache
def guessing_glossary(game: str) -> tuple[Term, ...]:
    """The glossary terms of a game whose names tell the game of a question
    that names none (rules/game_words.py): all but those marked `guess =
    false`, a reading of a plain word the game's rules use for one of its
    things that other games' glossaries give for theirs (Adulthood's "pista",
    either of its scoring tracks, that players type "el track" as they do
    for CV's card track): read as the game's term when the game is scored,
    but no sign of the game."""
    return tuple(Term(names=names) for raw, names in _glossary_terms(game) if raw.get("guess", True))


TERM_RELATIONS = ("said_by",)  # fields of a glossary term that name other terms, not synonyms (rules/said_by.py)


def _glossary_terms(game: str) -> list[tuple[dict, tuple[tuple[str, tuple[str, ...]], ...]]]:
    """Each glossary term of a game that has names: its raw table and its (lang, synonyms)."""
    path = rulesets_dir() / game_id(game) / "glossary.toml"
    if not path.is_file():
        return []
    found = []
    for raw in read_toml(path).get("terms", []):
        names = tuple((lang, tuple(str(n) for n in values)) for lang, values in raw.items()
                      if isinstance(values, list) and lang not in TERM_RELATIONS)
        if names:
            found.append((raw, names))
    return found


def glossary_relation(game: str, field: str) -> dict[int, tuple[str, ...]]:
    """The terms of a game's glossary (by their place among `glossary`'s) that
    have the relation `field` (one of TERM_RELATIONS), with the first English
    names of the terms it names."""
    return {number: tuple(str(name) for name in raw[field])
            for number, (raw, _) in enumerate(_glossary_terms(game)) if raw.get(field)}


def available_games() -> tuple[str, ...]:
    """Games with at least one rules file."""
    return tuple(gid for gid in GAME_IDS if languages(gid))
