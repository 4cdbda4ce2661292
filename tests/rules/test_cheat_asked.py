""""Is that cheating?" asks whether a move is allowed, not about cheating (issue 12; rules/cheat_asked.py).

A child at a family table asks "my brother has 5 trait tiles, is that cheating?": whether the move told is
within the rules. The judgement is the question's frame, never a topic (cheating is one of the common topics
only an entry that speaks of it answers), so the rule that settles the move answers. The questions are
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import cheat_asked
from referee.rules.normalize import words
from referee.rules.search import search

ANSWERED = [
    # Coming of Age, p. 9, Playing > Experience the Location > Trait Bonus: "Your hand limit is always 4 Trait Tiles"
    ("my brother kept 5 trait tiles in his hand, is that cheating?", "coming-of-age", "trait-bonus.hand-limit"),
    ("Mi hermano se quedó con 5 Fichas de Rasgo en la mano, ¿eso es trampa?", "coming-of-age",
     "trait-bonus.hand-limit"),
    # LOOP, Gameplay > Optional Action: Non-binding Negotiation: "no agreement is binding by the rules"
    ("is it cheating to promise my sister something for her FAVOUR and not do it afterwards?", "loop",
     "turn.negotiation"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_the_rule_on_the_move_answers_a_question_of_cheating(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize(("question", "lang", "frame"), [
    ("my brother kept 5 trait tiles in his hand, is that cheating?", "en", ["is", "that", "cheating"]),
    ("¿eso es trampa?", "es", ["eso", "es", "trampa"]),
])
def test_the_judgement_is_the_frame(question, lang, frame):
    folded = words(question)
    assert [folded[p] for p in sorted(cheat_asked.positions(folded, lang))] == frame


@pytest.mark.parametrize(("question", "lang"), [
    ("what happens if someone cheats?", "en"),
    ("¿qué pasa si alguien hace trampa?", "es"),
])
def test_a_question_about_cheating_itself_keeps_its_topic(question, lang):
    assert cheat_asked.positions(words(question), lang) == set()
