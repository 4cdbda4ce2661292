"""A question asking for the moment ("right now", "ya mismo") gets the rule that says when (rules/moments.py).

Adulthood, Player Turns: "If a card you play has action spots, you cannot use
those new spots until your next turn." Asked whether a new card's spot can be
used at once, the search put the entry about the card or its basic spot first:
it holds the card's words, and the moment is a word or two. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import moments
from referee.rules.normalize import words
from referee.rules.search import search

MOMENT_ASKED = [
    ("I got a new Leisure card with an action spot, can I put time on it right now?", "en"),
    ("si juego una carta de Ocio, ¿su espacio lo puedo usar ya mismo?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), MOMENT_ASKED)
def test_a_new_cards_spot_asked_now_is_answered_by_the_rule_of_when(question, lang):
    result = search(question, game="adulthood", lang=lang)
    assert result.answered
    assert result.hits[0].id == "turn.new-spots-next-turn"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("can I use it right away?", "en", True),
    ("¿la puedo usar en este turno?", "es", True),
    ("¿la puedo usar ahora mismo?", "es", True),
    ("can I play it right then?", "en", True),
    ("¿se termina la partida en ese momento?", "es", True),
    # "at once" asks how many at a time as often as when: not read
    ("can I have two career cards out at once?", "en", False),
    ("what does the Leisure upper spot give?", "en", False),
    ("¿qué da el espacio superior de Ocio?", "es", False),
    # two things in one turn, not the moment of one
    ("can I use both Wellness spots in the same turn?", "en", False),
    ("¿puedo usar los dos espacios de Bienestar en el mismo turno?", "es", False),
])
def test_the_words_that_ask_for_the_moment(question, lang, asked):
    assert moments.asks_now(words(question), lang) is asked


def test_an_entry_states_a_moment_when_it_says_until_the_next_turn():
    assert moments.states_moment("you cannot use those new spots until your next turn", "en")
    assert moments.states_moment("no puedes usarlos hasta tu siguiente turno", "es")
    assert moments.states_moment("puedes jugar una carta que hayas tomado del mercado en ese mismo turno", "es")
    assert not moments.states_moment("spend 2 time to move one space ahead on the Happiness track", "en")


def test_nothing_moves_when_no_near_entry_states_a_moment():
    scored = [(50.0, 1), (49.0, 2), (48.0, 3)]
    said = {1: "spend 2 time", 2: "gain 1 energy", 3: "the Leisure card replaces the spot"}
    assert moments.moment_entry_first(scored, lambda n: (said[n], "en"), lambda n: "adulthood") is None


# A thing told just done, asked when it may be used ("I JUST played ...", "ACABO DE jugar", "RECIÉN jugada"):
# the rule that puts its use off to the next turn, even a few ranks down (rules/moments.py, `just_done`).
JUST_DONE_ASKED = [
    ("just played a Leisure card with a spot, can i put a meeple on it right now?", "en"),
    ("¿Cuándo puedo usar el espacio de la Pareja que acabo de jugar?", "es"),
    ("recién jugué mi Pareja, ¿cuándo puedo usar su espacio de acción?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), JUST_DONE_ASKED)
def test_a_card_just_played_asked_when_is_answered_by_the_rule_that_puts_it_off(question, lang):
    result = search(question, game="adulthood", lang=lang)
    assert result.answered
    assert result.hits[0].id == "turn.new-spots-next-turn"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("when can I use the card I just played?", "en", True),
    ("¿cuándo puedo usar la carta que acabo de jugar?", "es", True),
    ("¿cuándo uso una carta recién jugada?", "es", True),
    # asking when, of nothing just done
    ("when can I use a Leisure card?", "en", False),
    ("¿cuándo puedo usar una carta de Ocio?", "es", False),
])
def test_asking_when_of_a_thing_just_done_asks_for_its_moment(question, lang, asked):
    assert moments.asks_moment(words(question), lang, asks_when=True) is asked


def test_an_entry_puts_a_thing_off_when_it_says_until_the_next_turn_not_the_same_turn():
    assert moments.states_deferral("you cannot use those new spots until your next turn", "en")
    assert moments.states_deferral("no puedes usarlos hasta tu siguiente turno", "es")
    assert not moments.states_deferral("you may play a card you drafted this same turn", "en")


def test_a_first_entry_that_states_a_moment_keeps_its_place_for_a_thing_just_done():
    said = {1: "you may play a card you drafted this same turn", 2: "gain 1 energy",
            3: "you cannot use those new spots until your next turn"}
    scored = [(50.0, 1), (49.0, 2), (48.0, 3)]
    assert moments.moment_entry_first(scored, lambda n: (said[n], "en"), lambda n: "adulthood", just_done=True) is None
    said[1] = "the Leisure card replaces the spot"
    moved = moments.moment_entry_first(scored, lambda n: (said[n], "en"), lambda n: "adulthood", just_done=True)
    assert moved[0][1] == 3


# The start of a thing's use asked in so many words ("FROM WHEN can I use ...?", "¿DESDE CUÁNDO ...?", "¿A PARTIR DE
# CUÁNDO ...?"): the rule that puts its use off to the next turn, from a little further down than for a thing told
# just done (rules/moments.py, `use_start_asked`, USE_START_SHARE).
USE_START_ASKED = [
    ("My Partner card is on the table now. From when can I use its action?", "en"),
    ("Since when can I use the action of a Partner I played?", "en"),
    ("Bajé mi carta de Pareja, ¿desde cuándo puedo usar su acción?", "es"),
    ("¿A partir de cuándo puedo usar la acción de la Pareja que jugué?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), USE_START_ASKED)
def test_the_start_of_a_new_cards_use_asked_is_answered_by_the_rule_that_puts_it_off(question, lang):
    result = search(question, game="adulthood", lang=lang)
    assert result.answered
    assert result.hits[0].id == "turn.new-spots-next-turn"


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("from when can I use it?", "en", True),
    ("since when does that count?", "en", True),
    ("¿desde cuándo la puedo usar?", "es", True),
    ("¿a partir de cuándo cuenta?", "es", True),
    # asking when, not from when
    ("when can I use a Leisure card?", "en", False),
    ("¿cuándo puedo usar una carta de Ocio?", "es", False),
])
def test_the_words_that_ask_the_start_of_a_use(question, lang, asked):
    assert moments.asks_use_start(words(question), lang) is asked
    assert moments.asks_moment(words(question), lang, False) is asked
