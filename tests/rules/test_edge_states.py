"""`ask` abstains when a question adds an edge state to what a named card does, and the card's rule never states it
(issue 12; rules/edge_states.py). The questions are worded anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # LOOP Event Overview, Status Climb: "Choose a player with less HAPPINESS than you. If they have more COIN than
    # you, lose 1 HAPPINESS; otherwise nothing happens." Nothing says what a player already at 0 HAPPINESS loses.
    ("Status Climb comes up and my HAPPINESS is already at 0: what do I lose?", "at 0"),
    ("Sale Status Climb y mi HAPPINESS ya está en 0, ¿qué pierdo?", "en 0"),
    # LOOP Event Overview, Redeem Bonus b): "pay 2 COIN to take 1 MATERIAL at QUALITY 1 from the BUY AREA and draw
    # 1 FAVOUR from the deck": the event never says what happens when that deck is empty.
    ("Redeem Bonus: I pay 2 COIN for a FAVOUR but the FAVOUR deck is empty, what then?", "empty"),
]


@pytest.mark.parametrize(("question", "edge"), SILENT)
def test_an_edge_the_named_card_never_states_abstains(question, edge):
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing == (edge,)
    assert result.hits  # the card's entry stays as related reading


ANSWERED = [
    # LOOP p. 6 (Start Turn): "If you have no HAPPINESS to deduct when you WORK, take 1 COIN ..." (an edge asked of
    # a general rule, worded otherwise by the rule: left to the search)
    ("my HAPPINESS is at 0, can I still WORK?", "turn.work-no-happiness"),
    # LOOP p. 6 (Start Turn): "If the FAVOUR deck is empty, shuffle the FAVOUR Discard Pile to refill it."
    ("the FAVOUR deck is empty and I must draw, what now?", "turn.draw-favour"),
    ("¿el mazo de FAVOUR está vacío, qué hago al robar?", "turn.draw-favour"),
    # LOOP Event Overview: the card named without an edge is answered by its entry
    ("what does Status Climb do?", "event.status-climb"),
]


@pytest.mark.parametrize(("question", "entry_id"), ANSWERED)
def test_an_edge_a_rule_states_or_no_edge_stays_answered(question, entry_id):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == entry_id


@pytest.mark.parametrize("question, edge, entry_id", [
    # Coming of Age solo, Rob's Friendship Bonus: "the first available space that grants only VEP": nothing says what
    # Rob does when every such space is taken
    ("Solo: Rob's bus stop gives him a character, but the VEP-only spaces of his Friendship Track are all covered. "
     "Where does the token go?", "all covered", "solo.rob-friendship"),
    ("En solitario Rob gana una Bonificación de Amistad, pero todas sus casillas de solo VEP ya están ocupadas. "
     "¿Qué hace?", "ya estan ocupadas", "solo.rob-friendship"),
])
def test_an_edge_added_to_the_bots_procedure_abstains(question, edge, entry_id):
    # the bot's rule states a fixed procedure, as a named card's does (rules/edge_states.py, `edge_bot_names`)
    result = search(question, game="coming-of-age")
    assert result.answered is False
    assert entry_id in [hit.id for hit in result.hits]
    assert edge in " ".join(result.missing)


@pytest.mark.parametrize("question, entry_id", [
    # the bot's own fallback: "If he has no tokens left, he does nothing", "Si no le quedan fichas, no hace nada"
    ("Solo: Rob has run out of Interest Tokens. What does he do when he rolls?", "solo.rob-interest-shortage"),
    ("En solitario Rob se queda sin Fichas de Interés, ¿qué hace al tirar?", "solo.rob-interest-shortage"),
])
def test_a_bots_fallback_it_states_stays_answered(question, entry_id):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == entry_id


@pytest.mark.parametrize("question", [
    # "Otherwise, if Rob has a Trait Tile, he plays ...", "If neither of the previous actions is possible, Rob draws"
    "Rob gets a Trait Bonus but has no Mimic token available and no Trait Tiles left in his pile: what does he do?",
    "Cuando Rob recibe una bonificación de Rasgo sin Rasgo Mimético libre y con la pila de Rasgos vacía, ¿qué hace?",
])
def test_an_empty_pile_the_bots_priority_list_handles_stays_answered(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert "solo.rob-draw-trait" in [hit.id for hit in result.hits]
