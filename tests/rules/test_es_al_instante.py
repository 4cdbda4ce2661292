"""Spanish "AL INSTANTE" is when, said in everyday words as "enseguida" is (lexicon `detail`), never a topic the
answering rule must hold.

LOOP rulebook (p. 9): when the MATERIAL deck runs out, DEPLETION ends the game after the round is finished. Asked
whether the game ends "al instante", the search put that rule first but read "instante" as a noun LOOP never uses
and said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_whether_depletion_ends_the_game_at_once_is_answered():
    result = search("En LOOP, cuando sale la DEPLETION, ¿se acaba la partida al instante?", limit=3)
    assert result.answered
    assert result.hits[0].game == "loop"
    assert result.hits[0].id in {"end.depletion", "end.trigger"}
