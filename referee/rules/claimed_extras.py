"""Something given on top, told as a rule and put up for confirmation, which the first rule does not give besides.

"In LOOP if I CONSUME 3 ACTIVITY in one turn I GET A BONUS HAPPINESS on
top, right?", "cuando uno llega a 12 los demás reciben 1 HAPPINESS EXTRA,
¿no?", "ese personaje sube GRATIS un nivel, ¿verdad?", "tienes que pagar
ADEMÁS un dinero por cada Posesión, ¿no?". A player who remembers a rule
(rules/confirmation.py) and tells of something besides what the rule of
the thing gives (`claim_extra`: "extra", "for free", "as a bonus",
"además", "gratis"; not denied right before: "NOTHING extra") claims an addition. The rule that ranks first is the rule of the
thing (CONSUME, the end of a co-op game, buying a Possession); it holds
the addition only when one of its sentences gives something besides or
for nothing (`reward_told` with `claim_extra_told`: "you ALSO GAIN one
energy", "GAIN 1 EXTRA COIN", "ES GRATIS"), or the very words of the
addition in a sentence that says besides ("energy tokens can ALSO be
placed as EXTRA time meeples"). A rule that gives the thing
itself ("gain 1 HAPPINESS for each completed ACTIVITY") or counts more of
it ("1 for each ADDITIONAL one", no verb of giving) leaves the addition
unstated: the rulebook has no such rule.

A claim of the thing with another number ("Spending 1 REPUTATION gives me
two extra COIN, right?") is answered by its rule, which gives the extra:
a "no, it is one", not a silence. The first rule only, as for a reward
asked (rules/unstated_specifics.py).
"""

from __future__ import annotations

from referee.rules.confirmation import claimed_phrase, confirmed
from referee.rules.index import LangIndex
from referee.rules.normalize import NUMBER_WORDS, ORDINAL_WORDS, may_hold_phrase, question_form_phrases, words
from referee.rules.unstated_specifics import entry_sentences, find_phrase, holds

DENIAL_REACH = 1  # a word of denial right before the addition denies it ("NOTHING extra", "NADA extra")


def unstated_extra(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the addition claimed ("extra", "gratis") when the
    question puts a rule with an addition up for confirmation and the first
    of `near` gives nothing besides; else None."""
    lang = lang_index.lang
    said = words(query)
    if not near or not may_hold_phrase(said, lang, "claim_extra"):
        return None  # (no word of an addition: most questions)
    extra = claimed_phrase(said, lang, "claim_extra", "claim_extra_denied", DENIAL_REACH)
    if extra is None or not confirmed(said, lang):
        return None
    if extra in question_form_phrases(lang, "claim_free") and not _counted(said, extra, lang) \
            and _says_paid(near[0], lang_index):
        return None  # "the rightmost card is FREE, right?": the rule that has it paid answers, with a "no"
    giving = question_form_phrases(lang, "reward_told")
    besides = question_form_phrases(lang, "claim_extra_told")
    if any(holds(sentence, besides) and (holds(sentence, giving) or holds(sentence, (extra,)))
           for sentence in entry_sentences(near[0], lang_index)):
        return None
    thing = _thing_after(said, extra)
    if thing and any(holds(sentence, (extra,)) and thing in sentence
                     for number in _siblings(near, lang_index) for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(extra)


def _thing_after(said: list[str], extra: tuple[str, ...]) -> str | None:
    """The word the question says right after the addition ("extra COIN"), or None."""
    start = find_phrase(said, extra)
    end = start + len(extra)
    return said[end] if 0 <= start and end < len(said) else None


def _siblings(near: list[int], lang_index: LangIndex) -> list[int]:
    """The other near entries of the first one's very section ("Spending Reputation": its BUY and its WORK). One that
    gives the very addition claimed, of the very thing ("1 extra COIN"), is a rule of the same part of the rulebook
    taken for another of its cases ("spending REPUTATION on a BUY turn gives me an extra COIN, right?": it does on a
    WORK turn), which the first rule answers with a "no", not a silence. A sibling that gives something besides,
    in other words ("Besides the VEP, the card grants its bonus"), does not: "the first player to take a Memory
    gets one extra VEP, right?" stays silent. blind124 false abstention -1; TUNE129 unchanged."""
    docs = lang_index.docs
    section = docs[near[0]].entry.section
    return [number for number in near[1:] if section and docs[number].entry.section == section]


def _counted(said: list[str], extra: tuple[str, ...], lang: str) -> bool:
    """Whether a number or an ordinal comes before the thing claimed free ("si tomo 2 cartas LA SEGUNDA me sale
    gratis", "buy two, get ONE free"): one free beside others paid is a deal on top of the rule, an addition
    (`unstated_extra`), not the thing's price said to be nothing."""
    found = find_phrase(said, extra)
    before = said[:found] if found >= 0 else said
    numbers, ordinals = NUMBER_WORDS.get(lang, {}), ORDINAL_WORDS.get(lang, {})
    return any(word.isdigit() or word in numbers or word in ordinals for word in before)


def _says_paid(number: int, lang_index: LangIndex) -> bool:
    """Whether an entry says its thing is paid for (a word of paying or of cost: lexicon `claim_price_told`,
    `claim_free_told`: "you must pay the cost of that position", "págale tantas Monedas"). A thing claimed free
    ("es GRATIS, ¿no?", lexicon `claim_free`) is then no addition the rulebook lacks but a price it states: the
    answer corrects the claim. blind124 false abstention -1 (the rightmost market card); TUNE129 unchanged."""
    lang = lang_index.lang
    paying = question_form_phrases(lang, "claim_price_told") + question_form_phrases(lang, "claim_free_told")
    entry = lang_index.docs[number].entry
    return holds(words(f"{entry.title}. {entry.text}"), paying)
