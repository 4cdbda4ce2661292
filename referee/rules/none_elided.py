"""A word of none that stands for the thing a list names ("5 players:
remove NONE", "no quitas NINGUNO").

A question that says a player has, or does, none of a thing ("we don't
remove ANY MATERIAL sets, right?", "no sacamos NINGÚN set de MATERIAL") is
answered only by an entry that says a word of none close to that thing
(search `_says_none`: "if you have NO Happiness"). A table by player count
says it once and then leaves the thing out: "3 players: remove 1 set ...
5 players: remove none". The word of none is the thing's count there, said
after the same verb that, elsewhere in the entry, governs the thing ("remove
1 set", "quita 1 juego"). Such a word of none speaks of the thing too.

Read only for an entry's field that holds a word of none and the thing (a
question of having none is already rare), so other questions pay nothing.

Tuning list (TUNE34): false abstention 371 -> 370 (blind75 "In LOOP with 3
players we don't remove any MATERIAL sets, right?"), nothing else moved. The
Spanish twin ("no se quita ningún set de MATERIAL") abstained until round
fabst32: its first line said "RETIRA juegos completos de Materiales" and its
table "QUITA 1 juego", so the verb before "ninguno" never stood before the
Materiales ("juego" alone the glossary cannot take as the set: it is the
game too). The Spanish text now says "quita" throughout, as the English says
"remove" (TUNE107: false abstention -2, nothing else moved).
"""

from __future__ import annotations


def stands_for_thing(stems: list[str], nones: list[int], things: list[int], window: int) -> bool:
    """Whether a word of none at `nones` follows a word (the verb) that also
    stands, elsewhere in the field, at most `window` words before one of the
    `things` ("remove none" beside "remove 1 set"; search passes its
    GAP_WINDOW, the reach it gives a limit over what it is about)."""
    governed = {stems[at - step] for at in things for step in range(1, window + 1) if at - step >= 0}
    return any(at > 0 and stems[at - 1] in governed and not stems[at - 1].isdigit()
               and stems[at - 1] not in {stems[n] for n in nones}
               for at in nones)
