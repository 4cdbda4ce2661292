"""Who at the table does a chore, one person for all or each player: a silence of the question's form.

"Who moves everyone's markers on the Scoring Board, each player or ONE
SCOREKEEPER?", "¿quién saca las Fichas de Motivación a la reserva general,
UNO POR TODOS o CADA UNO las suyas?", "who keeps the notepad and adds up the
scores, ONE PERSON or EACH PLAYER?". The rule that ranks first is the rule
of the chore itself (the track moves, the tokens enter the supply, the
notepad is in the box), which says what is done, never who at the table
does it for the others: none of these four rulebooks names a scorekeeper, a
banker or a player who handles the pieces for everyone (LOOP's "Banker" is a
CAREER ability). Adulthood's tells its markers moved by "they", the player
who gains the icon, which no entry words: its question is borderline, and
the blind90 set holds it silent.

So the question is unanswered when it offers that choice: a phrase of one
person doing it for all (`chore_one_for_all`: "one person", "scorekeeper",
"uno por todos") and a phrase of each doing their own (`chore_each`: "each
player", "cada uno"), both (a plain "who takes the card?" pays one set
look-up); and the first rule names no one who does it for the
others (`chore_told`: "one player", "un jugador", "banker"). Only the first
rule, as rules/redos.py reads a step done over: the rule of the chore ranks
first.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, holds, phrase_asked


def unstated_chore(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The phrase of one person doing it for all when the question asks who
    does a chore, one for all or each their own, and the rule of `first`
    (the one that would answer, or none) names no one who does it for the
    others; else None."""
    lang = lang_index.lang
    said = words(query)
    found = phrase_asked(said, lang, "chore_one_for_all")  # (a set look-up first: most questions offer no such choice)
    if found is None or not holds(said, question_form_phrases(lang, "chore_each")):
        return None  # (no such choice offered: most questions)
    if entries_tell(first, lang_index, "chore_told"):
        return None
    return " ".join(found)
