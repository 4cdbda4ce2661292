"""A player count as players write it: short, "2p", "3j".

"in a 2p game of CV, when is the leftmost track card discarded?", "partida
3j: ¿cuántas cartas de infancia?". On forums and score pads a count is a
number with the letter of "players" after it (`count_shorthand` in each
language's lexicon). Read as the count, it names the game at that count as
"with 2 players" does (`search._player_counts`): the entry made for it goes
first, one made only for other counts goes behind (rules/one_count.py).

The people at the table told without a count of players ("somos dos",
"we're only two", "we are 4") are the count too:
`normalize.people_counts`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form_words


@lru_cache(maxsize=None)
def _shorthand(lang: str) -> re.Pattern | None:
    """The pattern of a count written short ("2p", "4j") in `lang`, from the
    lexicon's `count_shorthand` letters; None when it has none."""
    letters = sorted(question_form_words("count_shorthand").get(lang, ()))
    if not letters:
        return None
    return re.compile(r"([2-9])(?:" + "|".join(re.escape(letter) for letter in letters) + r")")


def shorthand_count(word: str, lang: str) -> str | None:
    """The player count a folded word writes short ("2p" -> "2"), else None."""
    pattern = _shorthand(lang)
    found = pattern.fullmatch(word) if pattern else None
    return found.group(1) if found else None
