"""A count the player already holds raises the rule of the limit at that count
(rules/already_held.py, issue 12).

LOOP: "You can hold at most 2 REPUTATION; at 2 you may still ACCEPT FAVOUR
but gain no more REPUTATION" (rulebook p. 9), beside the general table of
REPUTATION for accepting. The probes are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.already_held import counts_held, held_factor
from referee.rules.search import search


def test_the_cap_answers_a_player_already_at_it():
    result = search("If I already hold 2 REPUTATION and ACCEPT a RESELL, is anything gained?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "favours.reputation-cap")


@pytest.mark.parametrize("text, lang, counts", [
    ("I already have two REPUTATION", "en", {"2"}),
    ("even if I have 5 already", "en", {"5"}),
    ("ya tengo 5 en la mano", "es", {"5"}),
    ("Ya tengo dos de REPUTATION", "es", {"2"}),
    # no "already", or the number too far from it
    ("I have 2 REPUTATION", "en", set()),
    ("ya sé que al final de la partida se cuentan los 3 tipos", "es", set()),
])
def test_counts_held(text, lang, counts):
    assert counts_held(text, lang) == counts


def test_only_a_limit_holding_the_count_is_raised():
    assert held_factor(True, frozenset({"2", "reputation"}), frozenset({"2"})) > 1.0
    assert held_factor(False, frozenset({"2", "reputation"}), frozenset({"2"})) == 1.0
    assert held_factor(True, frozenset({"5", "favour"}), frozenset({"2"})) == 1.0


@pytest.mark.parametrize("text, lang, counts", [
    # told with a word of having, when the question asks for more too (round numtwo)
    ("I have 7 dice and a card gives me another", "en", {"7"}),
    ("Tengo 7 dados y la carta me da otro", "es", {"7"}),
    ("tengo 3 fichas y quiero 2 más", "es", {"3"}),
    # a count held and nothing more asked: no edge of a limit
    ("I have 3 COIN, what can I buy?", "en", set()),
    ("Tengo 3 fichas de Motivación, ¿qué Recuerdo puedo coger?", "es", set()),
])
def test_counts_held_with_more_asked(text, lang, counts):
    assert counts_held(text, lang) == counts


@pytest.mark.parametrize("question, game, first", [
    ("I have 2 REPUTATION and I ACCEPT a FAVOUR. Do I get another REPUTATION?", "loop", "favours.reputation-cap"),
    ("Tengo 7 dados y la carta nueva me da otro dado. ¿Cuántos tiro?", "cv", "roll.max-seven"),
])
def test_the_limit_answers_a_count_held_and_one_more_asked(question, game, first):
    for result in (search(question), search(question, game=game)):
        assert result.hits[0].id == first
