"""A rule taken for granted before the ask is its ground, not what the answering rule must say (issue 12;
rules/premises.py, rules/claimed_extras.py, rules/who_next.py).

"since there's no cap on ..., what happens if ...?", "Ya que no hay límite de
..., ¿...?", "X, así que ¿...?": the premise (remembered right or wrong) is
no topic; the rule of what is asked answers, often correcting it. A thing
claimed free ("es gratis, ¿verdad?") is answered by the rule that has it paid
for. What the rulebook never settles stays unanswered, premise or not.
Questions written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.premises import premise_words, without_premise
from referee.rules.search import search


@pytest.mark.parametrize(("question", "lang", "said", "unsaid"), [
    ("since there's no cap on tiles, do I lose one?", "en", {"cap", "since"}, {"lose"}),
    ("ya que no hay límite de Rasgos, ¿pierdo uno?", "es", {"limite", "rasgos"}, {"pierdo"}),
    ("Como somos tres, ¿quién empieza?", "es", {"somos", "tres"}, {"empieza"}),
    ("events hit everyone at once, so whose turn is it?", "en", {"events", "once"}, {"turn"}),
    ("los eventos afectan a todos, así que ¿en qué turno?", "es", {"eventos", "afectan"}, {"turno"}),
])
def test_premise_words_are_those_said_only_before_the_ask(question, lang, said, unsaid):
    found = premise_words(question, lang)
    assert said <= found
    assert not unsaid & found


@pytest.mark.parametrize(("question", "lang"), [
    ("como se juega con tres, y qué pasa si empatamos?", "es"),  # "como" typed for "cómo", no "¿" opens an ask
    ("how many cards do I draw, so I can plan ahead?", "en"),  # the part before "so" asks
    ("can I pay with energy since I have no time left?", "en"),  # the reason comes after the ask
    ("what happens when the deck runs out?", "en"),
    ("is there a rule for it, so that we can settle it?", "en"),  # the part before "so" opens as a question
])
def test_no_premise_in_a_plain_question(question, lang):
    assert premise_words(question, lang) == frozenset()
    assert without_premise(question, lang) == question


def test_the_silences_read_the_ask_without_its_premise():
    assert without_premise("We are 3. since there is no cap on tiles, do I lose one?", "en") \
        == "We are 3. do I lose one?"


def test_a_premise_that_tells_an_absence_is_the_case_asked():
    question = "Nobody bought a single card this round, so who takes the leftover ones?"
    assert without_premise(question, "en") == question


@pytest.mark.parametrize(("question", "lang", "expected"), [
    # a limit remembered wrongly ("no cap"): the rule of the requirement answers
    ("since there's no cap on the trait tiles I can play, what happens if I stop meeting a requirement?", "en",
     "trait-bonus.requirement-timing"),
    ("Ya que no hay límite de Rasgos en juego, ¿pierdo uno si dejo de cumplir su requisito?", "es",
     "trait-bonus.requirement-timing"),
    # a premise told before "así que": its "a la vez" is no silence of things done at once
    ("Los eventos continuos afectan a todos a la vez, así que ¿en qué turno hacen efecto?", "es",
     "events.continuous"),
])
def test_the_rule_of_what_is_asked_answers_past_the_premise(question, lang, expected):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert expected in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "lang", "expected"), [
    ("la carta de la derecha del mercado es gratis, ¿verdad?", "es", "turn.market-costs"),
    ("Con ACQUIRE me quedo gratis el MATERIAL de otro jugador, ¿no?", "es", "favour.acquire"),
    ("ACQUIRE lets me take someone's MATERIAL for free, right?", "en", "favour.acquire"),
])
def test_a_thing_claimed_free_is_answered_by_the_rule_that_has_it_paid(question, lang, expected):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert result.hits[0].id == expected


@pytest.mark.parametrize(("question", "lang"), [
    # a premise the rulebook settles, a follow-up it does not: still silent
    ("since the Adulthood deck is big, what happens if it runs out while refilling the market?", "en"),
    ("since the market refills from the deck, can I look at the top card of the deck first?", "en"),
    ("Como somos tres, ¿qué pasa si se acaban las fichas de energía?", "es"),
    # an addition claimed free that no rule prices stays an addition the rulebook lacks
    ("In the 2-player game, when a neutral character gets a Mimic Trait it climbs a level for free, right?", "en"),
])
def test_what_the_rulebook_never_settles_stays_unanswered(question, lang):
    assert not search(question, lang=lang, limit=3).answered


def test_whose_turn_an_effect_is_in_is_no_ask_of_who_plays_next():
    hits = search("events affect everyone, so on whose turn does a continuous one work?", lang="en", limit=3).hits
    assert hits[0].id == "events.continuous"


@pytest.mark.parametrize(("question", "lang", "expected"), [
    # a price told as a statement and put up by its question mark alone: the rule's own price corrects it
    ("the part time job spot costs 2 time?", "en", "board.career-upper"),
    ("interview costs 2 money and draws a career card?", "en", "board.interview"),
])
def test_a_bare_claimed_price_is_answered_by_the_rule_that_prices_the_thing(question, lang, expected):
    result = search(question, lang=lang, limit=3)
    assert result.answered
    assert result.hits[0].id == expected


def test_a_como_that_compares_with_another_game_is_no_premise():
    # "como" of a comparison with another game's card ("like"), not of a reason ("since")
    question = "Como el Scavenger de LOOP que busca en la basura, ¿puedo tomar una carta de Recuerdo que ya se retiró del juego?"
    assert not search(question, game="coming-of-age", limit=3).answered
