"""The case asked after a quoted rule, which no rule of the game speaks of (rules/quoted_case.py)."""

import pytest

from referee.rules import quoted_case
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "ACQUIRE: 'pay him COIN equal to its QUALITY'. if the MATERIAL came from his LANDFILL, does the Politician get "
    "REPUTATION for it?",
    "El ACQUIRE dice 'pay him COIN equal to its QUALITY'. Si el MATERIAL sale de su LANDFILL, ¿el Politician gana "
    "REPUTATION por eso?",
])
def test_a_case_no_rule_speaks_of_abstains(question):
    """The entry holds the quoted passage, but the case after it (a LANDFILL,
    the Politician) is held together by no other rule of the game: the
    rulebook is silent on it, and the question says so."""
    result = search(question)
    assert not result.answered
    assert {"landfill", "politician"} <= set(result.missing)


def test_a_case_another_rule_settles_stays_answered():
    """Energy standing in for time is another rule's: the quoted rule and that
    one together answer the case."""
    result = search("Career upper says 'Spend 4 time to earn 1 money'. May energy tokens stand in for part of that time?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.career-upper")


def _evidence(*words: tuple[str, bool, bool]) -> tuple:
    return tuple(words)


def test_each_side_of_a_choice_is_looked_up_alone():
    """Of two things offered as a choice, the rule of either one settles the
    case: the two need not be held by one entry together."""
    before = _evidence(("solo", True, True), ("waitress", True, False), ("lawyer", True, False))
    after = _evidence(("solo", True, True), ("waitress", False, False), ("lawyer", False, False))
    quoted = [True, False, False]
    stems = ["solo", "waitress", "lawyer"]
    holders = {"waitress": {1}, "lawyer": {2}}

    def held(stems_asked):
        return quoted_case.held_by_other_rule(holders.get, stems_asked, 0, 10)

    def known(position):
        return True

    assert quoted_case.unsettled_case(before, after, quoted, stems, {2: 1}, known, held) == after
    assert quoted_case.unsettled_case(before, after, quoted, stems, {}, known, held) == before


def test_only_the_case_after_the_passage_and_words_the_game_uses():
    """A topic before the passage is what the quote is brought for, and a
    word no rule of the game uses is how the player puts it: both stay
    details."""
    before = _evidence(("friends", True, False), ("presence", True, True), ("leader", True, False))
    after = _evidence(("friends", False, False), ("presence", True, True), ("leader", False, False))
    quoted = [False, True, False]
    assert quoted_case.case_positions(before, after, quoted, lambda position: position != 2) == []
    assert quoted_case.case_positions(before, after, quoted, lambda position: True) == [2]
