"""The other thing of one's own, and the gap about another player's.

"¿puedo colocar una Presencia en una ubicación donde ya tengo OTRA Presencia
MÍA?", "can i put TWO OF MY presences in the same building": the player asks
of two of their own pieces, and the rulebook's limit on one's own pieces
answers. The catalog holds the silence about two players' pieces ("Can TWO
PLAYERS have a Presence at the same location?"), which shares the question's
words but whose pieces, and ranked first: "otra" and "two" read as another
player's.

Here, when the gap that ranks first is about other players (its title holds
a phrase of `question_form.others_titles`: "two players", "otro jugador")
and the question says the other thing is its own (a phrase of
`question_form.own_others`: "two of my", "my other", "otra ... mía") and
names no other player itself, the gap misreads whose thing is asked: the
rule entry that answers keeps the question. Only with a rule entry that
answers. On the tuning list: false abstention 387 -> 385, the rest
unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed


@lru_cache(maxsize=64)
def says_own_other(text: str, lang: str) -> bool:
    """Whether `text` says the other thing it asks of is its own ("TWO OF MY
    presences", "otra Presencia MÍA") and names no other player."""
    folded = words(text)
    return says_listed(folded, lang, "own_others") and not says_listed(folded, lang, "others_titles")


@lru_cache(maxsize=4096)
def gap_of_others(title: str, lang: str) -> bool:
    """Whether a gap's title asks of other players' things ("Can TWO
    PLAYERS have a Presence at the same location?")."""
    return says_listed(words(title), lang, "others_titles")
