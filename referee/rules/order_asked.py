"""An order asked: the sibling whose title states the order comes first.

"Two players qualify for social assistance: IN WHAT ORDER do they take
cards?", "¿EN QUÉ ORDEN se hace la puntuación final?", "who picks first if
two of us qualify?". A player who asks for an order knows the things to be
ordered (taking the free card, the steps of scoring) and asks how they
follow one another: the rulebook answers in the entry whose title states
the order ("Social assistance is taken CLOCKWISE from the current player",
"Final scoring steps, in ORDER", "Add the next Mood Counter: pink, THEN
orange, THEN blue"). Before this, the entry about one of the things ordered
came first (who is eligible, what the free card is): it holds the same
words, and the order is a word or two.

The lexicon names the words in each language: the question's phrase of
order (`question_form.order_of_asked`; not "who starts", which asks for the
start player, nor "before or after", which rules/step_order.py reads) and
the words of a title that states one (`order_of_told`). The title, not the
text: a text says "then" of anything that follows. Once the search has
decided, an answered question so asked has the first of the next
SIBLING_RANKS rule entries of its first entry's game whose title states an
order moved first, when it scores at least PULL_SHARE of the first and the
first's title states none (`siblings.stating_sibling_first`). The check is
a set look-up of the question's words: most questions hold none.

Tuning sets: top-1 12,135 -> 12,145 of 12,960 at 0.8 and three ranks (ten
gained, none lost: social assistance taken in turn, the steps of final
scoring, the Mood Counters added pink then orange then blue, in both
languages), then 12,153 -> 12,155 and top-3 12,770 -> 12,771 at 0.7 and
four ranks (two questions that ask the order among other things: "in what
order do the new Mood Tracks unlock AND which dice come in round 3?");
abstention and false abstention unchanged. With "the order of" among the
asked phrases, "what's the order of the four phases of a year?" lost its
list of phases to the entry of phase 1's order (net -1): dropped. Read in
the title and text alike, nothing more moved (the title is kept: narrower).

A first entry that says the players act all at once ("Phases 1 and 2 are
played by all players AT THE SAME TIME", "las juegan todos A LA VEZ") stays
first: "we're 4, who goes first when picking locations?" is answered by no
order at all, and the sibling whose title says "Phase 1 goes in this ORDER"
orders one player's steps, not the players (`says_at_once`,
`question_form.order_none_told`: "at the same time", "a la vez"). A text
look-up of the first entry only, for the questions that ask an order.
Measured on TUNE121 (117 sets) when added: top-1 21,209 -> 21,210 of
22,960 (blind116: "who goes first" of the phase played at once), top-3,
abstention and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.phrase_lists import says_listed, text_says_listed
from referee.rules.siblings import titled_sibling_first

# a sibling stating the order goes first from this share of the first entry's score, from this many rule entries
# after the first (tuning sets: 0.8 and three ranks 12,153; 0.7 and four 12,155, top-3 +1; 0.6 and five 12,153)
PULL_SHARE = 0.7
SIBLING_RANKS = 4


def asks_order(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask for an order ("IN WHAT ORDER", "WHO PICKS FIRST", "EN QUÉ
    ORDEN")."""
    return says_listed(folded, lang, "order_of_asked")


def states_order(title: str, lang: str) -> bool:
    """Whether an entry's title states an order ("taken clockwise", "steps, in order", "pink, then
    orange")."""
    return text_says_listed(title, lang, "order_of_told")


def says_at_once(text: str, lang: str) -> bool:
    """Whether a rule's text says its players act all at once ("at the same time", "a la vez"): then no order
    among them is to be found, and the rule answers an order asked of them."""
    return text_says_listed(text, lang, "order_none_told")


def order_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) states an order moved first,
    when it scores at least PULL_SHARE of the first and the first's title
    states none. None when nothing moves."""
    return titled_sibling_first(scored, "order_of_told", title_of, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
