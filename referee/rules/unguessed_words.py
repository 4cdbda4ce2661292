"""A word a game's glossary reads without telling the game casts no vote for it.

A question that names no game is guessed from its words (rules/game_words.py,
`search._implied_votes`): a word one or two games use votes for them. The
games that "use" a word are those whose rule text or glossary holds it
(`Index.stem_games`), and a glossary word counted there even when the
glossary marks it as no sign of the game (`guess = false` on a term, or
the term's `guess_not` names). "VP" and "PV" are what players call any
game's points: Coming of Age's Vital Experience Points, CV's points, LOOP's
HAPPINESS. Read as LOOP's Happiness when LOOP is scored, the word still
must not point to LOOP where it points to Coming of Age and CV: "¿quién
gana con empate a PV?" is not LOOP's tie (a careful reader of any question
does the same: a word every game's players use for their own thing says
nothing of which game is asked).

So a game whose only hold on a word is a name that tells no game is left
out of the word's games for the vote: not when its texts hold the word,
nor when a name that tells the game holds it ("pista" is in Adulthood's
"pista de Impacto"), so the glossary's older marks vote as they did. The
words are worked out with the index (`Index.untold_stems`,
rules/game_words.py `untold_stems`): a search reads no glossary file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from referee.rules.index_types import Index


def voting_games(stemmed: str, games: frozenset[str], lang: str, index: Index) -> frozenset[str]:
    """`games` (those that use the key `stemmed` in `lang`) without those that know it only by a glossary
    name that tells no game."""
    untold = index.untold_stems.get(lang)
    if not untold:
        return games
    kept = frozenset(game for game in games if stemmed not in untold.get(game, ()))
    return kept if len(kept) < len(games) else games
