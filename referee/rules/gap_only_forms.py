"""A glossary word only the gaps write in that form.

"¿Cuánta plata hay que poner para saldar una CREDIT CARD?", "¿de dónde salen
las cartas nuevas del TRACK?": Spanish players type the game's English terms,
and the Spanish gap catalogs quote them ("la credit card pagada", "el track"),
while the Spanish rule entries say "tarjeta", "fila". The game's glossary
already reads the word as its notion (CREDIT CARD, the card row), which both
the rule entries and the gaps hold; the word itself, a token only gaps hold
(`LangIndex.gap_idf`), then counts a second time for the gaps alone, and the
gap that merely quotes the term outranks the rule that answers ("what happens
to a cleared CREDIT CARD" told for "how much to clear one").

Here a question's word that only gaps hold, and that a phrase of the game's
glossary covers with a notion the rule entries hold, is no term of the
question for the gaps: its notion speaks for it, for rules and gaps alike.
A word the glossary does not read (a gap's own scene word: "bus stop" is the
rules' too, "mulligan" has no notion) still counts for the gaps. Only single
words: letting a pair of such words go too ("credit_card") lost 2
abstentions on the tuning list (top-1 +1, top-3 +1).

Tuning list (87 sets): top-1 15827 -> 15830, top-3 16711 unchanged,
abstention 2789 unchanged, false abstention 416 -> 411, no question moved
back (the games' own notions alone, not the common ones: top-1 +2, false
abstention -4).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence


def glossed_for_rules(token: str, stems: Sequence[str], concepts_at: Callable[[], Sequence[tuple[frozenset[str], frozenset[str]]]],
                      rule_idf: Mapping[str, float]) -> bool:
    """Whether `token`, a word of the question only gaps hold, is read by a
    glossary phrase as a notion the rule entries hold (`rule_idf`, the
    entries' idf): then it is no term for the gaps. `concepts_at` gives the
    glossary notions at each position of `stems` (asked only for a single
    word the question holds: a pair, a notion or an intent is kept)."""
    if "_" in token or token[:1] in "~?":
        return False
    places = [n for n, stemmed in enumerate(stems) if stemmed == token]
    if not places:
        return False
    concepts = concepts_at()
    return any(concept in rule_idf for n in places for concept in concepts[n][0])
