"""A title that denies the kind of a term is not the rule of that kind (issue 12, top-1; rules/none_in_title.py).

"Add bought NON-EVENT cards to your CV" outscores "Bought event cards stay
in your hand" on the words of a question about event cards, and "Ir a una
ubicación NO ADYACENTE" the plain change of location on a question about
the location next door. The close sibling whose title does not deny the
kind the question names answers; a title that denies a deed ("no location
change", "no sirven para pagar") is the answer and keeps its place.
"""

from __future__ import annotations

from referee.rules.none_in_title import plain_pairs, said_plain_first, title_denies
from referee.rules.search import search


def _first(question: str) -> tuple[str, str]:
    result = search(question)
    assert result.answered, (question, result.missing)
    return result.hits[0].game, result.hits[0].id


# CV rulebook (Add to CV): bought cards other than events go to the CV; events stay in the hand until used.
def test_event_cards_asked_past_the_rule_of_non_event_cards():
    assert _first("Bought an event card - do event cards get added to the CV?") == ("cv", "cv.events-hand")


def test_the_cards_added_keep_the_rule_of_non_event_cards():
    assert _first("Which cards do I add to my CV?") == ("cv", "cv.add-cards")


# Coming of Age rulebook p. 7 (Change Location): an adjacent location costs 1 Frustration Token, a
# non-adjacent one 2.
def test_the_non_adjacent_move_asked_keeps_its_rule():
    assert _first("what does moving to a non-adjacent location cost?") == ("coming-of-age",
                                                                           "change-location.non-adjacent")
    assert _first("¿Cuántas Fichas de Frustración cuesta ir a una ubicación no adyacente?") == (
        "coming-of-age", "change-location.non-adjacent")


# CV rulebook: dice and tokens spent on buying cannot pay costs (a deed denied, the answer itself).
def test_a_deed_denied_in_the_title_keeps_its_place():
    assert _first("Los dados que usé para comprar, ¿me sirven para pagar la raya roja?") == ("cv", "cost.no-reuse")


def _concepts(*game_terms: str, common: tuple[str, ...] = ()) -> list:
    return lambda stems: [({"~game:1"} if word in game_terms else {"~common:1"} if word in common else set(), None)
                          for word in stems]


_NONE = frozenset({"no", "not", "sin"})


def test_the_terms_said_plainly_beside_their_word():
    stems = ["event", "card", "cv"]  # "do event cards go in my CV?"
    assert (0, "card", 1) in plain_pairs(stems, _concepts("event", "cv")(stems), _NONE, frozenset(), frozenset())
    stems = ["quier", "ubic", "adyacent"]  # "quiero la ubicación adyacente"
    assert (2, "ubic", -1) in plain_pairs(stems, _concepts("adyacent")(stems), _NONE, frozenset(), frozenset())
    stems = ["not", "pay", "memori", "presenc"]  # "if I can't pay for the memory or the presence"
    assert plain_pairs(stems, _concepts("memori", "presenc")(stems), _NONE, frozenset(), frozenset()) == []
    stems = ["gan", "mas"]  # "¿gano más?": an everyday group, no term of the game
    assert plain_pairs(stems, _concepts(common=("gan",))(stems), _NONE, frozenset(), frozenset()) == []


def test_a_title_denies_the_kind_in_the_same_pairing():
    title = ["add", "bought", "not", "event", "card", "cv"]  # "Add bought non-event cards to your CV"
    concepts = [set()] * len(title)
    assert title_denies(title, concepts, frozenset({2}), [("event", frozenset(), "card", 1)], _NONE)
    assert not title_denies(title, concepts, frozenset(), [("event", frozenset(), "card", 1)], _NONE)  # (not tight)
    title = ["ir", "ubic", "no", "adyacent"]  # "Ir a una ubicación no adyacente"
    concepts = [set(), set(), set(), {"~game:57"}]
    assert title_denies(title, concepts, frozenset({2}), [("lad", frozenset({"~game:57"}), "ubic", -1)], _NONE)
    title = ["not", "free", "mood", "track", "not", "location", "chang"]  # "No free Mood Track, no location change"
    assert not title_denies(title, [set()] * len(title), frozenset({0, 4}),
                            [("location", frozenset(), "chang", -1)], _NONE)  # ("change location": the other side)


def test_the_sibling_that_does_not_deny_goes_first():
    judged = [((True, False, 0), 0), ((True, False, 0), 1), ((False, False, 0), 2)]
    chosen = said_plain_first(judged[0], judged, lambda rank: rank == 0, lambda one, other: True, 3)
    assert chosen[1] == 1
    assert said_plain_first(judged[0], judged, lambda rank: False, lambda one, other: True, 3)[1] == 0
    assert said_plain_first(judged[0], judged, lambda rank: rank == 0, lambda one, other: other == 2, 3)[1] == 0
