"""Planning talk around a rule asked outright is answered by that rule; advice
alone keeps its silence (rules/planned_asks.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.advice import asked_form
from referee.rules.planned_asks import rule_beside
from referee.rules.search import search


@pytest.mark.parametrize("question, game, rule", [
    # Coming of Age, Final Scoring > Leftover Elements: unused Willpower, Motivation and Memory Tokens,
    # divided by 3 (rounding down), give that many VEP
    ("is it worth hoarding Willpower Tokens till the last year, or do unused ones give nothing?", "coming-of-age",
     "scoring.leftovers"),
    # LOOP p. 9, Optional Action: Playing Favour: a FAVOUR is rejected by discarding another of its type or by
    # deducting 1 REPUTATION
    ("¿Me conviene rechazar este FAVOUR? ¿cuánto me cuesta hacerlo?", "loop", "favours.reject"),
    # CV, Game Play > 1. Roll the Dice: dice showing the bad luck symbol are frozen, they cannot be rerolled
    ("¿Vale la pena volver a tirar los dados de mala suerte o no se puede?", "cv", "roll.bad-luck-frozen"),
    # Coming of Age p. 10, Gain the Location Benefits: having both your Die and a Presence at the same location
    # does not let you take both step A options ("so I get more" claims what the move gets: the rule says)
    ("is it smarter to keep my die beside a Presence so I get more from the bus?", "coming-of-age",
     "bus.die-and-presence"),
    # Adulthood, Promotions and Marriage: you lose your Promoted token if you replace your Career card
    ("is it worth replacing my Career card with a fresh one, or does my Promoted token go away?", "adulthood",
     "upgrade.lose-token"),
])
def test_a_rule_asked_beside_planning_talk_is_answered(question, game, rule):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == rule


@pytest.mark.parametrize("question, lang", [
    ("is it worth buying the costly cards early or waiting for cheap ones? i always lose", "en"),
    ("¿Conviene casarse pronto? ¿algún consejo?", "es"),
    ("is it better to push my friendship track or my traits? what do strong players do", "en"),
    ("Somos nuevas: ¿conviene jugar Recuerdos pronto o guardarlos?", "es"),
    # "or" and no rule after it, or whether the choice matters at all: advice still
    ("¿Me conviene casarme pronto o no?", "es"),
    ("is it better to promote early, or does it not matter?", "en"),
    ("¿Conviene gastar la Fuerza de Voluntad pronto o da igual?", "es"),
    # a second question that asks the table's opinion is more advice
    ("is it better to buy early or save coins? what do you think", "en"),
    ("¿Conviene casarse pronto o esperar? ¿Tú qué harías?", "es"),
])
def test_advice_alone_is_no_plan_around_a_rule(question, lang):
    assert rule_beside(question, lang, lambda said: asked_form(said, lang)) is False


def test_advice_alone_keeps_its_silence():
    assert search("is it worth buying the costly cards early or waiting for cheap ones? i always lose",
                  game="cv").answered is False


@pytest.mark.parametrize("question, lang", [
    # a second question joined on after a comma asks a rule beside the advice
    ("after a left bounce, which is the better pick, and what does each one give me?", "en"),
    ("¿Cuál es mejor para mí, y qué me da cada una al final?", "es"),
])
def test_a_question_joined_on_is_a_rule_asked_beside(question, lang):
    assert rule_beside(question, lang, lambda said: asked_form(said, lang)) is True


def test_the_words_of_the_plan_are_no_topics():
    from referee.rules.normalize import words
    from referee.rules.advice import planned_frame_positions as frame_positions

    question = "¿Qué hace el marcador de Grown Up? ¿me conviene llegar rápido?"
    folded = words(question)
    assert frame_positions(question, folded, "es") == {folded.index("conviene")}
    # advice alone: its words are read as before (rules/advice.py judges them)
    alone = "¿Me conviene llegar rápido a Grown Up?"
    assert frame_positions(alone, words(alone), "es") == set()


@pytest.mark.parametrize("question, lang", [
    # a Spanish turn of "or" that is a whole question with its verb of what happens, at the end of the ask too
    # (round fabst34): "o la pierdo" asks whether the one held is lost, "o no" alone offers no rule
    ("¿Me conviene robar otra Ficha de Rasgo teniendo ya cuatro, o la pierdo?", "es"),
    ("¿Me conviene guardar las Fichas de Motivación para el final o las pierdo?", "es"),
])
def test_a_whole_turn_at_the_end_asks_a_rule_beside(question, lang):
    assert rule_beside(question, lang, lambda said: asked_form(said, lang)) is True


def test_a_whole_turn_at_the_end_is_answered_by_the_rule():
    # Coming of Age, Trait Tiles: at most 4 in hand; the one over the limit is discarded
    result = search("¿Me conviene robar otra Ficha de Rasgo teniendo ya cuatro, o la pierdo?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id in {"trait-bonus.hand-limit", "trait-bonus.options", "trait-bonus.draw"}


@pytest.mark.parametrize("question, lang", [
    # a clause that leads into the question a "¿" opens tells a moment, no question of its own (round bigsil)
    ("Cuando me sale la mala suerte en CV, ¿qué carta activa conviene perder?", "es"),
    ("Si me toca un evento en LOOP, ¿qué conviene hacer con la FAVOUR?", "es"),
])
def test_a_clause_leading_into_the_question_is_no_rule_asked(question, lang):
    assert rule_beside(question, lang, lambda said: asked_form(said, lang)) is False


def test_advice_after_a_leading_clause_keeps_its_silence():
    # CV, Bad Luck: the player chooses which active card to discard; which one is wise is never said
    result = search("Cuando me sale la mala suerte en CV, ¿qué carta activa conviene perder?")
    assert result.answered is False
    assert result.missing == ("conviene",)


@pytest.mark.parametrize("question, lang", [
    ("is it worth promoting early, or should i keep my first action? whats the best move", "en"),
    ("any tips for the first year? what should i focus on with my dice?", "en"),
    ("¿Conviene casarse pronto o seguir con citas? ¿Cuál es la mejor jugada?", "es"),
    ("¿Algún consejo para empezar? ¿En qué debería gastar mi tiempo el primer turno?", "es"),
])
def test_the_best_move_asked_outright_is_more_advice(question, lang):
    # (round abst42: "what's the best move", "¿en qué debería gastar...?" ask advice again, no rule beside the plan)
    assert rule_beside(question, lang, lambda said: asked_form(said, lang)) is False


def test_the_best_move_asked_keeps_the_silence_but_a_rule_asked_beside_still_answers():
    result = search("is getting promoted worth it, or should i keep my career as it is? whats the smart move",
                    game="adulthood")
    assert result.answered is False
    assert "upgrade.promotion" in [hit.id for hit in result.hits] or "board.interview" in [hit.id for hit in result.hits]
    # ... while a rule asked beside the same plan is answered (Adulthood: you lose your Promoted token if you
    # replace your Career card)
    result = search("is it worth replacing my Career card, or does my Promoted token go away?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "upgrade.lose-token"
