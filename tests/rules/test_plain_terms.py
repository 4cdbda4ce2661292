"""A first-time or young player's everyday name for a thing of the game ("my
slider", "las cartas de mis papás") is read as the rules' word (referee/rules/
plain_terms.py, the lexicon's `[plain_terms.read_as]` table); a word the rules
know keeps its own sense.

The probes are written for these tests (not the benchmark's wording), each
with the entry that answers it; without the reading each ranked another
game's entry first ("slider": CV's and Adulthood's sliding refill) or
abstained ("papás").
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.plain_terms import rules_word, shape_positions
from referee.rules.search import _real_words, search


@pytest.mark.parametrize("lang, typed, read", [
    ("en", "slider", "counter"),
    ("en", "sliders", "counters"),
    ("es", "papas", "padres"),  # (folded: "papás")
    ("es", "papis", "padres"),
])
def test_an_everyday_name_reads_as_the_rules_word(lang, typed, read):
    assert rules_word(typed, lang, _real_words(lang)) == read


@pytest.mark.parametrize("lang, word", [
    ("en", "counter"),  # a word of the rules keeps its sense
    ("en", "slide"),  # not in the table
    ("es", "padres"),
    ("en", "folks"),  # also anyone ("you folks"): not one sense
])
def test_a_word_of_the_rules_or_outside_the_table_is_read_as_typed(lang, word):
    assert rules_word(word, lang, _real_words(lang)) is None


def test_the_slider_of_a_mood_track_is_its_counter():
    # Coming of Age: a Mood Counter already on the last space at the left bounces (bounce.left)
    result = search("my slider is stuck at the left end and i have to slide it left again, what now?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "bounce.left")


def test_the_cards_of_my_papas_are_the_parent_cards():
    # Coming of Age: each player starts with a hand of Parent Cards (setup.parent-cards)
    result = search("¿Cuántas cartas de mis papás me dan al empezar la partida?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "setup.parent-cards")


@pytest.mark.parametrize("question, shaped", [
    ("the little round tokens", {2}),
    ("the round wooden discs", {1}),
    ("loads of leftover round chips", {3}),
    ("is there a round marker", set()),  # a marker may count the rounds
    ("at the end of the round my tokens", set()),
])
def test_round_right_before_a_piece_tells_its_shape(question, shaped):
    assert shape_positions(words(question), "en") == shaped


def test_the_little_round_tokens_are_no_round_of_the_game():
    # CV p. 5, Cleanup: the tokens are updated at the end of the turn; read as the game's round, "round" pulled the
    # rules of the end of a round (Coming of Age's end-of-round.trigger) first
    result = search("what do i do with the little round tokens at the end of my turn?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) in {("cv", "cleanup.end-turn"), ("cv", "cleanup.tokens"),
                                                       ("adulthood", "turn.reset-tokens")}


def test_a_spanish_shape_needs_no_reading():
    # Spanish tells the shape after the piece and by a word of no game ("redondas" is no "ronda"): read as written
    assert shape_positions(words("las fichitas redondas de CV"), "es") == set()
    result = search("En CV, ¿las fichas redondas se acumulan de un turno a otro?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.tokens-not-income")
