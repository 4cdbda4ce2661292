"""Words of tallying the score ("what does that COST me?", "¿en el DESEMPATE CUENTAN ...?"), which a scoring rule says
in its own words, do not make it silent (issue 12; rules/scoring_talk.py).

Each case is judged against the entry named, as the entry the search chose, with the words it lacks.
"""

from __future__ import annotations

import pytest

from referee.rules.scoring_talk import only_talk_missing
from referee.rules.search import get_index


def _talk(missing: tuple[str, ...], lang: str, game: str, entry_id: str) -> bool:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)
    return only_talk_missing(missing, number, lang_index)


@pytest.mark.parametrize(("missing", "lang", "game", "entry"), [
    # LOOP p. 10, End Game: "The player who triggers DEPLETION at their turn end loses 1 HAPPINESS immediately": what
    # it costs, said as a loss
    (("cost",), "en", "loop", "end.depletion-penalty"),
    (("cuesta",), "es", "loop", "end.depletion-penalty"),
    # Coming of Age, Final Scoring: "En caso de empate, gana ... (incluidos los Rasgos mimetizados ...)": the tie-break
    # says what counts without the words "desempate" or "cuentan"
    (("desempate", "cuentan"), "es", "coming-of-age", "scoring.tie-break"),
    # CV, End of the Game > Example of Scoring: "Felix and Julius, with 5 possessions each, both fulfil it and each gets
    # 5 points": players told level ("Julius and I BOTH have 5 possessions, who scores the Collector goal?") is a tie
    # the example settles
    (("both",), "en", "cv", "goal.collector"),
    (("ambos",), "es", "cv", "goal.collector"),
])
def test_only_words_of_scoring_talk_missing_from_a_scoring_rule_answer(missing, lang, game, entry):
    assert _talk(missing, lang, game, entry)


@pytest.mark.parametrize(("missing", "lang", "game", "entry"), [
    # ... not when a word of the thing asked is missing too
    (("cost", "coin"), "en", "loop", "end.depletion-penalty"),
    # ... nor from a rule that speaks of no score (LOOP p. 5: "The QUALITY of a MATERIAL is shown by the white dots")
    (("worth",), "en", "loop", "area.quality"),
])
def test_another_word_or_a_rule_of_no_score_stays_silent(missing, lang, game, entry):
    assert not _talk(missing, lang, game, entry)


def _talk_said(missing: tuple[str, ...], said: list[str], lang: str, game: str, entry_id: str) -> bool:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)
    return only_talk_missing(missing, number, lang_index, said)


@pytest.mark.parametrize(("missing", "said", "lang", "game", "entry"), [
    # Coming of Age, End of the Game and Final Scoring: "The game ends at the end of round 4 ... (9 turns)": asked
    # whether it ends at a VEP total, the unit of score is talk of tallying the rule answers without naming it
    (("vep",), ["when", "game", "end", "after", "9th", "turn", "someone", "reaches", "vep", "total"], "en",
     "coming-of-age", "end.trigger"),
    # ... Final Scoring > Frustraciones: "cada jugador pierde 3 VEP por cada Frustración sin resolver"
    (("vep",), ["quedan", "3", "fichas", "frustracion", "sin", "superar", "cuantos", "vep", "pierdo"], "es",
     "coming-of-age", "scoring.frustration"),
])
def test_the_unit_of_score_told_is_talk(missing, said, lang, game, entry):
    assert _talk_said(missing, said, lang, game, entry)


@pytest.mark.parametrize(("missing", "said", "lang", "game", "entry"), [
    # ... not when the question pays with it: the rulebook never lets VEP be spent ("Memory: spend Motivation Tokens",
    # p. 10; VEP are only gained or lost), so "pay 3 VEP to remove a Frustration" is a silence
    (("vep",), ["puedo", "pagar", "3", "vep", "partida", "quitar", "ficha", "frustracion"], "es",
     "coming-of-age", "scoring.frustration"),
    (("vep",), ["can", "spend", "vep", "end", "game", "end"], "en", "coming-of-age", "end.trigger"),
])
def test_the_unit_of_score_paid_is_no_talk(missing, said, lang, game, entry):
    assert not _talk_said(missing, said, lang, game, entry)
