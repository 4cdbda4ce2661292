"""Rule entries that hold the words players use for them, beside a gap that held those words first (round fabst5).

A gap of the catalog wins a question when it holds a word of it the nearest
rule lacks. Some rules lacked the everyday words of their own case: the card
one BUYS goes on top of or under its pile (cv.place-hrk,
cv.place-work-possession), the track is refilled AFTER BUYING
(cleanup.slide-refill), the BUY AREA's empty slots are refilled only at turn
end, not RIGHT AFTER I BUY (turn.refill-timing), the game GOING ON after the markers
cross (scoring-board.crossing), used Memory Tokens kept, not returned to the
SUPPLY (memory-tokens.single-use), who resolves an IMMEDIATE EVENT just
FLIPPED (events.immediate), bad luck on DICE AND TOKENS counted together
(badluck.misfortune), playing phases 1 and 2 all at once or BY TURNS
(play.simultaneous). Their aliases now say it in the rulebook's sense, so the
rule answers. The gaps beside them stay told for what the rulebook leaves
open: two new cards for one pile, the burn-and-refill order of Solo, several
IMMEDIATE EVENT at once, a hidden-choice procedure. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

# (question, game, the entry that answers it first)
ANSWERED = [
    ("I bought a Knowledge card; can it go under my Knowledge pile instead of on top?", "cv", "cv.place-hrk"),
    ("Compré una carta de Relaciones: ¿va encima de la pila o puedo meterla debajo?", "cv", "cv.place-hrk"),
    ("Si compro otro trabajo, ¿el trabajo anterior sigue valiendo?", "cv", "cv.place-work-possession"),
    ("After buying, how do the cards of the track get refilled?", "cv", "cleanup.slide-refill"),
    ("Her markers crossed but the game keeps going: why?", "adulthood", "scoring-board.crossing"),
    ("I flipped my used Memory Token; does it go back to the supply?", "coming-of-age",
     "memory-tokens.single-use"),
    ("Al acabar la partida, ¿mis fichas de recuerdo usadas valen algo?", "coming-of-age", "memory-tokens.single-use"),
    ("An IMMEDIATE EVENT was just flipped: who resolves it first?", "loop", "events.immediate"),
    ("Se giró un Evento Inmediato, ¿quién lo resuelve primero?", "loop", "events.immediate"),
    ("¿Jugamos todos a la vez o por turnos en Coming of Age?", "coming-of-age", "play.simultaneous"),
]

# (question, the gap still told, the rule it borders among the related)
SILENT = [
    ("I bought two Possession cards this turn and both must go on top: which one ends up on top?",
     "gap.two-same-type-order", "cv.place-work-possession"),
    ("Compré dos cartas de Trabajo en el mismo turno, ¿cuál queda encima de la pila?",
     "gap.two-same-type-order", "cv.place-work-possession"),
    ("Solo: at turn end, do I burn the top MATERIAL before or after refilling the BUY AREA?",
     "gap.burn-and-refill-order", "turn.end-refill"),
    ("I flipped two IMMEDIATE EVENT at once: in what order do I resolve them?",
     "gap.immediate-event-order", "events.immediate"),
]


@pytest.mark.parametrize("question, game, entry", ANSWERED)
def test_rule_with_the_players_words_answers(question, game, entry):
    result = search(question, limit=3)
    assert result.answered, (question, result.missing, result.gap)
    assert (result.hits[0].game, result.hits[0].id) == (game, entry), [h.id for h in result.hits]


@pytest.mark.parametrize("question, gap, rule", SILENT)
def test_gap_beside_it_still_told(question, gap, rule):
    result = search(question, limit=3)
    assert not result.answered
    assert result.gap is not None and result.gap.id == gap, (result.gap, result.missing)
    assert rule in [hit.id for hit in result.hits]
