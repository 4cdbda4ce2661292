"""`ask` abstains on how the table makes a roll or a draw: its means, its place, a mishap (issue 12; rules/chance_handled.py).

The rules of rolling and drawing say what is rolled, rerolled, shuffled and
drawn, never with what (a dice cup, an app), who shuffles, where at the
table the dice are thrown, or what to do when a die is knocked over or two
cards come off the deck stuck together (grep of the four rulebooks for
"cup", "app", "cut", "who shuffles", "accident", "knock", "bump": none).
Beside them, questions of the same rolls and decks that ask what a rule
gives, which stay answered. The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

SILENT = [
    # the means of a roll or a shuffle (CV: "roll your dice"; LOOP: "shuffle all red FAVOUR and deal")
    ("Is a dice cup allowed, or do we roll straight onto the table?", "cv"),
    ("Al empezar, ¿quién baraja los FAVOUR rojos?", "loop"),
    # ... with a word of duty between (round negabst)
    ("At setup, who has to shuffle the red FAVOUR?", "loop"),
    ("Antes de empezar, ¿quién tiene que barajar las FAVOUR rojas?", "loop"),
    # the place of the table a roll is made at
    ("Should we roll the dice in the middle of the table so everyone sees them?", "cv"),
    ("¿Tiramos los dados sobre el tablero o al lado?", "coming-of-age"),
    # a mishap to a die or a card
    ("My die bumped the bad luck die I had frozen and it now shows money. Which face counts?", "cv"),
    ("When I reroll, one of my dice knocked into a die I kept and turned it over. What now?", "cv"),
    ("I rolled and my die knocked my neighbour's die onto another number. Whose roll counts?", "coming-of-age"),
    ("One of my dice rolled off the board and hit another player's die, which moved. What now?", "cv"),
    ("Two Memory cards came out stuck together when I refilled. Which one goes on the location?", "coming-of-age"),
    ("I flipped an EVENT and it landed face up. Does it still trigger at the end of my turn?", "loop"),
    ("Mi amiga relanzó tres veces sin darse cuenta. ¿Vale esa tirada?", "cv"),
    ("Al robar, dos Partner venían pegadas y vi las dos. ¿Cuál me quedo?", "adulthood"),
    # a piece of the box lost or damaged (round abstx): the rules of the bicycle token and of the dice say what they
    # are for, never what to do without them
    ("Our bicycle token got lost under the sofa. What do we do in CV?", "cv"),
    ("One of the CV dice is chipped on one face. Which symbol is it?", "cv"),
    ("En CV se perdió la ficha de bicicleta. ¿Qué hacemos?", "cv"),
]

ANSWERED = [
    # what the rules of rolling and drawing give, the table where the dice lie a detail
    ("how many times can I reroll my dice?", "cv"),
    ("¿puedo volver a tirar los dados que dejé en la mesa?", "cv"),
    ("can I reroll the dice I left on the table after the first reroll?", "cv"),
    ("how many dice do I roll in round 3?", "coming-of-age"),
    ("when I roll, where do my dice go on the board?", "coming-of-age"),
    # a card lost in play, to misfortune: the rule of the bicycle token answers who started
    ("I lost my bicycle card to misfortune. Who starts the round now?", "cv"),
    ("Perdí la carta de bicicleta por una desgracia. ¿Quién empieza ahora?", "cv"),
    # the table lost in the rules, told in a long message (round longmsg): a person got lost, no piece of the box.
    # English says both with "got lost"; Spanish says them apart ("nos perdimos", "se perdió la ficha"), so its
    # question stays answered with or without the English list
    ("Hi folks! We had our second game yesterday and after the first round we got lost. How many dice does each "
     "player roll in a round? Thanks a lot!", "coming-of-age"),
    ("¡Hola! Ayer jugamos la segunda partida y después de la primera ronda nos perdimos. ¿Cuántos dados tira cada "
     "jugador en una ronda? Gracias.", "coming-of-age"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_how_the_table_makes_chance_is_not_in_the_rulebook(question, game):
    result = search(question, game=game)
    assert not result.answered


@pytest.mark.parametrize(("question", "game"), ANSWERED)
def test_the_rule_of_the_roll_stays_answered(question, game):
    result = search(question, game=game)
    assert result.answered
