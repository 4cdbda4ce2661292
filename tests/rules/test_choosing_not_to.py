"""`ask` reads "can I choose not to X" as refusing X (issue 12).

Choosing not to do a thing is the action of refusing it (lexicon/common.toml,
the group of "refuse": "choose not to", "decide not to", "elegir no"), which
a "can I" question asks leave for: an entry that tells how X is done but
never speaks of refusing it does not answer. The weak verb inside that
phrase ("choose") counts as the action, as the word of a common topic
inside its phrase does. Beside each, the near question a rule answers.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # Adulthood, Scoring Board: "Whenever a player passes one of those locations, they take a Life Event card
    # and resolve it at the end of their turn"; nothing lets a player decline it (grep of 003_*.txt for
    # "decline", "refuse", "choose not": none)
    ("I took a Life Event card I don't want. Can I decide not to resolve it?", "adulthood"),
    # CV, Phases of each round, 1. Roll The Dice: "The player rolls 4 dice"; never a turn without
    # rolling (grep of 004_*.txt for "not roll", "skip": none)
    ("In CV, can I choose not to roll the dice this turn?", "cv"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_choosing_not_to_do_what_the_rules_make_you_do_is_not_answered(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # LOOP, FAVOUR: "When others plays you a FAVOUR, you must choose to either ACCEPT or REJECT"
    ("Can I decline a FAVOUR another player plays on me?", "loop", ("favours.reject", "reputation.reject")),
    # CV, 1. Roll The Dice: "the player can reroll any number of the dice, two times" (no refusal in it)
    ("In CV, can I choose which dice to reroll?", "cv", ("roll.rerolls",)),
]


@pytest.mark.parametrize(("question", "game", "entries"), ANSWERED)
def test_the_near_question_a_rule_answers_stays_answered(question, game, entries):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in entries
