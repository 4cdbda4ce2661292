"""A negation after "how many" / "número de" is no word of the kind counted (issue 12, round negfive).

`counts.counted_kind` reads the kind a count question asks as the run of
words after its "how many"; a negation there ("número de cartas, ¿NO hay
otro desempate?") was read as a word of that kind, which no rule counts, and
the question was told silent, missing "no". The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.counts import counted_kind
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("Tied on points, then on number of cards, not another tie-break after?", "en"),
    ("We are tied on points and the number of cards, not broken yet. What now?", "en"),
    ("Seguimos empatados tras el número de cartas, ¿no hay otro desempate?", "es"),
    ("Jugando solo uso ACQUIRE: ¿cuánto pago? No hay rivales.", "es"),
])
def test_a_negation_ends_the_kind_counted(question, lang):
    assert not {"no", "not"} & set(counted_kind(question, lang))


# CV, end of the game: ties are broken by the most cards, then shared; the rule of the tie-breaker answers.
def test_a_negation_after_a_count_word_leaves_the_question_answered():
    result = search("Seguimos empatados tras el número de cartas, ¿no hay otro desempate?")
    assert result.answered is True
    assert result.hits[0].game == "cv" and result.hits[0].id == "end.tiebreak"


@pytest.mark.parametrize(("question", "lang", "kind"), [
    ("How many Values cards are in the box?", "en", ("valu",)),
    ("¿Cuántas cartas de vejez hay en la caja?", "es", ("vejez",)),
])
def test_the_kind_counted_is_read_as_before(question, lang, kind):
    assert counted_kind(question, lang) == kind
