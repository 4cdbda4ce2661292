"""The manner of a payment asked, when the rule that ranks first states no such manner: a silence of the question's form.

Players asking about costs ask not only what a thing costs, which a rule
gives, but how the payment may go, which the rulebooks never say: a lower
price ("do I get a DISCOUNT if I BUY 3 MATERIAL?", "can I HAGGLE and PAY
LESS for it?", "are cards CHEAPER in a 2-player game?", "¿son MÁS BARATAS
que las demás?": `bargain_asked`), the payment made by, to or through
another player ("can another player PAY IT FOR ME?", "¿LE PUEDO PAGAR una
energía a otro jugador...?", "¿...y que él ME LA PAGUE después?":
`payer_asked`), or charged by one player to another ("can the Nurse
CHARGE THE OTHER PLAYER a COIN for it?", "¿le puedo COBRAR a otro
jugador?", "¿ÉL ME TIENE QUE PAGAR algo?": `payer_charged`), and the
payment split over time or into parts ("pay the 4 Willpower IN TWO GOES?",
"¿puedo pagarlo A PLAZOS?": `instalment_asked`). The rule that ranks first
is the cost asked about (the market's slot costs, BUY, the red slash cost,
overcoming a frustration) or the card whose power is asked (Satan Santa's
gift, the Nurse's Care) and speaks of every thing the question names, so
its words seem to answer; a fresh question names new things each time, so
a gap's aliases never reach it. The form is what transfers (round cost2,
blind106; round costs, blind107).

The first rule answers when it states such a manner itself: a lower price
(`bargain_told`: "discount", "cheaper", "half", "less", "free", "mitad",
"gratis": LOOP's Mid-Season Sales "pay only half the COIN"), a payment
in parts (`instalment_told`: "instalments", "a plazos"), or a payment
between players: a sentence that names a player (`payer_told`: "that
player", "another player", "otro jugador") and a word of paying
(`selling_told`: LOOP's ACQUIRE "pay that player COIN"). A rule that only
hands a thing to another player ("each player gives 1 MATERIAL to another
player", "give 1 FAVOUR to any player") says nothing of paying for it.
Only the first entry is judged, as rules/player_acts.py judges a deal: a
near rule of something else (an event, a card's power) speaks of its own
discounts and players. The phrases are read as rules/advice.py reads its
forms, so a question without a word such a phrase opens with pays one set
look-up per topic.

Measured (round costs, TUNE107 on b8384a97): charging, the player told
beside a word of paying, and the payment in parts: abstention +5 of 4,067 (the Nurse and the Craftsman charging, Satan Santa's and
the Scavenger's MATERIAL "¿me tiene que pagar algo?", the Willpower paid
"in two goes"); top-1, top-3 and false abstention unchanged. Spanish
"cobrar" alone is collecting what one earns ("cobrar el SALARY", "cobrar
la bonificación"): read as charging, it cost 4 false abstentions. A phrase
of parts in time ("en varias rondas") splits a payment only in a question
with a word of paying (`_pays`).

Round abst36 (TUNE119 on wave1base): a price that changes with the cards'
age, their time on the track or what one holds ("do cards that need that
icon GET CHEAPER?", "are the old age CARDS MORE EXPENSIVE?", "¿son MÁS
CARAS?") and the bare noun of a terse question ("DISCOUNT buying two cards
cv") join `bargain_asked`; a rule that says a price is not raised answers
("does not RAISE THE COST", "no ENCARECE"; `bargain_told`). Together with
the double scores of rules/effect_extent.py: abstention +5 of 4,387, top-1,
top-3 and false abstention unchanged ("Is METAL more expensive than FOOD?"
stays BUY's: "more expensive" alone is no phrase of asking).

Round badthings (players asking what is taken from them: "si alguien me
juega ACQUIRE, ¿me puede sacar cualquier MATERIAL? ¿ME PAGA ALGO?"): a
sentence that takes from ANY PLAYER and pays (`payer_told`: "any player",
"cualquier jugador"; LOOP's ACQUIRE, "toma 1 Material de cualquier jugador
y PÁGALE tantas Monedas") pays the player taken from, and the imperative
with its pronoun is a word of paying as the rules write it (`selling_told`:
"págale"). TUNE125: false abstention -1 (blind122), nothing else moved.
"""

from __future__ import annotations

from referee.rules.advice import asked_form, unstated_form
from referee.rules.index import LangIndex
from referee.rules.normalize import key, question_form_openers, question_form_phrases, words
from referee.rules.purchases import selling_stems
from referee.rules.unstated_specifics import entry_sentences, holds, phrase_asked

TOPICS = ("bargain", "instalment")  # the prefixes of the lexicon fields read by rules/advice.py, in the order judged
PAID_TOPICS = frozenset({"instalment"})  # the topics asked only beside a word of paying (their phrases tell time)
ENTRIES = 1  # the first entries one of which must state the manner asked


def unstated_manner(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a payment's manner (`TOPICS`, then the payer)
    when the first entry does not state it; else None."""
    for topic in TOPICS:
        unstated = unstated_form(query, near[:ENTRIES], lang_index, topic)  # (a set look-up first: most questions)
        if unstated and (topic not in PAID_TOPICS or _pays(query, lang_index.lang)):
            return unstated
    return _unstated_payer(query, near[:ENTRIES], lang_index)


def _pays(query: str, lang: str) -> bool:
    """Whether the question holds a word of paying or of a price (`selling_told`, by stem): "over several rounds"
    splits a payment only in a question that pays ("¿las ACTIVITY que nadie coge EN VARIAS RONDAS se descartan?"
    pays nothing)."""
    paying = selling_stems(lang)
    return any(key(word, lang) in paying for word in words(query))


def _unstated_payer(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a payment by, to or charged between players
    (`payer_asked`, `payer_charged`) when no sentence of the `first` entry
    names a player (`payer_told`) beside a word of paying (`selling_told`);
    else None."""
    lang = lang_index.lang
    said = words(query)
    if question_form_openers(lang, "payer_asked").isdisjoint(said) \
            and question_form_openers(lang, "payer_charged").isdisjoint(said):
        return None  # (two set look-ups: most questions ask no payment between players)
    asked = asked_form(said, lang, "payer") or phrase_asked(said, lang, "payer_charged")
    if asked is None:
        return None
    players = question_form_phrases(lang, "payer_told")
    paying = selling_stems(lang)
    if any(holds(sentence, players) and not paying.isdisjoint(key(word, lang) for word in sentence)
           for number in first for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(asked)
