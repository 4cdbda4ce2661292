"""`ask` abstains on how many of one kind the box holds when the rulebook counts only other kinds (issue 12).

The Components rule ranks first for "how many X are there": it gives
counts, but a count of X only where a number stands next to X's word
(referee/rules/counts.py). The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import counts
from referee.rules.index import get_index
from referee.rules.search import search

# Adulthood, Components: "139 Cards (including 16 cards used only for Solo play)"; how many of them are Career,
# Partner or Life Event cards is not said (grep of 003_*.txt for "Career cards": the set-up's "2 Career cards"
# dealt to each player only).
# CV, Components: "26 early adulthood cards"; how many of them are events is printed nowhere.
SILENT = [
    ("¿Cuántas cartas de Career trae Adulthood?", "adulthood", "career"),
    ("¿Cuántas cartas de evento trae el mazo de juventud de CV?", "cv", "evento"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_a_count_of_a_kind_the_rulebook_does_not_count_abstains(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


# The rule of what a kind of card does ranks first and counts nothing; the count is then asked of the Components
# list, which counts other things only (Adulthood, Components: "139 Cards (including 16 cards used only for Solo
# play)"; Life Events are only counted in solo, "deal 8 facedown to a new Life Events deck. Return the rest ...
# to the box").
def test_a_count_asked_of_a_rule_that_counts_nothing_is_asked_of_the_components_list():
    result = search("¿Cuántas cartas de Life Event trae el juego Adulthood?", game="adulthood")
    assert result.answered is False
    assert result.missing == ("life event",)
    # Adulthood, Components: "32 Money tokens, 32 Energy tokens": the list counts the kind
    answered = search("¿Cuántas fichas de dinero trae Adulthood?", game="adulthood")
    assert answered.answered is True
    assert answered.hits[0].id == "components.tokens"


# CV, Components: "20 middle age cards", "17 old age cards": the count stands next to the kind.
ANSWERED = [
    ("How many old age cards are in the CV box?", "cv", "components.cards"),
    ("¿Cuántas cartas de edad media trae la caja de CV?", "cv", "components.cards"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_count_the_rulebook_states_is_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in {entry, "components.list"}


def test_the_kind_counted_is_read_after_how_many():
    assert counts.counted_kind("How many Partner cards are in the box?", "en") == ("partner",)
    assert counts.counted_kind("¿Cuántas cartas de Evento Vital trae Adulthood?", "es") == ("event", "vital")
    assert counts.counted_kind("How many cards total in the box?", "en") == ()


# Adulthood p. 4, Scoring Board: "Certain spaces are also marked with a Life Event icon. Whenever a player passes
# ONE of those locations, they take a Life Event card"; how many such spaces there are is printed on the board
# only. "one of those" is no count of the board: only a numeral states one ("1 Time meeple").
def test_the_word_one_is_no_count_of_the_box():
    result = search("how many Life Event spaces are there on the Adulthood tracks?")
    assert result.answered is False
    assert result.missing == ("life event",)


# CV, Cards with 2 colors: "Some cards have titles with 2 different colors and 2 card type icons"; the Components
# list ("12 childhood cards, 26 early adulthood cards ...") counts ages, not cards of two colours. The number of
# the kind asked ("cards of TWO colours") is part of it, no count of it.
def test_a_number_that_is_part_of_the_kind_is_no_count_of_it():
    assert counts.counted_kind("¿Cuántas cartas de dos colores trae CV?", "es") == ("2", "color")
    assert counts.counted_kind("How many cards with two colours are in the box?", "en") == ("2", "color")
    result = search("¿Cuántas cartas de dos colores trae CV?", game="cv")
    assert result.answered is False
    # ... while a count beside the kind's own word still states it (CV, Components: "17 old age cards")
    assert search("¿Cuántas cartas de vejez trae CV?", game="cv").answered is True


def test_a_number_that_counts_another_term_does_not_count_the_kind():
    # Adulthood, Date (Leisure lower): "spend 1 time and 1 money to add a Partner card": the numbers count the time
    # and the money paid, not the Partner cards; the box's count of Partners is printed nowhere
    result = search("how many Partner cards are there in Adulthood?", game="adulthood")
    assert result.answered is False
    assert result.missing == ("partner",)
    lang_index = get_index().langs["en"]
    date = next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == "adulthood" and doc.entry.id == "board.date")
    assert not counts.states_count(date, ("partner",), get_index(), lang_index)
    # ... while a number right before the kind's own word counts it (Coming of Age, Components: "36 Memory Tokens")
    assert search("how many Memory Tokens are there in Coming of Age?", game="coming-of-age").answered is True


def test_a_game_named_after_how_many_is_no_kind_counted():
    # "how many are there IN LOOP": the game's name tells which game, not the kind counted; the kind is the
    # thing asked just before (LOOP's PROPERTY GOAL, whose entry answers what it is)
    for question in ("what is a PROPERTY GOAL and how many are there in loop?",
                     "¿qué es una PROPERTY y cuántas hay en LOOP?"):
        assert search(question).answered is True, question
