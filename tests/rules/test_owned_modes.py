"""A mode only one game has, named in a question, votes for that game alone (rules/owned_modes.py).

Questions worded anew, in both languages: the mode's name said without the
game ("en cooperativo", "in a competitive game") is LOOP's, not CV's, whose
rule on player counts says it has no co-op mode.
"""

from __future__ import annotations

from referee.rules.index import get_index
from referee.rules.owned_modes import mode_owner
from referee.rules.normalize import key
from referee.rules.search import search


def test_the_names_of_a_mode_only_one_game_has():
    index = get_index()
    assert mode_owner(key("cooperative", "en"), "en", index) == "loop"
    assert mode_owner(key("competitivo", "es"), "es", index) == "loop"
    # a default mode's name is an everyday word ("the basic Career spot"), and "solo" is three games' mode
    assert mode_owner(key("basic", "en"), "en", index) is None
    assert mode_owner(key("solo", "en"), "en", index) is None
    assert mode_owner(key("solitario", "es"), "es", index) is None


# LOOP, Cooperative mode: the end of a round and the burning of MATERIAL; the vote was split with CV
def test_a_cooperative_question_goes_to_the_game_with_the_mode():
    result = search("Jugando en cooperativo, el último de la mesa acaba de terminar su turno: ¿qué pasa ahora?")
    assert result.hits[0].game == "loop"
    result = search("we play cooperative and the last player just ended their turn, what happens now?")
    assert result.hits[0].game == "loop"


# CV, Players: "There is no solo or co-op mode in the rulebook" still answers CV's own question
def test_a_game_that_lacks_the_mode_still_answers_its_own_question():
    result = search("¿CV tiene modo cooperativo?")
    assert result.hits[0].game == "cv"
    result = search("can CV be played cooperatively?")
    assert result.hits[0].game == "cv"
