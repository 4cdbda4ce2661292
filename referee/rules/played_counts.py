"""A number right after "playing" is the player count: "Jugando 3, ¿con cuántas cartas se mezcla la bici?".

Players tell the count they play at with the verb alone, the number after it
and no word of players: "jugando 3", "¿... recibe cada uno jugando 4?",
"... después de cada turno jugando 3". `search._player_counts` reads a count
only next to a word of players ("3 jugadores") or after "with" at the end of
a question about playing ("¿se puede jugar con 5?"); the two-of-us patterns
read "jugando dos" (`normalize.people_counts`) but no digit or other number.
So these questions were read with no count, and CV's two-player rule, or
the deal for other counts, went first.

The gerund of playing (`question_form.count_after_playing`: "playing",
"jugando") then a number is a count only when no word of a thing follows the
number: it ends the question, or a little word comes next ("jugando 3, CON
cuántas"). "playing 3 cards", "jugando dos rondas" count cards and rounds.
Only the gerund: "jugamos 3" is as often "we played 3 rounds" ("jugamos 2
rondas", "ayer jugamos tres [partidas]").

Measured on TUNE51 when added: top-1 18,340 -> 18,342 of 19,760, top-3
19,401, abstention 3,242 and false abstention 502 unchanged.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_words, stopwords

_PLAYING = question_form_words("count_after_playing")


def played_counts(folded: list[str], keys: list[str], lang: str) -> list[str]:
    """The numbers `folded` (the question's words; `keys` each word's key)
    tells right after a gerund of playing with no thing counted after them
    ("jugando 3" -> 3; not "jugando 3 cartas")."""
    playing = _PLAYING.get(lang, frozenset())
    if playing.isdisjoint(folded):
        return []  # (no word of playing: most questions)
    little = stopwords(lang)
    return [keys[n + 1] for n in range(len(folded) - 1)
            if folded[n] in playing and keys[n + 1].isdigit()
            and (n + 2 == len(folded) or folded[n + 2] in little)]
