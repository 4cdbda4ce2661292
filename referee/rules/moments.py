"""Asked for the moment: "right now", "this turn" point to the rule that says when.

"I just played a Leisure card with an action spot, can I put time on it
RIGHT NOW?", "¿puedo usar la acción de la carta que jugué ESTE TURNO?". A
player who asks whether a thing can be done at once, or in the turn it
happened, asks WHEN: the rulebook answers that in the entry that states a
moment ("you cannot use those new spots UNTIL YOUR NEXT TURN", "you may
play a card you drafted this SAME TURN", "hasta tu SIGUIENTE TURNO"). Before
this, the entry about the thing itself (what the Leisure card or its spot
does) came first: it holds the question's other words, and the moment is a
word or two ("turn") that every entry of a turn holds as well.

The lexicon (`question_form.now_asked`, `now_told`) names the words, in
each language. Once the search has decided, an answered question that asks
for the moment has the first of the next SIBLING_RANKS rule entries of its
first entry's game whose title or text states a moment moved first, when it
scores at least PULL_SHARE of the first and the first states none
(`siblings.stating_sibling_first`, as rules/repeats.py does for a repeat).
The check is a set look-up of the question's words: most questions hold
none.

On the tuning sets: top-1 10,815 -> 10,816 of 11,560 (one gained, none
lost); top-3, abstention and false abstention unchanged. Tried and dropped:
"same turn" / "mismo turno" among the asked words (they ask whether two
things fit in one turn: "both Community spots in the same turn?", net -1);
without "same turn" among the told words, an entry that says "you may play
it this SAME TURN" lost its place (net 0); at PULL_SHARE 0.9 and two ranks,
nothing moved. Several misses of this shape keep the rule of when below the
third rank, out of this reading's reach.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.85  # a sibling stating the moment goes first from this share of the first entry's score (0.9: no move)
SIBLING_RANKS = 4  # rule entries looked at after the first (2: no move on the tuning sets)


def asks_now(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask for the moment of a thing ("RIGHT NOW", "RIGHT AWAY", "THIS
    TURN", "AHORA MISMO", "ESTE TURNO")."""
    return says_listed(folded, lang, "now_asked")


@lru_cache(maxsize=4096)
def states_moment(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) state when a thing may be done or takes effect ("until
    your next turn", "from the next player's turn", "hasta tu siguiente turno")."""
    return says_listed(words(text), lang, "now_told")


def moment_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose words
    (`said_of`: number -> (title and text, language)) state a moment moved
    first, when it scores at least PULL_SHARE of the first and the first
    states none. None when nothing moves."""
    return stating_sibling_first(scored, lambda number: states_moment(*said_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
