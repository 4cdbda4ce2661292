"""`ask` abstains on a count asked of each kind when no near rule counts kind by kind (issue 12).

The rule that gives the total ranks first and covers every word of "how
many of each"; only a count per kind ("9 per color", "6 of each") or a list
of counts answers it (referee/rules/per_kind.py). The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import per_kind
from referee.rules.search import get_index, search


@pytest.mark.parametrize(
    ("question", "lang", "asked"),
    [
        ("how many tokens of each symbol are there?", "en", ("each", "symbol")),
        ("how many dice does each colour get?", "en", ("each", "colour")),
        ("¿cuántas fichas hay de cada tipo?", "es", ("cada", "tipo")),
        ("how many cards does each player get?", "en", ()),  # per player: the deal, not a kind
        ("which symbol does each token show?", "en", ()),  # no "how many": no count asked
    ],
)
def test_a_count_per_kind_is_read_from_the_question(question, lang, asked):
    assert per_kind.asked(question, lang) == asked


# CV, Components: "7 dice", "49 tokens"; how many tokens show each symbol is not said (grep of 004_*.txt for
# "tokens": the cleanup's "tokens showing exactly the symbols" of the active cards only).
@pytest.mark.parametrize(
    "question",
    ["In CV, how many of the 49 tokens show each symbol?", "¿cuántas de las 49 fichas de CV muestran cada símbolo?"],
)
def test_a_count_per_kind_the_rulebook_does_not_give_abstains(question):
    result = search(question, game="cv")
    assert result.answered is False
    assert result.printed is True
    assert result.hits[0].id == "components.dice-tokens"  # related reading: the total


# Coming of Age, Components: "36 Dice (9 per color: 1 four-sided Die, 2 six-sided Dice, ...)": a count per kind.
@pytest.mark.parametrize(
    "question", ["how many dice of each colour does Coming of Age come with?", "¿cuántos dados hay de cada color en Coming of Age?"]
)
def test_a_count_per_kind_the_rulebook_gives_answers(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "components.dice")


def test_a_rule_counts_per_kind_with_a_kind_after_its_each_not_with_any_each():
    index = get_index()
    lang_index = index.langs["en"]
    dice = lang_index.by_key[("coming-of-age", "components.dice")]  # "9 in each player colour"
    faces = lang_index.by_key[("cv", "dice.identical")]  # "6 different symbols, one on each face"
    assert per_kind.counts_per_kind(dice, index, lang_index) is True
    assert per_kind.counts_per_kind(faces, index, lang_index) is False
