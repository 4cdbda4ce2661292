"""`ask` abstains on Spanish questions the rulebooks do not answer as it does on English ones (issue 12, item 1).

Spanish lost evidence English keeps in three places: a real word the typo
corrector read as a stopword ("perro" as "pero", "gato" as "gasto"), so
the thing asked about vanished from the question; a noun after "algún",
"otra", "cada" (as after "any", "another", "each") was not read as a
noun, so a thing the rulebook never names was no topic; and the verbs of
handing over with a clitic ("darte", "pasarnos", "regalarles") were not
read as handing something to another player. Damage ("se dañó", which the
stemmer read as "dan", they give; "se mojó") and going home ("se marchó a
casa", "went home") were no trouble at the table. A "can I" asked with voseo,
vosotros or the conditional ("¿podés...?", "¿podéis...?", "¿podría...?") was
no "can I" question at all. Beside each, the near
question a rule does answer. The questions are worded anew, not copied
from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # CV, end of the game (the rulebook prints no page numbers): "The player with the most points wins. In case
    # of a tie, the player with fewer CV cards wins. If there is still a tie, then it remains a tie!" (no prize
    # for finishing first; grep of 004_*.txt for "trophy", "prize", "reward": none)
    ("¿hay algún trofeo para el que termina primero en CV?", "cv"),
    # CV components: "7 dice"; grep of 004_*.txt for "replace", "missing", "damag": only a card "lost" to the
    # box for an unpaid cost. "perro" is a dog, not a typo of "pero"
    ("mi perro mordió uno de los dados de CV, ¿qué hacemos?", "cv"),
    # Coming of Age p. 10, Parent Card: "play a Parent Card from your hand ... After playing a Card, draw a new
    # one, so that you always have 2 Parent Cards in your hand" (nothing hands one to another player)
    ("¿puedo darte una carta de padres si eres otro jugador?", "coming-of-age"),
    # LOOP, Cooperative Mode: its rules cover FAVOUR, burning and the win only; nothing gives COIN to a teammate
    # (grep of 001_*.txt for "Cooperative", "give", "PAYOFF"; gap.coop-give-resources)
    ("en el modo cooperativo de LOOP, ¿podemos pasarnos monedas entre nosotros?", "loop"),
    # Adulthood: no rule for a damaged component or a player going home (grep of 003_*.txt for "damag", "wet",
    # "leave", "quit": none); "dañada" was read as "dan" (they give), and "went home" was no way of leaving
    ("Se dañó una carta de Adulthood, ¿podemos seguir jugando?", "adulthood"),
    ("Se me mojó una carta de Adulthood, ¿podemos seguir jugando?", "adulthood"),
    ("Mi primo se marchó a casa en la ronda 3 de Adulthood. ¿Qué pasa con sus cartas?", "adulthood"),
    ("My cousin went home in round 3 of Adulthood. What happens to his cards?", "adulthood"),
    # Coming of Age p. 10, Memory: "Some locations allow you to spend Willpower Tokens instead of Motivation Tokens";
    # VEP are points and nothing spends them (grep of 000_*.txt for "spend": Willpower and Motivation only).
    # Asked with voseo or the conditional, it is the same "can I" question as "¿puedo...?"
    ("¿Podés gastar VEP para conseguir un Recuerdo en Coming of Age?", "coming-of-age"),
    ("¿Podrías gastar VEP para conseguir un Recuerdo en Coming of Age?", "coming-of-age"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_a_spanish_question_the_rulebook_does_not_answer_abstains(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # LOOP p. 2: "1-6 players" (a typo of a content word is still corrected: "jugadroes" is "jugadores")
    ("¿cuántos jugadroes pueden jugar a LOOP?", "loop", {"game.players"}),
    # CV, end of the game: "The player with the most points wins"
    ("¿quién gana en CV?", "cv", {"object.winner", "end.winner"}),
    # Coming of Age p. 10: "After playing a Card, draw a new one, so that you always have 2 Parent Cards in
    # your hand"
    ("¿cuándo se roba una carta de padres en coming of age?", "coming-of-age", {"parent-card.hand-and-discard"}),
    # Adulthood, Career cards: what a Career card gives ("dan" is still the verb to give)
    ("¿Qué me dan las cartas de carrera en Adulthood?", "adulthood", {"cards.career"}),
    # Coming of Age p. 10, Memory: "spend Willpower Tokens instead of Motivation Tokens ... to gain the Memory"
    ("¿Podés pagar un Recuerdo con Fuerza de Voluntad en Coming of Age?", "coming-of-age", {"memory.willpower"}),
]


@pytest.mark.parametrize(("question", "game", "entries"), ANSWERED)
def test_the_near_spanish_question_a_rule_answers_stays_answered(question, game, entries):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in entries
