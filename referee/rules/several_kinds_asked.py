"""Two asks, and a first whose title states a kind neither asks: the next entry first.

"Loop credit card: I apply for one. WHAT DO I GET right away and HOW MUCH
do I pay back each turn?", "How does the credit card loan work? What do I
get and how do I pay it back?". The entry that comes first, "WHEN you can
APPLY for a CREDIT CARD", holds the question's words but says when, which
neither ask asks; the two that answer ("A new CREDIT CARD gives 4 COIN and
a QUALITY 1 MATERIAL", "PAYOFF 1-2 COIN on every CREDIT CARD each turn")
come second and third, each holding the words of one ask only.
rules/other_kind_title.py moves a sibling whose title states the kind the
opening clause asks, from 0.93 of the first; a question of two asks splits
its words between two siblings, so each scores lower (0.875 there won one
of these and lost a single-ask question), and the sibling that answers the
second ask states no kind of the opening clause.

Once the search has decided, for a question opening a clause with an ask of
a title kind (`asked_in_title.opening_kind`) and asking another kind of
answer besides (its intents hold one more ask, or an ask is joined to the
first: `question_form.joined_asks`, "and how", "y cómo"), when the first rule entry's
title states a moment (PASSED_KINDS), which the question asks nowhere (not
among its intents), and not the kind opened, the first of the next SIBLING_RANKS rule entries of
its game whose title does not state that unasked kind goes first, when it
scores at least PULL_SHARE of the first (`siblings.stating_sibling_first`).
Gated on the opening kind and a second ask, which most questions lack.

Tuning list (TUNE39): top-1 16,172 -> 16,174 of 17,360 (blind76, blind78:
what one gets from a CREDIT CARD and how one pays it back); top-3 17,072,
abstention 2,853/3,347 and false abstention 424 unchanged.

A "when" followed by a subject tells the moment of the scene and asks none
("What do I get WHEN I APPLY, and how do I pay it back?", "WHEN I APPLY for
one, what do I get, and how ...?": `moments_asked`, through
`asked_in_title.scene_when`), and there the two answering siblings score
from 0.80 of the first: with both, and PULL_SHARE 0.85 -> 0.8, top-1
16,174 -> 16,176 (blind14, blind68), nothing else moved.
"""

from __future__ import annotations

from referee.rules.asked_in_title import TITLE_KINDS, scene_when
from referee.rules.normalize import intents as intents_of
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first

# the next entry goes first from this share of the first's score (in blind76 and blind78 the payoff rule scores
# above the first, which the judging of candidates put there; with a scene's "when", blind14 and blind68, from 0.806
# and 0.847: 0.85 -> 0.8 gained those two and moved nothing else on TUNE39; lower not measured)
PULL_SHARE = 0.8
SIBLING_RANKS = 2  # rule entries looked at after the first
# the title kinds a first is passed over for: a moment ("WHEN you can APPLY") answers only "when"; a title of what
# one gets ("DRAW 1 FAVOUR") also tells what is done, and answers "WHEN do I draw a favour card, and how many?"
# (with "?gain" passed over too, TUNE39 lost that question, blind7: top-1 16,173 with it, 16,174 without)
PASSED_KINDS = frozenset({"?when"})


def unasked_kinds(said: frozenset[str], intents, opening: str) -> frozenset[str]:
    """The title kinds a title states (`said`) that a question of `intents` asks nowhere, when it does not state
    the `opening` kind asked (none then)."""
    if opening in said:
        return frozenset()
    return frozenset(kind for kind in TITLE_KINDS if kind in said and kind not in intents and kind in PASSED_KINDS)


def moments_asked(intents, folded: list[str], lang: str):
    """A question's intents less "?when" when every word that gives it tells the moment of a scene, a subject
    next ("what do I get WHEN I APPLY, and how ...", "WHEN I APPLY for one, what do I get"): no moment asked."""
    if "?when" not in intents:
        return intents
    told = {at for at, word in enumerate(folded) if intents_of([word], lang) == ["?when"]
            and scene_when(folded[at + 1:], lang)}
    if told and "?when" not in intents_of([word for at, word in enumerate(folded) if at not in told], lang):
        return tuple(intent for intent in intents if intent != "?when")
    return intents


def asks_another(intents, opening: str, folded: list[str], lang: str) -> bool:
    """Whether a question asks besides the opening kind: its intents hold another ask ("... and HOW MUCH do I pay
    back"), or an ask is joined to the first (`question_form.joined_asks`: "... AND HOW do I pay it back", which
    gives no intent of its own)."""
    return any(intent != opening and intent.startswith("?") for intent in intents) \
        or says_listed(folded, lang, "joined_asks")


def answering_entry_first(scored: list[tuple[float, int]], opening: str, intents, folded: list[str], lang: str,
                          title_kinds, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first's game whose title
    (`title_kinds`: number -> its answer intents) states no kind the
    question asks nowhere moved first, when the first's title states one and
    that entry scores at least PULL_SHARE of it. None when nothing moves."""
    intents = moments_asked(intents, folded, lang)
    if not scored or not asks_another(intents, opening, folded, lang):
        return None
    unasked = unasked_kinds(title_kinds(scored[0][1]), intents, opening)
    if not unasked:
        return None
    return stating_sibling_first(scored, lambda number: unasked.isdisjoint(title_kinds(number)), game_of,
                                 PULL_SHARE, SIBLING_RANKS, may_move)
