"""How to put the components away after or between games: a silence of the question's form.

"Between games, do the 16 solo-only cards need to be STORED APART?", "AL
RECOGER, ¿hay que GUARDAR POR SEPARADO las Cartas de Padres de cada color o
se pueden mezclar?", "when we PACK UP, do the blue FAVOUR go in their own
BAG?". None of the four rulebooks says how the box is put away or sorted
for the next game: they begin at setup and end at the final count. The rule
that ranks first is the rule of the things named (the Parent cards are
played from the hand, the solo cards are drawn so), which says what they do
in play, never how they are kept in the box, and `ask` answered with it.
Where a rule does put components away, it says so in words of putting away
("Put the remaining GOAL away", "the card ... goes to the box", "Guarda los
Objetivos sobrantes", "vuelve a la caja"), and answers.

So the question is unanswered when it names the moment of putting the game
away (`packing_moment`: "between games", "after the game", "pack up", "put
away", "back in the box"; "entre partidas", "al recoger", "guardar el
juego", "en la caja") and an act of storing or sorting (`packing_asked`:
"store", "stored", "apart", "separately", "sort", "bag"; "guardar", "por
separado", "separar", "mezclar", "bolsa"), both ("guardar" alone is most
often keeping a thing for a later turn, rules/unstated_specifics.py; "al
recoger los dados" without a word of storing is Coming of Age's picking the
dice up), and the first rule has no word of putting away (`packing_told`:
"away", "to the box", "store"; "a la caja", "guarda"). Only the first rule,
as rules/fixed_order.py reads an order: the rule of the things ranks first.
The words of putting away in `packing_told` are loose on purpose ("away"
holds "right away", "guarda" Spanish keeping in play): a first rule that
holds one keeps its answer, so the reading only ever errs towards answering.
A set look-up of the moments' first words first: most questions name none.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, holds, phrase_asked


def unstated_packing(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The phrase of the moment of putting the game away when the question
    asks how to store or sort its components then, and the rule of `first`
    (the one that would answer, or none) says nothing of putting components
    away; else None."""
    lang = lang_index.lang
    said = words(query)
    found = phrase_asked(said, lang, "packing_moment")  # (a set look-up first: most questions name no such moment)
    if found is None or not holds(said, question_form_phrases(lang, "packing_asked")):
        return None
    if entries_tell(first, lang_index, "packing_told"):
        return None
    return " ".join(found)
