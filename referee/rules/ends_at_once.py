"""Asked whether the game stops at once: the rule that says play goes on first.

"My markers just crossed, does the game END RIGHT NOW?", "DEPLETION showed
up: does the game STOP RIGHT AWAY?", "¿se TERMINA la partida DE INMEDIATO?".
A player who asks whether the end comes at once knows what triggers it and
asks what happens between the trigger and the end: the rulebook answers in
the entry that says play goes on ("play CONTINUES to FINISH THE ROUND, and
then the game is over", "the game ends after the CURRENT ROUND is
completed", "SE SIGUE jugando hasta completar la ronda"). Before this, the
entry that states the trigger came first: it holds the same words (the
markers, crossing, the end) and says nothing of the moment.

The lexicon names the words in each language: a moment asked
(`question_form.now_asked`, as rules/moments.py reads it) together with a
word of ending or stopping (`end_asked`); and, in an entry's title or text,
play going on (`goes_on_told`). Once the search has decided, an answered
question so asked has the first of the next SIBLING_RANKS rule entries of
its first entry's game that says play goes on moved first, when it scores
at least PULL_SHARE of the first and the first does not say so itself
(`siblings.stating_sibling_first`). The checks are set look-ups of the
question's words: most questions hold no word of the moment.

Tuning sets: top-1 12,131 -> 12,135 of 12,960 (four gained, none lost);
top-3, abstention and false abstention unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.moments import asks_now
from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first

# a sibling saying play goes on goes first from this share of the first entry's score, from this many rule entries
# after the first (tuning sets: 0.7 and five ranks move nothing more than 0.8 and three)
PULL_SHARE = 0.8
SIBLING_RANKS = 3


def asks_end_at_once(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask if the game ends at once: a moment asked ("RIGHT NOW", "DE
    INMEDIATO") and a word of ending ("END", "STOP", "SE TERMINA")."""
    return asks_now(folded, lang) and says_listed(folded, lang, "end_asked")


@lru_cache(maxsize=4096)
def says_play_goes_on(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) say that play goes on before the end ("play continues to
    finish the round", "se sigue jugando hasta completar la ronda")."""
    return says_listed(words(text), lang, "goes_on_told")


def going_on_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose words
    (`said_of`: number -> (title and text, language)) say play goes on
    before the end moved first, when it scores at least PULL_SHARE of the
    first and the first does not say so. None when nothing moves."""
    return stating_sibling_first(scored, lambda number: says_play_goes_on(*said_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
