"""What a thing is for, asked: the rule of another thing that stands in for it does not say.

"What are the time meeples for?", "¿Para qué sirven los meeples de tiempo?".
Adulthood's rule "Energy tokens can be used as extra time" says "you may
commit an energy token IN PLACE OF A TIME MEEPLE": it holds the words of the
question and a short title, and ranked first, above the rules that say what
time meeples do (placed on action spots, paid for Time icons). It is the
rule of Energy: what stands in for a thing tells what the other thing can
do, not what the thing is for. Likewise Coming of Age's "spend 4 Willpower
Tokens INSTEAD OF MOTIVATION TOKENS" is Willpower's rule, not the use of
Motivation Tokens.

An entry stands another thing in for the thing asked when a phrase of
`question_form.stand_in_instead` ("instead of", "in place of", "en vez
de", "en lugar de") is followed, within STOOD_REACH words, by a key of the
thing asked (`purpose.asked_things`) that the STOOD_REACH words before the
phrase do not hold: "4 Willpower TOKENS instead of Motivation TOKENS" stands
Willpower in for Motivation, not for tokens, so the question "what are
Willpower tokens for?" keeps that entry; and only when those words before
name no thing asked that the words after lack: "¿Por qué la ENERGÍA puede
valer como tiempo? ¿Para qué sirve?" asks of the thing that stands in, and
its rule answers. A word of a kind of component (lexicon
`named_identity_kinds`: "token", "ficha") is no such thing on either side:
"what's the point of the time TOKENS?" is not asked of the energy TOKEN
that stands in for time. Such an entry is damped by STOOD_IN_FACTOR.

Called for purpose questions only (search.py, `q.purpose`), on the
shortlisted entries; a text without the first word of any such phrase pays
one set look-up.

TUNE107: top-1 19,451 -> 19,454 ("What are the time meeples for?" of
blind104 and blind105, "¿Para qué sirven los meeples de tiempo?" of
blind105, from second to first), top-3 20,584, abstention 3,413 and false
abstention 547 unchanged; STOOD_IN_FACTOR 1.1 and 1.2 alike. Without the
guard on the words before the phrase, blind87's "¿Por qué la energía puede
valer como tiempo? ¿Para qué sirve?" lost its Energy rule (first to third).
Not yet: "what do you USE the time meeples for?", whose "use" the Energy
rule's title "can be USED as extra time" holds.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, may_hold_phrase, question_form_openers, question_form_phrases, question_form_set, words

STOOD_REACH = 4  # words after "instead of" that may name the thing stood in for ("en lugar de una ficha de TIEMPO"),
# and before it that name what stands in ("commit an ENERGY token in place of")
STOOD_IN_FACTOR = 1.15  # the rule of Energy led the first rule of time meeples by 1.09 ("What are the time meeples for?")


@lru_cache(maxsize=4)
def _kinds(lang: str) -> frozenset[str]:
    """The keys of the words of a kind of component (`question_form.named_identity_kinds`: "token", "ficha"):
    what both sides of "an energy TOKEN in place of a time meeple" may be, no thing of its own."""
    return frozenset(key(word, lang) for word in question_form_set(lang, "named_identity_kinds"))


def stands_in_for_asked(text: str, asked: frozenset[str], lang: str) -> bool:
    """Whether `text` lets another thing stand in for a thing of `asked` (keys):
    after a phrase of `stand_in_instead`, within STOOD_REACH words, a key of
    `asked` that the STOOD_REACH words before the phrase lack."""
    folded = words(text)
    if not asked or not may_hold_phrase(folded, lang, "stand_in_instead"):
        return False
    phrases = question_form_phrases(lang, "stand_in_instead")
    kinds = _kinds(lang)
    for at, word in enumerate(folded):
        if word not in question_form_openers(lang, "stand_in_instead"):
            continue
        for phrase in phrases:
            if tuple(folded[at:at + len(phrase)]) == phrase:
                before = {key(said, lang) for said in folded[max(0, at - STOOD_REACH):at]}
                after = {key(said, lang) for said in folded[at + len(phrase):at + len(phrase) + STOOD_REACH]}
                if (after & asked) - before - kinds and not (before & asked) - after - kinds:
                    return True  # (a thing asked standing in itself: "why can ENERGY count as time?" asks of it)
    return False


def stood_in_factor(text: str, asked: frozenset[str], lang: str) -> float:
    """1 / STOOD_IN_FACTOR for an entry whose text stands another thing in for a thing asked, 1.0 for the others."""
    return 1.0 / STOOD_IN_FACTOR if stands_in_for_asked(text, asked, lang) else 1.0
