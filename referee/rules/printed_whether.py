"""Whether a component carries a detail in print, asked yes or no: a silence of the question's form.

rules/print_asked.py reads "WHAT is printed on X?". Players holding the box
ask as often whether a given detail is there: "IS THERE A 0 PRINTED on the
HAPPINESS track?", "is there a PRINTED spot on the board for the cards that
drop off?", "¿el bloc TRAE una tabla de puntos IMPRESA?" (an existence
asked, then a word of print), or "DOES the reference card also SHOW the
solo changes?", "DO the player reference CARDS HAVE the points table ON
THEM?", "¿la CARTA de ayuda MUESTRA los cambios del solitario?" (a
component, then a verb of what it shows). The rule that ranks first is the
one that counts the component or uses the detail asked ("There is 1
Reference Tent Card", "The 12 HAPPINESS spaces on your mat"), holds the
question's words and would answer with confidence what it never says:
what is printed is on the component, read at the table (`referee facts`).

The forms, in one clause of the question (cut at its marks):
- `printed_whether_asks` ("is there", "are there", "anything", "hay",
  "trae", "tiene") followed within ASK_REACH words by a word of print
  (`printed_whether_words`: "printed", "impreso");
- a word of a component (`printed_whether_parts`: "card", "board", "tiles",
  "carta", "tablero") followed within SHOW_REACH words by a verb of what it
  shows (`printed_whether_shows`: "show", "list", "muestra", "incluye"), or
  by a verb of having (`printed_whether_have`: "have", "has") when the
  clause ends on the component (`printed_whether_on`: "on them", "on it").
  In English the clause opens a yes-no ask (`printed_whether_yes_no`:
  "does", "do") before the component; in Spanish no word of a question
  (`printed_whether_wh`: "que", "cuantas", "si"; in English "when", "if")
  comes before it ("¿QUÉ cartas muestran el icono?" asks a listing:
  rules/instances.py; "WHEN does a new card show up?", "SI la loseta
  muestra una ficha" tell a moment or a case), nor a word after the verb
  that makes it another (`printed_whether_not_before`: "show UP").
A sentence closed by a full stop before a question mark is told, not asked
(`_asked_clauses`: "Tengo 2 fichas y mi carta activa solo muestra 1
dinero. ¿Con cuántas me quedo?" tells the table's state and asks what is
kept; TUNE183: false abstention 995 -> 994, blind176, nothing else moved).
It is unanswered when the first rule says nothing of what a component shows
(print_asked's `print_told`: "shows", "printed", "its space"), as print_asked
judges: only the first rule, the one of the component asked.
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entries_tell, phrase_starts

ASK_REACH = 5  # the most words from the end of an ask of existence to the word of print ("is there A TABLE OF POINTS printed")
SHOW_REACH = 4  # the most words from the component to the verb it shows with ("the reference TENT CARD ALSO show")
OPENER_WORDS = 2  # the first words of a clause among which an English yes-no ask opens ("SO DO the cards")
_CLAUSE = re.compile(r"[?¿!.:;()]|\s-\s")  # where a clause of the question ends


def unstated_printed_detail(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask whether a detail is printed on a component, when
    the question asks it yes or no and the rule of `first` says nothing of
    what a component shows; else None."""
    lang = lang_index.lang
    said = words(query)
    prints = question_form_set(lang, "printed_whether_words")
    shows = question_form_set(lang, "printed_whether_shows") | question_form_set(lang, "printed_whether_have")
    if prints.isdisjoint(said) and shows.isdisjoint(said):
        return None  # (no word of print nor of showing: most questions)
    asked = next(filter(None, (_printed_asked(words(clause), lang) for clause in _asked_clauses(query))), None)
    if asked is None or entries_tell(first, lang_index, "print_told"):
        return None
    return asked


def _asked_clauses(query: str) -> list[str]:
    """The clauses of a question (cut at its marks) but the sentences it
    tells before an ask: one closed by a full stop with a question mark
    after it ("... y mi carta activa solo muestra 1 dinero. ¿Con cuántas me
    quedo?" tells what the card shows, it does not ask it)."""
    parts = _CLAUSE.split(query)
    marks = _CLAUSE.findall(query)
    return [clause for n, clause in enumerate(parts)
            if not (n < len(marks) and marks[n] == "." and any(mark in "?¿" for mark in marks[n + 1:]))]


def _printed_asked(said: list[str], lang: str) -> str | None:
    """The words of one clause that ask whether a detail is printed on a
    component ("there a 0 printed", "card also show"), or None."""
    prints = question_form_set(lang, "printed_whether_words")
    for phrase in question_form_phrases(lang, "printed_whether_asks"):
        for start in phrase_starts(said, phrase):
            end = start + len(phrase)
            at = next((at for at in range(end, min(end + ASK_REACH + 1, len(said))) if said[at] in prints), None)
            if at is not None:
                return " ".join(said[start:at + 1])
    parts = question_form_set(lang, "printed_whether_parts")
    if parts.isdisjoint(said):
        return None
    shows = question_form_set(lang, "printed_whether_shows")
    have = question_form_set(lang, "printed_whether_have")
    yes_no = question_form_set(lang, "printed_whether_yes_no")
    wh = question_form_set(lang, "printed_whether_wh")
    not_before = question_form_set(lang, "printed_whether_not_before")
    on_it = question_form_phrases(lang, "printed_whether_on")
    ends_on_it = any(said[len(said) - len(phrase):] == list(phrase) for phrase in on_it if phrase)
    for at, word in enumerate(said):
        if word not in parts:
            continue
        before = said[:at]
        if yes_no and yes_no.isdisjoint(before[:OPENER_WORDS]):
            return None  # (English: the clause must open a yes-no ask, "DOES the card show")
        if not wh.isdisjoint(before):
            return None  # ("¿QUÉ cartas muestran ...?": a listing asked, not a yes or no)
        verb = next((later for later in range(at + 1, min(at + SHOW_REACH + 2, len(said)))
                     if (said[later] in shows and not_before.isdisjoint(said[later + 1:later + 2]))
                     or (said[later] in have and ends_on_it)), None)
        if verb is not None:
            return " ".join(said[at:verb + 1])
    return None
