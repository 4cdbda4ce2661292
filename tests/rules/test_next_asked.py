"""`ask` answers "now what?" with the rule of the step, not a gap that says "now" (issue 12; rules/next_asked.py).

A player lost in the flow of play tells where they are and asks what comes
next. The words of that ask ("now what", "what next", "¿y ahora qué toca?")
are how the question asks: a catalog gap that holds "now" or "next" in its
own sense ("... noticed NOW", "... NEXT turn") is not nearer to the
question for them. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules import next_asked
from referee.rules.normalize import words
from referee.rules.search import search


def test_the_formula_of_asking_what_comes_next():
    assert next_asked.next_asked_positions(words("drew it, now what?"), "en") == {2, 3}
    assert next_asked.next_asked_positions(words("ya robé, ¿y ahora qué toca?"), "es") == {2, 3, 4, 5}
    assert not next_asked.next_asked_positions(words("can I play it now?"), "en")  # "now" alone is a moment asked


def test_no_misfortune_what_next_is_answered():
    # CV rulebook, Round structure: after the Bad Luck phase (a misfortune for every 3 bad luck symbols) the player
    # adds the cards bought to his CV -- the rulebook's next step, not the gap of bad luck kept for a NEXT turn
    result = search("zero misfortune for me this turn, what next?")
    assert result.answered and result.gap is None
    assert result.hits[0].game == "cv"


def test_favour_drawn_now_what_is_answered_in_spanish():
    # LOOP rulebook, Turn: draw a FAVOUR, then take one action -- not the gap of a step forgotten and noticed NOW
    result = search("Ya tengo mi FAVOUR, ¿y ahora qué toca? ¿puedo pasar?")
    assert result.answered and result.gap is None
    assert result.hits[0].game == "loop"


def test_the_words_of_the_next_asked_are_no_topic_of_their_own():
    found = (("dice", True, True), ("set", True, False), ("up", False, False), ("next", False, False))
    assert next_asked.unasked_next([False, True, True, True], found) == (
        ("dice", True, True), ("set", False, False), ("up", False, False), ("next", False, False))
    assert next_asked.unasked_next([], found) == found  # (a question with no such formula is left as it is)


def test_what_do_we_set_up_before_next_year_is_answered():
    # Coming of Age rulebook p. 11, "4. End of the Year": if players still have Dice, refill every available
    # location with a Memory Card -- what is set up for the next year, though the rule never says "set"
    result = search("end of the year and we still have dice by our boards, what do we set up before next year?")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "end-of-year.refill-memory"


def test_the_words_of_a_step_done_are_how_the_next_is_asked():
    assert next_asked.next_and_done_positions(words("placed all my time, now what?"), "en") == {1, 2, 4, 5}
    assert next_asked.next_and_done_positions(words("placed all my time meeples"), "en") == set()
    # Adulthood rulebook, Player Turns: step 1, place your Time on action spots (the rulebook never says what becomes
    # of Time you do not place: a catalog gap); the rule of placing answers "placed all my time, now what?", not the
    # gap of time left unplaced
    result = search("Adulthood: I placed all my time meeples, what now?")
    assert result.answered and result.gap is None


def test_a_step_told_done_in_the_past_is_no_topic():
    assert next_asked.done_told_positions(words("compré una carta de trabajo"), "es") == {0}
    # CV rulebook, 4. Add To Cv: "For cards of type Possession and Work, the new card must always go on top of the stack"
    result = search("CV: compré una carta de trabajo, ¿la pongo encima o debajo de la pila?")
    assert result.answered and result.hits[0].id == "cv.place-work-possession"
