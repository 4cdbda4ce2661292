"""A limit counts the thing done by the verb after it, not the words past that verb (rules/limit_counts.py).

Adulthood, Player Turns (rules.en.toml `turn.play-cards`): "In step 3 you may
play any number of Adulthood, Partner and Career cards from your hand". A
limit on how many cards are PLAYED (used, put down) from the hand is on the
cards played, which that rule answers; a limit on the cards KEPT in the hand
is one the rulebook never sets, and stays a silence.
"""

from __future__ import annotations

from referee.rules.limit_counts import counted_act
from referee.rules.normalize import key
from referee.rules.search import search


def test_the_verbs_of_an_act_counted_and_of_holding_are_told_apart():
    for word, lang in (("play", "en"), ("using", "en"), ("bought", "en"), ("jugar", "es"), ("bajar", "es"),
                       ("robas", "es")):
        assert counted_act(key(word, lang), lang), word
    for word, lang in (("keep", "en"), ("hold", "en"), ("guardar", "es"), ("conservar", "es")):
        assert not counted_act(key(word, lang), lang), word


def test_a_limit_on_cards_played_from_the_hand_is_answered_by_the_rule_of_playing():
    for question in ("in adulthood, is there a limit on how many cards I can use out of my hand per turn?",
                     "En Adulthood, ¿hay algún límite de cartas que puedo jugar desde la mano por turno?"):
        result = search(question)
        assert result.answered is True, question
        assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.play-cards"), question


def test_a_limit_on_cards_kept_in_the_hand_stays_a_silence():
    for question in ("in adulthood, is there a limit on the cards I can hold in my hand?",
                     "En Adulthood, ¿hay un límite de cartas que puedo guardar en la mano?"):
        assert search(question).answered is False, question
