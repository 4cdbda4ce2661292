"""`ask` abstains on mechanisms of other hobby games that no rulebook here has (issue 12).

Players who come from other games ask for them in the hobby's words: a
sudden victory before the end ("instant win", "victoria súbita"), a count of
points during the game ("interim scoring", "puntuación intermedia"), a card
played into another player's turn ("interrupt", "reacción"), a marker of the
rounds ("round marker"), two pieces joined into one ("merge",
"fusionar"). No rulebook here has any of them (each game ends by its own
trigger and scores once, at the end; cards are played in one's own turn; no
board counts rounds; nothing is merged), so they are common topics (lexicon common.toml `topics`): an
entry that never speaks of them does not answer, however many of the
question's other words it holds. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_sudden_victory_is_unstated():
    result = search("is there an instant win if I fill every location?", game="coming-of-age")
    assert result.answered is False
    assert "instant" in result.missing
    assert search("¿se gana al instante con victoria súbita si completo todos mis objetivos?",
                  game="coming-of-age").answered is False


def test_interim_scoring_is_unstated():
    result = search("is there interim scoring when the deck changes age?", game="cv")
    assert result.answered is False
    assert "interim" in result.missing
    assert search("¿hay una puntuación intermedia cuando cambia la edad del mazo?", game="cv").answered is False


def test_the_end_of_the_game_still_answers():
    # CV: the game ends when the old age deck runs out; the end rule still answers in the hobby's words
    result = search("what triggers the end of the game?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "end.trigger"


def test_playing_into_another_players_turn_is_unstated():
    # every game: cards are played in one's own turn; nothing of reacting or interrupting
    result = search("can I play an Experience as a reaction on another player's turn?", game="adulthood")
    assert result.answered is False
    assert "reaction" in result.missing
    assert search("¿puedo interrumpir el turno de otro jugador para comprar una carta?", game="cv").answered is False


def test_a_round_marker_is_unstated():
    # no board here counts rounds with a marker (Coming of Age counts them by the dice left)
    assert search("where do we put the round marker?", game="coming-of-age").answered is False
    assert search("¿dónde va el marcador de ronda?", game="coming-of-age").answered is False



def test_merging_components_is_unstated():
    # no rulebook joins two pieces into one (Adulthood: Experience cards are only stacked, Player Turns step 3;
    # Coming of Age: each Memory Token is used once)
    result = search("can I merge two of my Experience cards into one?", game="adulthood")
    assert result.answered is False
    assert "merge" in result.missing
    assert search("¿puedo fusionar dos cartas de Experiencia en una?", game="adulthood").answered is False
    assert search("¿se pueden fusionar dos Fichas de Recuerdo?", game="coming-of-age").answered is False
