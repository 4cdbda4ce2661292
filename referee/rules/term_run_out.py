"""A term of the game said right after running out or a limit is what runs out, however common its word.

"Si NO ME QUEDA HAPPINESS, ¿qué uso, WORK o la CREDIT CARD?", "si no me
queda HAPPINESS para quitar cuando hago WORK que pasa". A player at the
edge of a count names the thing that ran out right after the words of
running out. Which thing a rule's running out is about is read from the
question (search `_object_covered`): a word specific enough (by idf) next to
the words of running out, and past a common word to the next specific one
("no quedan cartas DE VEJEZ": the cards are any cards, the old age deck is
the thing). A term of the game's own glossary is no common word, even when
its rulebook says it on every page (LOOP's HAPPINESS, "Felicidad"): it
names the thing, and reading past it took the verb of the next clause ("qué
USO", "para QUITAR") as what ran out, which no rule says beside its
running out; the rule that says "no te queda Felicidad" then left the
question's running out uncovered and the question abstained.

So when the word right after the words of running out or of a limit stands
for a term of the entry's game (a concept of its glossary), it is an
object, said nominally or not, beside one the question names before ("en
competitivo no me queda HAPPINESS": the mode told before it stays one);
the words past it are not read. On the 2,026 TUNE189 questions with a
word of HAPPINESS: false abstention -2 (blind88, blind168), nothing else
moved; with the term as the only object, the mode named before hid it and
two answered questions abstained (blind140, blind141).
"""

from __future__ import annotations


def names_game_term(concepts: frozenset[str], game: str) -> bool:
    """Whether a question word's concepts hold a term of `game`'s own glossary ("~loop:0", LOOP's HAPPINESS)."""
    prefix = f"~{game}:"
    return any(concept.startswith(prefix) for concept in concepts)
