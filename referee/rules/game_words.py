"""Words that tell a question's game: worked out once, when the index is built.

A question that names no game is guessed from its words
(`search._implied_games`). Two of the tables it reads come from the whole
corpus, not from the question, so they are built with the index and kept in
its cache: working them out at each `ask` re-read every glossary and rule
file and cost a cold `ask` about a third of its start-up.

* `dominant_words`: a word more than IMPLIED_GAME_SHARED games use that one
  game's rules use far more than the others' ("market" is Adulthood's
  Market Board; CV and LOOP say it once or twice for their track and Buy
  Area);
* `printed_in_capitals`: the English words only one game's English rules
  print in capitals (LOOP's GOAL, CAREER, HAPPINESS), which a player with
  that game's English cards types so in a question of another language.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from referee.core.registry import GAME_IDS, get_game
from referee.rules import corpus
from referee.rules.normalize import fold, terms

if TYPE_CHECKING:
    from referee.rules.index import Index, LangIndex
    from referee.rules.normalize import Thesaurus

IMPLIED_GAME_SHARED = 2  # a word used by up to this many games points to them (half a vote each for two)
# a word more games use points to the one whose rules use it in this share of the games' entry rates or more
# ("market": Adulthood's Market Board in 40 entries, a passing word in 2 of CV's and 3 of LOOP's)
DOMINANT_SHARE = 0.8
DOMINANT_ENTRIES = 8  # ... in at least this many of its entries (a word of a few titles is no game's term)
PRINTED_IN_CAPITALS = 3  # a word one game's English rules print in capitals this many times is its card's word
_ALL_CAPITALS = re.compile(r"\b([A-Z]{3,})\b")


def mode_words(thesaurus: Thesaurus, game: str, lang: str) -> frozenset[str]:
    """The stems and glossary concepts that name one of `game`'s modes, its
    default one included ("basic", "co-op", "solitario")."""
    found: set[str] = set()
    for mode in get_game(game).modes.values():
        for name in (mode.id.replace("-", " "), *mode.names.values()):
            tokens = thesaurus.expand(terms(name, lang), lang)
            found.update(t.text for t in tokens if "_" not in t.text)
    return frozenset(found)


def dominant_words(lang_index: LangIndex, stem_games: dict[str, frozenset[str]], thesauri: dict[str, Thesaurus],
                   lang: str) -> dict[str, str]:
    """Stem -> the game whose term it is: the words more than
    IMPLIED_GAME_SHARED games use (`stem_games`) that one game's rules use
    far more than the others' (DOMINANT_SHARE of the summed rates of entries
    holding it, in DOMINANT_ENTRIES entries or more). The word is one of the
    game's glossary names ("overview", a word of its titles, is no term);
    the words of its modes are left out ("basic" names LOOP's mode beside
    "mode" only: alone, any game's word)."""
    sizes: dict[str, int] = {}
    for doc in lang_index.docs[: lang_index.gap_start]:
        sizes[doc.entry.game] = sizes.get(doc.entry.game, 0) + 1
    glossed = {game: frozenset(stemmed for term in corpus.glossary(game) for name in term.in_lang(lang)
                               for stemmed in terms(name, lang)) for game in sizes}
    modes = {game: mode_words(thesauri[game], game, lang) for game in sizes}
    owned: dict[str, str] = {}
    for stemmed, games in stem_games.items():
        if len(games) <= IMPLIED_GAME_SHARED or stemmed.isdigit():
            continue
        held = {game: lang_index.postings.get((game, stemmed)) for game in games if sizes.get(game)}
        counts = {game: len(postings.numbers) if postings is not None else 0 for game, postings in held.items()}
        rates = {game: count / sizes[game] for game, count in counts.items()}
        total = sum(rates.values())
        if not total:
            continue
        game = max(rates, key=rates.get)
        if stemmed not in glossed[game] or stemmed in modes[game]:
            continue
        if counts[game] >= DOMINANT_ENTRIES and rates[game] >= DOMINANT_SHARE * total:
            owned[stemmed] = game
    return owned


def printed_in_capitals() -> dict[str, str]:
    """Folded English word -> the one game whose English rules print it in
    capitals PRINTED_IN_CAPITALS times or more."""
    counts: dict[str, dict[str, int]] = {}
    for game in GAME_IDS:
        if not corpus.has_rules(game, "en"):
            continue
        for entry in corpus.entries(game, "en"):
            for match in _ALL_CAPITALS.finditer(entry.text):
                word = fold(match.group(1))
                counts.setdefault(word, {}).setdefault(game, 0)
                counts[word][game] += 1
    return {word: next(iter(games)) for word, games in counts.items()
            if len(games) == 1 and next(iter(games.values())) >= PRINTED_IN_CAPITALS}


def of_index(index: Index) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """Both tables for a built index: (language -> dominant words, words printed in capitals)."""
    dominant = {lang: dominant_words(lang_index, index.stem_games[lang], index.thesauri, lang)
                for lang, lang_index in index.langs.items()}
    return dominant, printed_in_capitals()
