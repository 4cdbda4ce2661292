"""The sibling whose title is the case of having none (issue 12, top-1; rules/none_in_title.py).

A question that tells a case with none of a thing of the game ("at 0
HAPPINESS", "no tengo HAPPINESS", "una ubicación que no está al lado") is
answered by the close sibling entry whose title says that case, not by the
general rule of the same action that holds the same words.
"""

from __future__ import annotations

import pytest

from referee.rules.none_in_title import none_things, said_none_first, title_says_had, title_says_none
from referee.rules.search import search


def _first(question: str) -> tuple[str, str]:
    result = search(question)
    assert result.answered, (question, result.missing)
    return result.hits[0].game, result.hits[0].id


# LOOP rulebook p. 6 (Start Turn, a) WORK): "If you have no HAPPINESS to deduct, take 1 COIN from WORK AREA then
# end turn immediately." The general WORK rule (lose 1 HAPPINESS, gain 3 COIN) is the case with HAPPINESS left.
@pytest.mark.parametrize("question", [
    "intern at 0 happiness in a basic loop game chose WORK, we gave him 3 coin anyway, what should have happened",
    "Si no tengo HAPPINESS para hacer WORK, igual cobro mis 3 COIN, ¿verdad?",
])
def test_work_with_no_happiness_is_its_own_rule(question):
    assert _first(question) == ("loop", "turn.work-no-happiness")


def test_work_without_a_case_of_none_keeps_the_general_rule():
    assert _first("loop: I choose WORK, what do I lose and what do I gain?") == ("loop", "turn.work")


# Coming of Age rulebook p. 7 (Change Location): "You can also choose a non-adjacent location, in which case you
# must add 2 Frustration Tokens to the far right of 2 available Mood Tracks that each have none."
@pytest.mark.parametrize("question", [
    "¿Cuántas Fichas de Frustración me cuesta llevar el dado a una ubicación que no está al lado?",
    "Quiero cambiar de ubicación mi dado a una que no está al lado, ¿cuántas Fichas de Frustración me cuesta?",
])
def test_a_location_that_is_not_adjacent(question):
    assert _first(question) == ("coming-of-age", "change-location.non-adjacent")


_NONE = frozenset({"no", "not", "sin", "0"})
_NONE_OF = frozenset({"any", "ningun"})


def _concepts(*game_terms: str, common: tuple[str, ...] = ()) -> callable:
    return lambda stems: [({"~game:1"} if word in game_terms else {"~common:1"} if word in common else set(), None)
                          for word in stems]


def test_what_the_question_has_none_of():
    stems = ["no", "felicidad", "work"]
    assert none_things(stems, _concepts("felicidad", "work")(stems), _NONE, _NONE_OF, frozenset({"not"}),
                       frozenset(), frozenset()) == [1, 2]
    stems = ["intern", "0", "happiness"]
    assert none_things(stems, _concepts("intern", "happiness")(stems), _NONE, _NONE_OF, frozenset({"not"}),
                       frozenset(), frozenset()) == [2]
    stems = ["felicidad", "0", "work"]  # "con HAPPINESS 0, ¿puedo hacer WORK?"
    assert none_things(stems, _concepts("felicidad")(stems), _NONE, _NONE_OF, frozenset({"not"}),
                       frozenset(), frozenset()) == [0]


def test_a_denied_deed_and_a_kind_of_thing_are_no_case_of_none():
    stems = ["not", "mov", "die"]  # "why can't I move my die"
    assert none_things(stems, _concepts("mov", "die")(stems), _NONE, _NONE_OF, frozenset({"not"}), frozenset(),
                       frozenset()) == []
    stems = ["not", "any", "coin"]  # "I don't have any coin"
    assert none_things(stems, _concepts("coin")(stems), _NONE, _NONE_OF, frozenset({"not"}), frozenset(),
                       frozenset()) == [2]
    stems = ["fich", "frustr", "sin", "resolv"]  # "Frustración sin resolver": a term of the game
    concepts = [({"~game:25"}, None), ({"~game:25"}, None), ({"~game:53"}, None), ({"~game:53"}, None)]
    assert none_things(stems, concepts, _NONE, _NONE_OF, frozenset({"not"}), frozenset(), frozenset()) == []


def test_the_title_says_none_close_to_the_thing():
    title = ["work", "no", "happiness", "left", "tak", "1", "coin"]
    assert title_says_none(title, [set()] * len(title), {"happiness"}, set(), _NONE)
    title = ["work", "los", "1", "happiness", "gain", "3", "coin"]
    assert not title_says_none(title, [set()] * len(title), {"happiness"}, set(), _NONE)


def test_only_an_answering_sibling_goes_first():
    judged = [((True, False, 0, True), 0, "general"), ((True, False, 0, True), 1, "none"),
              ((True, False, 0, True), 2, "other part")]
    says = {1: 1, 2: 1}.get
    sibling = lambda one, other: other != 2  # noqa: E731
    assert said_none_first(judged[0], judged, lambda rank: says(rank, 0), sibling, 3)[2] == "none"
    unanswered = [((False, False, 0, True), 0, "first"), ((True, False, 0, True), 1, "none")]
    assert said_none_first(unanswered[0], unanswered, lambda rank: int(rank == 1), sibling, 3)[2] == "first"


def test_a_title_of_the_thing_there_already_gives_way_to_the_plain_sibling():
    judged = [((True, False, 0, True), 0, "already there"), ((True, False, 0, True), 1, "plain")]
    sibling = lambda one, other: True  # noqa: E731
    assert said_none_first(judged[0], judged, lambda rank: -1 if rank == 0 else 0, sibling, 3)[2] == "plain"
    # (a first that says nothing of it stays first)
    assert said_none_first(judged[0], judged, lambda rank: 0, sibling, 3)[2] == "already there"
    title = ["bouncing", "left", "on", "a", "track", "that", "already", "has", "a", "frustration"]
    keys = ["bounc", "left", "on", "a", "track", "that", "alreadi", "has", "a", "frustration"]
    assert title_says_had(title, keys, {"frustration"}, frozenset({"already"}))
    assert not title_says_had(title, keys, {"bounc"}, frozenset({"already"}))


# Coming of Age rulebook p. 8 (Bouncing on a Track to the Left): with no Frustration Token on the Track, "you must
# choose either to add a Frustration Token over the Motivation Token icon on the far right of that Track, or lose 2
# VEP"; "If you bounce to the left and there is already a Frustration Token at one end of the Track" is the other case.
@pytest.mark.parametrize("question", [
    "que pasa si rebota a la izquierda y no hay ficha de frustracion",
    "Rebote a la izquierda sin ninguna Ficha de Frustración en ese registro: ¿qué opciones tengo exactamente?",
])
def test_a_bounce_left_with_no_frustration_there(question):
    assert _first(question) == ("coming-of-age", "bounce.left")
