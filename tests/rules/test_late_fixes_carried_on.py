"""A slip found late, put up for confirmation of how to go on, is unanswered
(rules/late_fixes.py, issue 12).

"We just keep the points, right?", "¿nos quedamos esas cartas, no?", "no
pasa nada, ¿verdad?": once the table tells a slip found late (a count of
times or of rounds, the game gone on since), proposing to keep what was
played, leave it or go on asks how to repair a game already played on, which
no rulebook says. The same words with no slip told confirm a rule, which
answers. The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("For two rounds we paid only 1 COIN to BUY a MATERIAL. We just keep what we bought, right?", "loop"),
    ("Twice last round my brother took a card from the track without paying for it. We just leave the cards with him, "
     "right?", "cv"),
    ("We set up the market with 4 cards instead of 5 and we're two rounds in. We just keep playing like this, right?",
     "adulthood"),
    ("We noticed in year 3 that nobody had placed the Roadblock Tiles. We just leave the board as it is, right?",
     "coming-of-age"),
    ("Durante dos rondas cobramos el SALARY sin mover la HAPPINESS. Nos quedamos con esas monedas, ¿no?", "loop"),
    ("Repartimos cuatro cartas de infancia en lugar de tres y ya vamos por la edad adulta. Seguimos con esas cartas, "
     "¿verdad?", "cv"),
    ("Dos veces compré una carta sin tener los dados que pedía. Me quedo con esas cartas y no pasa nada, ¿cierto?", "cv"),
])
def test_going_on_after_a_slip_found_late_put_up_for_confirmation_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game", [
    # no word of lateness: a sentence that tells what the table did, then a way on put up for confirmation
    ("At setup we gave everyone 3 COIN instead of the usual amount. We just keep going with that, right?", "loop"),
    ("My cousin placed two time meeples on the Date spot without paying money. We just leave them there, right?",
     "adulthood"),
    ("Ayer mi hermano movió su Contador de Ánimo sin pagar nada. Lo dejamos así, ¿verdad?", "coming-of-age"),
])
def test_a_way_on_put_up_for_confirmation_after_what_the_table_did_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game, entry", [
    # CV, 5. Cleanup: slide the track left, refill from the right (a rule told, slightly wrong, then its step confirmed)
    ("The track is refilled from the left. We just slide the cards over, right?", "cv", "cleanup.slide-refill"),
    # CV, End of the Game: at the end of a round, the old age deck short of cards ends the game
    ("When the Old Age deck runs out we just finish the round, right?", "cv", "end.trigger"),
    ("Cuando se acaba el mazo de la vejez terminamos la ronda y seguimos a puntuar, ¿no?", "cv", "end.trigger"),
    # LOOP p. 6: WORK with no HAPPINESS left, take 1 COIN and end your turn (a claim slightly wrong, still that rule)
    ("If I have no HAPPINESS left, I just keep my COIN and skip the WORK, right?", "loop", "turn.work-no-happiness"),
])
def test_going_on_as_a_rule_with_no_slip_told_is_still_answered(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, game", [
    # a habit of the table told by the Spanish imperfect of "we"
    ("Cuando alguien compraba un MATERIAL lo pagábamos con una COIN menos. ¿Se recalcula algo?", "loop"),
    ("Robábamos dos cartas por turno cuando teníamos la bici. ¿Y ahora qué?", "cv"),
    # the state of the game lost: nobody remembers it
    ("Halfway through the round nobody remembers where my Mood Counters were. What do we do?", "coming-of-age"),
    ("A mitad de la ronda nadie se acuerda de cuánto dinero tenía cada uno. ¿Qué hacemos?", "adulthood"),
    # a slip kept since the start, seen only now, or counted roughly
    ("Since round 1 my uncle has bought cards with one die too few. What do we do with those cards?", "cv"),
    ("Desde el principio cada uno cobró 4 COIN al hacer WORK. ¿Qué hacemos con el dinero de más?", "loop"),
    ("I scored my Experience stack at the end. Now I see the solo mode counts it differently. Can we fix the score?",
     "adulthood"),
    ("Mi tío jugó unas tres rondas con dos cartas de bicicleta. ¿Eso cuenta o no?", "cv"),
])
def test_a_vague_ask_after_a_habit_a_lost_state_or_a_slip_kept_since_the_start_is_unanswered(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game", [
    # "acabamos" ends as an imperfect would, and is no habit; a conditional asks what a rule says
    ("Acabamos el segundo año, ¿qué ubicaciones se abren ahora?", "coming-of-age"),
    ("¿Qué deberíamos hacer si se acaba el mazo de FAVOUR?", "loop"),
])
def test_a_round_just_ended_or_a_conditional_tells_no_habit(question, game):
    assert search(question, game=game).answered is True
