"""A near entry whose title sets a part of play in order answers an order asked, though the first entry does not.

"Do I advance my Fulfillment Counter BEFORE OR AFTER I pull my other dice
off the road?", "¿las Fichas de Interés se quitan ANTES O DESPUÉS de avanzar
el contador?". The entry that ranks first is the rule of one of the two
steps (advance one space per Interest Token): it holds the question's words
and says nothing of order, so rules/step_order.py read the order as a
silence of the rulebook. But the rulebook orders the two steps in an entry
of its own, ranked just after ("Order of phase 1: choose, change, fulfil,
then retrieve"): a player asking which of two steps comes first is answered
by the list of the steps of that part of play, as a question of the turn's
order is answered by the list of the turn's phases (rules/sequence.py).
Then the order is no silence, and rules/moments_ordered.py brings that entry
first once the search has decided.

The entry read: one of the near entries after the first (the silences'
near ones, at most SIBLING_RANKS after it), of the first entry's game, whose
title lays the turn out or gives an order of a part of play
(`sequence.gives_order`: "The five phases of a turn", "Order of phase 1: ...",
"Final scoring steps, in order"). Not a rule of some other step that only
says "before" or "then" in passing: the list of steps is the rulebook's
answer to an order of its steps, a sentence of another rule is not. Nor a
list of another mode than the first entry's (`Index.entry_modes`): "en
solitario, ¿tiro los dados de Rob antes o después de elegir mi ubicación?"
ranks Rob's roll first, and the order of the multiplayer phase 1 does not
place Rob's steps (two such silences of the tuning list were answered by it).

Round ordertwo, TUNE179 (175 sets): top-1 32,235 -> 32,237 and false
abstention 964 -> 962 (blind121's and blind170's Fulfillment Counter and
Interest Tokens "before or after", now answered by the order of phase 1,
which rules/moments_ordered.py brings first); top-3 and abstention
unchanged, the check sets unchanged. Without the gate on the mode,
abstention -2 (blind39's and blind174's solo orders of Rob).
"""

from __future__ import annotations

from referee.rules import sequence
from referee.rules.index import LangIndex, get_index

SIBLING_RANKS = 2  # the near entries after the first that may set the steps in order


def ordering_sibling(near: list[int], lang_index: LangIndex) -> bool:
    """Whether an entry among the SIBLING_RANKS after the first of `near`
    (rule entry numbers, best first), of the first's game and mode (none for
    the general rules), sets a part of play in order by its title."""
    if len(near) < 2:
        return False
    first = lang_index.docs[near[0]].entry
    modes = get_index().entry_modes.get(first.game, {})
    mode = modes.get(first.id)
    return any(lang_index.docs[number].entry.game == first.game
               and modes.get(lang_index.docs[number].entry.id) == mode
               and sequence.gives_order(lang_index.docs[number].entry.title, lang_index.lang)
               for number in near[1:1 + SIBLING_RANKS])
