"""Where a payment goes ("where does the money I pay go?"), when no near rule sends what is paid anywhere.

"When I take one of the three right-most market cards, WHERE does the money
and energy I PAY GO?", "¿A DÓNDE va el dinero y la energía QUE PAGO?",
"When the Investor pays 1 COIN to Invest, WHERE does that COIN GO?". The
rule that ranks first is the cost asked about (the market's slot costs, the
Investor's Invest), which holds every word the question names (the card,
the slot, the money, the energy), so its words seem to answer; it says
what is paid, never where the payment goes. A rule that sends the payment
somewhere answers: LOOP's RECYCLE "paying COIN TO THE WORK AREA",
Adulthood's step 4 "return any spent energy and money tokens ... TO THE
GENERAL SUPPLY", a CREDIT CARD cleared, "RETURN all those COIN TO THE WORK
AREA", ACQUIRE "pay THAT PLAYER". A fresh question names new costs each
time, so a gap's aliases never reach it; the form is what transfers.

The question asks where (`paid_where`: "where", "dónde", "adónde") a thing
goes (`paid_goes`, after it: "go", "end up", "va", "vuelven"; "adjacent to
WHERE my die landed, what do I PAY?" asks no place a payment goes) and
tells the thing going as what is paid (`paid_going`, after the "where":
"I pay", "I spent", "que pago", "que pagué", "gastados"): the payment is
the subject (not "I SPEND it on an ACTIVITY, where does the CARD go?", a
payment told before another thing asked, which LOOP's broken MATERIAL
answers), not a card that could not be paid ("Couldn't pay my red-slash
cost. Where does the CARD go?" names no payment going, and CV's rule of
the card lost answers it). It is unanswered when no sentence of the near
entries (the first NEAR_ENTRIES) holds a place a thing is sent to
(`paid_to_told`: "to the", "into", "onto", "on top of", "that player", "a
la", "al", "encima", "págale") beside a word of paying
(purchases.selling_stems: "pay", "spent", "paga", "gastadas") or of giving
back (`paid_returned`: "return", "go back", "devuelve", "vuelven"). A near
rule of the game's bank answers too (LOOP's "COIN paid to the game go
back to it"). A question without "where" pays one set look-up.

Measured (round abst40, TUNE131 on wave1base): abstention 4,025 -> 4,028
of 4,835 (blind127's market slot costs in English and Spanish, blind102's
Invest); top-1 23,143, top-3 24,550 and false abstention 600 unchanged.
Without `paid_goes`, "what do I PAY if the location isn't adjacent to
WHERE my die landed?" and "see WHERE the others put their die before I
PAY" abstained (false abstention +2). A payment told only in a clause
before ("when the Investor PAYS 1 COIN, where does THAT COIN go?") is not
read: "pays" alone is no payment going.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import key, question_form_phrases, question_form_set, words
from referee.rules.purchases import selling_stems
from referee.rules.unstated_specifics import entry_sentences, holds, phrases_held

NEAR_ENTRIES = 3  # the first entries none of which may send a payment anywhere (a near rule of the bank answers)


def unstated_destination(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell the payment going when the question asks where
    what is paid goes and no sentence of the `near` entries sends a
    payment (or a thing given back) to a place; else None."""
    lang = lang_index.lang
    said = words(query)
    where = question_form_set(lang, "paid_where")
    if where.isdisjoint(said):
        return None  # (one set look-up: most questions ask no "where")
    going = question_form_set(lang, "paid_goes")
    start = next(at for at, word in enumerate(said) if word in where)
    if going.isdisjoint(said[start + 1:]):
        return None  # ("adjacent to WHERE my die landed", "see WHERE the others put their die": no going asked)
    # (the payment after the "where", as the thing going: "where does the money I PAY go?"; not "I SPEND it on an
    # ACTIVITY, where does the CARD go?", a payment told before and another thing asked)
    asked = next(phrases_held(said, question_form_phrases(lang, "paid_going"), start + 1), None)
    if asked is None:
        return None
    places = question_form_phrases(lang, "paid_to_told")
    returned = question_form_phrases(lang, "paid_returned")
    paying = selling_stems(lang)
    for number in near[:NEAR_ENTRIES]:
        for sentence in entry_sentences(number, lang_index):
            if holds(sentence, places) and (holds(sentence, returned)
                                            or not paying.isdisjoint(key(word, lang) for word in sentence)):
                return None
    return " ".join(asked)
