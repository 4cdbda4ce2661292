"""Of two close entries of one game, the one whose title states the kind of
answer a question opens with asking ("when ...?", "what do I get?") goes first
(rules/asked_in_title.py); a "when" inside a clause is the scene's moment,
not the ask."""

from __future__ import annotations

import pytest

from referee.rules.asked_in_title import opening_kind
from referee.rules.search import search


@pytest.mark.parametrize("question, lang", [
    ("When is it my turn to draw?", "en"),
    ("competitive loop: when do I draw?", "en"),
    ("oye, ¿cuándo se roba?", "es"),
    ("¿en qué momento se roba?", "es"),
])
def test_a_when_that_opens_a_clause_is_asked(question, lang):
    assert opening_kind(question, lang) == "?when"


@pytest.mark.parametrize("question, lang", [
    ("I reach the last space, what do I get?", "en"),
    ("si llego a la última casilla, ¿qué gano?", "es"),
])
def test_what_do_i_get_asks_what_is_gained(question, lang):
    assert opening_kind(question, lang) == "?gain"


@pytest.mark.parametrize("question, lang", [
    ("do my activities stay when I score a goal", "en"),
    ("how many cards are in the market and when is it refilled?", "en"),
    ("¿qué puedo hacer cuando para el autobús?", "es"),
    ("When I score a goal, do I keep my activities?", "en"),
])
def test_a_when_inside_a_clause_is_the_scene(question, lang):
    assert opening_kind(question, lang) is None


@pytest.mark.parametrize("question", [
    "when does a CONTINUOUS EVENT begin to work?",
    "when do CONTINUOUS EVENT cards start to apply?",
])
def test_when_a_continuous_event_applies(question):
    # LOOP p. 14, Competitive Mode > Event: "A CONTINUOUS EVENT affects each player only during their own active
    # turn. It lasts until the game ends or until another CONTINUOUS EVENT replaces it" (its title says when:
    # "active turns only, until replaced"), not what one continuous EVENT (Overtime, Treat Yo Self) does
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "events.continuous")



@pytest.mark.parametrize("question", [
    "what do you get for applying for a CREDIT CARD?",
    "I apply for a credit card in loop, what do I get?",
    "LOOP: ¿qué recibo al pedir una tarjeta de crédito?",
])
def test_what_a_credit_card_gives(question):
    # LOOP p. 15, Credit Card: "To APPLY, take 1 CREDIT CARD ... then immediately take 4 COIN ... and, as a
    # Welcoming Gift, 1 MATERIAL at QUALITY 1" (the title says what it gives), not when one may APPLY
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "credit.welcome-gift")


@pytest.mark.parametrize("question, lang, kind", [
    ("My turn just ended, when do I draw again?", "en", "?when"),
    ("Acabo de jugar, ¿cuándo robo otra vez?", "es", "?when"),
    ("The bus stopped at my stop, what do I get?", "en", "?gain"),
    ("My friend says I keep the card.", "en", None),
])
def test_a_clause_that_opens_with_no_ask_is_passed_over(question, lang, kind):
    """A clause whose first word opens no marker of an ask (`intent_openers`) asks nothing from its first
    word: the next clause is read."""
    from referee.rules.normalize import intent_openers, words

    assert words(question)[0] not in intent_openers(lang)
    assert opening_kind(question, lang) == kind


@pytest.mark.parametrize("question, kind", [
    ("Cuando se acaba una ronda, ¿qué ubicaciones nuevas se abren?", None),
    ("Cuando juego una carta, ¿qué gano?", "?gain"),
    ("Cuando acaba mi turno, ¿cuándo vuelvo a robar?", "?when"),
    ("¿Qué hago? Cuando termino, ¿robo otra carta?", None),
    ("cuando se roba una carta de evento", "?when"),
])
def test_a_spanish_ask_is_what_its_question_marks_enclose(question, kind):
    """Spanish opens an ask with "¿": a "cuando" clause before it (no subject said, as Spanish leaves it out)
    sets the scene; with no "¿" written at all, every clause may ask, as before."""
    assert opening_kind(question, "es") == kind


@pytest.mark.parametrize("question", [
    "Cuando se acaba una ronda, ¿qué ubicaciones nuevas se abren?",
    "Cuando acaba la ronda, ¿qué ubicaciones se desbloquean?",
])
def test_what_opens_when_a_round_ends(question):
    # Coming of Age p. 11, End of the Year: "round 2 adds locations 5-6 ... round 3 adds 7-8 ... round 4 adds
    # 9-10" (what unlocks between rounds, or the rule it restates: "Roadblocks removed each round",
    # rules/specific_entries.py), not the entry that says when a round ends: the "cuando" before the "¿" is the
    # moment of the scene, not the ask
    result = search(question)
    assert result.answered
    assert result.hits[0].game == "coming-of-age"
    assert result.hits[0].id in ("end-of-round.unlocks", "end-of-round.new-locations")


@pytest.mark.parametrize("question, lang, expected", [
    ("When I pick a location where I had left interest tokens, what do I get?", "en", True),
    ("Cuando elijo una ubicación donde ya dejé Fichas de Interés, ¿qué gano?", "es", True),
    ("When do I get to advance my Personal Fulfillment Counter?", "en", False),  # (the moment is asked)
    ("When I score a goal, when do I discard the activities?", "en", False),  # (... and asked again)
    ("¿Cuando llego a una ubicación, qué gano?", "es", False),  # (all inside the marks: every clause may ask)
    ("En cooperativo, cuando juego un FAVOUR, ¿a quién se lo doy?", "es", False),  # (no "when" opens it)
])
def test_an_opening_when_of_the_scene_asks_no_moment(question, lang, expected):
    from referee.rules.asked_in_title import moment_of_scene

    assert moment_of_scene(question, lang) is expected


@pytest.mark.parametrize("question", [
    "When I pick a location where I had left interest tokens, what do I get?",
    "When we arrive at a location where we left interest tokens earlier, what do we get?",
])
def test_what_one_gets_at_a_location_with_interest_tokens_is_the_fulfillment_rule(question):
    # Coming of Age p. 7, Advance the Personal Fulfillment Counter: "If, at the final location you chose, you have
    # one or more Interest Tokens, return them ... and advance your Personal Fulfillment Counter one step for each";
    # the opening "when" tells the scene, so the rule that says when Dice are retrieved ("Once the chosen Die is in
    # its final location ...") is no answer of the kind asked
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "fulfillment.advance")
