"""An English card word two games name differently, read as the first entry's game names it.

"¿Puedo tener dos cartas de Community a la vez?": a player with English
cards writes the card's word in a Spanish question. A one-word English name
is read as the Spanish term before the search (`search._boxed`,
`game_words.box_words`), but not one that two games' glossaries give
different Spanish terms for ("Community": Adulthood's "Comunidad", LOOP's
"Grupo"): it is left as typed, and no Spanish rule text writes it. The
first entry ("Solo puedes tener una carta de cada uno de estos tipos") was
Adulthood's, which names Community "Comunidad", yet the search judged
"community" a topic no entry covers and said the rulebook was silent
(blind71, blind81).

The reading, of the first entry only and only when the search judged it
not to answer: a lacking topic that is such a word (an English one-word
glossary name left out of `box_words` for a clash) counts as covered when
the entry holds its game's concept of the word's term, or a term that
speaks of it (rules/said_by.py): LOOP's COIN in a rule of "MONEDA". Else,
when such a word is still lacking and the question does not print it in
capitals (LOOP's "la WORK AREA": its concept reads it already), the
question is asked again with the word written as the entry's game names it
in `lang` ("cartas de Comunidad"); when that answers with the same first
entry, so does this. Once the entry says which game, the clash is settled.

Gated: only a question not in English, judged not to answer, with a lacking
word among the few clashing words (a set look-up); the second search runs
only then.

TUNE39: false abstention 424 -> 421 (blind71, blind81 "cartas de
Community"; "sin COIN" of LOOP's BUY with REPUTATION), top-1 16170, top-3
17072, abstention 2853 unchanged. Without the capitals exception one
unanswerable question answered ("los COIN ... la WORK AREA"). Reading the
clashing words before the search as a name both games share ("comunidad"
is a name of LOOP's Group too) moved first hits instead: top-1 16170 ->
16163, top-3 17072 -> 17068 (LOOP's "GOAL HOBBY", "WORK"), false 424 -> 421.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from referee.core.registry import GAME_IDS
from referee.rules import corpus
from referee.rules.game_words import EVERY_GAME, box_words, english_places, unpacked_places
from referee.rules.normalize import english_singulars
from referee.rules.said_by import said_by_held

if TYPE_CHECKING:
    from referee.rules.index_types import Index


@lru_cache(maxsize=4)
def clashing(lang: str) -> frozenset[str]:
    """The English one-word glossary names some game reads as a term of `lang`
    that the table of every game leaves out, two games reading them differently."""
    if lang == "en":
        return frozenset()
    every = _game_words(lang, EVERY_GAME)
    return frozenset(word for game in _games(lang) for word in _game_words(lang, game) if word not in every)


def _games(lang: str) -> list[str]:
    """The games of the index's table of `lang` (`GAME_IDS` when it keeps none: listing them parses every game.toml)."""
    from referee.rules.index import get_index
    kept = [game for game in get_index().box_words.get(lang, {}) if game != EVERY_GAME]
    return kept or list(GAME_IDS)


def _game_words(lang: str, game: str) -> dict[str, str]:
    """`game`'s own English one-word names (or every game's: `EVERY_GAME`) with its term of `lang` for each
    (`game_words.box_words`), as the index keeps them (`Index.box_words`): working them out parses every
    glossary.toml, about 16 ms of CPU at the first question of a process that reads a clashing word."""
    from referee.rules.index import get_index  # (imported here: the index's build reads game_words)
    kept = get_index().box_words.get(lang, {}).get(game)
    return kept if kept is not None else _worked_out(lang, game)


@lru_cache(maxsize=16)
def _worked_out(lang: str, game: str) -> dict[str, str]:
    """`_game_words` worked out from the glossaries, for an index that keeps no table of box words."""
    return box_words(lang, None if game == EVERY_GAME else game)


@lru_cache(maxsize=16)
def _places(game: str) -> dict[str, tuple[int, ...]]:
    """English one-word name in `game`'s glossary -> the places of its terms in the glossary, as the index keeps
    them (`Index.english_places`): working them out parses the game's glossary.toml, about 6 ms of CPU at the
    first question of a process that leaves a clashing word lacking."""
    from referee.rules.index import get_index
    kept = get_index().english_places.get(game)
    return unpacked_places(kept) if kept is not None else english_places(game)


def settled(evidence: tuple, game: str, lang: str, index: Index, holds: Callable[[str], bool]) -> tuple:
    """`evidence` (word, topic, covered per stem) with each lacking clashing
    word read as covered when the first entry (of `game`; `holds`: whether
    it holds a token) holds its game's concept of the word's term, or a term
    that speaks of it (rules/said_by.py), as it would the term of `lang`
    ("Comunidad"); `evidence` itself when none is."""
    words_clashing = clashing(lang)
    lacking = [n for n, (word, topic, covered) in enumerate(evidence)
               if topic and not covered and any(form in words_clashing for form in english_singulars(word))]
    if not lacking or game not in index.thesauri:
        return evidence
    places, thesaurus = _places(game), index.thesauri[game]
    read = list(evidence)
    for n in lacking:
        word = evidence[n][0]
        own = frozenset(thesaurus.concept(place) for form in english_singulars(word) for place in places.get(form, ()))
        if own and (any(map(holds, own)) or said_by_held(index, game, own, set(), holds)):
            read[n] = (word, True, True)
    return evidence if read == list(evidence) else tuple(read)


def settled_answers(evidence: tuple, entry: corpus.Entry, lang: str, index: Index, holds: Callable[[str], bool],
                    answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple],
                    query: str = "", again: Callable[[str], object] | None = None):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) when `settled` covers a clashing
    word. Else, when a clashing word is still lacking, the question is
    asked `again` with each such word written as the entry's game names it
    in `lang` ("cartas de Comunidad"): answered by the same first entry, it
    answers. As judged otherwise. Returns (answered, missing, evidence)."""
    read = settled(evidence, entry.game, lang, index, holds)
    if read is not evidence:
        return (*answers(read), read)
    if again is None:
        return (*judged, evidence)
    own = _game_words(lang, entry.game)
    lacking = {n: own[form] for n, (word, topic, covered) in enumerate(evidence) if topic and not covered
               for form in english_singulars(word)[-1:] if form in own and form in clashing(lang)}
    if not lacking:
        return (*judged, evidence)
    printed = {n for n in lacking if any(typed.isupper() for typed in re.findall(
        rf"\b{re.escape(evidence[n][0])}\b", query, flags=re.IGNORECASE))}
    if printed:  # (not a word typed in capitals as LOOP's cards print it, "la WORK AREA": its concept reads it)
        return (*judged, evidence)
    written = query
    for n, target in lacking.items():
        written = re.sub(rf"\b{re.escape(evidence[n][0])}\b", target, written, flags=re.IGNORECASE)
    if written == query:
        return (*judged, evidence)
    result = again(written)
    if not result.answered or not result.hits or (result.hits[0].game, result.hits[0].id) != (entry.game, entry.id):
        return (*judged, evidence)
    read = tuple((word, topic, True) if n in lacking else (word, topic, covered)
                 for n, (word, topic, covered) in enumerate(evidence))
    return (True, tuple(result.missing), read)
