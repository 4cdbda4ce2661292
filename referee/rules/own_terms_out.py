"""What runs out, when the question names a term of the game's own right after it.

"Si no me queda HAPPINESS para quitar cuando hago WORK, ¿qué pasa?", "si no
me queda HAPPINESS, ¿qué uso, WORK o la CREDIT CARD?": the player's lack told
as the situation, of a thing of the game. Running out (and a limit) is a
common topic the rulebooks seldom settle, so an entry answers it only when
it says it of the same thing (`search._object_covered`: "the DECK runs out"
is not "run out of time meeples"). That thing is the first word after the
topic that is specific enough to be one (idf at least TOPIC_MIN_IDF), or,
past a common word ("no quedan cartas DE VEJEZ"), the next such word. A
game's own central term is in so many of its entries that its idf falls
under that bound (LOOP's HAPPINESS, "felicidad", 1.96), so the reading went
past it to the verb of what the thing is for ("para QUITAR"), which no rule
of running out says, and `ask` said the rulebook was silent while LOOP's
"Si al Trabajar no te queda Felicidad que restar" was the answer.

The reading: right after the words of running out, a term of the entry's
own game glossary (a concept of that game, not one every game shares such as
"card", which "no quedan CARTAS de vejez" reads past) followed by a word of
purpose (`question_form.lacked_purpose`: "para", "to", "for"), or ending its
clause ("si no me queda HAPPINESS, ¿qué uso?"), is itself what runs out, the
act after it what it was for; the entry must still say running out within
GAP_WINDOW words of it. When the clause goes on with other words the reading
is as before: "no quedan COIN en la WORK AREA" is of the WORK AREA running
dry, and "if the deck can't fill every empty LOCATION at the end of the year"
of the year's end (read so whatever followed, three answers and an
abstention were lost). English questions seldom need it: their game terms
are specific enough, or told before "left" ("no HAPPINESS left to lose").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form


def own_term_named(concepts: frozenset[str], game: str) -> bool:
    """Whether a word of `concepts` (its glossary concepts in the question)
    is a term of `game`'s own glossary ("~loop:0", HAPPINESS in LOOP)."""
    prefix = f"~{game}:"
    return any(concept.startswith(prefix) for concept in concepts)


def told_last(position: int, purposed: frozenset[int], breaks: frozenset[int], length: int) -> bool:
    """Whether the thing at `position` ends what is said of it: the last
    stem of the question, the last of its clause (`breaks`: the stems that
    open a new one, "no me queda HAPPINESS, ¿qué uso?"), or followed by the
    act it was for (`purposed`: "... para QUITAR")."""
    after = position + 1
    return after >= length or after in breaks or after in purposed


def after_purpose(places: list[int], folded: list[str], lang: str) -> frozenset[int]:
    """The stem positions right after a word of purpose (`question_form.lacked_purpose`:
    "para QUITAR", "left TO LOSE"); `places` gives each stem's position among
    the `folded` words of the question."""
    purpose = _purpose_words(lang)
    return frozenset(n for n, place in enumerate(places) if place and folded[place - 1] in purpose)


@lru_cache(maxsize=8)
def _purpose_words(lang: str) -> frozenset[str]:
    return frozenset(question_form(lang).get("lacked_purpose", ()))
