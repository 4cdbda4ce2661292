"""How many candidates go on to the fuzzy stage (`search._shortlist_size`, issue 13).

Fifteen, best term scores first, with at least ten rule entries among them
(the gaps do not take their places); thirty for a question whose answer a
later stage picks from the list by title wherever it ranks (the order of
play, two things compared). Questions of the tuning sets the size could move.
"""

from __future__ import annotations

from referee.rules import search as searching
from referee.rules.index import get_index
from referee.rules.search import search


def _size(question: str, lang: str = "en") -> int:
    return searching._shortlist_size(searching._prepare(question, lang, get_index())[0])


def test_a_plain_question_shortlists_fewer_than_one_picked_by_title():
    assert searching.RERANK < searching.RERANK_BY_TITLE
    assert _size("max cards i can take per turn in CV") == searching.RERANK
    assert _size("whats the difference between BUY and CONSUME") == searching.RERANK_BY_TITLE
    assert _size("After everybody has done the Experience Space, what comes next in the turn?") == searching.RERANK_BY_TITLE
    assert _size("¿qué va primero en el turno, comprar o consumir?", "es") == searching.RERANK_BY_TITLE


def test_gaps_do_not_take_the_places_of_rule_entries():
    gap_start = 100
    ranked = [(-1.0 + n / 100, 100 + n) for n in range(12)] + [(-0.5 + n / 100, n) for n in range(20)]
    shortlist = searching._shortlist(ranked, searching.RERANK, gap_start)
    assert sum(number < gap_start for _, number in shortlist) == searching.RULES_SHORTLISTED
    assert shortlist == [(-negated, number) for negated, number in ranked[: 12 + searching.RULES_SHORTLISTED]]
    rules_first = [(-0.9 + n / 100, n) for n in range(40)]
    assert len(searching._shortlist(rules_first, searching.RERANK, gap_start)) == searching.RERANK


# CV, Card Types: "Work cards show where and how the player can be employed." Whether a CV without one is
# penalised the rulebook never says; that entry is still listed as related reading, with 11 gaps above it.
def test_a_question_the_rulebook_leaves_open_still_lists_the_entry_on_its_object():
    result = search("do I get a penalty for not having any work card in my CV?", game="cv")
    assert result.answered is False
    assert "card-type.work" in [hit.id for hit in result.hits]


# Coming of Age, Playing: "Each turn has 4 phases: 1. Explore New Interests and Choose a Location; 2. Experience
# the Location; 3. Gain the Location Benefits; 4. End of the Year." The entry that lays out the turn ranks low by
# its terms; the order-of-play stage pulls it up from the longer list.
def test_what_comes_next_still_reaches_the_entry_that_lays_out_the_turn():
    result = search("After everybody has done the Experience Space, what comes next in the turn?")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "play.phases")


# LOOP p. 6-7: "BUY: spend COIN to take MATERIAL from the BUY AREA"; "CONSUME: spend QUALITY of your MATERIAL to
# take ACTIVITY from the CONSUME AREA". The comparison stage finds each thing's entry by its title.
def test_the_difference_between_two_actions_still_reaches_their_entries():
    result = search("whats the difference between BUY and CONSUME")
    assert ("loop", "turn.consume") in [(hit.game, hit.id) for hit in result.hits[:3]]
