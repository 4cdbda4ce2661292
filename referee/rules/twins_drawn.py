"""Two identical components told to have come out: a silence of the question's form.

"Al preparar el mercado salieron DOS cartas IGUALES, ¿se cambia una?",
"Si al preparar la fila de 2 jugadores salen DOS Fichas de Rasgo IGUALES,
¿hay que robar otra?". The rule that ranks first is the rule of the step
that dealt them (the market's setup, the row of the two-player game), which
says how many are dealt, not what a table does when two alike come out;
that is a rule only where the rulebook speaks of the same or identical
things. So the question is unanswered when it tells a pair (`twins_asked_pairs`:
a word of two, then within `twins_reach` words a word of identical: "dos
... iguales", "two identical") and the first rule has no word of the same
(`twins_told`: "same", "identical", "igual", "mismo", "repetido"): the cost
of an ACTIVITY that shows "two of the same colour" ("dos colores iguales")
is read by a rule that says the same colour twice, and answers.

Only the first rule, as rules/redos.py reads a step done over: with the 3
near rules, the two-player row's neighbours say "igual" of something else
and the tile question stayed answered.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, words
from referee.rules.phrase_lists import says_pair
from referee.rules.unstated_specifics import entry_sentences, holds


def unstated_twins(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The word of identical when the question tells two identical things
    came out and the rule of `first` (the one that would answer, or none)
    speaks of nothing the same; else None."""
    lang = lang_index.lang
    said = words(query)
    if not says_pair(said, lang, "twins_asked_pairs", "twins_reach"):
        return None  # (no two alike told: most questions)
    told = question_form_phrases(lang, "twins_told")
    if any(holds(sentence, told) for number in first for sentence in entry_sentences(number, lang_index)):
        return None
    return next((word for word in said if (word,) in told), said[-1])  # (the pair's last word is a word of the same)
