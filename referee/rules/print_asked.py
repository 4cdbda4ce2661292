"""What is printed on a component, asked in so many words: a silence of the question's form.

"whats printed on the 4 player reference cards", "what's on the back of the
Values cards", "whats on the arcades experience space", "¿qué pone en el
reverso de las losetas?". A rulebook says what a component is for and how
it is used, seldom what is printed on it: that is on the component, which
the table reads (`referee facts`). The rule that ranks first for such a
question is the one that counts the component or says how it is used
("There are 4 player reference cards, one per player"), and would answer
with confidence something it does not say.

The question asks it when it holds a phrase of asking what is printed
(`print_asked`: "what's on", "whats printed", "what is written", "printed
on the back", "qué pone en", "qué lleva impreso"). It is unanswered when
the first rule says nothing of what a component shows (`print_told`:
"shows", "printed", "depicts", "muestra", "impreso"): a rule that does
("if the Bus Stop Tile SHOWS a neutral Character Token") may be the one
that reads the print. Only the first rule, as rules/twins_drawn.py reads a
pair: the rule of the component asked ranks first.
"""

from __future__ import annotations

from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import question_form_by_opener, stopwords, words
from referee.rules.unstated_specifics import entries_tell

THING_WORDS = 4  # the most words after the phrase kept to name what the print is asked of ("back roadblock tiles")


def unstated_print(query: str, first: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The words of the thing whose print the question asks (or the
    phrase's own, when none follow; the names of games said in passing
    left out) when it asks what is printed on a component and the rule of
    `first` (the one that would answer, or none) says nothing of what a
    component shows; else None."""
    lang = lang_index.lang
    asked = question_form_by_opener(lang, "print_asked")
    if _asked_at(words(query), asked) is None:
        return None  # (no print asked: most questions)
    if entries_tell(first, lang_index, "print_told"):
        return None
    said = words(without_game_names(query, index, lang))  # ("the reference cards IN CV": the game, not the thing)
    position, phrase = _asked_at(said, asked) or (len(said), ())
    stop = stopwords(lang)
    thing = [word for word in said[position + len(phrase):] if word not in stop][:THING_WORDS]
    return " ".join(thing or phrase or said[-1:])


def _asked_at(said: list[str], asked: dict[str, tuple[tuple[str, ...], ...]]) -> tuple[int, tuple[str, ...]] | None:
    """The position and the phrase of the first phrase of `asked` (phrases
    by their first word) in the folded words `said`, or None."""
    if asked.keys().isdisjoint(said):
        return None  # (no word that opens a phrase: most questions)
    return next(((position, phrase) for position, word in enumerate(said) for phrase in asked.get(word, ())
                 if tuple(said[position:position + len(phrase)]) == phrase), None)
