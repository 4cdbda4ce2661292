"""What a thing is good for, asked: the rule where it is spent comes before the one where it is kept.

"What is REPUTATION GOOD FOR in loop?", "whats the point of REPUTATION?".
A player who asks what a thing is for asks what it buys, and the rulebook
answers where the thing is SPENT ("Only when you BUY: spend 1 REPUTATION to
add 1 QUALITY ...", LOOP p. 7, Optional Action: Spending Reputation), not
where it is kept or capped ("You can hold at most 2 REPUTATION", Player
Area). Before this, the cap came first on every such question: its short
title holds the thing asked and little else, and the three rules that spend
it were third and lower.

An entry's text says so when a verb of spending (lexicon
`question_form.spent_verbs`: "spend", "spends", "gasta", "gastar") is
followed, within SPENT_REACH words ("spend 1 REPUTATION", "gasta 1 de
Reputación"), by a word whose key is one of the things the purpose question
asks about (`purpose.asked_things`). Only the verbs of spending, not "use":
"may USE one unused Memory Token" is the moment of a last use, and "what's
the point of memory tokens?" is answered by what a token does, whose text
says neither. Called for purpose questions only (search.py, `q.purpose`),
and a set look-up of the verbs in the entry's words first.

Tuning list (TUNE43): top-1 16,824 -> 16,829 of 18,160 (five questions of
what REPUTATION is for, blind27, blind28, blind64, blind86, blind87, from
third to first); top-3 17,813, abstention 2,948/3,507 and false abstention
474 unchanged. On the 218 purpose questions of the list, nothing else moved.
"""

from __future__ import annotations

from referee.rules.normalize import key, question_form_set, words

SPENT_REACH = 3  # words after the verb that may name the thing spent ("spend 1 REPUTATION", "gastar 4 Fichas de ...")
SPENT_FACTOR = 1.1  # the cap ("hold at most 2 REPUTATION") led the first rule that spends it by 1.04 (TUNE43: +5 top-1)


def spends_asked(text: str, asked: frozenset[str], lang: str) -> bool:
    """Whether `text` says a thing of `asked` (keys) is spent: a verb of
    spending, then within SPENT_REACH words a word whose key is asked."""
    verbs = question_form_set(lang, "spent_verbs")
    folded = words(text)
    if not asked or verbs.isdisjoint(folded):
        return False
    return any(key(word, lang) in asked for at, verb in enumerate(folded) if verb in verbs
               for word in folded[at + 1: at + 1 + SPENT_REACH])


def spent_factor(text: str, asked: frozenset[str], lang: str) -> float:
    """SPENT_FACTOR for an entry whose text spends a thing asked about, 1.0 for the others."""
    return SPENT_FACTOR if spends_asked(text, asked, lang) else 1.0
