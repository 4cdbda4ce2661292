"""Everyday wordings that put the right rule entry out of the top three (issue 12).

Round top3r read the answerable questions of the tuning sets whose right entry
was not among the first three at all (rank 4 to 10), and grouped them by why.
The largest group that words can mend is the player's own wording of a rule a
neighbour of the same section took: "what now, after the childhood draft?"
(the bicycle card starts, not the draft itself), "¿qué hay que preparar al
terminar el año?" (the Memory Cards refill, not what ends the year), "what's
my final score?" (Happiness plus Impact, not the list of end steps), "¿cuánto
se pierde por una tarjeta sin pagar al final?", "who pays me the COIN for the
blue RESELL?". Each entry now carries that wording as an alias, in English and
in neutral Spanish, taken from what its rule text says (no rule text changed).

Measured on the 115 tuning sets (TUNE119): top-1 20863 -> 20891, top-3
22119 -> 22161, abstention 3693 -> 3694, false abstention 546 -> 540.
Aliases that took their neighbours' questions were dropped (an Adulthood
Grown-Up alias took "do I have to pass BOTH Grown-Up spaces?", a CV "where do
I put the cards I buy" took the bought event cards that stay in the hand).

The probes are worded anew, not copied from the benchmark sets; each failed to
put its entry where it is asserted before the aliases.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

FIRST = [
    ("cv", "card-type.event-not-cv", "¿Al final de la partida cuentan las cartas de evento?"),
    ("cv", "setup.bicycle-token", "The childhood draft is done. Who starts?"),
    ("cv", "scoring.table", "¿Cuántos puntos dan 4 cartas de un mismo tipo?"),
    ("cv", "badluck.discard-active", "Con la desgracia, ¿puedo descartar un evento de mi mano?"),
    ("cv", "cost.cannot-pay", "I cannot cover the cost of my Work card this turn. What happens to the card?"),
    ("cv", "cost.cannot-pay", "Este turno no puedo cubrir el coste de mi carta, ¿qué pasa con ella?"),
    ("adulthood", "end.winner", "It's over: I have 20 Happiness and 16 Impact. What's my final score?"),
    ("adulthood", "end.winner", "Terminó: tengo 20 de Happiness y 16 de Impact, ¿cuál es mi puntuación final?"),
    ("adulthood", "solo.win", "Adulthood solo: how do I know if I won?"),
    ("coming-of-age", "end-of-year.refill-memory", "Coming of Age: what do we prepare at the end of the year?"),
    ("coming-of-age", "end-of-year.refill-memory", "¿Qué hay que preparar cuando termina el año en Coming of Age?"),
    ("coming-of-age", "end-of-round.new-mood-track", "Terminó la ronda en Coming of Age, ¿qué contador nuevo pongo?"),
    ("coming-of-age", "experience.locked-track",
     "La casilla me dice que mueva un Registro de Ánimo que todavía no tengo abierto, ¿qué hago?"),
    ("coming-of-age", "scoring.frustration", "Coming of Age final scoring: what do we count?"),
    ("loop", "favour.solo-resell", "En solitario, con el RESELL azul, ¿quién me paga las monedas?"),
    ("loop", "careers.ability", "What do CAREERs do in LOOP?"),
    ("loop", "coop.end", "LOOP co-op: is it enough if one of us reaches the target, or do we all need to?"),
]

TOP_THREE = [
    ("cv", "setup.bicycle-token", "Ya terminamos de elegir las cartas de infancia, ¿quién empieza?"),
    ("loop", "area.salary", "In LOOP, when do I get paid?"),
]


@pytest.mark.parametrize("game, entry, question", FIRST)
def test_the_everyday_wording_finds_its_entry_first(game, entry, question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("game, entry, question", TOP_THREE)
def test_the_everyday_wording_finds_its_entry_in_the_top_three(game, entry, question):
    result = search(question)
    assert (game, entry) in [(hit.game, hit.id) for hit in result.hits[:3]]


def test_the_neighbours_keep_their_own_questions():
    # the deal of the childhood cards by player count stays the deal, not the draft's "what next"
    four = search("con cuatro jugadores, ¿cuántas cartas de infancia recibe cada uno?")
    assert (four.hits[0].game, four.hits[0].id) == ("cv", "setup.childhood-4p")
    # a bought event card still goes to the hand, not to the CV piles
    event = search("I just bought an event card in CV. Where do I keep it?")
    assert (event.hits[0].game, event.hits[0].id) == ("cv", "cv.events-hand")
