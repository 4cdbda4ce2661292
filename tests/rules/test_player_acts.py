"""An act of players toward each other or oneself (what is shown to the
others, an act turned on oneself, a deal, a draw at random or chosen,
players acting together on one thing) is
unanswered unless the first rule speaks of it (rules/player_acts.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("When the Soldier swipes a FAVOUR, must she show everyone which one it was?", "loop"),
    ("¿Puedo mirar las Fichas de Objetivo que se descartaron al preparar?", "coming-of-age"),
    ("The Nurse's Care gives a FAVOUR to any player: can she play it on herself?", "loop"),
    ("can we make a deal in CV, like I skip a card and you pay me later?", "cv"),
    ("Social Responsibility: is the FAVOUR I take from her hand random or do I pick it?", "loop"),
    ("¿La carta que me llevo con Social Responsibility es al azar o la elijo yo?", "loop"),
    ("¿puedo pagarle a otra jugadora para que me deje su carta de Trabajo?", "cv"),  # paying another player: a deal
    ("my friend is broke, can I pay for him when he buys a card?", "cv"),
    # a bet between players is a deal: LOOP's end rule (HAPPINESS 12) and Coming of Age's Friendship and Goal rules
    # never speak of bets (round inter1)
    ("Can Ana and I make a side bet on who gets to 12 HAPPINESS first?", "loop"),
    ("Can we bet on who ends with the most HAPPINESS?", "loop"),
    ("¿Podemos apostar VEP a ver quién sube antes su Registro de Amistad?", "coming-of-age"),
    ("¿Nos podemos apostar Fuerza de Voluntad a quién completa antes sus Objetivos?", "coming-of-age"),
    # telling one player what one keeps or what to pick: CV's childhood draft (p. 4) and Coming of Age's choice of
    # location say nothing of what is told (round inter1)
    ("During the childhood draft, can I tell my sister which card I'm keeping?", "cv"),
    ("Can I tell him which location to pick this year?", "coming-of-age"),
])
def test_an_act_the_first_rule_never_speaks_of_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_a_rule_that_speaks_of_revealing_still_answers():
    # LOOP: "you must reveal it in the same turn"
    result = search("do I have to show the others my GOAL as soon as its requirement is met?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "goal.reveal-timing"


def test_a_rule_that_says_how_cards_are_chosen_still_answers():
    # LOOP, Competitive Mode setup: "deal 2 to each player. Choose one of them, or the INTERN"
    result = search("competitive LOOP: are the two CAREER cards dealt at random or do we choose them?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "competitive.setup-careers"


def test_failing_to_agree_is_no_deal():
    # "we couldn't agree on who starts" asks the rule for the first player, which the rulebook gives
    result = search("We could not agree on who goes first in LOOP, what does the rule say?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "gameplay.start-player"


@pytest.mark.parametrize("question, word", [
    # LOOP: BARTER "exchange 1 of your MATERIAL with another player's MATERIAL", ACQUIRE "take 1 MATERIAL from any
    # player": neither says which player picks the MATERIAL
    ("When another player BARTERs with me, who chooses which of my MATERIAL is swapped?", "who chooses"),
    ("Me juegan un ACQUIRE: ¿quién decide qué MATERIAL mío se lleva, él o yo?", "quien decide"),
])
def test_who_chooses_unsaid_by_the_first_rule_is_unanswered(question, word):
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing == (word,)


@pytest.mark.parametrize("question", [
    "bad luck: who chooses the card I discard?",
    "¿me toca una desgracia, cuántas cartas pierdo y quién elige?",
])
def test_a_near_rule_that_says_who_chooses_still_answers(question):
    # CV: "For each misfortune, the player chooses one active card ... and discards it"
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id == "badluck.discard-active"


@pytest.mark.parametrize("question, game, words", [
    # the rule of the thing (BUY, paying a card's cost, the co-op debt) says what one player does with it
    ("can my friend and I chip in coins to buy one MATERIAL together?", "loop", "chip in"),
    ("¿podemos comprar una carta del track juntando nuestros dados?", "cv", "juntando nuestros"),
    ("¿en cooperativo se puede pagar la deuda entre todos?", "loop", "entre todos"),
])
def test_players_acting_together_unsaid_by_the_first_rule_is_unanswered(question, game, words):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (words,)


def test_a_rule_that_shares_still_answers():
    # CV: "all tied players get the points" answers a split asked of a tie; LOOP's SHARE is a card, no joint act
    result = search("two of us tie on a public life goal. do we split the points?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "scoring.public-goals-tie"


# a choice or a slip made known to the table (round abstx): CV's rerolls, Adulthood's market draft and its Grown-Up
# space say what is done, never whether it is announced
@pytest.mark.parametrize(("question", "game", "missing", "related"), [
    ("Before my rerolls in CV, must I say which card I'm aiming for?", "cv", ("say which",), "roll.rerolls"),
    ("In solo Adulthood, must I declare which Achievement level I'm going for?", "adulthood", ("declare which",),
     "solo.win"),
    ("¿Tenés que decir qué carta del mercado vas a tomar antes de pagar?", "adulthood", ("tenes que decir",),
     "turn.market-costs"),
    ("¿Hay que avisar a los demás cuando paso la casilla de Adulto?", "adulthood", ("hay que avisar",),
     "scoring-board.grown-up"),
    # proof asked or offered: LOOP's first player "most recently spent over $100", nothing of proving it
    ("En LOOP empieza quien gastó más de 100 dólares hace menos: ¿tiene que demostrarlo?", "loop", ("demostrarlo",),
     "gameplay.start-player"),
])
def test_what_is_made_known_is_unanswered(question, game, missing, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == missing
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "game", "entry"), [
    # "quiere decir que" asks a meaning, no telling: the rule of frozen dice answers
    ("¿Qué quiere decir que un dado de mala suerte queda congelado?", "cv", "roll.bad-luck-frozen"),
    # Adulthood, Values: "secret from everyone else for the whole game": the rule says what is told
    ("¿Tienes que decir qué Values tienes en la mano a los demás?", "adulthood", "cards.values-secret"),
])
def test_a_rule_of_what_is_seen_or_a_meaning_asked_still_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert entry in [hit.id for hit in result.hits]


# how many cards are left in a pile, asked as leave or as something to know (round abstx): LOOP's FAVOUR deck and
# Adulthood's market deck rules say what they hold and how they refill, never whether the rest may be counted
@pytest.mark.parametrize(("question", "game", "missing", "related"), [
    ("May we count the cards still in the LOOP FAVOUR deck?", "loop", ("count the cards still in",),
     "area.favour-cards"),
    ("¿Se pueden contar las cartas del mazo de Adulthood que rellena el mercado?", "adulthood",
     ("contar las cartas del mazo",), "turn.refill-market"),
])
def test_counting_a_pile_is_unanswered(question, game, missing, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == missing
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "game", "entry"), [
    # what one counts for a goal, not a pile's rest: the goal's rule answers
    ("¿Puedo contar cuántas Cartas de Padres han jugado los demás para mi Objetivo Familiar?", "coming-of-age",
     "goal.family-oriented"),
])
def test_counting_for_a_goal_is_no_pile(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_rule_that_counts_a_pile_still_answers():
    # CV, End of the game: "when the old age deck has fewer cards than the number of players" speaks of its size
    result = search("In CV, can we count the cards of the old age deck?", game="cv")
    assert result.answered is True
    assert "end.trigger" in [hit.id for hit in result.hits]
