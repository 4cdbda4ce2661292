"""A detail word inside a term of the game is the term's word, not the story's point.

A story told before the ask may hold the very thing a gap of the catalogs is
about, in a detail word ("a goal that NOBODY completed: does anyone score
it?", "I STILL have a face-down EVENT"): such a word keeps the gap beside
the rule that answers (search `_leads_by_situation`). But a detail word
said as part of a term of the game's glossary is that term: "stop" in
Coming of Age's "BUS STOP" ("The character I meet at the BUS STOP is
already at level 4 on my Friendship Track. Can a normal Friendship Bonus
move it up?"), where the Bus Stop only tells the scene and the rule of
moving a character up answers. Only a phrase of the game's own glossary
of two words or more (`Thesaurus.matches`, a concept of the game, not an
everyday one of every game), and only when the word is said nowhere else
in the question outside such a phrase.
"""

from __future__ import annotations

from collections.abc import Sequence


def termed_stems(stems: Sequence[str], matches, game: str) -> frozenset[str]:
    """The stems of `stems` said only inside a phrase of two words or more
    of `game`'s own glossary (`matches`: (start, end, concepts) as
    `Thesaurus.matches` gives them)."""
    own = f"~{game}:"
    inside = {position for start, end, concepts in matches
              if end - start > 1 and any(concept.startswith(own) for concept in concepts)
              for position in range(start, end)}
    if not inside:
        return frozenset()
    outside = {stemmed for position, stemmed in enumerate(stems) if position not in inside}
    return frozenset(stems[position] for position in inside) - outside
