"""A question that joins two situations, each told by a near entry of its own (rules/joined_parts.py, issue 12).

"How much HAPPINESS do I lose for 1 CREDIT CARD still unpaid and 4 MATERIAL
in my LANDFILL?" joins what LOOP's rulebook tells in two entries: the debt
penalty and the competitive landfill penalty. The first entry tells the
first part, the next one the second; the rulebook answers. A part that asks
to do a thing without what the rule ties it to stays unanswered. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.joined_parts import parts_answered
from referee.rules.search import search


def test_each_part_answered_by_its_own_entry():
    result = search("Competitive LOOP end of game: how much HAPPINESS do I lose for 1 CREDIT CARD still unpaid and "
                    "4 MATERIAL in my LANDFILL?", game="loop")
    assert result.answered is True
    assert {hit.id for hit in result.hits[:2]} == {"credit.debt-penalty", "competitive.landfill-penalty"}


def test_each_part_answered_in_spanish():
    result = search("Fin de partida en LOOP competitivo: ¿cuánta HAPPINESS pierdo por 2 CREDIT CARD sin pagar y "
                    "6 MATERIAL en mi LANDFILL?", game="loop")
    assert result.answered is True


def test_a_part_that_does_without_is_not_answered_so():
    result = search("¿Puedo pedir COIN prestado al WORK AREA y devolverlo después sin sacar una CREDIT CARD?", game="loop")
    assert result.answered is False


def _evidence(*flags: str) -> tuple:
    """Evidence of an entry from one flag pair per word: "tc" a topic covered, "t-" a topic left out, "--" no topic."""
    return tuple((f"w{n}", flag[0] == "t", flag[1] == "c") for n, flag in enumerate(flags))


def test_the_other_entry_must_cover_the_joined_part_whole():
    joins, breaks, plain = frozenset({2}), frozenset(), [False] * 4
    first = _evidence("tc", "tc", "t-", "t-")
    assert parts_answered(joins, breaks, plain, [first, _evidence("t-", "--", "tc", "tc")]) is True
    # a word of the part here and a word there is no answer to it
    assert parts_answered(joins, breaks, plain, [first, _evidence("tc", "tc", "tc", "t-")]) is False
    # the words left out must all lie in the part joined to the rest
    assert parts_answered(joins, breaks, plain, [_evidence("t-", "tc", "t-", "tc"), _evidence("tc", "tc", "tc", "tc")]) \
        is False
    # no joining word: no parts
    assert parts_answered(frozenset(), breaks, plain, [first, _evidence("t-", "--", "tc", "tc")]) is False


def test_a_part_ends_at_the_next_clause():
    # "... the 5 and the 6, must we put a card there?": the word left out is past the comma, outside the part
    first = _evidence("tc", "tc", "--", "t-")
    other = _evidence("t-", "t-", "--", "tc")
    assert parts_answered(frozenset({2}), frozenset({3}), [False] * 4, [first, other]) is False
    assert parts_answered(frozenset({2}), frozenset(), [False] * 4, [first, other]) is True
    # ... and a part that does without is never answered so
    assert parts_answered(frozenset({2}), frozenset(), [False, False, True, False], [first, other]) is False


def test_two_things_joined_with_no_topic_beside_them_each_told_by_a_sibling():
    # Adulthood, Player Turns, step 4 "Reset your Board": a. spent time tokens go back to your Time supply; b. spent
    # energy and money tokens go back to the general supply. "¿Qué hago con el TIEMPO y las FICHAS que he gastado?"
    # joins the two things, each told by its own entry; the moment beside them ("al final de mi turno") is no topic
    result = search("Al final de mi turno, ¿qué hago con el tiempo y las fichas que he gastado?", game="adulthood")
    assert result.answered is True
    assert {hit.id for hit in result.hits} >= {"turn.reset-tokens", "turn.reset-time"}


def test_with_no_topic_beside_the_parts_the_first_must_hold_the_other_part_whole():
    joins, breaks, plain = frozenset({3}), frozenset({2}), [False] * 5
    other = _evidence("--", "--", "tc", "--", "--")
    # the rest holds no topic: the first entry tells the thing joined on the other side, every word of it
    assert parts_answered(joins, breaks, plain, [_evidence("-c", "-c", "t-", "-c", "-c"), other]) is True
    # ... not when it lacks a word of that thing: then it speaks of neither
    assert parts_answered(joins, breaks, plain, [_evidence("-c", "-c", "t-", "-c", "--"), other]) is False
