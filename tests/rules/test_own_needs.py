"""A need told of oneself before the ask is no topic the rule of the case must say (issue 12; rules/own_needs.py).

"I'm missing a METAL for my ACTIVITY. As the Craftsman, how long does a
MATERIAL I Forge stay METAL?": the Craftsman's rule answers, though it never
says "missing"; a lack asked about, or told of the box, stays a topic.
Questions written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.own_needs import need_answers, need_words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "entry"), [
    ("I'm missing a METAL for my ACTIVITY. As the Craftsman, how long does a MATERIAL I Forge stay METAL?", "en",
     "career.craftsman"),
    ("Me falta un METAL para mi ACTIVITY. Como Craftsman, ¿cuánto dura un MATERIAL convertido con Forge?", "es",
     "career.craftsman"),
    ("I'm missing one Fame icon for my promotion. Does the icon on my own Career card count?", "en",
     "upgrade.own-icon-counts"),
    ("Me falta un icono de Fame para ascender. ¿Cuenta el icono de mi propia carta de Carrera?", "es",
     "upgrade.own-icon-counts"),
])
def test_a_need_told_of_oneself_is_no_topic(question, lang, entry):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("Me falta un METAL. ¿Qué hace Forge?", "es", {"me", "falta"}),
    ("No me queda plata. ¿Cuánto cuesta?", "es", {"no", "me", "queda"}),
    ("I'm short one icon. Does mine count?", "en", {"i", "short"}),
    ("¿Qué pasa si falta una ficha en la caja?", "es", set()),  # the lack is asked: no told need
    ("What if I'm missing a die?", "en", set()),
])
def test_need_words_are_read_in_statements_only(text, lang, expected):
    assert need_words(text, lang) == expected


def test_the_reading_sets_aside_only_told_need_words_and_keeps_a_judgement_that_still_fails():
    evidence = (("falta", True, False), ("forge", True, True), ("caja", True, False))

    def answers(found):
        missing = tuple(word for word, topic, covered in found if topic and not covered)
        return not missing, missing

    text = "Me falta un METAL y la caja. ¿Qué hace Forge?"
    # "caja" lacks too: the entry still does not answer, so the first judgement stands
    assert need_answers(text, "es", evidence, [True, False, True], answers, (False, ("falta", "caja")))[:2] \
        == (False, ("falta", "caja"))
    evidence = evidence[:2]
    assert need_answers(text, "es", evidence, [True, False], answers, (False, ("falta",)))[:2] == (True, ())
    # said in the ask, not told: a topic still
    assert need_answers(text, "es", evidence, [False, False], answers, (False, ("falta",)))[:2] == (False, ("falta",))


@pytest.mark.parametrize(("question", "lang"), [
    ("What if a die is missing from the box?", "en"),
    ("¿Y si falta una ficha en la caja?", "es"),
])
def test_a_lack_asked_about_stays_unanswered(question, lang):
    assert not search(question, lang=lang, limit=3).answered
