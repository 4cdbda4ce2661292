""""Adulthood solo", "LOOP solo": the game's solo mode, not "only" (issue 12).

In Spanish "solo" is also the adverb "only", and the search reads it so
unless a word of playing or of a mode comes before it ("jugando solo",
"modo solo"; lexicon es.toml `neighbours.only_adverb`). Players name the
mode after the game itself too, as in English ("jugar Adulthood solo"): a
game's name before "solo" now marks the mode. Not "cv": a player's own CV
"solo tiene 3 cartas". Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_solo_after_the_games_name_is_the_solo_mode():
    result = search("en adulthood solo ¿cómo se gana?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "solo.win"
    assert search("¿cómo se prepara LOOP solo?").hits[0].id == "solo.setup"
