"""A gap about the edge case of nobody or both, asked of the plain case.

"¿Quién empieza en LOOP? He leído algo de gastar 100 dólares", "A Work card
I buy has to go on top of the Work stack?": the rulebook answers the plain
case (the one who spent the most recently starts; a card bought goes on its
stack). The catalog holds the silence of an edge of it, told by a word of
nobody, both or more than one ("Who starts if NOBODY (or MORE THAN ONE)
recently spent over $100?", "If BOTH cards I buy this turn go to one
stack, which one goes on top?"), which shares the question's words and
ranked first.

Here, when the gap that ranks first names such an edge (its title holds a
phrase of `question_form.unsaid_edges`) and the question holds none, the gap
is a narrower case than asked: the rule entry that answers keeps the
question. Only with a rule entry that answers, and only an edge that is the
title's condition (after "if", "si"): "in Solo Mode, where NOBODY ACCEPTs a
FAVOUR" is the gap's account of the mode, and the question "Does the
Salesman gain his COIN in solo mode?" keeps it. On the tuning list: top-1
15,476 -> 15,478, false abstention 385 -> 379, top-3 and abstention
unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form, words

# the words an opener of a condition may stand before its edge word ("IF BOTH cards", "SI NADIE")
OPENER_REACH = 2


@lru_cache(maxsize=8)
def _phrases(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get("unsaid_edges", ()))
    return phrases, first_word_reach(phrases)


def _holds(folded: list[str], lang: str) -> bool:
    phrases, reach = _phrases(lang)
    return not reach.keys().isdisjoint(folded) and bool(phrase_positions(folded, phrases, reach))


@lru_cache(maxsize=64)
def says_no_edge(text: str, lang: str) -> bool:
    """Whether `text` names no edge case of nobody, both or more than one."""
    return not _holds(words(text), lang)


@lru_cache(maxsize=4096)
def gap_of_edge(title: str, lang: str) -> bool:
    """Whether a gap's title names such an edge as its condition: an opener
    of `question_form.unsaid_edge_openers` ("if", "si") within OPENER_REACH words
    before it ("IF NOBODY (or MORE THAN ONE) ...", "IF BOTH cards"), not a
    word of its account ("in Solo Mode, where NOBODY ACCEPTs a FAVOUR")."""
    folded = words(title)
    phrases, reach = _phrases(lang)
    if reach.keys().isdisjoint(folded):
        return False
    openers = frozenset(question_form(lang).get("unsaid_edge_openers", ()))
    return any(openers.intersection(folded[max(0, at - OPENER_REACH):at])
               for at in phrase_positions(folded, phrases, reach))
