"""A price told in a rule remembered and put up for confirmation is settled by the rule that prices the thing.

"Meditate costs 1 time meeple, doesn't it?", "Donate costs 2 money for one
step on the Impact track, right?", "Meditar cuesta 1 de tiempo, ¿no?". A
player who remembers a rule (rules/confirmation.py) tells the price of an
action or a card: a word of cost (`claim_price`: "costs", "cuesta") and,
right after it, a number. The rule of the thing states its own price (a
number and a word of paying, `claim_price_told`: "spend 1 energy") and
answers the claim either way ("no: 1 energy"), though it never says what
the player remembered paying with ("time meeple"): what the claim says
from its word of cost to the tag that puts it up ("..., right?") is the
claim's detail, remembered right or wrong, not a topic the entry must
hold. A price claimed of a thing the entry does not name leaves that
thing a topic (the words before the word of cost), and a rule that states
no price leaves the claimed words topics.

A rate told with no word of cost ("the part time job spot is 2 time FOR 1
money?", `claim_rate`: a number, a unit, "for", a number) is such a claim by
its form, tag or none: the player states the exchange the spot makes.

The reading, of the first entry only and only when the search judged it
not to answer (like rules/claimed_specifics.py): every topic the entry
lacks is a word of the claimed price. Then those words are no topics, and
the entry is judged again.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules import corpus
from referee.rules.confirmation import confirmed, tag_positions
from referee.rules.normalize import fold, intents, key, question_form_phrases, question_form_set, words

# the most words between the word of cost and the number claimed ("costs ONLY 1", "cuesta SOLO 1"); the claimed
# price of the 79 tuning sets ("costs 1 time meeple") needs none (round fabst19: false abstentions 350 -> 349,
# nothing else moved)
PRICE_REACH = 1
# the most words between a rate's first number and its "for" ("2 TIME for 1 money"; Spanish names a unit with "de":
# "2 DE TIEMPO por 1"); the tuning sets' claimed rate needs one (round fabst20: false abstentions 354 -> 353,
# nothing else moved)
RATE_UNIT_REACH = 2


def _claimed_price(said: list[str], lang: str) -> set[str]:
    """The folded words of the price the words `said` claim: from a word of
    cost a number follows (within PRICE_REACH words) to the tag of
    confirmation that closes the question, or its end. Empty when none."""
    costs = question_form_set(lang, "claim_price")
    end = tag_positions(said, lang).start or len(said)
    for start, word in enumerate(said[:end]):
        if word in costs and any(key(number, lang).isdigit()
                                 for number in said[start + 1:min(end, start + 2 + PRICE_REACH)]):
            return set(said[start:end])
    return set()


def _claimed_rate(said: list[str], lang: str) -> set[str]:
    """The folded words of a rate the words `said` claim with no word of
    cost ("is 2 time FOR 1 money?", "¿es 2 de tiempo POR 1 de dinero?"): a
    number, at most RATE_UNIT_REACH words, a word of `claim_rate` and a
    number right after it; from the first number to the tag of confirmation,
    or the question's end. Empty when none."""
    end = tag_positions(said, lang).start or len(said)
    rates = question_form_set(lang, "claim_rate")
    for link in range(1, end - 1):
        if said[link] in rates and key(said[link + 1], lang).isdigit():
            first = next((n for n in range(max(0, link - 1 - RATE_UNIT_REACH), link - 1)
                          if key(said[n], lang).isdigit()), None)
            if first is not None:
                return set(said[first:end])
    return set()


def bare_claim(said: list[str], lang: str) -> bool:
    """Whether the folded words `said` are a rule told as a statement and put
    up with a question mark alone ("interview costs 1 money and draws a
    career card?", "el tercero cuesta 1 de plata?"): no word that asks
    (`intents`) and no opening of a question (`unmarked_openers`: "does",
    "can", "puedo"). Then a price it tells is claimed, as with a tag. The
    mark itself is not among the folded words: `price_answers` is called
    with the words of a question, which the search reads as asking.
    blind124 false abstention -2 ("interview costs 1 money and draws a
    career card?", and a price told in the sentence before the ask);
    TUNE129 otherwise unchanged."""
    if not said or intents(said, lang):
        return False
    return not any(tuple(said[:len(opener)]) == opener for opener in question_form_phrases(lang, "unmarked_openers"))


def price_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                  answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of a claimed price
    read as no topic, when the question puts a remembered price up for
    confirmation and the entry states a price; as judged otherwise. `said`
    is the question's folded words. Returns (answered, missing, evidence)."""
    lacking = lacking_topics(evidence)
    if not lacking or question_form_set(lang, "claim_price").isdisjoint(said) \
            and question_form_set(lang, "claim_rate").isdisjoint(said):
        return (*judged, evidence)  # (two set look-ups: most questions claim no price)
    # a rate, "N of a thing for M of another", is a claim by its form: no tag need put it up
    claimed = _claimed_rate(said, lang)
    if confirmed(said, lang) or bare_claim(said, lang):
        claimed |= _claimed_price(said, lang)
    if not claimed or not all(fold(evidence[n][0]) in claimed for n in lacking):
        return (*judged, evidence)
    told = words(f"{entry.title}. {entry.text}")
    if question_form_set(lang, "claim_price_told").isdisjoint(told) or not any(word.isdigit() for word in told):
        return (*judged, evidence)  # the entry states no price
    return judged_without(evidence, lacking, answers)
