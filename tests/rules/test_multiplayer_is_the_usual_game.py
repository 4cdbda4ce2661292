""""In a multiplayer game" is the game as usually played, not a topic (issue 12).

Players who also play solo say "multiplayer" / "multijugador" for the
standard game, as they say "normal": no rule of the standard game says so of
itself, so the word is weak (lexicon `weak`): it still ranks, but an entry
need not hold it to answer. Before, "what does Meditate do in a multiplayer
game?" was a silence. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_multiplayer_needs_no_entry_to_say_it():
    # Adulthood, Meditate spot: the standard game's rule answers
    result = search("how does meditating work in a multiplayer game?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "board.meditate"
    result = search("¿Qué hace Meditar en una partida multijugador?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "board.meditate"
