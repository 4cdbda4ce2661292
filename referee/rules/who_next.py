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

A question that names, implies or types no game ("Terminé mi turno, ¿a
quién le toca?") is read against every game: the first entry was often
another game's part of play that merely ends with a like word (Coming of
Age's "When the year (turn) ends", whose players act at once and pass no
play), and the rule that passes play on, of whichever game, is the
stronger evidence of what is asked, as for a bare "how do I win?"
(rules/titled_whole.py). Every such entry among the next SIBLING_RANKS
then goes first, best first. The lexicon also reads the direction play
goes on in ("play continues clockwise", "el turno pasa al jugador de tu
izquierda", "se sigue en el sentido de las agujas del reloj"). Round
firstthree, on TUNE199 (195 sets): top-1 +3 (blind91, blind92, blind93:
CV's end of turn), nothing else moved; the check sets unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first
from referee.rules.titled_whole import titled_first

PULL_SHARE = 0.7  # as rules/order_asked.py's
SIBLING_RANKS = 4


def asks_next_player(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask who plays next ("who goes next", "¿a quién le toca?")."""
    return says_listed(folded, lang, "next_player_asked")


@lru_cache(maxsize=4096)
def passes_play(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) pass play on ("play passes to the next player")."""
    return says_listed(words(text), lang, "play_passes_told")


def passing_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True,
                        any_game: bool = False):
    """`scored` (value, rule entry number, best first) with the first of the next SIBLING_RANKS entries of
    the first entry's game whose words (`said_of`: number -> (title and text, language)) pass play on moved
    first, when it scores at least PULL_SHARE of the first and the first passes none; with `any_game` (the
    question names, implies or types no game) every such entry of the next SIBLING_RANKS, of any game, best
    first (rules/titled_whole.py). None when nothing moves."""
    passes = lambda number: passes_play(*said_of(number))  # noqa: E731
    if any_game:
        return titled_first(scored, passes, game_of, True, PULL_SHARE, SIBLING_RANKS, may_move)
    return stating_sibling_first(scored, passes, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
