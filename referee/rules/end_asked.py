"""When the game ends, asked bare: the entries whose titles state the game's end come first.

"When does it end?", "¿cuándo se termina?", "when is it over?", "¿cuándo se
acaba esto?". A first-time player asks when the whole game ends without
naming it: the thing that ends is the game, and the rulebook answers in the
entry whose title states the game's end ("The game ends after round 4 (9
turns)", "Game end: finish the round after a trigger", "La partida termina
cuando al mazo de vejez le faltan cartas", "El final se dispara cuando ...").
Before this, a part of play that ends with a like word came first ("When
the year (turn) ends", "La ronda termina cuando a nadie le quedan dados"),
even with the game given: "end", "over" and "termina" are in its title too.

The reading: a question holding a phrase that asks when or how it ends
(`question_form.game_end_asked`: "when does it end", "when is the game
over", "cuándo se termina", "cuándo acaba la partida") that closes its
clause or is followed by a word of `game_end_after` ("exactly", "y",
"de": "¿cuándo se acaba la partida DE CV?"; not "¿qué pasa cuando se acaba
UNO de los mazos?", another thing's end, Spanish having no accent to tell
the ask from "when" once folded); a phrase that does not name the game
(`game_end_named`: "game", "partida") not after a part of play named in the
question nor before one in its clause (`game_end_other_parts`: "¿Qué es una
RONDA? ¿Cuándo termina?", "¿cuándo termina exactamente MI TURNO?" ask that
part's end). Its first entry, when its title states no end of the game, is
passed by the entries among the next SIBLING_RANKS whose titles do
(`game_end_titled`: "game ends", "the end is triggered", "partida termina",
"fin de la partida", "y la partida"; not a moment at it,
`game_end_not_titled`: "Solo aim: HAPPINESS 11+ AT GAME END") and that
score at least PULL_SHARE of it, best first (rules/titled_whole.py): of the
first's game, or of any game when the question names, implies or types
none. A set look-up of the question's words first: most questions hold no
such phrase.

Measured on the 382 questions of TUNE197 and the check sets that ask it
(round plainasks): top-1 +5 (blind194 "¿Cuándo se termina? Mi hijo
pregunta cuántos años hay que jugar", Adulthood's solo end asked with its
Life Events, CV's end with two players, "so when does it end?"), top-3 +1;
two lost, "¿Cuándo termina la partida? ¿Es igual en todos los modos?"
(LOOP's "All modes end the same way" passed by the games' ends) and a
question of two asks whose other game's end moved first.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_runs, says_listed, text_says_listed
from referee.rules.titled_whole import titled_first

PULL_SHARE = 0.75  # an entry titled with the game's end goes first from this share of the first entry's score
SIBLING_RANKS = 4  # rule entries looked at after the first


_CLAUSE_MARKS = re.compile(r"[,;:.!?¿¡()\u2013\u2014]")


@lru_cache(maxsize=4)
def _words_of(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The folded words of a part of play whose end may be asked (`game_end_other_parts`), of the game named
    in a phrase (`game_end_named`) and of what may follow a phrase in its clause (`game_end_after`)."""
    form = question_form(lang)
    return tuple(frozenset(word for phrase in form.get(field, ()) for word in words(phrase))
                 for field in ("game_end_other_parts", "game_end_named", "game_end_after"))


def asks_end(query: str, lang: str) -> bool:
    """Whether a question asks when or how the game ends: a phrase of `game_end_asked` that ends its clause
    or is followed by a word of `game_end_after` ("¿cuándo se termina?", "¿cuándo se acaba la partida
    EXACTAMENTE?"; not "¿cuándo termina MI TURNO?", "¿qué pasa cuando se acaba UNO de los mazos?"), and,
    when the phrase does not name the game, no part of play named before it or in the rest of its clause
    ("¿Qué es una RONDA? ¿Cuándo termina?", "¿cuándo termina exactamente MI TURNO?" ask that part's end)."""
    folded = words(query)
    if not says_listed(folded, lang, "game_end_asked"):
        return False
    parts, named, after = _words_of(lang)
    before: list[str] = []  # the words of the clauses before
    for clause in _CLAUSE_MARKS.split(query):
        told = words(clause)
        for start, end in listed_runs(told, lang, "game_end_asked"):
            if end < len(told) and told[end] not in after:
                continue  # ("cuando se acaba UNO de los mazos": another thing's end)
            if named.isdisjoint(told[start:end]) and not parts.isdisjoint(before + told[:start] + told[end:]):
                continue  # ("¿qué es una RONDA? ¿cuándo termina?", "¿cuándo termina exactamente MI TURNO?")
            return True
        before += told
    return False


def titled_end(title: str, lang: str) -> bool:
    """Whether an entry's title states the end of the game (not a moment at it: "... at game end")."""
    return text_says_listed(title, lang, "game_end_titled") and not text_says_listed(title, lang, "game_end_not_titled")


def end_entries_first(scored: list[tuple[float, int]], title_of, game_of, any_game: bool,
                      may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the entries of
    the next SIBLING_RANKS whose titles (`title_of`: number -> (title,
    language)) state the game's end moved first, best first, when the
    first's does not and they score at least PULL_SHARE of it; of the
    first's game unless `any_game`. None when nothing moves."""
    return titled_first(scored, lambda number: titled_end(*title_of(number)), game_of, any_game, PULL_SHARE,
                        SIBLING_RANKS, may_move)
