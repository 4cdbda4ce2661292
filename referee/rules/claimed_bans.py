"""A ban told as a rule remembered and put up for confirmation, when the first rule says nothing of what may be done.

"In CV you CAN'T buy event cards in the last round, right?", "cuando
alguien cruza sus marcadores, los demás YA NO PUEDEN coger cartas del
mercado en esa última ronda, ¿no?". A player who remembers a rule
(rules/confirmation.py) and tells that something may not be done
(`claim_banned`: "can't", "not allowed", "no se puede", "ya no pueden")
claims a ban. The rule that ranks first is the rule of the thing (event
cards in hand, the crossing that ends the game): it holds the ban only
when it speaks of what may or may not be done (`claim_ban_told`: "can",
"may", "only", "not", "puede", "solo", "no"), even to allow it ("energy
tokens CAN also be placed as time": a "no, you can", not a silence). A
rule that only tells what happens ("stay in hand until played", "play
goes on until the round is complete") leaves the ban unstated: the
rulebook has no such rule.

A ban in a condition ("IF I can't pay, the card goes back, right?",
`claim_ban_condition` within BAN_CONDITION_REACH words before it) is the
situation of the claim, not the claim. The first rule only, as for a
reward asked (rules/unstated_specifics.py).
"""

from __future__ import annotations

from referee.rules.confirmation import claimed_phrase, confirmed
from referee.rules.index import LangIndex
from referee.rules.normalize import may_hold_phrase, words
from referee.rules.unstated_specifics import entries_tell

BAN_CONDITION_REACH = 2  # words before a ban within which a word of condition makes it the situation ("IF I can't")


def unstated_ban(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the ban claimed ("can't", "ya no pueden") when the
    question puts a rule with a ban up for confirmation and the first of
    `near` says nothing of what may be done; else None."""
    lang = lang_index.lang
    said = words(query)
    if not near or not may_hold_phrase(said, lang, "claim_banned"):
        return None  # (no word of a ban: most questions)
    ban = claimed_phrase(said, lang, "claim_banned", "claim_ban_condition", BAN_CONDITION_REACH)
    if ban is None or not confirmed(said, lang):
        return None
    return None if entries_tell(near[:1], lang_index, "claim_ban_told") else " ".join(ban)

