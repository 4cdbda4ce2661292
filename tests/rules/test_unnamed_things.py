"""An entry of a named card the question does not name (a career, an event:
one entry each in a catalog section) does not go before the close rule the
question asks (rules/unnamed_things.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import NEGATIONS, _prepare, get_index, search
from referee.rules.unnamed_things import catalog_entries, named_thing, unnamed_card, unnamed_thing


def _number(game: str, entry_id: str, lang: str = "en") -> int:
    lang_index = get_index().langs[lang]
    return next(n for n in range(lang_index.gap_start)
                if (lang_index.docs[n].entry.game, lang_index.docs[n].entry.id) == (game, entry_id))


def test_catalogs_are_the_sections_of_named_cards():
    index = get_index()
    lang_index = index.langs["en"]
    loop = catalog_entries(index, lang_index, "loop")
    assert _number("loop", "career.chef") in loop  # Career Overview
    assert _number("loop", "turn.buy") not in loop  # "BUY: ..." is a rule of the turn, not a card
    assert not catalog_entries(index, lang_index, "cv")  # (CV's rulebook lists no card one by one)


@pytest.mark.parametrize("question, named", [
    ("what does the Chef do?", True),
    ("if I pay 2 COIN for a FOOD, which QUALITY is it?", False),
])
def test_a_card_is_named_by_the_words_of_its_title_head(question, named):
    index = get_index()
    lang_index = index.langs["en"]
    q, _ = _prepare(question, "en", index)
    assert unnamed_thing(_number("loop", "career.chef"), q.stems, set(), index, lang_index) is not named


@pytest.mark.parametrize("question", [
    "paying 2 COIN for a FOOD, what QUALITY is it?",
    "I pay 4 COIN for FOOD, which QUALITY?",
])
def test_what_quality_a_bought_material_has(question):
    # LOOP p. 6, Start Turn, BUY: "its QUALITY equals what you paid"; the Chef's Supersize (Career Overview) changes
    # FOOD for the Chef only, and the question names no Chef
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.buy")


@pytest.mark.parametrize("question, lang, named", [
    ("what does the blue RENEW do in solo?", "en", True),  # every word of its name
    ("¿con cuánta felicidad empiezan las carreras que no son el becario?", "es", False),  # named to be set aside
])
def test_a_question_names_a_thing(question, lang, named):
    index = get_index()
    lang_index = index.langs[lang]
    entry_id = "favour.solo-renew" if named else "career.intern"
    q, _ = _prepare(question, lang, index)
    number = _number("loop", entry_id, lang)
    assert named_thing(number, q.stems, set(q.stems), index, lang_index, NEGATIONS) is named


@pytest.mark.parametrize("question, game, entry_id", [
    # LOOP p. 20, Solo Mode: the blue RENEW; the solo FAVOUR rule speaks of every blue FAVOUR, RENEW's own entry
    # never says it is a FAVOUR, and answers
    ("¿Qué hace la FAVOUR azul RENEW en el solitario de LOOP?", "loop", "favour.solo-renew"),
    # Adulthood, the Interview action spot: its own entry, not the promotion it leads to
    ("Acción de Entrevista: ¿qué hace y cuánto cuesta?", "adulthood", "board.interview"),
])
def test_the_named_thing_before_the_general_rule(question, game, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry_id)


@pytest.mark.parametrize("question, lang, entry_id, unnamed", [
    # the LANDFILL Penalty asked, not the Landfill Tax event (LOOP p. 14, Competitive Mode; Event Overview)
    ("¿Cuánto pierdo al final por tener 6 MATERIAL en mi LANDFILL?", "es", "event.landfill-tax", True),
    # named as typed: "Bonus" of "Redeem Bonus" is read as "bonificación" in a Spanish question
    ("Redeem Bonus: ¿qué opciones tengo?", "es", "event.redeem-bonus", False),
])
def test_a_card_named_as_typed_is_named(question, lang, entry_id, unnamed):
    index = get_index()
    lang_index = index.langs[lang]
    q, _ = _prepare(question, lang, index)
    assert unnamed_card(_number("loop", entry_id, lang), q.stems, q.surface, set(q.stems), index, lang_index) is unnamed


@pytest.mark.parametrize("question, entry_id", [
    # LOOP p. 14, Competitive Mode, LANDFILL Penalty: "Lose 1 HAPPINESS for every 3 MATERIAL in his own LANDFILL";
    # the Landfill Tax event (1 COIN per MATERIAL into the LANDFILL) is a card the question does not name, and is
    # not the general rule that a close entry holding fewer of the question's words must yield to
    ("¿Cuánto pierdo al final por tener 6 MATERIAL en mi LANDFILL?", "competitive.landfill-penalty"),
])
def test_an_unnamed_card_is_no_general_rule(question, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry_id)
