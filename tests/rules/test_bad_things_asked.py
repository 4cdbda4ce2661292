"""Questions of the bad things that can befall a player (round badthings, issue 12): a penalty or a loss asked,
how low a count may go, what a card takes, a payment for what is taken, an agreement broken.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # Coming of Age p. 9, the Experience Space: a Counter not yet available is simply ignored; nothing is lost
    ("My Experience Space shows a Mood Counter whose track I haven't opened. Is there a penalty for that?",
     "coming-of-age", "experience.locked-track"),
    ("El Espacio de Experiencia me manda mover un Contador que todavía no tengo. ¿Pierdo algo por eso?",
     "coming-of-age", "experience.locked-track"),
    # Coming of Age p. 10, a Memory paid with 4 Willpower: "you gain only 3 VEP", the loss asked
    ("If I take the Memory with 4 Willpower instead of Motivation, do I lose anything?",
     "coming-of-age", "memory.willpower"),
])
def test_a_rule_that_ignores_the_thing_or_gives_less_answers_a_penalty_asked(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_penalty_asked_of_a_rule_that_takes_nothing_is_still_unanswered():
    # CV p. 6, public goals: a tie gives each player the full points; nothing is said of a loss for a goal missed
    result = search("Is there any penalty for not reaching a public goal at all?", game="cv")
    assert result.answered is False


@pytest.mark.parametrize("question, game", [
    # CV p. 4: "The player rolls 4 dice. As the game goes on, a player can gain more dice"; no floor
    ("Is there a minimum number of dice a player keeps? Could I drop below 4?", "cv"),
    ("¿Hay un mínimo de dados? ¿Me pueden dejar con menos de cuatro?", "cv"),
    # Adulthood: money is paid from one's supply; nothing says whether it may go under zero
    ("Can my money go negative if a card makes me pay more than I have?", "adulthood"),
])
def test_how_low_a_count_may_go_is_unanswered_without_a_floor(question, game):
    result = search(question, game=game)
    assert result.answered is False


def test_a_floor_asked_of_a_rule_that_states_one_answers():
    # Coming of Age, the Stubborn Trait: "have at least 3 Motivation Tokens of the same type"
    result = search("Is there a minimum number of Motivation Tokens for the Stubborn Trait?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "trait.stubborn"


def test_the_worst_that_can_happen_asks_the_loss_a_rule_states():
    # LOOP, Insurance (event): "If you toss: gain 2 COIN ..., otherwise lose 2 COIN"
    result = search("Insurance came up. What's the worst that can happen if I flip the coin?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "event.insurance"


def test_the_player_taken_from_is_paid_by_a_rule_that_says_any_player():
    # LOOP, ACQUIRE: "toma 1 Material de cualquier jugador y págale tantas Monedas como su Calidad"
    result = search("Si me hacen ACQUIRE y se llevan mi MATERIAL, ¿me paga algo?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "favour.acquire"


def test_bound_by_a_deal_is_asked_of_the_rule_that_deals_are_not_binding():
    # LOOP p. 5, negotiation: "no agreement is binding by the rules" ("bound" was read as a typo of "round")
    result = search("A player agreed to trade with me and then backed out. Is he bound by what he said?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.negotiation"


def test_what_one_gets_back_for_a_thing_spent_asks_an_exchange_not_a_return():
    # Adulthood, Meditate: "discard a Values card from your hand and draw a new Values card facedown"
    result = search("Discard a Values card when I Meditate: what do I get back for it?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "board.meditate"


def test_a_refund_asked_with_for_is_still_a_return():
    # LOOP, Landfill Tax: a COIN paid per broken MATERIAL; no rule gives it back
    result = search("I paid Landfill Tax for my broken GLASS. Do I get the COIN back for it if somebody RECYCLES it?",
                    game="loop")
    assert result.answered is False
    assert result.missing == ("coin back",)


@pytest.mark.parametrize("question", [
    "at the end, how much HAPPINESS do I lose for the cards in my LANDFILL?",
    "how much HAPPINESS do I lose at game end for 6 cards in my LANDFILL",
])
def test_the_size_of_a_loss_asked_for_a_thing_is_asked_of_the_rule_that_takes_it_for_that_thing(question):
    # LOOP, Competitive Mode: "At game end each player loses 1 HAPPINESS for every 3 MATERIAL in their own LANDFILL";
    # the rule of WORK with no HAPPINESS speaks of HAPPINESS only (LANDFILL was a detail beside it)
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "competitive.landfill-penalty"


def test_lying_is_asked_of_the_politician_s_bluff():
    # LOOP, Politician: "if you lied, the falsely claimed FAVOUR is discarded" ("lied" stems apart from "lie")
    result = search("Can the Politician lie about which FAVOUR he's playing? What if I call it?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "career.politician"


@pytest.mark.parametrize("question, game, entry", [
    # LOOP, Planned Obsolescence: "Elige 1 Material de tu zona para que pierda 1 de Calidad"
    ("Planned Obsolescence: ¿qué me puede quitar ese EVENT?", "loop", "event.planned-obsolescence"),
    # Adulthood, final scoring step 1: each sad or negative token moves you back one space
    ("¿Y qué me pueden quitar las fichas de Infelicidad al final?", "adulthood", "end.step1-tokens"),
])
def test_what_a_thing_takes_from_the_asker_is_what_they_lose(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry
