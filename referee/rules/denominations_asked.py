"""Whether the pieces of a supply come in several values (denominations): a silence of the question's form.

"are the willpower tokens all worth 1 each, or are some of them BIGGER ONES
worth more?", "do the COIN come in DIFFERENT VALUES?", "¿las monedas valen
todas 1 o hay de DISTINTOS VALORES?", "¿hay fichas DE MÁS VALOR?". A player
short of pieces, or holding a pile of them, asks whether the box prints
pieces worth more than one. A rulebook counts things by the unit ("spend 4
Willpower Tokens", "gain 2 COIN") and seldom says what a piece prints; the
rule that ranks first is the one that spends or gains the pieces, holds the
question's words and would answer with confidence what it never says.

The question asks it when it holds a phrase of denominations
(`denomination_asked`: "bigger ones", "denominations", "different values",
"distintos valores", "de más valor") and names a piece of a supply
(`denomination_pieces`: "tokens", "coins", "fichas", "monedas"). It is
unanswered when the first rule has no word of a piece's value
(`denomination_told`: "worth", "denomination", "value", "valor", "vale"),
as rules/print_asked.py judges a print: only the first rule, the one of
the pieces asked.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.unstated_specifics import entries_tell, phrase_asked


def unstated_denomination(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The phrase that asks whether pieces come in several values, when
    the question asks it of a piece of a supply and the rule of `first`
    has no word of a piece's value; else None."""
    lang = lang_index.lang
    said = words(query)
    asked = phrase_asked(said, lang, "denomination_asked")
    if asked is None:
        return None  # (no phrase of denominations: most questions, two set look-ups)
    if question_form_set(lang, "denomination_pieces").isdisjoint(said):
        return None  # ("cards of different values": not a piece of a supply)
    if entries_tell(first, lang_index, "denomination_told"):
        return None
    return " ".join(asked)
