"""The Spanish table of MATERIAL sets removed by player count says one verb throughout ("quita juegos completos",
"5 jugadores: no quitas ninguno"), as the English one does ("remove whole sets", "remove none"), so its "ninguno"
stands for the sets (rules/none_elided.py) and answers "no se quita ningún set de MATERIAL".

LOOP rulebook, Basic Mode Setup (p. 2): with 5 or 6 players no set is removed. Before, the Spanish text said
"retira" in its first line and "quita" in the table, the "ninguno" spoke of nothing the question names, and the
search said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_no_material_set_removed_with_six_is_answered():
    result = search("En LOOP a 6 jugadores no quitamos ningún set de MATERIAL, ¿está bien?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "setup.material-removal")
