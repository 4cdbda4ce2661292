"""An edge the question tells, answered by the sibling entry that states that edge (rules/edge_told.py).

Coming of Age, "Components" (p. 3): Willpower and Motivation Tokens are
unlimited. LOOP, "End of the Game": DEPLETION comes when the MATERIAL deck is
empty; "Consume": a MATERIAL at QUALITY 0 is broken. Players who tell the
thing at its edge (run out, down to zero) ask what the rule of that edge
says; the search put the general rule of the thing first, whose other words
they echo. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.rules import edge_told
from referee.rules.normalize import words
from referee.rules.search import search

EDGES_TOLD = [
    ("we ran out of willpower tokens, can we keep paying with them?", "en", "coming-of-age",
     "setup.unlimited-tokens"),
    ("In LOOP the MATERIAL deck ran out but there are still cards in the BUY AREA. Is that DEPLETION?", "en", "loop",
     "end.depletion"),
    ("¿Qué pasa cuando a una carta de MATERIAL le bajan los puntos a 0?", "es", "loop", "turn.broken"),
    # a second of a thing past its limit of one
    ("There's a Community card on my slot already and I play a second Community card. Do I keep the old one?", "en",
     "adulthood", "cards.one-per-slot"),
    ("rob already has a token on his level 0 VEP space and gets another Friendship Bonus, where does it go?", "en",
     "coming-of-age", "solo.rob-level-zero"),
    ("Tengo una carta de Bienestar en su espacio y me toca otra carta de Bienestar. ¿Pueden estar las dos?", "es",
     "adulthood", "cards.one-per-slot"),
    # another of a thing a player already holds some of: the entry of its limit
    ("I already have 7 dice and this Possession card would give me another one. Do I roll 8 dice?", "en", "cv",
     "roll.max-seven"),
    ("Con la Bonificación de Rasgo robo otra Ficha de Rasgo, pero ya tengo cuatro en la mano. ¿Qué pasa?", "es",
     "coming-of-age", "trait-bonus.hand-limit"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), EDGES_TOLD)
def test_an_edge_told_is_answered_by_the_entry_of_that_edge(question, lang, game, entry):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize(("question", "lang", "edges"), [
    ("we ran out of coins", "en", ("empty",)),
    ("my material went down to zero dots", "en", ("zero",)),
    ("every space is already full", "en", ("full",)),
    ("no quedan monedas en la reserva", "es", ("empty",)),
    ("se acaba el mazo de juventud", "es", ("empty",)),
    ("la calidad llega a 0", "es", ("zero",)),
    # the end of play, "has just", a value things start at: no edge
    ("¿cuándo se acaba la partida?", "es", ()),
    ("se acaba de terminar la ronda", "es", ()),
    ("el VEP arranca en 0", "es", ()),
    ("VEP starts at 0 for everyone?", "en", ()),
    ("when does the game run out of turns", "en", ()),
    ("I play a second Community card", "en", ("second",)),
    ("juego otra carta de Ocio", "es", ("second",)),
    # another told by one who already holds some: at a limit (stated as a limit, or as full)
    ("I already hold 7 dice and get another", "en", ("full", "second", "limit")),
    ("ya tengo 4 fichas en la mano y robo otra", "es", ("full", "second", "limit")),
    # another player, two at once: no second past a limit
    ("can another player take it?", "en", ()),
    ("¿lo puede coger otro jugador?", "es", ()),
    ("we each got 2 career cards, do we keep both?", "en", ()),
])
def test_the_words_that_tell_an_edge(question, lang, edges):
    assert edge_told.asked_edges(words(question), lang) == edges


def _entries():
    return {
        1: SimpleNamespace(id="memory.willpower", title="Paying a Memory with 4 Willpower Tokens", aliases=()),
        2: SimpleNamespace(id="setup.unlimited-tokens", title="Willpower and Motivation Tokens are unlimited",
                           aliases=("run out of willpower tokens",)),
        3: SimpleNamespace(id="social.example", title="Social assistance example: Eric with 3 cards",
                           aliases=("deck runs out example",)),
        4: SimpleNamespace(id="tokens.supply", title="Tokens run out? The supply is refilled", aliases=()),
    }


def test_the_entry_whose_aliases_state_the_edge_moves_first_from_close_behind_only():
    entries = _entries()
    close, far = [(50.0, 1), (42.0, 2)], [(50.0, 1), (30.0, 2)]
    move = lambda scored: edge_told.edge_entry_first(scored, ("empty",), entries.get, "en", lambda n: "coa")
    assert move(close) == [(42.0, 2), (50.0, 1)]
    assert move(far) is None


def test_nothing_moves_past_a_first_that_states_the_edge_or_a_worked_example():
    entries = _entries()
    move = lambda scored: edge_told.edge_entry_first(scored, ("empty",), entries.get, "en", lambda n: "coa")
    assert move([(50.0, 4), (49.0, 2)]) is None
    entries[3] = SimpleNamespace(id="social.example", title="Social assistance example: Eric with 3 cards", aliases=())
    assert move([(50.0, 3), (49.0, 2)]) is None


def test_a_limit_is_stated_by_its_words_and_a_full_count_by_its_own():
    hand = SimpleNamespace(id="trait-bonus.hand-limit", title="Límite de mano de 4 Rasgos", aliases=())
    draw = SimpleNamespace(id="trait-bonus.draw", title="Robar una Ficha de Rasgo", aliases=())
    keep = SimpleNamespace(id="turn.activity-keep", title="Completed ACTIVITY: keep 3, discard the older",
                           aliases=("activity slots full",))
    assert edge_told.states_edge(hand, "es", ("limit",))
    assert not edge_told.states_edge(draw, "es", ("full", "second", "limit"))
    assert edge_told.states_edge(keep, "en", ("full", "second", "limit"))
