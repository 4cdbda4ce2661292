"""The manner of a payment asked, when the rule that ranks first states no such manner: a silence of the question's form.

Players asking about costs ask not only what a thing costs, which a rule
gives, but how the payment may go, which the rulebooks never say: a lower
price ("do I get a DISCOUNT if I BUY 3 MATERIAL?", "can I HAGGLE and PAY
LESS for it?", "are cards CHEAPER in a 2-player game?", "¿son MÁS BARATAS
que las demás?": `bargain_asked`), and the payment made by, to or through
another player ("can another player PAY IT FOR ME?", "¿LE PUEDO PAGAR una
energía a otro jugador...?", "¿...y que él ME LA PAGUE después?":
`payer_asked`). The rule that ranks first is the cost asked about (the
market's slot costs, BUY, the red slash cost) and speaks of every thing the
question names, so its words seem to answer; a fresh question names new
things each time, so a gap's aliases never reach it. The form is what
transfers (round cost2, blind106).

The first rule answers when it states such a manner itself: a lower price
(`bargain_told`: "discount", "cheaper", "half", "less", "free", "mitad",
"gratis": LOOP's Mid-Season Sales "pay only half the COIN"), or a payment
between players (`payer_told`: "pay that player", "another player", "otro
jugador": LOOP's ACQUIRE "pay that player COIN"). Only the first entry is
judged, as rules/player_acts.py judges a deal: a near rule of something
else (an event, a card's power) speaks of its own discounts and players.
The phrases are read as rules/advice.py reads its forms, so a question
without a word such a phrase opens with pays one set look-up per topic.
"""

from __future__ import annotations

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex

TOPICS = ("bargain", "payer")  # the prefixes of the lexicon fields read, in the order they are judged
ENTRIES = 1  # the first entries one of which must state the manner asked


def unstated_manner(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a payment's manner of `TOPICS` when the first
    entry does not state it; else None."""
    return next(filter(None, (unstated_form(query, near[:ENTRIES], lang_index, topic) for topic in TOPICS)), None)
