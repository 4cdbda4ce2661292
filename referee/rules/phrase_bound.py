"""A word inside a game's glossary phrase is that phrase's word: it votes for no other game.

A question that names no game is guessed from its words (`search._implied_votes`):
each word few games' rules use votes for them, and a phrase of a game's
glossary ("social assistance", "asistencia social", "Ficha de Recuerdo")
votes for the game(s) that say it (rules/phrase_games.py). But each word of
the phrase was also read alone: "social" is a word one game's rules use far
more than the others' (Adulthood's Social category: `dominant_words`), so
"who can take social assistance?" gave Adulthood a vote as well as CV's two
(the word "assistance" and the phrase), and a CV question whose words held
one more vote for another game lost its lead. Inside the phrase, "social" is
CV's word for CV's thing, not a sign of Adulthood.

So the words a voting phrase covers vote only for the games the phrase
points to; a word of the phrase that points to none of them casts no vote.
The phrases are those `_implied_votes` counts already (the glossary phrases
shared by at most IMPLIED_GAME_SHARED games); a question with no glossary
phrase reads as before.
"""

from __future__ import annotations


def bound_games(spans: dict[tuple[int, int], list[str]], length: int) -> list[frozenset[str] | None]:
    """For each of `length` word positions, the games the voting phrases
    covering it point to (`spans`: (start, end) -> those games), or None
    where no such phrase covers the word (it votes as it would alone)."""
    bound: list[frozenset[str] | None] = [None] * length
    for (start, end), games in spans.items():
        for position in range(start, min(end, length)):
            bound[position] = (bound[position] or frozenset()) | frozenset(games)
    return bound


def kept_votes(votes: dict[str, float], bound: frozenset[str] | None) -> dict[str, float]:
    """`votes` of one word, less those for games outside the phrase it is read in (`bound`; None: all kept)."""
    if bound is None:
        return votes
    return {game: vote for game, vote in votes.items() if game in bound}
