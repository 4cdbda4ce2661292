"""A dispute put to the rule: the side the rule denies is a claim, not a topic it must hold (issue 12;
rules/disputed_sides.py).

"Leo says Meditate costs 1 TIME and gives a new CAREER, I say it costs 1
energy and is about Values. who is right?": the rule of Meditate states
one side and answers, though it never says "time" or "career". A dispute
the rulebook never settles (a hand limit in Adulthood) still abstains, and
a side that names no reading ("she says it's fine") settles nothing.
Questions written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.disputed_sides import sides
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "told"), [
    ("Leo says it costs 1 time, I say it costs 1 energy. who is right?", "en",
     [["it", "costs", "1", "time"], ["it", "costs", "1", "energy", "who", "is", "right"]]),
    ("mi hermana dice que cuesta tiempo y yo que cuesta energia", "es",
     [["cuesta", "tiempo"], ["cuesta", "energia"]]),
    ("mi primo dice que se paga al final, yo digo que cada turno", "es",
     [["se", "paga", "al", "final"], ["cada", "turno"]]),
    # (one speaker twice, or one reported claim, is no dispute)
    ("when she claims what her FAVOUR is, does she say it out loud?", "en", []),
    ("my friend says you can move for free. how does moving work?", "en", []),
    ("how many cards do we draw?", "en", []),
])
def test_the_sides_open_after_each_speaker(question, lang, told):
    said = words(question)
    spans, _ = sides(said, lang)
    assert [[said[at] for at in span] for span in spans] == told


# Adulthood, Meditate: costs 1 energy, about Values; CV, social assistance: someone has twice as many cards
@pytest.mark.parametrize(("question", "rule"), [
    ("Adulthood Meditate: Leo says it costs 1 time and gives a new Career, I say it costs 1 energy and is about "
     "Values. who is right?", "board.meditate"),
    ("CV social assistance: Ana says you qualify when you are just behind the leader, Ben says someone needs twice "
     "as many cards as you. who is right?", "social.eligibility"),
    ("En CV la barra roja se paga cada turno: mi tío dice que al tirar los dados y yo que cuando añado cartas. "
     "¿Quién tiene razón?", "cost.pay-each-turn"),
])
def test_the_rule_that_states_one_side_answers(question, rule):
    result = search(question)
    assert result.answered is True, result.missing
    assert result.hits[0].id == rule


# The rulebooks say nothing of a hand limit in Adulthood: neither side is stated, the dispute is not settled
@pytest.mark.parametrize(("question", "lacking"), [
    ("In Adulthood Ana says there is a hand limit of 5 cards, I say you have to discard down at night. who is right?",
     {"hand", "limit"}),
    ("En Adulthood mi hermano dice que el límite de cartas en la mano es 5 y yo digo que 7. ¿Quién tiene razón?",
     {"limite", "mano"}),
])
def test_a_dispute_the_rulebook_never_settles_still_abstains(question, lacking):
    result = search(question)
    assert result.answered is False
    assert lacking <= set(result.missing)
    assert "turn.play-cards" in [hit.id for hit in result.hits]


# A side that names no reading ("no pasa nada": a negation the rule happens to hold) settles nothing: the other
# side's remedy, which no rule gives, stays a topic
def test_a_side_of_only_a_negation_settles_nothing():
    result = search("Adulthood: mi novio estuvo mirando sus Values boca abajo toda la partida. Él dice que no pasa "
                    "nada; yo digo que hay que barajarlos y darle otros. ¿Quién tiene razón?")
    assert result.answered is False
    assert "darle" in result.missing
    assert "setup.values" in [hit.id for hit in result.hits]
