"""`referee ask`: the rule a close neighbour outranked comes first once its aliases say what players ask (round top1r2).

Each alias is worded from the entry's own text, in both languages, and was
measured on the tuning sets: one that took a neighbour's questions or answered
an unanswerable one was dropped. The questions here are worded anew (not the
benchmark's wording) after the groups of top-1 misses they mend:

* the rule of what one does with a thing, past the entry that says what the
  thing is (what a Mimic Trait Token needs, es; what REJECT needs);
* the narrow case the question tells, past the general rule or its trigger
  (the solo market at the end of a round past the round's Life Event, the
  Co-op FAVOUR given to nobody, the CAREER not used in solo);
* a word the wrong entry's title shares (the WORK action's coins past the
  CREDIT CARD's welcome gift).
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

CASES = [
    # Coming of Age, Trait Bonus: mimic needs the Tile's requirement and a Friendship level
    ("¿Qué necesito para poner una Ficha de Rasgo Mimético en el rasgo de una amiga?", "coming-of-age",
     "trait-bonus.mimic"),
    # Adulthood, solo: the market is emptied and replaced at the end of each round
    ("Solo mode: at the end of each round, what happens to the market?", "adulthood", "solo.market-refresh"),
    ("En solitario, al final de cada ronda, ¿qué pasa con el mercado?", "adulthood", "solo.market-refresh"),
    # LOOP: REJECT by discarding a FAVOUR of the same type, or 1 REPUTATION
    ("Which FAVOUR do I have to discard if I want to REJECT?", "loop", "favours.reject"),
    ("¿Qué FAVOUR hay que descartar para rechazar uno?", "loop", "favours.reject"),
    # LOOP: WORK gives COIN (the INTERN's SALARY: 3 COIN)
    ("¿Qué acción me da monedas en LOOP?", "loop", "turn.work"),
    # LOOP: Solo removes the CAREER with the Not-For-Solo icon
    ("Which CAREER cannot be used in solo?", "loop", "modes.careers"),
    # LOOP, Co-op: a FAVOUR played is given to nobody, it goes face up beside your GOAL
    ("Modo cooperativo: el FAVOUR que juego, ¿se lo doy a alguien?", "loop", "coop.favours"),
]


@pytest.mark.parametrize(("question", "game", "entry"), CASES)
def test_the_rule_asked_comes_first(question, game, entry):
    result = search(question, game=game)
    assert result.answered, (question, result.missing)
    assert result.hits[0].id == entry, (question, [hit.id for hit in result.hits])
