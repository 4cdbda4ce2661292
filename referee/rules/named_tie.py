"""A tie told of a thing the question names: that thing's own rule says whom it reaches, not the tie-break.

"Combustion Energy and two of us are TIED for the least HAPPINESS: who
does it hit?", "Sale Status Climb y EMPATAMOS con la menor Felicidad,
¿a quién le toca?". A player names a card, an event or a career (an
entry whose title is its name, rules/combined.py) and tells players level
on what it looks at. The named thing's entry ranks first: it is the rule
that decides whom the thing reaches ("the player(s) with the least
HAPPINESS", "el jugador o jugadores con menos Felicidad"), or its silence
on a tie. The game's tie-break for the win ("Ties are broken in this
order: REPUTATION, LANDFILL...") breaks the tie of the final score, not
who a card touches in play; a word of a tie ("tied", "empatados") made
it pull first (rules/tie_won.py, rules/tied_told.py).

So neither pull goes past a first entry that is the thing the question
names, as an edge told leaves such an entry first (rules/edge_told.py
`leaves_first`). A question that names the tie-break's own words, or no
thing of the game, is pulled as before.
"""

from __future__ import annotations

from referee.rules import combined


def names_first(stems: list[str], first: int, index, lang_index) -> bool:
    """Whether the question's stems hold the whole name of the first entry `first` (a card, an event, a career:
    rules/combined.py `named_things`)."""
    entry = lang_index.docs[first].entry
    held = set(stems)
    return any(set(name) <= held for name in combined.named_things(index, lang_index, entry.game).get(first, ()))
