"""A seat played by one player for another, or by no one, is unanswered
unless the first rule speaks of such a seat (rules/seats_filled.py, issue 12,
round abst37): no rulebook of the four lets one person run two seats or
adds a dummy player.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, word", [
    # Adulthood p. 2: 2 to 4 players, one Player Board each; nothing of one player running two
    ("There are three of us. Could my sister play two boards so it's a 4-player game?", "adulthood",
     "play two boards"),
    ("Somos tres: ¿puede mi hermana jugar con dos tableros de jugador para que sea una partida de cuatro?",
     "adulthood", "jugar con dos tableros"),
    # LOOP p. 2: 2 to 6 players, or Solo Mode; nothing of a seat nobody plays, nor of one player's two mats
    ("Just the two of us - could we add a dummy player so there's someone to target with FAVOUR?", "loop",
     "dummy player"),
    ("Co-op, three of us: can I control two player mats at once?", "loop", "control two player mats"),
    # CV p. 2: 2, 3 or 4 players; the table is never counted as more
    ("There are 2 of us. Can we each keep two CVs so it plays like a 4-player game?", "cv", "so it plays like a 4"),
    ("Somos dos. ¿Podemos jugar CV como si fuéramos cuatro jugadores?", "cv", "como si fueramos cuatro"),
    # Coming of Age p. 2: 2 to 4 players with rules for 2, or solo against Rob Bot; no dummy player for two
    ("Somos dos en Coming of Age: ¿se puede jugar con un jugador fantasma?", "coming-of-age", "jugador fantasma"),
])
def test_a_seat_filled_by_one_player_or_by_no_one_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


def test_a_card_held_twice_is_no_seat():
    # Adulthood, Careers: one Career at a time; "two Careers" names cards, not seats at the table
    result = search("Can I have two Careers at once?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "cards.career"


def test_the_player_count_itself_still_answers():
    result = search("How many players can play Adulthood?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "game.players"


def test_the_game_named_after_a_count_is_no_seat():
    # CV, 2-player cleanup: "jugando de a DOS EN CV" names the game after the count, not a seat's thing
    # (the singular "cv" read as one cost 2 answers of the tuning sets in round abst37)
    result = search("Jugando de a dos en CV, ¿qué carta de la fila se descarta en la limpieza?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "cleanup.two-player"


@pytest.mark.parametrize("question, word", [
    # LOOP: the WORK AREA pays COIN; no rule has a person at the table hand it out for everyone
    ("Could my grandma be the bank and pay out everyone's COIN from the WORK AREA?", "be the bank"),
    ("¿Puede mi abuela hacer de banco y repartir las COIN de la WORK AREA a todos?", "hacer de banco"),
])
def test_a_person_in_no_seat_as_the_bank_is_unanswered(question, word):
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing == (word,)


def test_the_banker_career_is_played_not_been():
    # LOOP, the Banker CAREER: "can I play the Banker" asks the card's own rule
    result = search("Can I play the Banker as my CAREER in a 3-player game?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "career.banker"
