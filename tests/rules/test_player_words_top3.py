"""`referee ask`: the right entry among the first three for the words players use (issue 12, top-3).

Each case is a question worded anew (not a benchmark's wording) after a group
of the tuning sets' top-3 misses, with the rulebook passage that makes the
entry the answer. The entries' aliases now hold those ways of asking, in
English and in Spanish.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


def _top3(question: str) -> list[str]:
    return [hit.id for hit in search(question, limit=3).hits]


TOP3 = [
    # Adulthood, Parts of Your Board: "The basic Career upper action costs 4 time and earns 1 money ... can be
    # replaced by a Career card": the board's own Career spot is what acts while no Career card covers it
    ("in adulthood, what is the career spot on the board good for while I have no career card yet?",
     "board.career-upper"),
    ("¿Qué hace el espacio de Carrera de mi tablero si todavía no tengo carta de Carrera?", "board.career-upper"),
    # Adulthood, Parts of Your Board: each upper spot has a basic action a card of its kind replaces
    ("Adulthood: ¿qué me da el espacio de Bienestar si no tengo carta encima?", "board.wellness-upper"),
    # LOOP p. 9, REJECT: "You can REJECT a FAVOUR only by discarding another FAVOUR of the same type ... or by
    # deducting 1 of your REPUTATION": refusing a FAVOUR someone plays on you
    ("loop: another player played RESELL on me and I do not want it, how do I refuse it?", "favours.reject"),
    # LOOP, Non-binding Negotiation: "no agreement is binding by the rules"
    ("loop: he broke his promise to give me a coin after my SHARE, is he bound to keep it?", "turn.negotiation"),
    ("LOOP: me prometió un MATERIAL si aceptaba su FAVOUR y después no cumplió, ¿está obligado?",
     "turn.negotiation"),
    # LOOP p. 7: "When a MATERIAL's QUALITY reaches 0 it is BROKEN and must move immediately to its owner's
    # LANDFILL"
    ("loop: my material has run out of quality, where does it end up?", "turn.broken"),
    # LOOP p. 11, GOAL: "each GOAL can be achieved only once"
    ("loop: can I claim the same goal again later with other activities?", "goal.limit"),
    ("LOOP: ¿se puede cumplir el mismo objetivo dos veces?", "goal.limit"),
    # LOOP, Gameplay: "play then goes clockwise"
    ("loop: which direction of play, left or right?", "gameplay.start-player"),
]


@pytest.mark.parametrize(("question", "expected"), TOP3)
def test_the_entry_is_among_the_first_three(question, expected):
    assert expected in _top3(question), _top3(question)
