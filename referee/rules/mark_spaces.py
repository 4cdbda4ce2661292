"""Which space of a track holds a printed mark, asked outright: the board shows it, the rulebook's text seldom numbers it.

"Which space on the Impact track has the Grown-Up icon?", "¿En qué casilla
del marcador de Impacto está el icono de Adulto?", "¿en qué casillas están
los iconos de Evento Vital? nuestro tablero está gastado". A player who asks
which space (`mark_space_openers` right before `mark_space_words`: "which
space", "what square", "qué casilla", "cuáles casillas") and names a mark
printed on a board (`mark_space_marks`: "icon", "flag", "symbol", "icono",
"bandera", "símbolo") asks where the board prints it. The rule of the mark
ranks first and holds every word of the question ("One space on each track
shows a Grown-Up icon", "Some track spaces show a Life Event icon"), but
places it on no numbered space: the table reads it on the board. It is
unanswered when no sentence of the near entries names a mark and a number
together (LOOP's "HAPPINESS 12 (flag)" tells where the flag is, and
answers).

Only a space asked outright: a space told ("the space with the icon", "a
track whose space shows the icon") or what a numbered space gives
(rules/unstated_specifics.py's spot) is no such question. Judged on the
near entries, as rules/colour_asked.py judges a colour: a near rule may
be the one that numbers the space.
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.unstated_specifics import entry_sentences

_NUMBER = re.compile(r"\d+")


def unstated_mark_space(query: str, near: list[int], lang_index: LangIndex) -> str:
    """The words of the space asked and of the mark ("space icon", "casilla
    icono") when the question asks outright which space holds a printed mark
    and no sentence of the `near` entries names a mark with a number; else ""
    (most questions: no word of a printed mark)."""
    lang = lang_index.lang
    said = words(query)
    marks = question_form_set(lang, "mark_space_marks")
    if marks.isdisjoint(said):
        return ""
    spaces = question_form_set(lang, "mark_space_words")
    openers = question_form_set(lang, "mark_space_openers")
    asked = next((word for before, word in zip(said, said[1:]) if word in spaces and before in openers), "")
    if not asked:
        return ""
    for number in near:
        for sentence in entry_sentences(number, lang_index):
            if not marks.isdisjoint(sentence) and any(_NUMBER.fullmatch(word) for word in sentence):
                return ""
    return f"{asked} {next(word for word in said if word in marks)}"
