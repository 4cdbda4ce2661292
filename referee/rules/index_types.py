"""The search index's data: its classes alone, with no code that builds them.

`rules/index.py` builds an `Index` (and reads it from the cache); the
modules that build the index's tables (`rules/game_words.py`,
`rules/combined.py`) and the search read these classes from here, so that
none of them has to import the builder that imports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.core.registry import Mode
from referee.rules import corpus
from referee.rules.normalize import Thesaurus
from referee.rules.postings import Postings


@dataclass
class Doc:
    """One searchable document: a rule entry or a gap, with its fuzzy
    matching strings. (A docstring of its own, as each class here has,
    spares `dataclass` making one from the signature at every start-up.)"""

    entry: corpus.Entry
    # matching strings for the fuzzy part: title and aliases as stemmed
    # content words, space-joined in sorted order (the fuzzy scores are
    # word-order free, so a search compares them as they are)
    fuzzy_keys: tuple[str, ...]


@dataclass
class LangIndex:
    """The index of one language: its documents, posting lists, idf and the
    words its rule entries and gaps use."""

    lang: str
    docs: list[Doc] = field(default_factory=list)
    # (game, token) -> the documents holding it, with their BM25F term score without idf
    postings: dict[tuple[str, str], Postings] = field(default_factory=dict)
    idf: dict[str, float] = field(default_factory=dict)
    max_idf: float = 1.0
    # folded surface words -> number of documents holding them (typo correction)
    vocabulary: dict[str, int] = field(default_factory=dict)
    stems: set[str] = field(default_factory=set)
    games: tuple[str, ...] = ()
    by_key: dict[tuple[str, str], int] = field(default_factory=dict)
    # documents from this number on are gaps (rules/gaps.py), after every rule entry: never answers
    gap_start: int = 0
    # the idf of the tokens only gaps hold (`idf` is the rule entries' own)
    gap_idf: dict[str, float] = field(default_factory=dict)
    # the document numbers of each gap's related rule entries, nearest first, in the gaps' order (document
    # gap_start + i): with the gap's document, all a search tells of it, so telling a gap reads no gaps file
    # (gaps.py validated them); numbers, not ids, to keep the cache small (about 3 kB a language, not 21)
    gap_related: list[tuple[int, ...]] = field(default_factory=list)

    def is_gap(self, number: int) -> bool:
        return number >= self.gap_start


@dataclass
class Index:
    """The whole search index: each language's, the thesauri, and the tables
    worked out with it for every game and language (kept in the cache)."""

    langs: dict[str, LangIndex]
    thesauri: dict[str, Thesaurus]
    # folded word sequences that name a game -> game id
    game_names: dict[tuple[str, ...], str]
    # every folded word of every language and glossary: not a typo
    known_words: frozenset[str]
    # game -> entry id -> the non-default mode (variant) the entry is about
    entry_modes: dict[str, dict[str, str]] = field(default_factory=dict)
    # (game, mode) -> per language, the token sets any of which names the mode
    mode_names: dict[tuple[str, str], dict[str, list[frozenset[str]]]] = field(default_factory=dict)
    # language -> stem -> the games whose rule text or glossary use it
    stem_games: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # language -> stem -> the game whose term it is, though more games use it (rules/game_words.py)
    dominant_words: dict[str, dict[str, str]] = field(default_factory=dict)
    # language -> stem -> the games whose glossary gives alone a word another game's rules use most (game_words.py)
    yielded_words: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # language -> stem -> the game whose rules use more than two games' word far more (rules/leaning_words.py)
    leaning_words: dict[str, dict[str, str]] = field(default_factory=dict)
    # folded English word -> the one game whose English rules print it in capitals (rules/game_words.py)
    printed_in_capitals: dict[str, str] = field(default_factory=dict)
    # language (not English) -> game id, or "*" for every game -> English card word -> the term of the language
    box_words: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)
    # language (not English) -> one-word English term -> the games whose glossary gives it a term of the language
    box_sources: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # ... and the games whose glossary writes it in title case, as its cards print it ("Career": rules/typed_capitals.py)
    titled_sources: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # language -> the folded words of every game's glossary names in it (a shorthand form among them is a word)
    glossary_words: dict[str, frozenset[str]] = field(default_factory=dict)
    # language -> game -> the stems of its guessing glossary's names (rules/game_words.py `glossary_stems`,
    # read by rules/weak_votes.py)
    glossary_stems: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # language -> game -> its tables of kinds as one text (rules/kind_words.py `packed_tables`, read by
    # rules/kinds.py: the kinds each one-word name is one of, the kinds of each listed member, the stems of its
    # glossary's content words)
    kind_words: dict[str, dict[str, str]] = field(default_factory=dict)
    # game -> the places in its glossary of each English one-word name's terms, as one text (rules/game_words.py
    # `packed_places`, read by rules/clashing_names.py)
    english_places: dict[str, str] = field(default_factory=dict)
    # language -> the folded words of its lexicon, sorted, one a line (rules/lexicon_word_list.py `packed_words`)
    lexicon_words: dict[str, str] = field(default_factory=dict)
    # language -> game -> its entries whose title names one thing, with the rare words of each name, as one text
    # (rules/combined.py: `pack_names`, `build_named_things`)
    named_things: dict[str, dict[str, str]] = field(default_factory=dict)
    # language -> game -> its kinds of sibling terms, each term's canonical names as stems of the language
    # (rules/sibling_terms.py: `build_forms`)
    sibling_kinds: dict[str, dict[str, tuple]] = field(default_factory=dict)
    # language (not English) -> game -> the stems of its kinds' card names that stay English in a question typed in
    # capitals (rules/sibling_terms.py: `build_told_apart`)
    told_apart: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # game -> the concept of a glossary term -> the concepts of the terms that speak of it (rules/said_by.py)
    said_by: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # game -> its modes and its player range (min, max), as its game.toml gives them: all a search reads of
    # that file, kept here so that a search (every `referee ask`) parses no game.toml
    # language -> the adjectives of the glossaries' two-word terms, each with the heads it follows, and the folded
    # glossary names of several words (rules/elided_nouns.py: "la secreta" -> "la meta secreta")
    elided_adjectives: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    glossary_long_names: dict[str, frozenset[str]] = field(default_factory=dict)
    game_modes: dict[str, dict[str, Mode]] = field(default_factory=dict)
    game_players: dict[str, tuple[int, int]] = field(default_factory=dict)

    def thesaurus(self, game: str) -> Thesaurus:
        return self.thesauri[game]
