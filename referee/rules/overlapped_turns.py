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

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, holds

_GAME_TELLS: dict[tuple[int, str], bool] = {}  # (the language index, a game) -> whether a rule of it tells overlap


@lru_cache(maxsize=4)
def _openers(lang: str) -> frozenset[str]:
    """The first words of the phrases of overlapping another player's turn."""
    return frozenset(phrase[0] for phrase in question_form_phrases(lang, "overlap_asked") if phrase)


def _game_tells(game: str, lang_index: LangIndex) -> bool:
    """Whether a rule entry of `game` speaks of acting before one's turn or of turns at once (once a game)."""
    key = (id(lang_index), game)
    if key not in _GAME_TELLS:
        rules = [number for number in range(lang_index.gap_start) if lang_index.docs[number].entry.game == game]
        _GAME_TELLS[key] = entries_tell(rules, lang_index, "overlap_told")
    return _GAME_TELLS[key]


def unstated_overlap(query: str, first: int, lang_index: LangIndex) -> str | None:
    """The phrase of overlap when the question asks to act while another
    player's turn still runs, or to save time, and no rule of the game of
    entry `first` speaks of acting before one's turn or of turns played at
    once; else None."""
    lang = lang_index.lang
    said = words(query)
    if _openers(lang).isdisjoint(said):
        return None  # (a set look-up: most questions ask no such thing)
    found = next((phrase for phrase in question_form_phrases(lang, "overlap_asked") if holds(said, (phrase,))), None)
    if found is None or _game_tells(lang_index.docs[first].entry.game, lang_index):
        return None
    return " ".join(found)
