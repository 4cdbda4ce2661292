"""The letter of the rule asked for ("going by the wording", "al pie de la letra", "según el texto literal") and a
page named by its number are no topic of the question (rules/letter_frames.py, lexicon
`question_form.letter_frames`, `letter_pages`).

The questions are written for these tests, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import letter_frames
from referee.rules.normalize import words
from referee.rules.search import search

# Adulthood: each action spot once per turn (turn.once-per-turn); Coming of Age: the hand limit of Trait Tiles
# (trait-bonus.hand-limit)
FRAMED = [
    ("Going by the wording, can I activate the same action spot twice in one turn?", "adulthood", "turn.once-per-turn"),
    ("Read word for word, can I activate the same action spot twice in one turn?", "adulthood", "turn.once-per-turn"),
    ("Al pie de la letra, ¿cuántas Fichas de Rasgo puedo tener en la mano?", "coming-of-age", "trait-bonus.hand-limit"),
    ("Según el texto literal, ¿cuántas Fichas de Rasgo puedo tener en la mano?", "coming-of-age",
     "trait-bonus.hand-limit"),
    ("Según la página 9, ¿cuántas Fichas de Rasgo puedo tener en la mano?", "coming-of-age", "trait-bonus.hand-limit"),
    # Coming of Age: a year is a round (the rulebook's words referred to by a verb of talk)
    ("the rules talk about 'years' - does a year mean a round or a turn in Coming of Age?", "coming-of-age",
     "overview.summary"),
]


@pytest.mark.parametrize("question, game, entry", FRAMED)
def test_the_letter_of_the_rule_is_no_topic(question, game, entry):
    result = search(question, limit=3)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, game, entry", FRAMED)
def test_without_the_reading_the_frame_leaves_it_unanswered(question, game, entry, monkeypatch):
    monkeypatch.setattr(letter_frames, "with_frames", lambda idle, folded, places, lang: idle)
    assert search(question, limit=3).answered is False


@pytest.mark.parametrize("question, lang, marked", [
    ("going by the wording, can I pass?", "en", ["the", "wording"]),
    ("page 9 says so, right?", "en", ["page", "9"]),
    ("the rulebook talks about years", "en", ["rulebook", "talks", "about"]),
    ("al pie de la letra, ¿puedo pasar?", "es", ["al", "pie", "de", "la", "letra"]),
    ("según la página 12, ¿puedo pasar?", "es", ["pagina", "12"]),
    # a page with no number, and a word alone, keep their readings
    ("which page has the scoring?", "en", []),
    ("¿qué dice la carta en el texto de abajo?", "es", []),
])
def test_only_the_phrases_and_a_numbered_page_are_marked(question, lang, marked):
    folded = words(question)
    places = list(range(len(folded)))
    flags = letter_frames.with_frames([], folded, places, lang)
    assert [word for word, flag in zip(folded, flags) if flag] == marked
