"""A situation told in sentences of its own, then an ask of no topic (issue 12).

"Terminamos la ronda y después repusimos el track. Ahora quedan 2 cartas
en el mazo de vejez y somos tres. ¿Qué pasa?" tells the table's state in
statements and asks of all of it. The story is the situation asked about,
as one told at the head of the asking sentence is ("Al terminar la ronda,
¿qué pasa?"): the entry that covers its terms of the game answers though it
leaves out one word of the story that is no term of that game alone (a
word of time, "después", "the same"). The probes are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # CV: the game ends when the deck of Old Age cannot refill the track for every player
    ("Terminamos la ronda y después repusimos el track. Ahora en el mazo de vejez quedan 2 cartas y somos tres. "
     "¿Qué pasa?", "cv", "end.trigger"),
    ("Al final de la ronda, después de reponer el track, en el mazo de vejez quedan 2 cartas y somos tres. "
     "¿Qué pasa?", "cv", "end.trigger"),
    # Coming of Age: the VEP of a Memory grows with the tokens of one type spent on it
    ("I paid two motivation tokens of the same colour for a memory and took 3 VEP. My brother says it should "
     "be 4. who counted right", "coming-of-age", "memory.vep-scale"),
])
def test_a_story_told_before_an_ask_of_no_topic_is_answered(question, game, entry):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_a_term_of_the_game_the_story_names_stays_a_topic():
    # a thing of the game the rule lacks is what the story is about: still not answered by a rule without it
    result = search("Solo juego con la bici. Se la regalé a mi hermano. ¿Se puede?")
    assert result.answered is False
