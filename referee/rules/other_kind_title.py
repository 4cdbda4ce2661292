"""The sibling whose title states the kind of answer asked, past a first whose title states another.

"Applying for a credit card, what do I get?", "Al pedir una CREDIT CARD,
¿qué recibo exactamente?": the question asks what one gets, and the entry
that comes first, "When you can APPLY for a CREDIT CARD", holds its words
(apply, credit card) but says when: its title answers another ask about the
same thing. Its sibling "A new CREDIT CARD gives 4 COIN and a QUALITY 1
MATERIAL" says what one gets, a few points below on the words it lacks. A
rule entry's title is its answer in a line (rules/asked_in_title.py reads
the kind of answer in it: "?when", "?gain"), so a title stating another of
those kinds than the one asked, and not the one asked, is a first that
answers another question.

Once the search has decided, for a question opening a clause with an ask of
a title kind (`asked_in_title.opening_kind`), when the first rule entry's
title states another such kind and not the one asked, the first of the next
SIBLING_RANKS rule entries of its game whose title states the kind asked
goes first, when it scores at least PULL_SHARE of the first
(`siblings.stating_sibling_first`). Gated on the question's opening kind,
which most questions lack, and on the first's title.

Tuning list (TUNE39): top-1 16,148 -> 16,150 of 17,360 ("Al pedir una
CREDIT CARD, ¿qué recibo exactamente?", "LOOP: ¿qué recibo exactamente al
pedir una CREDIT CARD?"); top-3 17,069, abstention 2,830/3,347 and false
abstention 443 unchanged. Inside `_best_covering` (a sibling's title stating
the kind asked counted from 0.93 of the first instead of 0.95) it moved
nothing: there a close gap comes first and the rule entries are judged again
without titles. From 0.875 (the multi-ask "what do I get ... and how do I
pay it back?" past the payoff rule): top-1 16,157 = 16,157, one won and one
lost, so 0.93 stays.
"""

from __future__ import annotations

from referee.rules.asked_in_title import TITLE_KINDS
from referee.rules.siblings import stating_sibling_first

# a sibling stating the kind asked goes first from this share of the first's score ("what do I get when I
# apply": "A new CREDIT CARD gives 4 COIN..." at 0.94 of "When you can APPLY")
PULL_SHARE = 0.93
SIBLING_RANKS = 2  # rule entries looked at after the first


def states_other_kind(said: frozenset[str], kind: str) -> bool:
    """Whether a title's answer intents (`said`) state another kind of TITLE_KINDS than `kind`, and not it."""
    return kind not in said and any(other in said for other in TITLE_KINDS if other != kind)


def asked_kind_first(scored: list[tuple[float, int]], kind: str, title_kinds, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title states
    `kind` (`title_kinds`: number -> the title's answer intents) moved first,
    when the first's title states another kind and not `kind` and that
    sibling scores at least PULL_SHARE of it. None when nothing moves."""
    if not scored or not states_other_kind(title_kinds(scored[0][1]), kind):
        return None
    return stating_sibling_first(scored, lambda number: kind in title_kinds(number), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
