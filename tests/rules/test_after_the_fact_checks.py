"""A check asked after the fact is the frame of the question, never its topic (issue 12; round factfab).

Players who find out after the fact that something may have gone wrong tell what they did and then check it:
"did we miss something?", "did we skip something?", "legit or did we make it up?", "was that a mistake?", "did I
break the rules?", "what's the proper cost?", "my brother says I cheated", "¿fue un error?", "mi hermana dice que
hice trampa", "¿cuántos HABÍA que quitar?". The rule asked is the one that governs what was done; the words of the
check (lexicon `question_form.checked`, `cheat_judged`, `discourse`) and the past of "hay" (Spanish stopwords, as
"hay", "podía" and "debía" already were) say how the player asks.
Without them the search abstained for want of "miss", "skip", "mistake", "cheated", "error", "trampa", "había"
beside the very rule asked. A check followed by an ask for a repair ("how do we fix it now?", "¿cómo lo
arreglamos?") still abstains: no rulebook says how to mend a game played on. The questions are written for this
test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # LOOP, Gameplay > Consume: "You can keep only 3 ACTIVITY; when you complete a 4th ... discard an older one"
    ("we had 4 completed ACTIVITY sitting in our AREA the whole game. did we miss something?", "loop",
     {"area.activity-slots", "turn.activity-keep"}),
    ("we kept four completed ACTIVITY in our AREA. was that a mistake?", "loop",
     {"area.activity-slots", "turn.activity-keep"}),
    ("last night I kept four completed ACTIVITY in my AREA. did I break the rules?", "loop",
     {"area.activity-slots", "turn.activity-keep"}),
    ("I kept four completed ACTIVITY and my brother says I cheated. did I?", "loop",
     {"area.activity-slots", "turn.activity-keep"}),
    ("Guardé cuatro ACTIVITY completadas en mi AREA. ¿Fue un error?", "loop",
     {"area.activity-slots", "turn.activity-keep"}),
    ("Guardé cuatro ACTIVITY completadas en mi AREA y mi hermana dice que hice trampa. ¿Es así?", "loop",
     {"area.activity-slots", "turn.activity-keep"}),
    # LOOP, Basic Mode Setup: the MATERIAL sets removed by player count
    ("Al preparar a tres quitamos dos sets de MATERIAL. ¿Cuántos había que quitar?", "loop",
     {"setup.material-removal"}),
    ("we set up for three and removed two MATERIAL sets. how many had to be removed?", "loop",
     {"setup.material-removal"}),
    # Adulthood, the market: the left-most card gives an energy, the three right-most cost
    ("we took the left-most market card and paid no energy. whats the proper cost?", "adulthood",
     {"market.layout", "turn.market-leftmost"}),
    ("we've been paying one energy for the leftmost market card. did we skip a step?", "adulthood",
     {"market.layout", "turn.market-leftmost", "turn.market-costs"}),
    ("we've been paying one energy for the leftmost market card. is that legit or did we make it up?", "adulthood",
     {"market.layout", "turn.market-leftmost", "turn.market-costs"}),
    ("Pagamos una energía por la carta de la izquierda del mercado. ¿Cometimos un error?", "adulthood",
     {"market.layout", "turn.market-leftmost", "turn.market-costs"}),
    ("Pagamos una energía por la carta de la izquierda del mercado. ¿Fue una equivocación?", "adulthood",
     {"market.layout", "turn.market-leftmost", "turn.market-costs"}),
]


@pytest.mark.parametrize(("question", "game", "entries"), ANSWERED)
def test_the_rule_of_what_was_done_answers_a_check_after_the_fact(question, game, entries):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == game
    assert result.hits[0].id in entries


@pytest.mark.parametrize("question", [
    "we kept 4 ACTIVITY in our AREA all game. was that a mistake? how do we fix it now?",
    "we kept 4 ACTIVITY in our AREA for three rounds. did we miss something? what do we do now?",
    "Guardamos 4 ACTIVITY en el AREA durante tres rondas. ¿Fue un error? ¿Cómo lo arreglamos?",
    "my friend says I cheated by keeping 4 ACTIVITY. is there a penalty?",
])
def test_a_check_followed_by_an_ask_for_a_repair_still_abstains(question):
    assert search(question).answered is False
