"""A describing word the rulebook never uses, right before a thing the entry speaks of: a detail.

"What does the upper career spot do on a FRESH board?", "what are the
LITTLE beige arrow markers for?". English puts a describing word right
before the thing it describes; a question word that follows an article
("a fresh", "the little") reads as a noun, and a noun the game's rulebook
never uses is a topic it is silent about ("off the TABLE", "an
EXPANSION"). But when the very next word of the question is one the entry
holds (the board, the beige markers), the unknown word only describes that
thing: the entry that speaks of the thing answers, whatever the question
says of its look or its state.

Only in a language whose lexicon says so (`question_form.describes_next`):
Spanish puts the describing word after the noun, where it is often what
is asked ("un dado con una cara BORRADA").
"""

from __future__ import annotations

from referee.rules.normalize import question_form


def describing(places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in the question's folded words in
    `places`): whether it comes right before the next stem, no little word
    between ("FRESH board"; not "board OF the game"), in a language that
    puts describing words before the noun."""
    if not question_form(lang).get("describes_next", False):
        return [False] * len(places)
    return [n + 1 < len(places) and places[n + 1] == place + 1 for n, place in enumerate(places)]


def described_covered(found: list[tuple[str, bool, bool]], foreign: list[int], describes: list[bool],
                      own: list[bool]) -> None:
    """Make a detail of each foreign word (at `foreign`: a noun the game's
    rulebook never uses) that describes the next word when the entry
    covers that next word and it is a word of the entry's own game (`own`:
    "beige", "board"; not an everyday notion such as a round, which "the
    little ROUND tokens" may not mean). Changes `found` in place."""
    for position in foreign:
        if describes and describes[position] and found[position + 1][2] and own[position + 1]:
            found[position] = (found[position][0], False, False)
