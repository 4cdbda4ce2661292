"""A game's words in every language: the names shown for the ids the referee
keeps (verbs, colours, tracks, traits, goals, careers, states) and the
aliases players may type for them.

The ids stay canonical everywhere data is kept (session files, tallies once
read, `--json`): a session is the same whichever language typed it. Only
what is shown is translated, and only what is typed is mapped back.

Data: `rulesets/<game>/vocabulary.toml`, with tables `verbs`, `words` and
`args` (id -> `{ es = "...", en = "...", also = [...] }`), and `include`,
a list of `{ file, table }` naming tables of other ruleset files whose
entries carry their names (`en`/`es` keys or a `names` table), so a name
written once in `game.toml` is not copied here; and `glossary = true`,
which adds the Spanish synonyms of the game's glossary to the words it names.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import Any, Iterable

# A run of letters (hyphens inside), not touching other letters: the words of
# composite values such as 'pink-3', '@fulfillment-4' or 'glass:2'.
WORD = re.compile(r"(?<![^\W\d_])[^\W\d_](?:[^\W\d_]|-(?=[^\W\d_]))*(?![^\W\d_])")
SHOWN_LANGS = ("en", "es")
MAX_REMEMBERED = 20_000  # tokens read back to their ids, kept for the next line that has them


@lru_cache(maxsize=4096)  # the same few words are folded again for every move line read
def fold(text: str) -> str:
    """The form aliases are compared in: lower case, no accents, words joined
    by hyphens ('Fuerza de Voluntad' -> 'fuerza-de-voluntad')."""
    decomposed = unicodedata.normalize("NFD", text.strip().lower())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "-".join(plain.replace("_", " ").split())


@dataclass(frozen=True)
class Entry:
    """One id with its shown names per language and extra typed aliases."""

    id: str
    names: dict[str, str] = field(default_factory=dict)
    also: tuple[str, ...] = ()

    def name(self, lang: str) -> str:
        """The word in `lang`, falling back to English, then to the id."""
        return self.names.get(lang) or (self.id if lang == "en" else self.names.get("en", self.id))

    @cached_property
    def forms(self) -> frozenset[str]:
        """Every way to type this entry, folded."""
        return frozenset(fold(form) for form in (self.id, *self.names.values(), *self.also))


@dataclass(frozen=True)
class Vocabulary:
    """The verbs, words and argument names of one game."""

    game: str
    verbs: dict[str, Entry]
    words: dict[str, Entry]
    args: dict[str, Entry]
    glossary: Path | None = None  # read only when a typed word is not an id

    @cached_property
    def synonyms(self) -> dict[str, frozenset[str]]:
        """Word id -> the glossary's Spanish synonyms for it, folded (never
        another word's id)."""
        if self.glossary is None:
            return {}
        from referee.core.files import read_toml

        return _glossary_synonyms(self.words, read_toml(self.glossary))

    def forms(self, word_id: str) -> frozenset[str]:
        """Every way to type a word, folded: its id, names, `also`, glossary
        synonyms. Made once per word (a replayed log asks for the same words
        at many events)."""
        found = self._forms.get(word_id)
        if found is None:
            entry = self.words.get(word_id)
            found = frozenset({fold(word_id)}) if entry is None else entry.forms | self.synonyms.get(word_id, frozenset())
            if len(self._forms) < MAX_REMEMBERED:
                self._forms[word_id] = found
        return found

    @cached_property
    def _forms(self) -> dict[str, frozenset[str]]:
        return {}

    # ---- shown ---------------------------------------------------------
    def verb(self, verb_id: str, lang: str) -> str:
        """The verb `verb_id` as shown in `lang`."""
        entry = self.verbs.get(verb_id)
        return entry.name(lang) if entry else verb_id

    def word(self, word_id: str, lang: str) -> str:
        """The value `word_id` as shown in `lang`."""
        entry = self.words.get(word_id)
        return entry.name(lang) if entry else word_id

    def arg(self, arg_name: str, lang: str) -> str:
        """The argument name `arg_name` as shown in `lang`."""
        entry = self.args.get(arg_name)
        return entry.name(lang) if entry else arg_name

    def text(self, value: str, lang: str, keep: Iterable[str] = (), verbs_first: bool = False, joined: bool = False,
             names: bool = False) -> str:
        """`value` with every known id in it shown in `lang` ('pink-3' ->
        'rosa-3'); words in `keep` (player names) are left alone; with
        `verbs_first`, an id that is both a verb and a word shows as the verb;
        `joined`: names of several words are joined by hyphens (one token, as
        in a move line); `names`: in English too, ids that have a printed
        name show it ('family-oriented' -> 'Family-Oriented')."""
        if (lang == "en" and not names) or not value:
            return value
        kept = {k.lower() for k in keep}

        def shown(match: re.Match) -> str:
            word = match.group(0)
            if word.lower() in kept:
                return word
            first, second = (self.verbs, self.words) if verbs_first else (self.words, self.verbs)
            entry = first.get(word) or second.get(word)
            if entry:
                return one(entry.name(lang))
            parts = word.split("-")
            if len(parts) > 1 and all(part in self.words for part in parts):
                # a composite of the game's words ('pink-orange'); a name with other
                # words in it ('family-time', a card the players named) is theirs, kept
                return "-".join(one(self.words[part].name(lang)) for part in parts)
            return word

        def one(name: str) -> str:
            return "-".join(name.split()) if joined else name

        return WORD.sub(shown, value)

    def move(self, line: str, lang: str, players: Iterable[str] = ()) -> str:
        """A canonical move line shown in `lang`: the verb by the verb table,
        the rest as `text`."""
        if lang == "en" or ":" not in line:
            return line
        who, _, rest = line.partition(":")
        tokens = rest.split()
        if not tokens:
            return line
        shown = [self.verb(tokens[0], lang), *(self.text(t, lang, players, joined=True) for t in tokens[1:])]
        return f"{who}: " + " ".join(shown)

    # ---- typed ---------------------------------------------------------
    @cached_property
    def verb_aliases(self) -> dict[str, str]:
        """Every typed form of a verb (folded) mapped to its canonical id."""
        return _aliases(self.verbs)

    @cached_property
    def word_aliases(self) -> dict[str, str]:
        """Every typed form of a value, synonyms included (folded), mapped to its canonical id."""
        found = _aliases(self.words)
        for word_id, forms in self.synonyms.items():
            for form in forms:
                found.setdefault(form, word_id)
        return found

    def canonical_word(self, typed: str) -> str | None:
        """The id a typed word stands for, or None."""
        return self.word_aliases.get(fold(typed))

    def canonical_text(self, token: str, keep: Iterable[str] = ()) -> str:
        """A free-text token with every typed alias in it replaced by its id
        ('turquesa+1' -> 'turquoise+1'); ids and words in `keep` stay.
        Remembered per token and `keep`: a replayed log reads the same
        tokens over and over."""
        key = (token, tuple(keep))
        found = self._canonical_texts.get(key)
        if found is None:
            found = self._canonical_text(token, key[1])
            if len(self._canonical_texts) < MAX_REMEMBERED:
                self._canonical_texts[key] = found
        return found

    @cached_property
    def _canonical_texts(self) -> dict[tuple[str, tuple[str, ...]], str]:
        return {}

    def _canonical_text(self, token: str, keep: tuple[str, ...]) -> str:
        kept = {k.lower() for k in keep}

        def canonical(match: re.Match) -> str:
            word = match.group(0)
            if word.lower() in kept or word in self.words:
                return word
            found = self.word_aliases.get(fold(word))
            if found:
                return found
            if "-" in word:
                return "-".join(self.word_aliases.get(fold(part), part) for part in word.split("-"))
            return word

        return WORD.sub(canonical, token)


def _aliases(entries: dict[str, Entry]) -> dict[str, str]:
    found: dict[str, str] = {}
    for entry in entries.values():  # ids first: an id always means itself
        found[fold(entry.id)] = entry.id
    for entry in entries.values():
        for form in entry.forms:
            found.setdefault(form, entry.id)
    return found


def _entries(table: dict[str, Any]) -> dict[str, Entry]:
    entries = {}
    for entry_id, spec in table.items():
        if isinstance(spec, str):
            spec = {"es": spec}
        names = dict(spec.get("names", {}))
        names.update({lang: spec[lang] for lang in SHOWN_LANGS if isinstance(spec.get(lang), str)})
        entries[entry_id] = Entry(entry_id, names, tuple(spec.get("also", ())))
    return entries


@cache
def vocabulary(game_id: str) -> Vocabulary:
    """The vocabulary of a game (empty tables when it has no file). A table
    of game.toml is taken from the registry's copy, read once."""
    from referee.core.files import read_toml
    from referee.core.registry import get_game
    from referee.core.resources import rulesets_dir

    folder = rulesets_dir() / game_id
    path = folder / "vocabulary.toml"
    data = read_toml(path) if path.exists() else {}
    words: dict[str, Entry] = {}
    for include in data.get("include", ()):
        source = get_game(game_id).data if include["file"] == "game.toml" else read_toml(folder / include["file"])
        for part in include["table"].split("."):
            source = source[part]
        words.update(_entries(source))
    words.update(_entries(data.get("words", {})))
    glossary = folder / "glossary.toml" if data.get("glossary") and (folder / "glossary.toml").exists() else None
    return Vocabulary(game_id, _entries(data.get("verbs", {})), words, _entries(data.get("args", {})), glossary)


def _glossary_synonyms(words: dict[str, Entry], glossary: dict[str, Any]) -> dict[str, frozenset[str]]:
    """Each word's Spanish synonyms from the glossary term that names it (its
    id or English name among the term's English forms), so players may type
    any word the glossary knows ('cian' for turquoise)."""
    terms: dict[str, list[str]] = {}
    for term in glossary.get("terms", ()):
        for english in term.get("en", ()):
            terms.setdefault(fold(english), []).extend(term.get("es", ()))
    ids = {fold(word_id) for word_id in words}
    found = {}
    for word_id, entry in words.items():
        forms = terms.get(fold(word_id)) or terms.get(fold(entry.names.get("en", "")), [])
        folded = frozenset(fold(form) for form in forms) - (ids - {fold(word_id)})  # never another word's id
        if folded:
            found[word_id] = folded
    return found
