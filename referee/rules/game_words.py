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
* `yielded_words`: such a word the game using it most says only inside
  longer names, which one or two other games' glossaries give alone ("la
  pista": CV's card track, Coming of Age's mood track; Adulthood's rules
  say "pista de Impacto");
* `printed_in_capitals`: the English words only one game's English rules
  print in capitals (LOOP's GOAL, CAREER, HAPPINESS), which a player with
  that game's English cards types so in a question of another language.

Two more serve the reading of such a question: `box_words`, the English
card words with the term of the question's language for each ("activity"
-> "actividad"), and `box_sources`, the games whose glossary gives each;
one serves the reading of shorthand (rules/shorthand.py):
`glossary_words`, the words of every game's glossary in each language; one
the questions of how two named things combine (rules/combined.py):
`named_things`, the entries whose title names one thing; and one the votes
of weak words (rules/weak_votes.py): `glossary_stems`, the stems of each
game's guessing glossary, which a search worked out at the first weak word
that one or two games' rules use (about 1 English question in 16), parsing
every game.toml and glossary.toml: 28 ms of CPU in a one-question `ask`;
and one the questions that lack one word of a kind (rules/kinds.py, rules/kind_words.py):
`kind_words`, each game's tables of kinds, which parse its glossary.toml;
and one the Spanish questions that lack a card word two games name
differently (rules/clashing_names.py): `english_places`, the places of each
game's English one-word names in its glossary, which parse its glossary.toml;
and one the typo guesser (rules/lexicon_words.py, built by rules/lexicon_word_list.py): `lexicon_words`, the
words of each language's lexicon, which fold the whole lexicon.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from referee.core.registry import GAME_IDS, get_game
from referee.rules import corpus, elided_nouns, kind_words, lexicon_word_list, said_by, sibling_terms
from referee.rules.combined import build_named_things, pack_names
from referee.rules.leaning_words import LEANING_ENTRIES, LEANING_LEAD, LEANING_SHARE
from referee.rules.normalize import fold, question_form_words, stopwords, terms, words

if TYPE_CHECKING:
    from collections.abc import Iterable

    from referee.core.registry import Mode
    from referee.rules.index_types import Index, LangIndex
    from referee.rules.normalize import Thesaurus

IMPLIED_GAME_SHARED = 2  # a word used by up to this many games points to them (half a vote each for two)
# a word more games use points to the one whose rules use it in this share of the games' entry rates or more
# ("market": Adulthood's Market Board in 40 entries, a passing word in 2 of CV's and 3 of LOOP's)
DOMINANT_SHARE = 0.8
DOMINANT_ENTRIES = 8  # ... in at least this many of its entries (a word of a few titles is no game's term)
PRINTED_IN_CAPITALS = 3  # a word one game's English rules print in capitals this many times is its card's word
_ALL_CAPITALS = re.compile(r"\b([A-Z]{3,})\b")
EVERY_GAME = "*"  # the key of `box_words` tables of every game's words, beside each game's own


def mode_words(thesaurus: Thesaurus, modes: Iterable[Mode], lang: str) -> frozenset[str]:
    """The stems and glossary concepts that name one of a game's `modes`, its
    default one included ("basic", "co-op", "solitario")."""
    found: set[str] = set()
    for mode in modes:
        for name in (mode.id.replace("-", " "), *mode.names.values()):
            tokens = thesaurus.expand(terms(name, lang), lang)
            found.update(t.text for t in tokens if "_" not in t.text)
    return frozenset(found)


def opponent_words(thesaurus: Thesaurus, modes: Iterable[Mode], lang: str) -> frozenset[str]:
    """The stems and glossary concepts of the opponent a mode's name plays
    against, after one of `question_form.mode_opponent` ("Solo vs ROB BOT",
    "Solitario contra ROB BOT"): a player of the table the general rules do
    not speak of, unlike the mode itself (search._evidence)."""
    marks = {word for name in question_form_words("mode_opponent").values() for word in name}
    found: set[str] = set()
    for mode in modes:
        for name in mode.names.values():
            said = words(name)
            cut = next((n for n, word in enumerate(said) if word in marks), None)
            if cut is not None:
                tokens = thesaurus.expand(terms(" ".join(said[cut + 1:]), lang), lang)
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
    "mode" only: alone, any game's word). A word the game's glossary says
    only inside longer names while another game's gives it alone as a term
    is left to those games (`yielded_words`)."""
    return _word_owners(lang_index, stem_games, thesauri, lang)[0]


def yielded_words(lang_index: LangIndex, stem_games: dict[str, frozenset[str]], thesauri: dict[str, Thesaurus],
                  lang: str) -> dict[str, frozenset[str]]:
    """Stem -> the games whose glossary gives it alone as a term (up to
    IMPLIED_GAME_SHARED), for a word the game whose rules use it most says
    only inside longer names: Adulthood's rules say "pista" of its "pista de
    Impacto" and "pista de Felicidad", but "la pista" alone is CV's card
    track or Coming of Age's mood track, as their glossaries give it."""
    return _word_owners(lang_index, stem_games, thesauri, lang)[1]


def _word_owners(lang_index: LangIndex, stem_games: dict[str, frozenset[str]], thesauri: dict[str, Thesaurus],
                 lang: str) -> tuple[dict[str, str], dict[str, frozenset[str]]]:
    """(`dominant_words`, `yielded_words`), worked out in one pass (from the
    glossary terms that tell a game, `corpus.guessing_glossary`)."""
    alone = {game: frozenset(stemmed[0] for term in corpus.guessing_glossary(game) for name in term.in_lang(lang)
                             for stemmed in (terms(name, lang),) if len(stemmed) == 1) for game in _game_sizes(lang_index)}
    owned: dict[str, str] = {}
    yielded: dict[str, frozenset[str]] = {}
    for stemmed, games, game, counts, rates in _leading_games(lang_index, stem_games, thesauri, lang):
        if counts[game] < DOMINANT_ENTRIES or rates[game] < DOMINANT_SHARE * sum(rates.values()):
            continue
        if stemmed in alone[game]:
            owned[stemmed] = game
            continue
        others = frozenset(other for other in games if stemmed in alone.get(other, ()))
        if 0 < len(others) <= IMPLIED_GAME_SHARED:
            yielded[stemmed] = others
        elif not others:
            owned[stemmed] = game
    return owned, yielded


def _game_sizes(lang_index: LangIndex) -> dict[str, int]:
    """Game -> how many rule entries it has in `lang_index` (the gaps left out)."""
    sizes: dict[str, int] = {}
    for doc in lang_index.docs[: lang_index.gap_start]:
        sizes[doc.entry.game] = sizes.get(doc.entry.game, 0) + 1
    return sizes


def _leading_games(lang_index: LangIndex, stem_games: dict[str, frozenset[str]], thesauri: dict[str, Thesaurus],
                   lang: str):
    """(stem, its games, the game whose rules say it in the largest share of
    their entries, each game's count of entries saying it, each game's share)
    for every stem of more than IMPLIED_GAME_SHARED games' rules that the
    leading game's glossary names (not as a mode): what `_word_owners` and
    `leaning_table` weigh, each with its own bar."""
    sizes = _game_sizes(lang_index)
    glossed = {game: frozenset(stemmed for term in corpus.guessing_glossary(game) for name in term.in_lang(lang)
                               for stemmed in terms(name, lang)) for game in sizes}
    modes = {game: mode_words(thesauri[game], get_game(game).modes.values(), lang) for game in sizes}
    for stemmed, games in stem_games.items():
        if len(games) <= IMPLIED_GAME_SHARED or stemmed.isdigit():
            continue
        held = {game: lang_index.postings.get((game, stemmed)) for game in games if sizes.get(game)}
        counts = {game: len(postings.numbers) if postings is not None else 0 for game, postings in held.items()}
        rates = {game: count / sizes[game] for game, count in counts.items()}
        if not sum(rates.values()):
            continue
        game = max(rates, key=rates.get)
        if stemmed in glossed[game] and stemmed not in modes[game]:
            yield stemmed, games, game, counts, rates


def leaning_table(lang_index: LangIndex, stem_games: dict[str, frozenset[str]], thesauri: dict[str, Thesaurus],
                  owners: tuple[dict[str, str], dict[str, frozenset[str]]], lang: str) -> dict[str, str]:
    """Stem -> the game it leans to (rules/leaning_words.py): a word more
    than IMPLIED_GAME_SHARED games use, neither dominant nor yielded
    (`owners`), that the glossary of the game whose rules use it most names
    (not as a mode), in LEANING_ENTRIES of its entries or more, at
    LEANING_SHARE of the summed entry rates and LEANING_LEAD times every
    other game's rate."""
    dominant, yielded = owners
    found: dict[str, str] = {}
    for stemmed, _, game, counts, rates in _leading_games(lang_index, stem_games, thesauri, lang):
        if stemmed in dominant or stemmed in yielded:
            continue
        runner_up = max((rate for other, rate in rates.items() if other != game), default=0.0)
        if counts[game] >= LEANING_ENTRIES and rates[game] >= LEANING_SHARE * sum(rates.values()) \
                and rates[game] >= LEANING_LEAD * runner_up:
            found[stemmed] = game
    return found


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


def box_sources(lang: str) -> dict[str, frozenset[str]]:
    """The games whose glossary gives each one-word English term a term of
    `lang` (not a term marked `guess = false`: `corpus.guessing_glossary`)."""
    found: dict[str, set[str]] = {}
    for game in GAME_IDS:
        for term in corpus.guessing_glossary(game):
            if term.in_lang(lang):
                for name in term.in_lang("en"):
                    found.setdefault(fold(name), set()).add(game)
    return {word: frozenset(games) for word, games in found.items()}


def titled_sources(lang: str) -> dict[str, frozenset[str]]:
    """The games whose glossary writes each one-word English term with only
    its first letter in capitals, as its cards print it ("Career": Adulthood's
    and LOOP's, not CV's "career", a player's word for its Work card), and
    gives it a term of `lang` (rules/typed_capitals.py `printed_word_votes`)."""
    found: dict[str, set[str]] = {}
    for game in GAME_IDS:
        for term in corpus.guessing_glossary(game):
            if term.in_lang(lang):
                for name in term.in_lang("en"):
                    if " " not in name and name[:1].isupper() and name[1:].islower():
                        found.setdefault(fold(name), set()).add(game)
    return {word: frozenset(games) for word, games in found.items()}


def box_words(lang: str, game: str | None = None) -> dict[str, str]:
    """The one-word English glossary terms of every game (or of `game`), each
    with the canonical one-word term of `lang` for it ("activity" ->
    "actividad"): a player with English cards names them so in a Spanish
    question. Words two games read differently are left out."""
    if lang == "en":
        return {}
    found: dict[str, str] = {}
    clashing: set[str] = set()
    for game in (game,) if game else GAME_IDS:
        for term in corpus.glossary(game):
            # the first one-word name of `lang` ("Logro" beside the canonical "Logro de solitario")
            target = next((fold(name) for name in term.in_lang(lang) if len(fold(name).split()) == 1), "")
            if not target:
                continue
            for name in term.in_lang("en"):
                word = fold(name)
                if len(word.split()) != 1 or len(word) < 3 or word == target or word in stopwords(lang):
                    continue
                if found.get(word, target) != target:
                    clashing.add(word)
                found[word] = target
    return {word: target for word, target in found.items() if word not in clashing}


def glossary_words(lang: str) -> frozenset[str]:
    """The folded words of every game's glossary names in `lang`."""
    return frozenset(word for game in GAME_IDS for term in corpus.glossary(game) for name in term.in_lang(lang)
                     for word in words(name))


def glossary_stems(lang: str) -> dict[str, frozenset[str]]:
    """Game -> the stems of its guessing glossary's names in `lang` (the terms that tell a game,
    `corpus.guessing_glossary`): a weak word one of them names still votes (rules/weak_votes.py)."""
    return {game: frozenset(stemmed for term in corpus.guessing_glossary(game) for name in term.in_lang(lang)
                            for stemmed in terms(name, lang)) for game in GAME_IDS}


def english_places(game: str) -> dict[str, tuple[int, ...]]:
    """English one-word name in `game`'s glossary -> the places of its terms in the glossary (read by
    rules/clashing_names.py: the concept of each place is the game's term of the name)."""
    found: dict[str, list[int]] = {}
    for number, term in enumerate(corpus.glossary(game)):
        for name in term.in_lang("en"):
            word = fold(name)
            if len(word.split()) == 1:
                found.setdefault(word, []).append(number)
    return {word: tuple(places) for word, places in found.items()}


def packed_places(game: str) -> str:
    """`english_places(game)` as one text, kept with the index (`Index.english_places`): working it out
    parses the game's glossary.toml, about 6 ms of CPU at the first Spanish question of a process that a
    clashing card word leaves unanswered; as one text, the index's load reads a string."""
    return json.dumps(english_places(game), ensure_ascii=False)


def unpacked_places(text: str) -> dict[str, tuple[int, ...]]:
    """The table `packed_places` wrote, back as `english_places` made it."""
    return {word: tuple(places) for word, places in json.loads(text).items()}


def of_index(index: Index) -> dict[str, dict]:
    """The tables for a built index, by the name of the Index field that keeps each."""
    other = [lang for lang in index.langs if lang != "en"]
    owners = {lang: _word_owners(lang_index, index.stem_games[lang], index.thesauri, lang)
              for lang, lang_index in index.langs.items()}  # (dominant, yielded) of each language, in one pass
    return {
        "dominant_words": {lang: owned for lang, (owned, _) in owners.items()},
        "yielded_words": {lang: yielded for lang, (_, yielded) in owners.items()},
        "leaning_words": {lang: leaning_table(lang_index, index.stem_games[lang], index.thesauri, owners[lang], lang)
                          for lang, lang_index in index.langs.items()},
        "printed_in_capitals": printed_in_capitals(),
        "box_words": {lang: {EVERY_GAME: box_words(lang), **{game: box_words(lang, game) for game in GAME_IDS}}
                      for lang in other},
        "box_sources": {lang: box_sources(lang) for lang in other},
        "titled_sources": {lang: titled_sources(lang) for lang in other},
        "glossary_words": {lang: glossary_words(lang) for lang in index.langs},
        "glossary_stems": {lang: glossary_stems(lang) for lang in index.langs},
        "kind_words": {lang: {game: kind_words.packed_tables(game, lang) for game in GAME_IDS} for lang in index.langs},
        "english_places": {game: packed_places(game) for game in GAME_IDS},
        "lexicon_words": {lang: lexicon_word_list.packed_words(lang) for lang in index.langs},
        "named_things": named_things(index),
        "sibling_kinds": {lang: {game: sibling_terms.build_forms(game, lang) for game in GAME_IDS} for lang in index.langs},
        "told_apart": {lang: {game: sibling_terms.build_told_apart(game, lang) for game in GAME_IDS} for lang in other},
        "said_by": {game: said_by.build(game, index.thesaurus(game).concept) for game in GAME_IDS if game in index.thesauri},
        "elided_adjectives": {lang: elided_nouns.build_adjectives(lang) for lang in index.langs},
        "glossary_long_names": {lang: elided_nouns.build_names(lang) for lang in index.langs},
    }


def named_things(index: Index) -> dict[str, dict[str, str]]:
    """Language -> game -> the entries whose title names one thing, with the
    rare words of each name (rules/combined.py), packed as one text each:
    working them out stems every title of the game, 6-33 ms at the first
    question of a process that asks how two things combine."""
    found: dict[str, dict[str, str]] = {}
    for lang, lang_index in index.langs.items():
        for game in lang_index.games:
            packed = pack_names(build_named_things(lang_index, game))
            if packed is not None:
                found.setdefault(lang, {})[game] = packed
    return found
