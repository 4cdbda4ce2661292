"""Acting while another player's turn still runs, to save time: a silence of the question's form.

"To save time, can the next player roll while I'm STILL doing cleanup?",
"can I roll my dice WHILE THE PREVIOUS PLAYER IS STILL finishing?",
"¿el siguiente puede ir robando su FAVOUR MIENTRAS YO TODAVÍA repongo?".
The rule that ranks first is the rule of the act (roll 4 dice, the
rerolls, the refill), which says what the act is, never whether it may
overlap the turn before it. Only Adulthood's rulebook allows such a thing
("Step 1 ... can be done before your turn arrives, to speed up play"), and
Coming of Age plays its phases 1 and 2 simultaneously.

So the question is unanswered when it asks to overlap turns or to save
time (`overlap_asked`: "save time", "while I'm still", "mientras yo
todavía"; one set look-up of their first words, so the other questions pay
nothing) and no rule of the first entry's game speaks of acting before
one's turn or of turns played at once (`overlap_told`: "before your
turn", "speed up", "simultaneous", "agilizar"): the whole
game, not the near rules, for a game that allows it may rank another rule
first ("may I place my Time while the others are still playing, to save
time?" put Adulthood's turn summary first, and the near rules lost it).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.unstated_specifics import game_tells, phrase_asked


def unstated_overlap(query: str, first: int, lang_index: LangIndex) -> str | None:
    """The phrase of overlap when the question asks to act while another
    player's turn still runs, or to save time, and no rule of the game of
    entry `first` speaks of acting before one's turn or of turns played at
    once; else None."""
    found = phrase_asked(words(query), lang_index.lang, "overlap_asked")
    if found is None or game_tells(lang_index.docs[first].entry.game, lang_index, "overlap_told"):
        return None
    return " ".join(found)
