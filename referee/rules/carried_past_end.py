"""An effect that reaches a later round, told on the game's last: a silence of the question's form.

"The 8th and LAST Life Event has the symbol that it affects THE NEXT
ROUND; THE GAME ENDS right there: does it do anything?", "saco en la
ÚLTIMA RONDA un Life Event que pasa a la RONDA SIGUIENTE, pero YA NO HAY
ronda siguiente". The rules that rank first are the rule of the effect
(it acts in the next round) and the rule of the end (the game ends after
the last round): each holds half the question, and neither says what
becomes of an effect whose later round never comes. That is the edge of
the last round, which a rulebook settles only where one rule speaks of
both: a later round or turn (`carry_next_said`) and the game's last one or
its end (`carry_end_told`: "last round", "end of the game", "última
ronda", "final de la partida") in the same entry.

The question holds a phrase of a later round or turn (`carry_next_said`:
"next round", "next turn", "ronda siguiente", "turno siguiente") and one
of the game's last round or end (`carry_end_said`: "last round", "very
last turn", "the game ends", "no next round", "última ronda", "ya no hay",
"termina la partida"). A question that asks whether play goes on one
more round once the end is triggered names no later round ("one more
round", "otra ronda"), and is left to the rules of the end.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.unstated_specifics import entry_tells, phrase_asked

NEAR_ENTRIES = 3  # the first entries one of which may speak of a later round and of the game's end


def unstated_carry(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell the game's last round or end ("last round",
    "ya no hay") when the question tells an effect that reaches a later
    round or turn and no rule of the first NEAR_ENTRIES of `near` speaks of
    both; else None."""
    lang = lang_index.lang
    said = words(query)
    if phrase_asked(said, lang, "carry_next_said") is None:
        return None  # (no later round or turn told: most questions)
    end = phrase_asked(said, lang, "carry_end_said")
    if end is None:
        return None
    if any(entry_tells(number, lang_index, "carry_next_said") and entry_tells(number, lang_index, "carry_end_told")
           for number in near[:NEAR_ENTRIES]):
        return None
    return " ".join(end)
