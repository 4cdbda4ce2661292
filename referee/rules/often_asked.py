"""How often, asked: the sibling whose title states the period comes first.

"Solo: HOW OFTEN does the market get replaced?", "¿CADA CUÁNTO se repone el
mercado?". A player who asks how often a thing happens asks for its period:
the rulebook answers in the entry that says "each round", "every turn",
"una vez por turno" ("Solo: the market is emptied and replaced EACH ROUND,
not mid-round"). Before this, a sibling about the same thing that says no
period came first ("Solo: Meditate lets you discard and replace a market
card"): it holds the question's words (market, replace) as well, and the
period is a word or two.

The lexicon (`question_form.often_asked`, `period_told`) names the words, in
each language. Once the search has decided, an answered question that asks
how often has the first of the next SIBLING_RANKS rule entries of its first
entry's game whose TITLE states a period moved first, when it scores at
least PULL_SHARE of the first and the first's title states none
(`siblings.stating_sibling_first`, as rules/order_asked.py does for an
order). The title, not the text: most texts of a turn or a round say "each"
somewhere. The check is a set look-up of the question's words: most
questions hold none.

On the tuning sets (TUNE43): top-1 16,824 -> 16,825 of 18,160 (one gained,
none lost); top-3, abstention and false abstention unchanged. Tried and
dropped: a question that only says a period ("do I still start EACH ROUND?",
"every turn or once a round?") taken as asking how often: net -6 top-1 (two
gained, eight lost: the period told is often the scene of another ask, "what
if I can't pay a card's cost each turn").
"""

from __future__ import annotations

from referee.rules.phrase_lists import says_listed, text_says_listed
from referee.rules.siblings import titled_sibling_first

PULL_SHARE = 0.85  # a sibling whose title states the period goes first from this share of the first entry's score
SIBLING_RANKS = 3  # rule entries looked at after the first


def asks_often(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask how often a thing happens ("HOW OFTEN", "CADA CUÁNTO")."""
    return says_listed(folded, lang, "often_asked")


def states_period(title: str, lang: str) -> bool:
    """Whether an entry's title states a period ("EACH ROUND", "ONCE PER turn", "CADA RONDA", "POR TURNO")."""
    return text_says_listed(title, lang, "period_told")


def period_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) states a period moved first,
    when it scores at least PULL_SHARE of the first and the first's title
    states none. None when nothing moves."""
    return titled_sibling_first(scored, "period_told", title_of, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
