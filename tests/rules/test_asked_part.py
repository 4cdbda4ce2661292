"""A situation told before the ask: its details are no topics the rule of the case must say (issue 12;
rules/asked_part.py).

"I want a promotion, but the purple bar wants a Wellness icon I don't have.
Can I anyway?": the promotion's rule answers, though it never names the
Interview or Wellness the story mentions. A story whose ask is a repair
("what now?"), which tells a slip ("we forgot"), or whose ask judges what
was told ("allowed?") keeps the story as what is asked. Questions written for
this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.asked_part import story_is_asked, told_answers
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang"), [
    ("I want to get promoted through Interview, but the purple bar of my Career wants a Wellness icon I don't have. "
     "Can I anyway?", "en"),
    ("Quiero ascender con Interview, pero la barra morada de mi Career pide un icono de Wellness que no tengo. "
     "¿Puedo igual?", "es"),
])
def test_a_detail_of_the_told_situation_is_no_topic_of_the_rule(question, lang):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert result.hits[0].id == "upgrade.promotion-icons"


@pytest.mark.parametrize(("question", "lang"), [
    ("can I still be promoted without the Education icons?", "en"),  # no story: as before
    ("¿puedo ascender sin los iconos de Education?", "es"),
])
def test_a_close_question_with_no_story_keeps_its_entry(question, lang):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert result.hits[0].id == "upgrade.promotion-icons"


@pytest.mark.parametrize(("question", "lang", "expected"), [
    ("The old age deck ran out halfway through refilling the track. What now?", "en", True),
    ("Se acabó el mazo a mitad de rellenar el registro. ¿Y ahora qué hacemos?", "es", True),
    ("We forgot to score the public goals at the end. Who won?", "en", True),
    ("Sam wants to swap bonuses with me at the same stop. Allowed?", "en", True),
    ("Quiere cambiarme su bonus en la misma parada. ¿Es válido?", "es", True),
    ("The purple bar wants a Wellness icon I don't have. Can I anyway?", "en", False),
    ("La barra morada pide un icono que no tengo. ¿Puedo igual?", "es", False),
])
def test_a_story_asked_for_a_repair_or_judged_is_what_is_asked(question, lang, expected):
    assert story_is_asked(question, lang) is expected


def test_the_reading_forgives_only_words_told_outside_the_ask():
    evidence = (("promotion", True, True), ("icon", True, True), ("wellness", True, False), ("anyway", False, False))
    stems = ["promotion", "icon", "wellness", "anyway"]

    def answers(found):
        missing = tuple(word for word, topic, covered in found if topic and not covered)
        return not missing, missing

    told = [True] * 3 + [False]
    judged = (False, ("wellness",))
    # a story too short to be one: as judged
    assert told_answers(evidence, told, stems, [], lambda stem: True, answers, judged)[:2] == judged
    long_evidence = evidence[:3] + tuple((f"w{n}", False, False) for n in range(5)) + evidence[3:]
    long_stems = stems[:3] + [f"w{n}" for n in range(5)] + stems[3:]
    long_told = [True] * 8 + [False]
    assert told_answers(long_evidence, long_told, long_stems, [], lambda stem: True, answers, judged)[:2] == (True, ())
    # the lacking word said in the ask too, or telling trouble at the table: as judged
    asked_too = long_stems[:-1] + ["wellness"]
    assert told_answers(long_evidence, long_told, asked_too, [], lambda stem: True, answers, judged)[:2] == judged
    trouble = [stem == "wellness" for stem in long_stems]
    assert told_answers(long_evidence, long_told, long_stems, trouble, lambda stem: True, answers, judged)[:2] == judged


@pytest.mark.parametrize(("question", "lang"), [
    ("We forgot to move the bus at the end of the year and already rolled. What now?", "en"),
    ("El mazo de vejez se acabó a mitad de rellenar el registro, antes de acabar la ronda. ¿Qué hacemos?", "es"),
])
def test_a_story_asked_for_a_repair_stays_unanswered_with_related_entries(question, lang):
    result = search(question, game="coming-of-age" if "bus" in question else "cv", lang=lang, limit=3)
    assert not result.answered
    assert result.hits  # the nearest entries, shown as related
