"""The manner of a payment asked (a lower price; a payment by, to or through
another player) is unanswered unless the first rule states such a manner
(rules/payment_manners.py, issue 12, round cost2).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, word", [
    # Adulthood p. 5, the market: the three right-most slots each cost what the slot shows; no rule lowers it
    ("The card in the last slot is pricey. Can I haggle with the table over it?", "adulthood", "haggle"),
    ("¿Puedo regatear el coste de la carta del último hueco del mercado?", "adulthood", "regatear"),
    # LOOP p. 6, BUY: 1 to 4 COIN for each MATERIAL, up to 3 in a turn; nothing cheaper for buying several
    ("When I BUY two MATERIAL in one turn, do I get a discount?", "loop", "a discount"),
    ("Si hago BUY de 3 MATERIAL de golpe, ¿me hacen algún descuento?", "loop", "algun descuento"),
    # CV p. 5, paying for a card: a card is lost when its cost cannot be paid; no player pays for another
    ("I'm short one symbol for my red slash cost. Can my brother pay it for me?", "cv", "pay it for me"),
    ("¿Puedo tomar una carta del track y que otro jugador me la pague con sus dados?", "cv", "me la pague"),
])
def test_a_manner_of_paying_the_first_rule_never_states_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


def test_a_rule_that_halves_the_price_still_answers():
    # LOOP, The 2nd Semi Mid-Season Sales (event): "pay only half the COIN for its QUALITY"
    result = search("During the Mid-Season Sales event, do I get a discount when I BUY?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "event.mid-season-sales"


def test_a_rule_that_pays_a_player_still_answers():
    # LOOP, ACQUIRE (favour): "take 1 MATERIAL from any player and pay that player COIN equal to its QUALITY"
    result = search("With ACQUIRE, do I pay another player for the MATERIAL I take?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "favour.acquire"


@pytest.mark.parametrize("question, game, word", [
    # Coming of Age p. 11, overcoming a Frustration: 4 Willpower at once; nothing paid in parts
    ("To overcome a Frustration, may I pay the Willpower in two parts?", "coming-of-age", "in two parts"),
    ("¿Puedo pagar los 4 de Fuerza de Voluntad para superar la frustración a plazos?", "coming-of-age", "a plazos"),
    # LOOP, the Nurse's Care gives a FAVOUR to a player: no payment between them
    ("With Care, can my Nurse charge them a COIN for that FAVOUR?", "loop", "charge them"),
    ("Con la habilidad Care de la Nurse, ¿le puedo cobrar algo al jugador que recibe el FAVOUR?", "loop",
     "le puedo cobrar"),
])
def test_a_payment_in_parts_or_charged_to_a_player_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


def test_a_rule_that_only_hands_a_thing_over_states_no_payment():
    # LOOP, Satan Santa: each player gives 1 MATERIAL to another player; the rule names another player, not a payment
    result = search("Satan Santa came up and I gave my MATERIAL away. Does the other player have to pay me for it?",
                    game="loop")
    assert result.answered is False


def test_collecting_what_one_earns_is_no_charge():
    # Spanish "cobrar" alone is collecting what one earns ("cobrar el SALARY"), not charging a player: only "LE cobro",
    # "cobrarLE" charge someone (round costs: bare "cobrar" cost 4 answers of TUNE107)
    result = search("En la parada del autobús, ¿puedo cobrar la bonificación de la ubicación y también la de amistad?",
                    game="coming-of-age")
    assert result.answered is True
