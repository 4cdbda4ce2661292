"""A text that asks two questions, each told by a near entry of its own (rules/several_asks.py, issue 12).

"When the third round is over, which new Mood Counter comes into play, and
which Motivation Tokens go into the general supply?" asks two things Coming of
Age's rulebook tells in two entries of its End of the Round; the first entry
tells the second question, the next one the first, and neither alone every
word. The rulebook answers. One question about the two together stays a
question the entries must answer whole. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.several_asks import CONTEXT, each_asked_answered


def test_each_question_answered_by_its_own_entry():
    # Coming of Age, End of the Round: "a new Mood Counter is added..." and "Motivation Tokens of the colour
    # ... are added to the general supply" (two entries, end-of-round.new-mood-track and .motivation-tokens)
    result = search("When the third round is over, which new Mood Counter comes into play, and which Motivation "
                    "Tokens go into the general supply?", game="coming-of-age")
    assert result.answered is True
    assert {hit.id for hit in result.hits[:3]} >= {"end-of-round.new-mood-track", "end-of-round.motivation-tokens"}


def test_each_question_answered_in_spanish():
    result = search("Cuando termina la ronda 3, ¿qué Contador de Estado de Ánimo nuevo entra, y qué Fichas de "
                    "Motivación pasan a la reserva general?", game="coming-of-age")
    assert result.answered is True


def test_one_question_of_the_two_things_together_is_not_split():
    # the same words in one question (what the new counter does with the tokens): no entry tells both at once
    result = search("When the third round is over, does the new Mood Counter take the Motivation Tokens of the "
                    "general supply?", game="coming-of-age")
    assert result.answered is False


def test_every_question_needs_one_entry_that_covers_it_whole():
    clause = [0, 0, 1, 1]
    first = (("a", True, True), ("b", True, False), ("c", True, True), ("d", True, True))
    second = (("a", True, True), ("b", True, True), ("c", False, False), ("d", False, False))
    assert each_asked_answered(clause, [first, second]) is True
    # a word of the first question here and a word there is no answer to it
    split = (("a", True, False), ("b", True, True), ("c", False, False), ("d", False, False))
    assert each_asked_answered(clause, [first, split]) is False
    # a single question is never split among entries
    assert each_asked_answered([0, 0, 0, 0], [first, second]) is False
    # a topic of the context must be covered by one of them
    told = [CONTEXT, 0, 1, 1]
    uncovered = (("a", True, False),)
    assert each_asked_answered(told, [uncovered + first[1:], uncovered + second[1:]]) is False
    assert each_asked_answered(told, [uncovered + first[1:], second]) is True


def test_a_second_ask_joined_without_a_comma_is_a_question_of_its_own():
    # Coming of Age, "Two-Player Variant": setup places "4 random Trait Tiles ... in a row between the two players"
    # (two-player.setup), and the next entry tells how to mimic them (two-player.mimic): "... and how do we ..."
    # with no comma before it asks a second question, each told by its entry
    result = search("in a two player game of coming of age, what is that row of traits between us and how do we "
                    "mimic them?", limit=3)
    assert result.answered is True, result.missing
    assert {hit.id for hit in result.hits[:2]} == {"two-player.setup", "two-player.mimic"}


def test_only_a_word_that_opens_a_question_splits_without_a_comma():
    from referee.rules.search import _sentences_of_words
    assert max(_sentences_of_words("What does it cost and how do I pay it?", "en")) == 1
    assert max(_sentences_of_words("¿Para qué sirven las losetas y cuándo se puntúan?", "es")) == 1
    # one word before it ("how and why"), a count of the things named ("and how many"), "and when"/"y que":
    # one question
    assert _sentences_of_words("how and why do I pay the cost?", "en") == ()
    assert _sentences_of_words("How many tiles are there and how many give Willpower?", "en") == ()
    assert _sentences_of_words("Can I pay later and when I do, is it more?", "en") == ()
    assert _sentences_of_words("¿Puedo pagar COIN para asegurar una MATERIAL y que no se rompa?", "es") == ()
    # "and what" / "y qué" join a second thing to the first ask as often as they open one ("¿De qué tamaño son las
    # cartas y qué fundas les van bien?": one ask of the cards, whose sleeves the rulebook never names)
    assert _sentences_of_words("¿De qué tamaño son las cartas de Adulthood y qué fundas les van bien?", "es") == ()
