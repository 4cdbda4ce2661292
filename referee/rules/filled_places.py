"""A place told full, when no near rule speaks of a full place, of room or of a limit: a silence of the question's form.

"My level 0 row on the Friendship Track IS FULL and I meet a new
character: where does his token go?", "every space on level 0 IS ALREADY
TAKEN", "la fila de nivel 0 ESTÁ LLENA y conozco a un personaje nuevo".
The player tells a place of the board or of a player's own (a row, a
level, the slots, a hand) filled up and asks what a rule does then. The
rule that ranks first is the rule of the act (meeting a character, placing
a token), which holds every word of the question but the state: it says
where the thing goes when there is room. The rulebook settles the full
place only where a rule speaks of it, of free room or of a limit
(`filled_told`: "full", "no empty", "free space", "at most", "limit",
"lleno", "libre", "como máximo", "límite"): "if the next level has no
empty space, the token cannot move up" answers "the next level IS FULL,
can I still move my friend up?", and ranks near such a question. The
mirror of a shared place run out (rules/emptied_supplies.py), read of the
same first NEAR_ENTRIES rules.

The question holds a phrase of a place filled (`filled_said`: "is full",
"already full", "already taken", "no empty space", "no room", "está
lleno", "ya están ocupados", "no hay hueco", "no queda sitio"); not "is
taken" alone, the passive of taking a card ("at the moment such a card IS
TAKEN"). Nor is a place full OF things (`filled_not_then`: "of", "de"):
"my LANDFILL IS FULL OF stuff, can I RECYCLE from it?" tells what it holds,
not that no room is left, and the rule of the act answers.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, words
from referee.rules.unstated_specifics import find_phrase, unstated_told

NEAR_ENTRIES = 3  # the first entries one of which may speak of a full place, of room or of a limit


def unstated_filled(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell a place full ("is full", "está lleno") when no
    rule of the first NEAR_ENTRIES of `near` speaks of a full place, of
    free room or of a limit; else None."""
    filled = unstated_told(query, near[:NEAR_ENTRIES], lang_index, "filled_said", "filled_told")
    if filled is None:
        return None
    said, phrase = words(query), tuple(filled.split())
    after = find_phrase(said, phrase) + len(phrase)
    if after < len(said) and said[after] in question_form_openers(lang_index.lang, "filled_not_then"):
        return None  # (full OF things: what a place holds, not that no room is left)
    return filled
