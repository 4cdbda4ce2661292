"""A player grumbling WHY a rule went one way and not another is answered by the rule, unless the other way is its
mirror (issue 12; rules/unstated_specifics.py, `reason_mirrors`).

"why does my counter move 2 steps left AND NOT 6?", "¿por qué uso los Favores azules Y NO los rojos?": the rulebook
gives no reason, but the rule that states the way it goes settles the grumble (often a slight misunderstanding).
Only a contrast with the mirror way ("left and not right", "después y no antes") asks for a reason alone, which no
rule gives. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

ANSWERED = [
    # Coming of Age p. 10 (Presence): "you must move the Mood Counter of that colour exactly 2 steps to the left. The
    # number of Tokens spent does not change this."
    ("I paid 3 motivation tokens, why does my mood counter go 2 steps left and not 6?", "coming-of-age",
     "motivation.mood-penalty"),
    # LOOP p. 17 (Modo Solitario): "En Solitario se usa un juego aparte de 5 Favores azules."
    ("¿Por qué en solitario juego con los FAVOUR azules en vez de los rojos?", "loop", "solo.favours"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_grumble_against_another_way_is_answered_by_the_rule(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "game"), [
    # CV setup (004_*, "Play your childhood"): "passes the other 2 to the player on the left"; no sentence says why
    ("why are the childhood cards passed left but not right?", "cv"),
    ("¿por qué la mala suerte se resuelve después de comprar y no antes?", "cv"),
])
def test_a_mirror_way_still_asks_a_reason_no_rule_gives(question, game):
    assert search(question, game=game).answered is False


def test_a_grumble_of_fairness_is_the_players_wording_not_a_topic():
    # LOOP p. 6 (WORK): "If you have no HAPPINESS to deduct when you WORK, take 1 COIN ...": the rulebook never
    # says "fair"; "is it fair that" is how the grumble is put (lexicon `idioms`), not a topic it is silent on
    result = search("Is it fair that I lose HAPPINESS every time I WORK?", game="loop")
    assert result.answered is True
    assert result.hits[0].game == "loop"


def test_the_players_word_for_the_time_meeples_is_time():
    # Adulthood, Turnos de los jugadores: "Todas las acciones deben pagarse en Tiempo ... antes del paso 2": the
    # time meeples are "muñecos" at many tables (glossary), not a thing the rulebook is silent on
    result = search("¿Por qué tengo que poner los muñecos en las acciones antes del paso 2?", game="adulthood")
    assert result.answered is True


def test_the_grumble_at_the_cost_of_work_is_answered_by_the_work_rule():
    # LOOP p. 6 (WORK): "follow the SALARY on your CAREER. For the INTERN that means lose 1 HAPPINESS and gain 3
    # COIN": the player grumbling at the loss asks the rule of WORK, not the edge with no HAPPINESS left
    result = search("how come I lose HAPPINESS whenever I WORK?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.work"
