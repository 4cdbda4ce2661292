"""When a thing of the box is used, asked: the Components list never says.

"the four-sided die in my colour, WHEN do i stop using it?", "¿Y este dado
de diez caras CUÁNDO se usa?", "¿CUÁNDO me dan los dados de seis caras?".
The player names a component (often by its look: its sides, its colour)
and asks when it comes into play. The entry of the Components section
names it the most plainly ("36 Dice, 9 per colour: 1 four-sided Die, 2
six-sided Dice...") and so ranked first; but a count of what the box holds
tells what there is, never when it is used: the rules of play do (the
round that hands the Dice out, the turns each lasts).

So a question of when (intent "?when": "when", "how long", "cuándo")
that does not ask what exists (`_Query.counts_what_exists`: "how many dice
are there") ranks a Components entry at 1 / BOX_FACTOR of its score, as a
question of what a thing is for already does (search.py, `q.purpose`,
COMPONENTS_FACTOR). The same for every game and language: the section is
named by the lexicon (`question_form.components_section`).
"""

from __future__ import annotations

WHEN_INTENT = "?when"


def never_says_when(intents: tuple[str, ...], counts_what_exists: bool) -> bool:
    """Whether a question asks when (not what the box holds): the
    Components list is no answer to it."""
    return WHEN_INTENT in intents and not counts_what_exists
