"""A named thing's entry does not pass a first entry whose title head names the same thing
(rules/named_alike.py, issue 12).

LOOP rulebook p. 4 (Basic Mode Setup, Player Area): the INTERN starts at
HAPPINESS 4, every other CAREER at 3 — the rule of starting HAPPINESS, beside
the INTERN's career summary (p. 18). Adulthood p. 6: the Interview spot's own
entry still goes before "Getting Promoted: Interview with 1 time ...", whose
head names another thing. The probes are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.index import get_index
from referee.rules.named_alike import first_names_it_too
from referee.rules.search import search


def _number(lang: str, game: str, entry_id: str) -> int:
    lang_index = get_index().langs[lang]
    return lang_index.by_key[(game, entry_id)]


@pytest.mark.parametrize("question", [
    "¿Con cuánta HAPPINESS empieza el INTERN y con cuánta el resto?",
    "¿en qué casilla de felicidad empieza el becario?",
])
def test_the_starting_rule_answers_the_intern_and_the_rest(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.starting-happiness")


def test_only_the_head_of_the_first_title_names_the_thing():
    lang_index = get_index().langs["es"]
    start = _number("es", "loop", "area.starting-happiness")
    intern = _number("es", "loop", "career.intern")
    promotion = _number("es", "adulthood", "upgrade.promotion")
    interview = _number("es", "adulthood", "board.interview")
    assert first_names_it_too(start, intern, lang_index)
    assert not first_names_it_too(promotion, interview, lang_index)  # "Ascender: Entrevista ...": another thing's head
    assert not first_names_it_too(intern, intern, lang_index)
