"""A word typed in capitals that only one game prints in capitals: that game.

LOOP's cards and rules print their terms in capitals (CAREER, COIN, BUY,
FAVOUR, GOAL); no other game's English rules print those words so
(`game_words.printed_in_capitals`, built with the index). A player who types
one of them in capitals in a question ("how many COIN come in the box",
"¿qué CAREER no puedo usar en solitario?") is reading it off that game's
cards: the question all but names the game, whatever other games' coins,
careers or goals. The words' votes (`search._implied_games`) weigh such a
word as one word among the others, and "career" is Adulthood's word too, so
the capitals decide instead.

Over the tuning sets, 1,213 questions type such a word in capitals (472 in
English, 741 in Spanish), every one of them about the game that prints it.

A question typed all in capitals ("WHEN DOES THE GAME END") says nothing by
its capitals: only a question whose words are mostly not in capitals is
read so.
"""

from __future__ import annotations

import re

from referee.rules.normalize import fold

_WORD = re.compile(r"[^\W\d_]{2,}")
SHOUTED_SHARE = 0.5  # a question with this share of its words in capitals or more is shouted, not quoting cards


def _capital_words(text: str) -> list[str]:
    """The words of two or more letters in `text` written all in capitals."""
    return [word for word in _WORD.findall(text) if word.isupper()]


def capitals_game(text: str, printed: dict[str, str]) -> str | None:
    """The one game whose printed-in-capitals words (`printed`: folded word ->
    game) the question `text` types in capitals, or None: none typed, two
    games' words typed, or the question shouted."""
    every = _WORD.findall(text)
    capitals = _capital_words(text)
    if not capitals or len(capitals) >= SHOUTED_SHARE * len(every):
        return None
    games = {printed[word] for word in map(fold, capitals) if word in printed}
    return next(iter(games)) if len(games) == 1 else None
