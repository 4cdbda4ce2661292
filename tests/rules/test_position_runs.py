"""The runs of a question's listed phrases (rules/phrase_lists.py), read whole by the readings that judge a phrase
from its first word to its last (counted_twice, emptied_supplies, outline_asked)."""

from referee.rules.phrase_lists import listed_runs, position_runs


def test_runs_are_the_consecutive_positions_each_from_its_first_to_after_its_last():
    assert position_runs({7, 2, 3, 4, 9, 10}) == [(2, 5), (7, 8), (9, 11)]
    assert position_runs(set()) == []


def test_a_listed_phrase_is_one_run_in_both_languages():
    said = "do i get the 4 impact a second time".split()
    assert [" ".join(said[start:end]) for start, end in listed_runs(said, "en", "twice_asked")] == ["a second time"]
    dicho = "sumo los 25 puntos dos veces".split()
    assert [" ".join(dicho[start:end]) for start, end in listed_runs(dicho, "es", "twice_asked")] == ["dos veces"]
    assert listed_runs("how many dice do i roll".split(), "en", "twice_asked") == []
