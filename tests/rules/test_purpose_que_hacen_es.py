""""Las fichas de X, ¿QUÉ HACEN?" asks what a thing is for, as "what do they do?" does (issue 12;
rules/purpose.py, lexicon es `purpose_tails`, `purpose_openers`).

In Spanish the thing is told first and the two-word question after a comma; the frame is read only there (a
clause of just "qué" and the tail, after a clause that tells the thing). The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import purpose
from referee.rules.search import search


def test_que_hacen_after_the_thing_asks_the_entry_of_use():
    # Adulthood, Card Effects and Actions > Cards with Actions: sad (Unhappiness) icons give tokens that are
    # subtracted from the final Happiness; the Components count of tokens never says what they are for
    result = search("Las fichas de Infelicidad, ¿qué hacen?", game="adulthood")
    assert result.hits[0].id == "actions.negative-tokens"


def test_que_hace_is_the_frame_only_as_its_own_clause_after_the_thing():
    assert purpose.purpose_positions("Las cartas de Profesión, ¿qué hacen?", "es") == {5}
    assert not purpose.purpose_positions("¿Qué hace?", "es")  # (no thing told before it)
    # (this test asserted "¿Qué hace el símbolo de mala suerte en los dados?" was no frame: the very miss that
    # test_purpose_que_hace_first_es.py fixes, the thing told right after "qué hace" and its article)
    assert not purpose.purpose_positions("¿Qué hace él si no le queda ninguna?", "es")  # (a player, not a thing)
