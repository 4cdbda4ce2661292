"""A card's English word typed as printed names the Spanish title of its entry in a purpose question (issue 12;
rules/purpose.py `names_only_asked`, `asked_concepts`).

LOOP's blue FAVOUR have their own entries ("Trueque azul: ...", "Reventa azul: ..."); a Spanish question that
writes the card's word as the cards print it ("la FAVOUR BARTER azul", "la carta RESELL azul") names that title by
its glossary concept, not by its stem, and the entry of every solo FAVOUR ("Favores en Solitario: ...") was the
only one raised as naming only the things asked. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import purpose
from referee.rules.index import get_index
from referee.rules.normalize import key
from referee.rules.search import search


@pytest.mark.parametrize(("question", "expected"), [
    ("Jugando solo a LOOP, la carta RESELL azul, ¿qué hace?", "favour.solo-resell"),
    ("En solitario, la FAVOUR SHARE azul, ¿qué hace?", "favour.solo-share"),
    ("LOOP en solitario, ¿qué hace la FAVOUR BARTER azul?", "favour.solo-barter"),
])
def test_a_printed_card_word_names_its_spanish_title(question, expected):
    result = search(question)
    assert (result.hits[0].game, result.hits[0].id) == ("loop", expected)


def test_a_word_inside_a_glossary_phrase_lends_no_concept_of_its_own():
    # "WORK AREA" is one thing: its "WORK" does not name the WORK action's entry ("Trabajar: ...")
    loop = get_index().thesauri["loop"]
    stems = [key("work", "es"), key("area", "es")]
    assert not purpose.asked_concepts(stems, frozenset(stems), loop, "es")
