"""A reward or a loss grumbled about as missing ("why is there no bonus for ...?", "¿por qué no pierdo puntos si
...?"), which the first rule neither gives nor takes (issue 12; rules/missing_rewards.py).

The player says themselves that nothing was given or taken, and asks why: the rule of the thing ranks first and
speaks of it, but lists no reward for the condition, so only a rule that gives something besides or takes something
answers. A ban ("why can't I take both bonuses?") is not a missing reward. The questions are written for this test,
not taken from the question sets; each is judged against the entry named, as the first near entry.
"""

from __future__ import annotations

import pytest

from referee.rules.missing_rewards import unstated_missing
from referee.rules.search import get_index


def _missing(question: str, lang: str, game: str, entry_id: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_missing(question, [number], lang_index)


@pytest.mark.parametrize(("question", "lang", "game", "entry", "stake"), [
    # CV, End of the Game: "each of the three types scores separately according to the scoring table": nothing
    # is given for having the most of a type, nor taken for having none
    ("how come I get nothing extra for ending with the most Health cards?", "en", "cv", "scoring.sets", "extra"),
    ("¿Por qué no pierdo puntos si termino sin ninguna carta de Salud?", "es", "cv", "scoring.sets", "pierdo"),
    ("¿y por qué no hay ningún premio por tener más cartas de Conocimiento que nadie?", "es", "cv", "scoring.sets",
     "premio"),
])
def test_a_missing_reward_the_first_rule_does_not_give_is_silent(question, lang, game, entry, stake):
    assert _missing(question, lang, game, entry) == stake


@pytest.mark.parametrize(("question", "lang", "game", "entry"), [
    # Coming of Age, Final Scoring > Frustrations: "each player loses 3 VEP for every unresolved Frustration ...
    # Overcome frustrations (on the left) cost nothing": the rule takes, and settles the grumble
    ("why don't I lose VEP for the Frustrations I overcame?", "en", "coming-of-age", "scoring.frustration"),
    # Coming of Age p. 10: "Having both your Die and a Presence at the same location does not let you take both
    # step A options": a ban, not a missing reward
    ("why can't I take both bonuses when my die and a presence share the stop?", "en", "coming-of-age",
     "bus.die-and-presence"),
    # ... and no word of a reward after the denial: bare "points" asks the scoring table
    ("why don't I get points for a single Health card?", "en", "cv", "scoring.sets"),
])
def test_a_rule_that_takes_or_a_ban_is_not_a_missing_reward(question, lang, game, entry):
    assert _missing(question, lang, game, entry) is None
