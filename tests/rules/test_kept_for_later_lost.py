"""A thing asked to be kept for later is settled by a near rule that says it is
lost (issue 12, rules/unstated_specifics.py, the deferral).

"Can I SAVE it FOR LATER?" is answered only when a near rule says how long
something lasts (`deferral_told`); a rule that the thing is LOST when unused
says so too: it does not last at all. Questions written for this test.
"""

from referee.rules import unstated_specifics
from referee.rules.search import search


def test_a_rule_that_the_thing_is_lost_answers_keeping_it_for_later():
    # CV rulebook, 2. Select Cards: "Unused symbols from event cards are lost."
    result = search("May I hold on to the symbols of an event card I didn't use and keep them for later?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "select.events-unused"


def test_lost_is_a_word_of_how_long_a_thing_lasts_in_both_languages():
    assert ("lost",) in unstated_specifics._lexicon("en")["deferral_told"]
    assert ("se", "pierden") in unstated_specifics._lexicon("es")["deferral_told"]
