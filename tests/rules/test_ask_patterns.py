"""`referee ask`: the patterns behind the misses of the blind sets (issue 12).

Each case is a question written the way players ask, with the rule entry that
answers it (or the fact that no entry does), and the rulebook fact that makes
it so. The questions are not the benchmark's: they are the pattern, worded
anew, so that a fix for one wording must hold for the others.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import fold
from referee.rules.search import search


# An everyday word or phrasing that the rulebook happens not to use is how the
# question is told, not a topic the rulebook is silent about.
EVERYDAY_PHRASINGS = [
    # Adulthood, Player Turns: "the right-most card costs one energy and one money"; "far right" is right-most
    ("what do i pay for the card on the far right of the market?", "adulthood", "turn.market-costs"),
    # CV, Cleanup: "the leftmost card of the track is discarded"; "thrown out" is discarded
    ("when does the leftmost track card get thrown out?", "cv", "cleanup.end-round-discard"),
    # LOOP p. 9: FAVOUR are played "at any time in your turn: before, during and/or after WORK, BUY or
    # CONSUME"; "in the middle of" is during
    ("may I play a favour in the middle of a buy?", "loop", "favours.play-anytime"),
    # CV, Roll the Dice: "the player may reroll any number of dice, two times": "solo un par de dados" asks
    # whether a couple of dice may be rerolled, and "any number of dice" settles it ("un par" is two, "el
    # resto" the others)
    ("¿se puede volver a tirar solo un par de dados y dejar el resto como está?", "cv", "roll.rerolls"),
]


@pytest.mark.parametrize("question, game, expected", EVERYDAY_PHRASINGS)
def test_an_everyday_phrasing_is_answered_by_the_rule_it_words_otherwise(question, game, expected):
    result = search(question, game=game)
    assert result.answered, (question, result.missing)
    assert result.hits[0].id == expected


def test_a_limit_is_said_by_the_rule_that_states_it_before_one_that_allows_any_number():
    # CV, Roll the Dice: "up to a maximum of 7 dice" (roll.max-seven) states the limit; "reroll any number of
    # dice" (roll.rerolls) settles whether there is one for rerolls, not how many dice one may have
    result = search("in cv what is the max number of dice you can roll")
    assert result.answered and result.hits[0].id == "roll.max-seven"


def test_a_hyphenated_re_prefix_is_one_word():
    # "re" alone is a stopword: "re-roll" read as "re roll" would be every roll (a reroll group that held
    # "re roll" read "how do I roll" as a question about rerolling)
    assert fold("Can I re-roll?") == "can i reroll"
    # CV, Roll the Dice: "the player may reroll any number of dice, two times"
    result = search("how many times can I re-roll", game="cv")
    assert result.answered and result.hits[0].id == "roll.rerolls"
