"""The games a question's words do not point to are left unscored once the one
game they point to answers well (`search._implied_game_clear`, issue 13).

As a game named does (`_named_game_clear`): when a question names no game but
its words point to one (`_implied_games`) and an entry of that game holds
IMPLIED_GAME_CLEAR of the question's term weight, the other games are not
scored. Words that point to two games (a tie) leave every game scored.
"""

from __future__ import annotations

from referee.rules import search as searching
from referee.rules.search import search


def test_the_clear_share_is_of_the_best_candidate():
    assert searching._implied_game_clear([(-searching.IMPLIED_GAME_CLEAR, 3), (-0.1, 4)])
    assert not searching._implied_game_clear([(-searching.IMPLIED_GAME_CLEAR + 0.01, 3)])
    assert not searching._implied_game_clear([])


def _games_scored(question: str, monkeypatch) -> list[str]:
    scored: list[str] = []
    weights = searching._query_weights

    def recording(q, game, index):
        scored.append(game)
        return weights(q, game, index)

    monkeypatch.setattr(searching, "_query_weights", recording)
    search(question)
    return scored


# LOOP p. 5, Player Area: "There are 54 COIN in total." COIN is LOOP's word; another game's components list no
# longer comes first.
def test_a_question_whose_words_point_to_one_game_is_answered_from_it_alone(monkeypatch):
    assert _games_scored("how many COIN are in the box", monkeypatch) == ["loop"]
    result = search("how many COIN are in the box")
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.coins")


# Adulthood, End of Solo Game: "Ganas en solitario si al final de la partida tus marcadores de Felicidad e Impacto
# están cruzados..." The words point to LOOP and Coming of Age alike: every game is scored, and Adulthood's rule
# stays among the first three.
def test_words_that_point_to_two_games_leave_every_game_scored(monkeypatch):
    question = "¿cuándo se acaba la partida en solitario y cómo gano?"
    assert len(_games_scored(question, monkeypatch)) == 4
    result = search(question)
    assert ("adulthood", "solo.win") in [(hit.game, hit.id) for hit in result.hits[:3]]
