"""A reward asked for being first to do something, a race ("a bonus for THE FIRST TO play all 4 Trait Tiles?", "¿hay
premio para EL PRIMERO QUE se casa?"), is answered only by a rule that gives for being first (issue 12;
rules/unstated_specifics.py, the goal of most or all, `reward_goal_asked`).

The rule of the act ranks first and gives something for the act itself (the Trait Tile's VEP), to whoever does it,
not for doing it before the others. The questions are worded anew; each is judged against the entry named, as the
first near entry.
"""

from __future__ import annotations

import pytest

from referee.rules.search import get_index
from referee.rules.unstated_specifics import unstated_reward


def _judged(question: str, lang: str, entry_id: str, game: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs)
                  if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_reward(question, [number], lang_index)


@pytest.mark.parametrize(("question", "lang", "asked"), [
    # Coming of Age p. 9, Trait Bonus: "play one Trait Tile ... Gain the VEP shown on the Tile": the VEP of the tile,
    # for anyone who plays it, nothing for the first to fill the board
    ("is there a bonus for the first to play all 4 Trait Tiles?", "en", "a bonus for"),
    ("¿Hay algún premio para el primero que juega sus 4 Fichas de Rasgo?", "es", "algun premio"),
])
def test_a_reward_for_being_first_is_not_the_reward_of_the_act(question, lang, asked):
    assert _judged(question, lang, "trait-bonus.play-tile", "coming-of-age") == asked


def test_the_reward_of_the_act_itself_still_answers():
    # ... the same rule answers the reward of the act asked without a race
    assert _judged("do I get any bonus for playing a Trait Tile?", "en", "trait-bonus.play-tile", "coming-of-age") is None
