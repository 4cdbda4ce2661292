"""English card words in a question of another language, as votes for their games.

A player with English cards and components asks in Spanish with their
printed names: "¿cuántas cartas hay en el track?", "el deck de Memory".
A word one game's glossary gives is read as that game's Spanish term
before the search (`search._boxed`, from `Index.box_words`), and its
Spanish term then tells the game. A word two games' glossaries give, each
its own term for it ("track": Coming of Age's Registro de Ánimo, CV's
fila), is left as typed: each game's glossary still reads it as its own
term when that game is scored, but nothing told the question's game, so
the games whose glossary never names the word ranked as high. Such a word
votes for the games that name it (`english_card_votes`), as a word few
games use does (`search._implied_games`), and weighs against the games
that do not (`others_card_words`).

Of two games that name such a word, the one whose glossary names its term
in a phrase with another word of the question is the one meant (`_phrased_with`):
CV's card track is also its "fila de cartas", Coming of Age's track its "track
de ánimo", so "¿cuántas cartas hay en el track al empezar?" is CV's (a whole
vote), "el track de ánimo verde" Coming of Age's; with neither or both, half
a vote each, as before.

Judged in a game whose glossary names it, an English word no rule text of
the question's language writes counts as a word the rules know, through
that game's term (`read_as_term`), so that an entry about the term is not
judged to lack the rest of the question ("¿cuándo se usa Health?").
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from referee.rules import corpus
from referee.rules.normalize import fold, key, terms

if TYPE_CHECKING:
    from referee.rules.index_types import Index

CARD_WORD_GAMES = 2  # a word named by up to this many games' glossaries points to them (half a vote each for two)


def _left_as_typed(stems: list[str], surface: list[str], lang: str, index: Index):
    """The English one-word glossary names of a question of `lang` left as
    typed (no rule text of `lang` writes them; each word's stem is the typed
    word's own), once each: (stem, the games whose glossary names it)."""
    if lang == "en":
        return
    sources = index.box_sources.get(lang, {})
    vocabulary = index.langs[lang].vocabulary
    for stemmed, word in dict.fromkeys(zip(stems, surface)):
        games = sources.get(word)
        if games and word not in vocabulary and key(word, lang) == stemmed:
            yield stemmed, games


def english_card_votes(stems: list[str], surface: list[str], lang: str, index: Index) -> dict[str, float]:
    """Game -> votes from the English one-word glossary names in a question
    of `lang` that were left as typed (`surface`, each word behind its stem
    in `stems`): names no rule text of `lang` writes, that up to
    CARD_WORD_GAMES games' glossaries give a term of `lang` for. A word read
    as its term of `lang` (its stem is not the typed word's) votes through
    that term already."""
    votes: dict[str, float] = {}
    said = None
    for stemmed, games in _left_as_typed(stems, surface, lang, index):
        if len(games) > CARD_WORD_GAMES:
            continue
        if len(games) > 1:  # ("cartas del track": CV's "fila de cartas", not Coming of Age's "track de ánimo")
            said = said if said is not None else frozenset(stems) - {stemmed}
            phrased = [game for game in games if not said.isdisjoint(_phrased_with(surface[stems.index(stemmed)],
                                                                                    game, lang))]
            games = phrased if len(phrased) == 1 else games
        for game in games:
            votes[game] = votes.get(game, 0.0) + 1.0 / len(games)
    return votes


@lru_cache(maxsize=256)
def _phrased_with(word: str, game: str, lang: str) -> frozenset[str]:
    """The stems of the other words of the names in `lang` of several words
    that `game`'s glossary gives the term whose English names hold `word`
    ("fila de cartas", "pista de cartas" of CV's track: "cart")."""
    found: set[str] = set()
    for term in corpus.guessing_glossary(game):
        if any(fold(name) == word for name in term.in_lang("en")):
            for name in term.in_lang(lang):
                named = terms(name, lang)
                if len(named) > 1:
                    found.update(named)
    return frozenset(found - {key(word, lang)})


def others_card_words(stems: list[str], surface: list[str], lang: str, game: str, index: Index) -> dict[str, float]:
    """The concept tokens, each with its weight, that stand for the English
    card words of the question (as `english_card_votes` reads them) which
    other games' glossaries name and `game`'s does not: "el track" asked in
    LOOP, which has none. A word no rule text of `lang` writes has no weight
    of its own in the search, so without them only the games that name it
    were measured against it, and an entry of another game that matched
    the rest of the question ("cartas", "final del turno") outranked the
    game's own entry for it. The token of another game's concept is never
    held by an entry of `game`: it weighs in the question's mass there, as
    the Spanish term would ("la fila" asked in LOOP)."""
    found: dict[str, float] = {}
    for stemmed, games in _left_as_typed(stems, surface, lang, index):
        if game in games:
            continue
        concepts = sorted(concept for other in games for _, _, named in index.thesaurus(other).matches([stemmed], lang)
                          for concept in named if concept.startswith(f"~{other}:"))
        if concepts:
            found[concepts[0]] = 1.0
    return found


def read_as_term(stemmed: str, word: str, concepts: frozenset[str], game: str, lang: str, index: Index) -> bool:
    """Whether a word of a question of `lang` is an English card word no
    rule text of `lang` writes, left as typed, that `game`'s glossary reads
    as one of its terms (`concepts`: the game's concepts at that word):
    "Health" in "¿cuándo se usa Health?" asked in CV is its Salud, a word of
    the question the rules know, through its term."""
    if lang == "en" or stemmed in index.langs[lang].idf or key(word, lang) != stemmed:
        return False
    prefix = f"~{game}:"
    return any(concept.startswith(prefix) for concept in concepts)
