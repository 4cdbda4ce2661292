"""`ask` reads waiting for the other players as what a rule must speak of (issue 12).

"¿Tengo que esperar a que todos hayan elegido?" asks whether a player waits
for the others before going on. Only Coming of Age's simultaneous choice
speaks of waiting ("no puedes esperar a ver qué deciden los demás"); elsewhere
the rulebooks are silent (lexicon common.toml, group "esperar a que todos" in
`topics`). The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_waiting_for_everyone_in_the_childhood_draft_is_unstated():
    # CV, Setup: each player keeps one childhood card and passes the rest; nothing says whether one waits for all
    result = search("En el reparto de cartas de infancia, ¿hay que esperar a que todos elijan antes de pasar el resto?",
                    game="cv")
    assert result.answered is False


def test_waiting_in_coming_of_age_is_answered_by_the_simultaneous_choice():
    # Coming of Age, phases 1 and 2 are played at the same time: no one may wait for the others' decisions
    result = search("¿Puedo esperar a que los demás elijan ubicación antes de elegir la mía?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "play.simultaneous"


def test_waiting_for_another_turn_is_no_wait_for_the_others():
    # LOOP: a GOAL may be revealed later ("esperar a otro turno" is not waiting for the other players)
    result = search("¿Tengo que revelar un GOAL en cuanto lo cumplo, o puedo esperar a otro turno?", game="loop")
    assert result.answered
