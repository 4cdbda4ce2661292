"""`ask` abstains on trouble at the table the rulebooks never settle (issue 12, item 1).

A player going home mid-game, a mistake noticed turns later: told in a
sentence before the question ("Our friend has to go home. What do we do
with her Presences?"), the trouble is still what the question is about, so
a rule about the pieces it names does not answer it (search._asked_sentences,
TROUBLE_CONCEPTS). Handing one's card to another player named some words
after the verb ("cambiar un Valor de mi mano por el de otro jugador") is a
trade, which only a rule of trading answers. Beside each, the near question
a rule does answer. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # Coming of Age: no rule for a player leaving mid-game (grep of 000_*.txt for "leave", "quit", "concede":
    # "leave" only means leaving a Presence or an Interest Token)
    ("My brother had to go home after the second round. What happens to his Presences on the board?",
     "coming-of-age"),
    # Adulthood: no rule for correcting a past mistake (grep of 003_*.txt for "mistake", "forgot", "error",
    # "correct": none)
    ("Two turns later we noticed someone played a card without paying its cost. What do we do?", "adulthood"),
    ("Nos dimos cuenta dos rondas después de que alguien no pagó una carta. ¿Qué hacemos?", "adulthood"),
    # Adulthood p. 4, Values: "Values cards remain secret from everyone else the entire game, and may be added
    # to your hand and exchanged through Meditation"; nothing trades them between players (grep "trade",
    # "give": only the set-up's "Give each player")
    ("¿Puedo intercambiar un Valor de mi mano por el Valor de otro jugador?", "adulthood"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_trouble_at_the_table_abstains(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # Adulthood p. 4, Partners: "if you get a new one, discard the previous Partner" ("halfway through my
    # turn" is a time in the turn, not a player leaving); "what happens to the old one" asks where it goes, which
    # the placing rule's title says ("an older Partner goes to the Experience stack", rules/fates.py): either
    # entry answers, as the benchmark sets expect for "si juego una pareja nueva, ¿qué pasa con la anterior?"
    ("Halfway through my turn I got a new Partner. What happens to the old one?", "adulthood",
     ("cards.partner-replace", "turn.place-partner")),
    # Adulthood p. 3, Meditate: "discard a Values card from your hand to draw a new Values card"
    ("¿Puedo cambiar un Valor de mi mano al meditar?", "adulthood", ("board.meditate",)),
]


@pytest.mark.parametrize(("question", "game", "entries"), ANSWERED)
def test_the_near_question_a_rule_answers_stays_answered(question, game, entries):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in entries


@pytest.mark.parametrize("question", [
    # Coming of Age: no rule for a player leaving mid-game (as above: "leave" only means leaving a Presence or an
    # Interest Token); a child who gives up says so with "se rinde", "gave up" (blind82's wording, worded anew)
    "Mi hermano se enfadó y se rinde en la tercera ronda de Coming of Age. ¿Seguimos los demás?",
    "My sister gave up in the third round of Coming of Age. What happens now?",
])
def test_a_player_giving_up_is_trouble_the_rulebook_never_settles(question):
    assert search(question).answered is False
