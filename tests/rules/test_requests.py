"""`ask` reads a question asked as a request as the question it frames (issue 12; referee/rules/requests.py).

"tell me when ...", "I need to know if ...", "dime cuántas ...": the order or
plea to the assistant is how the player talks, not a telling act between
players nor a word no rule holds. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.requests import as_asked
from referee.rules.search import search


def test_the_frame_is_taken_out_where_it_opens_a_clause():
    assert as_asked("tell me how many cards I draw", "en") == "how many cards I draw"
    assert as_asked("ok, please tell me who starts the round", "en") == "who starts the round"
    assert as_asked("I bought two things. I need to know where they go", "en") == "I bought two things. where they go"
    assert as_asked("dime cuántas monedas tengo al empezar", "es") == "cuántas monedas tengo al empezar"
    assert as_asked("¿Me podés decir quién empieza la ronda?", "es") == "¿quién empieza la ronda?"
    # a yes-no question told after it is turned round as a plain question asks it
    assert as_asked("tell me straight if we can trade cards", "en") == "can we trade cards"
    assert as_asked("let me know if i discard the extra ones", "en") == "do i discard the extra ones"


def test_a_telling_act_asked_of_keeps_its_words():
    # "tell me" inside the question is what a player does, not the frame of a request
    said = "do the others have to tell me how many coins they have?"
    assert as_asked(said, "en") == said
    assert as_asked("tell me", "en") == "tell me"  # (nothing asked but the frame)


def test_a_request_is_answered_as_the_plain_question():
    # CV, the dice: "roll four dice"
    assert search("tell me how many dice i roll in CV").hits[0].id == search("how many dice do i roll in CV?").hits[0].id
    result = search("tell me how many dice i roll in CV")
    assert result.answered is True
    assert result.hits[0].id == "roll.four-dice"
    result = search("dime cuántos dados tiro en CV")
    assert result.answered is True
    assert result.hits[0].id == "roll.four-dice"


def test_a_request_for_what_the_rulebook_does_not_give_is_still_unanswered():
    # what the cards print is read off the cards: the rulebook ranks no Career
    result = search("tell me which career card gives the most money", game="adulthood")
    assert result.answered is False
    assert result.printed is True
    assert search("dime qué carta de Career da más dinero", game="adulthood").answered is False
