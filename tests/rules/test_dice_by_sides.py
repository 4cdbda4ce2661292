"""`ask` reads dice told by their sides in the plural ("the d8s") as those dice (issue 12).

Coming of Age's glossary names its "eight-sided Die" also "d8"; "the d8s" is
the same dice, in the plural. Where a rulebook speaks of no dice (LOOP), the
dice stay a topic it is silent about. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.normalize import key, stem
from referee.rules.search import search


def test_dice_by_sides_in_the_plural_are_the_die_of_that_many_sides():
    assert key("d8s", "en") == key("d8", "en")
    assert key("d10s", "es") == key("d10", "es")
    assert key("dads", "en") == stem("dads", "en")  # (no number of sides: a plain word)


# Coming of Age p. 11, End of the Year: "round 3 (3 turns) uses 3 eight-sided Dice; round 4 (3 turns) uses 3
# ten-sided Dice".
def test_the_d8s_are_coming_of_age_s_eight_sided_dice():
    result = search("in coming of age, in which round do the d8s come in?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "end-of-round.new-dice")


# LOOP's rulebook rolls no dice (grep of 001_*.txt for "die", "dice": no match).
def test_dice_a_rulebook_never_rolls_stay_a_silence():
    result = search("in LOOP, how many d6s do I roll?")
    assert result.answered is False
