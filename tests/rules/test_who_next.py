"""`ask` answers "who plays next?" after a turn with the rule that passes play on (issue 12; rules/who_next.py).

A player done with the last step of a turn asks who goes on; the entry of
the step just finished holds the question's other words, the rule that
passes play to the next player answers. The questions are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import who_next
from referee.rules.search import search


def test_the_question_and_the_entry_are_read():
    assert who_next.asks_next_player(["done", "with", "my", "turn", "who", "goes", "next"], "en")
    assert who_next.asks_next_player(["ya", "termine", "a", "quien", "le", "toca"], "es")
    assert not who_next.asks_next_player(["who", "goes", "first"], "en")  # (the start player: another rule)
    assert who_next.passes_play("Once the tokens are updated, play passes to the next player on the left.", "en")
    assert not who_next.passes_play("Update your tokens at the end of your turn.", "en")


def test_tokens_updated_whose_turn_is_the_end_of_the_turn():
    # CV rulebook, Game Play > 5. Cleanup: once the tokens are updated the turn is over, and play passes to the
    # next player on the left
    result = search("cv: my tokens are all updated, whose turn is it?")
    assert result.answered and result.hits[0].id == "cleanup.end-turn"


def test_tokens_moved_who_plays_is_the_end_of_the_turn_es():
    # CV rulebook, Game Play > 5. Cleanup, as above
    result = search("CV: ya moví mis fichas al final del turno, ¿a quién le toca?")
    assert result.answered and result.hits[0].id == "cleanup.end-turn"


def test_cleanup_done_who_follows_es():
    # CV rulebook, Game Play > 5. Cleanup, as above
    result = search("CV: ya pagué y actualicé las fichas de mi limpieza, ¿quién sigue?")
    assert result.answered and result.hits[0].id == "cleanup.end-turn"


def test_no_game_named_the_passing_rule_of_any_game_goes_first():
    # With no game named, the year's end of Coming of Age (a game whose players act at once) held the question's
    # words of a turn that ended; the rule that passes play on, of whichever game, answers who plays next
    result = search("my turn ended, whose turn is it?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) in {
        ("cv", "cleanup.end-turn"), ("loop", "turn.end-refill")}


def test_no_game_named_the_passing_rule_of_any_game_goes_first_es():
    result = search("Se terminó mi turno. ¿A quién le toca?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) in {
        ("cv", "cleanup.end-turn"), ("loop", "turn.end-refill")}


def test_the_turn_passes_to_the_left_passes_play_es():
    # LOOP rulebook, Gameplay > End of turn: "Play passes to your left" / "El turno pasa al jugador de tu izquierda"
    assert who_next.passes_play("El turno pasa al jugador de tu izquierda.", "es")
    assert who_next.passes_play("Play continues clockwise, to the left.", "en")
    assert not who_next.passes_play("Se sigue hasta que todos hayan jugado los mismos turnos.", "es")
    result = search("ya terminé, ¿a quién le toca?", game="loop")
    assert result.answered and result.hits[0].id == "turn.end-refill"
