"""A mode only one game has, named in a question: a vote for that game alone.

A question that names no game is guessed from its words
(`search._implied_votes`): a word at most two games' rules say votes for
them. The name of a way to play that only one game has ("en cooperativo",
"in a competitive game": LOOP's Cooperative and Competitive modes) is said by
another game's rules too where they deny it (CV's "no solo or co-op mode in
the rulebook; the game is competitive"), and the vote was split between the
game that has the mode and the game that says it lacks it: "En cooperativo,
¿podemos enseñarnos las cartas de la mano?" put CV's rule on an event card in
hand first, and LOOP's Cooperative rules (open hands of Favours) out of the
first three.

The words: the one-word names (game.toml `modes.<id>.names`, each language)
of a mode that is not the game's default one ("Basic" and "Standard" are
everyday words: "the basic Career spot", "lo básico") and that no other game
has by that name ("Solo" is three games'). Such a word that already votes
(at most two games' rules say it) votes for the game that has the mode only;
a word said by more games stays no vote. Decided per word, by a set lookup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.normalize import terms

if TYPE_CHECKING:
    from referee.rules.index_types import Index

# (index id, language) -> (the index, kept alive; stem -> the one game having a mode of that one-word name)
_OWNED: dict[tuple[int, str], tuple[Index, dict[str, str]]] = {}


def _owned(index: Index, lang: str) -> dict[str, str]:
    """Stem of a one-word name of a game's non-default mode -> that game, when no other game's mode is so named."""
    cached = _OWNED.get((id(index), lang))
    if cached is None:
        owners: dict[str, set[str]] = {}  # every stem of a mode's names -> the games naming a mode with it ("" default)
        single: dict[str, str] = {}  # the one-word names -> their game
        for game, modes in index.game_modes.items():
            for mode in modes.values():
                for name in {mode.name(lang), mode.names.get("en", "")} - {""}:
                    stems = terms(name, lang)
                    for stemmed in stems:
                        owners.setdefault(stemmed, set()).add("" if mode.default else game)
                    if len(stems) == 1 and not mode.default:  # ("Two-player variant": not one word)
                        single[stems[0]] = game
        table = {stemmed: game for stemmed, game in single.items() if owners[stemmed] == {game}}
        cached = _OWNED[(id(index), lang)] = (index, table)
    return cached[1]


def mode_owner(stemmed: str, lang: str, index: Index) -> str | None:
    """The one game that has a (non-default) mode named by the word `stemmed`, or None."""
    return _owned(index, lang).get(stemmed)
