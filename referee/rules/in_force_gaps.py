"""A thing told in force ("with Red Gown ACTIVE"): its state, no word a gap holds more than the rule of the thing.

"Con Red Gown ACTIVO compré un MATERIAL de QUALITY 1 teniendo otro de
QUALITY 3. ¿Valía?", "con Treat Yo Self ACTIVO, ¿qué gano si pido una
CREDIT CARD?": a player names the card in play and says it is in force,
then tells or asks what happened under it. The card's own rule answers
(Red Gown: buy at the same or a higher QUALITY than your best MATERIAL);
the search already reads the word of being in force right after a name
(`question_form.in_force`, rules/modifiers.py `in_force`) as the state of
that thing, a detail the rule may leave out. But the gaps of the same card
("Red Gown is ACTIVE and I have no MATERIAL", "Treat Yo Self is ACTIVE and
the CREDIT CARD is forced on me") say "active" in their titles too: a gap
held that one word more than the card's rule, and so was taken for the
question (`search._gap_holds_more`), the right rule first and the answer
withheld.

Read so, the in-force words, and their pairs with words the rule holds,
are no more in a gap than in the rule: what the gap is about beyond the
card (having no MATERIAL, a forced CREDIT CARD) still has to be said by the
question to make the gap the nearer. English "with Red Gown ACTIVE" reads
the same.

Round facttwo, TUNE183: false abstention -3 (blind178's Red Gown "¿Valía?",
blind110's Treat Yo Self, blind162's "fichas de mis cartas ACTIVAS" beside
the gap of a misfortune), top-1 +1 (blind162); top-3 and abstention
unchanged (of the 177 unanswerable questions that say "active" / "activo",
the same 136 abstain).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def without_in_force(extra: list[str], stems: Sequence[str], in_force: Sequence[bool], concepts: Sequence,
                     rule_held: Iterable[str]) -> list[str]:
    """The tokens of `extra` (what a gap holds that the rule does not:
    stems, glossary notions, and pairs of stems joined by "_") that are not
    the question's in-force words (`in_force`, per stem of `stems`: "ACTIVO"
    right after a name) or their notions (`concepts`, per stem: the notions
    and phrases a thesaurus reads there), alone or paired with words the
    rule holds (`rule_held`)."""
    if not in_force or not any(in_force):
        return extra
    told = [n for n, in_force_here in enumerate(in_force) if in_force_here]
    said = {stems[n] for n in told} | {concept for n in told for concept in concepts[n][0]} | set(rule_held)
    return [token for token in extra if not set(token.split("_")) <= said]
