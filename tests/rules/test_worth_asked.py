"""A holding told with its count and asked for its worth: the scoring entry comes first (rules/worth_asked.py).

Adulthood, "End of Game and Scoring" (p. 10), final scoring step 2: "gain
1 happy for each matching Life icon you have beyond 2 of that kind. For
example, 3 Family icons give 1 happy, 4 give 2 happy". Asked what a
number of icons gives, the search put the entry of Life icons themselves
first (it holds "icons" and the kinds named), which says nothing of
points. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import worth_asked
from referee.rules.normalize import words
from referee.rules.search import search

WORTH_ASKED = [
    ("Adulthood: 4 Education icons and 2 Fame icons, what do they give?", "en"),
    ("Adulthood: tengo 4 iconos de Education al final, ¿cuánto me dan?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), WORTH_ASKED)
def test_icons_counted_and_asked_their_worth_are_answered_by_the_scoring_step(question, lang):
    result = search(question, lang=lang)
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.step2-sets")


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("Rob finished with 7 tokens, what are they worth?", "en", True),
    ("game over: 3 icons, how many points?", "en", True),
    ("Tengo 3 iconos al final, ¿cuánto me dan?", "es", True),
    # no count; a count of VEP asked of play, not of the end; advice, not a price
    ("what are they worth?", "en", False),
    ("I spent 3 motivation tokens on one memory, how many VEP?", "en", False),
    ("is it worth keeping 4 activities?", "en", False),
    ("Tengo 2 REPUTATION, ¿puedo cambiarlas y cuánto me dan?", "es", False),
])
def test_the_words_that_ask_a_holding_s_worth(question, lang, asked):
    assert worth_asked.asks_worth(words(question), lang) is asked


def test_the_scoring_board_of_the_track_is_no_section_of_final_scoring():
    scored = [(50.0, 1), (49.0, 2)]
    sections = {1: "Life Cards", 2: "The Center Board > Scoring Board"}
    assert worth_asked.scoring_entry_first(scored, lambda n: (sections[n], "en"), lambda n: "adulthood") is None
    sections[2] = "End of Game and Scoring"
    assert worth_asked.scoring_entry_first(scored, lambda n: (sections[n], "en"), lambda n: "adulthood") == [
        (49.0, 2), (50.0, 1)]


# CV, "End of the Game" (p. 8): "Add up the points printed on each of the player's possession cards"; the players
# reveal their personal life goals and score them. Asked how a kind of card gives its points, without a count, the
# search put the entry of the card type first ("Possession cards: cost money, give victory points"), which says what
# the cards are, not how the end of the game counts them.
POINTS_ASKED = [
    ("In CV, how do my possession cards give points?", "en", "scoring.possessions"),
    ("En CV, ¿cómo dan puntos mis cartas de posesión?", "es", "scoring.possessions"),
    ("In CV, when do I get the points of my secret life goal?", "en", "scoring.personal-goal"),
]


@pytest.mark.parametrize(("question", "lang", "entry"), POINTS_ASKED)
def test_points_asked_of_a_kind_of_card_are_answered_by_the_final_scoring(question, lang, entry):
    result = search(question, lang=lang)
    assert (result.hits[0].game, result.hits[0].id) == ("cv", entry)


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("how do possession cards give points?", "en", True),
    ("when do I get the points for my goal?", "en", True),
    ("¿las posesiones dan puntos?", "es", True),
    ("¿cómo se cuentan al final?", "es", True),
    # a price asked; a count of points, asked of a price paid in play as often ("how many pts is a mem worth")
    ("how much does a possession cost?", "en", False),
    ("how many points is a Memory worth?", "en", False),
    ("¿cuántos puntos da un Recuerdo?", "es", False),
    ("¿cuánto cuesta una posesión?", "es", False),
])
def test_the_words_that_ask_points_without_a_count(question, lang, asked):
    assert worth_asked.asks_points(words(question), lang) is asked
