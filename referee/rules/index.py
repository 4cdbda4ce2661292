"""The search index: every rule entry of every game, in every language,
analysed once per process (lazily, on the first search).

Per language there is one collection of documents (all games together, so
term weights are comparable across games). A document has four fields —
title, aliases, section, text (+ note) — and the index stores, for each
(game, token), the BM25F term score of each document that holds it (without
the idf factor, which depends on the whole collection) as a `Postings`
list. Searching is then a sum over a handful of posting lists, bounded to
the documents that may rank (rules/postings.py).
"""

from __future__ import annotations

import math
from collections import Counter
from functools import cache

from referee.core.registry import GAME_IDS, Mode, get_game
from referee.rules import corpus, game_words, gaps
from referee.rules.normalize import NESTED_CONCEPT_WEIGHT, Thesaurus, analyze, fold, key, stem, terms, words
from referee.rules.index_types import Doc, Index, LangIndex
from referee.rules.postings import Postings

# BM25F: field weights and length normalisation; k1 saturates repeated terms.
FIELD_WEIGHTS = {"title": 3.0, "aliases": 2.5, "section": 0.8, "text": 1.0}
FIELD_B = {"title": 0.4, "aliases": 0.6, "section": 0.3, "text": 0.75}
K1 = 1.2
# A gap's text says what the rulebook leaves open and what it does say nearby ("It only says ..."): the
# words of that rule must not make the gap match the rule's own question; its title and aliases ask it.
# (Measured and left: the gap's words its first related rule also holds counted at 0.5 or 0.7 in every field
# lost far more abstentions than it won answers, TUNE22 false abstention 312 -> 269 / 275 but abstention
# 2,263 -> 2,133 / 2,173 of 2,627: an unanswerable question meets its gap by the rule's words too; with
# GAP_LEAD lowered to 0.95 / 1.05 beside it, false 307 / 300, abstention 2,199 / 2,238. Dropping the verbs of
# the gap's account, "says" and "dice", from gap documents: false -2, abstention -1, top-1 -1.)
GAP_TEXT_WEIGHT = 0.3


def _thesaurus(game: str) -> Thesaurus:
    return Thesaurus(game, [term.all_names() for term in corpus.glossary(game)])


def _fields(entry: corpus.Entry) -> dict[str, str]:
    text = entry.text if not entry.note else f"{entry.text}\n{entry.note}"
    return {
        "title": entry.title,
        "aliases": "\n".join(entry.aliases),
        "section": entry.section.replace(">", "\n"),
        "text": text,
    }


def _build_lang(lang: str, games: list[str], thesauri: dict[str, Thesaurus]) -> LangIndex:
    index = LangIndex(lang=lang, games=tuple(games))
    field_counts: list[dict[str, tuple[Counter, float]]] = []
    lengths: dict[str, list[int]] = {name: [] for name in FIELD_WEIGHTS}
    document_frequency: Counter = Counter()
    vocabulary: Counter = Counter()
    entry_frequency: Counter = Counter()
    documents = [entry for game in games for entry in corpus.entries(game, lang)]
    index.gap_start = len(documents)
    # the gaps of every game after every entry: their numbers leave the entries' numbers (and ties) as they were
    documents += [gaps.as_entry(gap) for game in games for gap in gaps.gaps(game, lang)]
    numbers = {(entry.game, entry.id): number for number, entry in enumerate(documents[: index.gap_start])}
    index.gap_related = [tuple(numbers[(gap.game, entry_id)] for entry_id in gap.related)
                         for game in games for gap in gaps.gaps(game, lang)]
    for number, entry in enumerate(documents):
        thesaurus = thesauri[entry.game]
        game = entry.game
        fields = _fields(entry)
        counts: dict[str, tuple[Counter, float]] = {}
        seen: set[str] = set()
        for name, text in fields.items():
            # aliases are separate phrases: analyse each alone so glossary
            # phrases do not run across two of them
            pieces = text.split("\n") if name in ("aliases", "section") else [text]
            counter: Counter = Counter()
            for piece in pieces:
                for token in analyze(piece, lang, thesaurus):
                    counter[token.text] += token.weight
            # intent tokens ("?num"...) mark the kind of answer; they do not make a field longer
            length = sum(value for token, value in counter.items() if not token.startswith("?"))
            counts[name] = (counter, length)
            if number < index.gap_start:  # (the entries' length normalisation is theirs alone)
                lengths[name].append(length)
            seen.update(counter)
        document_frequency.update(seen)
        if number < index.gap_start:  # a word only gaps use is no word of the rule text (a game "never uses" it)
            entry_frequency.update(seen)
            vocabulary.update(set(words(" ".join(fields.values()))))
        field_counts.append(counts)
        index.by_key[(game, entry.id)] = len(index.docs)
        index.docs.append(
            Doc(
                entry=entry,
                fuzzy_keys=tuple(
                    key for key in (" ".join(sorted(terms(text, lang))) for text in (entry.title, *entry.aliases)) if key
                ),
            )
        )
    average = {name: (sum(values) / len(values) if values else 1.0) or 1.0 for name, values in lengths.items()}
    postings: dict[tuple[str, str], list[tuple[int, float]]] = {}
    for number, counts in enumerate(field_counts):
        game = index.docs[number].entry.game
        weighted: dict[str, float] = {}
        for name, (counter, length) in counts.items():
            # BM25F: per-field length normalisation, weighted sum of term frequencies
            scale = FIELD_WEIGHTS[name] / (1.0 - FIELD_B[name] + FIELD_B[name] * length / average[name])
            if name == "text" and number >= index.gap_start:
                scale *= GAP_TEXT_WEIGHT
            for token, tf in counter.items():
                weighted[token] = weighted.get(token, 0.0) + scale * tf
        for token, value in weighted.items():
            postings.setdefault((game, token), []).append((number, value * (K1 + 1.0) / (value + K1)))
    index.postings = {key: Postings.of(pairs) for key, pairs in postings.items()}
    # idf over the rule entries alone, so gaps leave the entries' scores (and what a question "says") as they
    # were; a token only gaps hold weighs as one entry would hold it, in `gap_idf`
    total = index.gap_start or 1
    for token, df in entry_frequency.items():
        # concept tokens name their game, so their frequency is their game's
        index.idf[token] = math.log(1.0 + (total - df + 0.5) / (df + 0.5))
    rare = math.log(1.0 + (total - 1 + 0.5) / 1.5)
    index.gap_idf = {token: rare for token in document_frequency if token not in entry_frequency}
    index.max_idf = math.log(1.0 + (total + 0.5) / 0.5)
    index.vocabulary = dict(vocabulary)
    index.stems = {stem(word, lang) for word in vocabulary}
    return index


def _game_names() -> dict[tuple[str, ...], str]:
    names: dict[tuple[str, ...], str] = {}
    for game_id in GAME_IDS:
        game = get_game(game_id)
        for name in (game.id, *game.aliases, *game.names.values()):
            key = tuple(words(name.replace("-", " ")))
            if key:
                names.setdefault(key, game_id)
            joined = fold(name).replace(" ", "")
            if joined:
                names.setdefault((joined,), game_id)
    return names


# Entries that illustrate rather than state a rule; like a variant's rules,
# they answer a question that asks for them.
EXAMPLE_PREFIX = "example"
EXAMPLE_NAMES = ("example", "ejemplo")
# Setup entries answer questions about the start of the game, not what a
# component is for during play.
SETUP_PREFIX = "setup"
SETUP_NAMES = ("setup", "start", "first")
SETUP_INTENTS = ("?num", "?who")
# Entries listing what is in the box: they answer a question about the
# components, not "how many X do I need / start with".
COMPONENTS_PREFIX = "components"
COMPONENTS_NAMES = ("components", "component", "box", "come with", "comes with", "included", "in total", "total",
                    "componentes", "caja", "trae", "incluye", "en total")


def _modes(games: list[str], thesauri: dict[str, Thesaurus], langs: list[str]):
    """Which entries belong to a variant (their id starts with the mode's id,
    like `solo.` or `coop.` for `cooperative`) or are examples, and how a
    question names each: by the mode's id or names, or any glossary synonym."""
    entry_modes: dict[str, dict[str, str]] = {}
    mode_names: dict[tuple[str, str], dict[str, list[frozenset[str]]]] = {}
    for game_id in games:
        game = get_game(game_id)
        variants = {mode.id: [mode.id.replace("-", " "), *(n.split("(")[0] for n in mode.names.values())] for mode in game.modes.values() if not mode.default}
        played = tuple(variants)  # (the variants one plays, not the kinds of entry added next)
        variants[EXAMPLE_PREFIX] = list(EXAMPLE_NAMES)
        variants[COMPONENTS_PREFIX] = list(COMPONENTS_NAMES)
        variants[SETUP_PREFIX] = list(SETUP_NAMES)
        found: dict[str, str] = {}
        for lang in corpus.languages(game_id):
            for entry in corpus.entries(game_id, lang):
                prefix, _, name = entry.id.partition(".")
                for mode_id in variants:
                    if mode_id == prefix or (len(prefix) >= 3 and mode_id.startswith(prefix)):
                        found[entry.id] = mode_id
                if entry.id not in found:  # "favour.solo-resell": a card's own rule in a variant
                    found.update({entry.id: mode_id for mode_id in played if name.startswith(f"{mode_id}-")})
        entry_modes[game_id] = found
        for mode_id, names in variants.items():
            per_lang: dict[str, list[frozenset[str]]] = {}
            for lang in langs:
                signatures = []
                for name in names:
                    tokens = thesauri[game_id].expand(terms(name, lang), lang)
                    concepts = {t.text for t in tokens if t.text.startswith("~") and t.weight > NESTED_CONCEPT_WEIGHT}
                    plain = frozenset(t.text for t in tokens if not t.text.startswith("~") and "_" not in t.text)
                    signatures.extend(frozenset([concept]) for concept in sorted(concepts))
                    if plain:
                        signatures.append(plain)
                if mode_id == SETUP_PREFIX:  # "how many ... each", "who ...": asked of the setup as often as not
                    signatures.extend(frozenset([intent]) for intent in SETUP_INTENTS)
                per_lang[lang] = signatures
            mode_names[(game_id, mode_id)] = per_lang
    return entry_modes, mode_names


# The classes the on-disk cache may rebuild (it holds plain data; see index_cache).
CACHED_CLASSES = (Index, LangIndex, Doc, corpus.Entry, Thesaurus, Mode)


@cache
def get_index() -> Index:
    """The index over every game and language that has rule files: read from
    the on-disk cache when it matches the current rules and code, else built
    (about a second) and cached for the next command."""
    from referee.rules import index_cache

    cached = index_cache.load(CACHED_CLASSES)
    if isinstance(cached, Index):
        return cached
    index = build_index()
    index_cache.store(index, CACHED_CLASSES)
    return index


def build_index() -> Index:
    """Analyse every entry of every game and language (no cache)."""
    games = [game for game in GAME_IDS if corpus.languages(game)]
    thesauri = {game: _thesaurus(game) for game in GAME_IDS}
    langs: dict[str, list[str]] = {}
    for game in games:
        for lang in corpus.languages(game):
            langs.setdefault(lang, []).append(game)
    built = {lang: _build_lang(lang, members, thesauri) for lang, members in langs.items()}
    known: set[str] = set()
    for lang_index in built.values():
        known.update(lang_index.vocabulary)
    for thesaurus in thesauri.values():
        for group in thesaurus.groups:
            for phrase in group:
                known.update(words(phrase))
    entry_modes, mode_names = _modes(games, thesauri, list(built))
    index = Index(
        langs=built,
        thesauri=thesauri,
        game_names=_game_names(),
        known_words=frozenset(known),
        entry_modes=entry_modes,
        mode_names=mode_names,
        stem_games={lang: _stem_games(lang_index, thesauri, lang) for lang, lang_index in built.items()},
        game_modes={game: get_game(game).modes for game in GAME_IDS},
        game_players={game: (get_game(game).min_players, get_game(game).max_players) for game in GAME_IDS},
    )
    for name, table in game_words.of_index(index).items():  # the tables that guess and read a question's game words
        setattr(index, name, table)
    return index


def _stem_games(lang_index: LangIndex, thesauri: dict[str, Thesaurus], lang: str) -> dict[str, frozenset[str]]:
    """Stem -> the games whose rule text or glossary use it (plain stems only):
    built with the index, so a cached index carries it too."""
    found: dict[str, set[str]] = {}
    for (game, token), postings in lang_index.postings.items():
        if postings.numbers[0] >= lang_index.gap_start:
            continue  # only gaps use it
        if not token.startswith(("~", "?")) and "_" not in token:
            found.setdefault(token, set()).add(game)
    for game, thesaurus in thesauri.items():
        for group in thesaurus.groups:
            for phrase in group:
                for word in words(phrase):
                    found.setdefault(key(word, lang), set()).add(game)
    return {token: frozenset(games) for token, games in found.items()}
