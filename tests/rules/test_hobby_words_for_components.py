"""Players from other hobby games name the components in the hobby's words (issue 12).

"Workers" are Coming of Age's Character Tokens (a Presence a worker left on a
location), a "tableau" is CV's own CV of piles, the "draw pile" / "mazo de
robo" is LOOP's Material deck and "limpieza" ("cleanup") its end of the turn:
glossary synonyms of those terms, so that the rule that answers holds the
player's word. The questions are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_workers_are_character_tokens_and_presences():
    # Coming of Age p. 10: "You have 4 Character Tokens for Presences ... you may move one of them"
    result = search("how many workers do I have for Presences?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "presence.limit"
    result = search("can I move a permanent worker to another location?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "presence.limit"


def test_the_tableau_is_the_cv():
    result = search("in my tableau, which card of a pile is active?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "cv.active"


def test_the_cleanup_is_the_end_of_the_turn_in_spanish():
    result = search("¿qué hago en la limpieza al final de mi turno?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.end-refill"


def test_the_draw_pile_is_the_material_deck():
    result = search("¿y si el mazo de robo se queda vacío?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "end.depletion"
    assert search("what if the draw pile is empty?", game="loop").hits[0].id == "end.depletion"


# Round vocab3: the hobby's "cleanup phase", the "supply" / "reserva" the tokens sit in, and a "one-shot" token.

def test_the_cleanup_phase_is_adulthoods_reset_step():
    # Adulthood, Player Turns, step 4 (reset): spent money and energy go back, time returns to the player
    result = search("what happens to my spent tokens in the cleanup phase?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.reset-tokens"


def test_la_fase_de_limpieza_is_the_end_of_the_year():
    # Coming of Age, phase 4 "End of the Year": refill the Memory Cards, shift the Bus Stops, return the Bus
    result = search("¿qué pasa en la fase de limpieza de cada año?", game="coming-of-age")
    assert result.answered is True
    assert any(hit.id.startswith("end-of-year.") for hit in result.hits[:3])


def test_the_tokens_in_the_reserva_are_unlimited():
    # Coming of Age, General Setup: the Willpower and Motivation Tokens go to the general supply and "are
    # considered unlimited"
    result = search("¿se pueden agotar las Fichas de Motivación de la reserva?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "setup.unlimited-tokens"


def test_one_shot_memory_tokens_are_memory_tokens():
    # Coming of Age, Memory Tokens: each is used once and then returned
    result = search("what do the one-shot memory tokens do?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "memory-tokens.effects"
