"""Where the table put a thing, told before asking where it goes, is the table's guess, not the topic
(rules/told_places.py; issue 12, round facttwo).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.told_places import place_words


def _told(question: str, lang: str) -> list[str]:
    folded = words(question)
    marks = place_words(folded, list(range(len(folded))), lang)
    return [word for word, told in zip(folded, marks) if told]


def test_the_place_told_after_a_past_verb_of_putting_is_read_in_a_question_of_where_a_thing_goes():
    assert _told("we put it into my stacks like a normal card. where should it go?", "en") == ["my", "stacks"]
    assert _told("Jugué un Experience y lo tiré al descarte. ¿Dónde va?", "es") == ["descarte"]


@pytest.mark.parametrize(("question", "lang"), [
    ("we put it into my stacks. can I draw from them later?", "en"),  # (no fate asked: the stacks are asked of)
    ("where do I put my die on the board?", "en"),  # (the place asked, not told)
    ("¿La dejo en el descarte? ¿Dónde va?", "es"),  # ("dejo" is also the present: a guess offered)
])
def test_no_place_is_told_when_the_question_asks_no_fate_or_asks_the_place_itself(question, lang):
    assert _told(question, lang) == []


@pytest.mark.parametrize(("question", "entry"), [
    # Adulthood, Cards: a Partner goes to the Partner space at the top of the board, never a Leisure spot
    ("We played a Partner card and put it on the Leisure spot of my board. Where does it go?", "turn.place-partner"),
    ("Jugamos una carta de Partner y la pusimos sobre el espacio de Leisure del tablero. ¿Dónde va?",
     "turn.place-partner"),
    # ... an Experience goes to the Experience stack, never the discard
    ("Jugué una carta de Experience y la metimos en el descarte. ¿A dónde va?", "turn.place-experience"),
])
def test_the_rule_of_the_thing_answers_where_it_goes_not_the_place_the_table_put_it(question, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", entry)
