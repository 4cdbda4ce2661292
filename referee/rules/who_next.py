"""Who plays next, asked after a turn: the rule that passes play on.

"ya actualicé mis fichas, ¿a quién le toca?", "finished cleanup, whose turn
is it next?", "done with my turn, who goes next?". A player who has just
finished the last step of a turn asks who goes on; the rulebook answers in
the entry that says play passes ("the turn is over, and play passes to the
next player on the left", "pasa al siguiente jugador por la izquierda").
Before, the entry of the step just finished (updating the tokens, the
refill) came first: it holds the question's other words, and "who goes
next" is two small words that most entries of a turn hold as well.

The lexicon names the words in each language: the question's phrase
(`question_form.next_player_asked`: "who goes next", "whose turn",
"a quién le toca", "quién sigue") and the words of an entry that passes
play on (`play_passes_told`: "play passes", "next player", "siguiente
jugador"). Once the search has decided, an answered question so asked has
the first of the next SIBLING_RANKS rule entries of its first entry's game
whose title or text passes play on moved first, when it scores at least
PULL_SHARE of the first and the first says none of it
(`siblings.stating_sibling_first`, as rules/repeats.py does). The check is
a set look-up of the question's words: most questions hold none.

On the tuning list (TUNE39): top-1 16,135 -> 16,136 of 17,360 ("ya
actualicé mis fichas, ¿a quién le toca?", blind90), top-3, abstention and
false abstention unchanged; nothing lost. PULL_SHARE and SIBLING_RANKS are
rules/order_asked.py's, not tuned apart (eight questions of the list ask it,
most of a game they do not name, where the first entry is another game's).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.7  # as rules/order_asked.py's
SIBLING_RANKS = 4


def asks_next_player(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask who plays next ("who goes next", "¿a quién le toca?")."""
    return says_listed(folded, lang, "next_player_asked")


@lru_cache(maxsize=4096)
def passes_play(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) pass play on ("play passes to the next player")."""
    return says_listed(words(text), lang, "play_passes_told")


def passing_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the next SIBLING_RANKS entries of
    the first entry's game whose words (`said_of`: number -> (title and text, language)) pass play on moved
    first, when it scores at least PULL_SHARE of the first and the first passes none. None when nothing
    moves."""
    return stating_sibling_first(scored, lambda number: passes_play(*said_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
