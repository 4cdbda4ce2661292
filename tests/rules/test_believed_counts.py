"""A count of the cards of a kind that print something, told as a belief to confirm ("only a couple of Wellness cards
carry the Family icon, right?", "ninguna Career pide ...") is silent when the rulebook prints no list of that kind
(issue 12; rules/believed_counts.py).

The rule that names the kind ranks first and is shown as related; what each card prints is read on the cards. A
"ninguna" that denies what the player holds, or a kind the rulebook prints card by card, is not the form. The
questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.believed_counts import believed_kind
from referee.rules.search import search


@pytest.mark.parametrize(("question", "game", "words"), [
    # CV: the rulebook lists no Health card by what it prints
    ("i'm pretty sure only a couple of Health cards give money, right?", "cv", "health cards"),
    # Adulthood: no list of the Partners by what they print
    ("Creo que casi todas las Partners piden iconos para casarse, ¿no?", "adulthood", "partners"),
])
def test_a_count_of_printed_cards_told_as_belief_is_silent(question, game, words):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (words,)
    assert result.hits  # the rules of the kind, shown as related


@pytest.mark.parametrize(("question", "lang"), [
    ("no tengo ninguna carta activa y me sale mala suerte, ¿qué pasa?", "es"),  # a denial of what one holds
    ("i think none of the players has to pay for Values, right?", "en"),  # no kind of card counted
    ("how many Health cards give money?", "en"),  # asked, not believed: rules/instances.py reads it
])
def test_no_count_believed(question, lang):
    assert believed_kind(question, lang) == ()


def test_a_kind_the_rulebook_prints_keeps_its_answer():
    # LOOP prints each CAREER card by card (Career Overview): a belief about them is read against those entries
    from referee.rules.believed_counts import unstated_believed_count
    from referee.rules.index import get_index

    index = get_index()
    assert believed_kind("i think only two of the careers give COIN on WORK, right?", "en") == ("careers",)
    assert unstated_believed_count("i think only two of the careers give COIN on WORK, right?", "loop", index,
                                   index.langs["en"]) == ()
