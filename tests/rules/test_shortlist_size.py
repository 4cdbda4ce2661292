"""How many candidates go on to the fuzzy stage (`search._shortlist_size`, issue 13).

Fifteen, best term scores first; thirty for a question whose answer a later
stage picks from the list by title wherever it ranks (the order of play,
two things compared). Questions of the tuning sets whose result the size moved.
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


# CV, Game Play > 2. Select Cards: "The player can take 1 or 2 cards from the track on the board". With 30
# candidates "Only the top card of each stack is active" (few of the question's words, a close alias: "card
# effects") came first on its title alone.
def test_the_rule_that_states_the_count_comes_before_a_title_that_only_sounds_close():
    result = search("max cards i can take per turn in CV")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "select.take-cards")


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
