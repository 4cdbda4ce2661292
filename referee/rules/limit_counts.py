"""A limit asked, answered by a rule that states the count of the thing limited.

"Max cards I can take per turn?" is answered by "The player can take 1 or 2
cards from the track"; "¿puede la Office Lady comprar más de un MATERIAL?"
by "puedes Comprar 1 (y solo 1) Material"; "¿relanzar los dados más de dos
veces?" by "volver a tirar ... dos veces". The rule never says "maximum" or
"limit", but a rule that gives how many of the thing there are or may be
taken sets its limit. The question's word of limit (the common concept
"limit": max, more than, más de, máximo...) is then covered when the entry's
title or text puts a number (a digit, or a word of `COUNT_WORDS` read as
one) at most COUNT_REACH words before the thing the question limits: the
first word after the limit that is neither a little word, a number nor a
word of amount ("the max NUMBER of cards": cards).

Not when the question asks whether there is a limit at all ("is there a
max number of credit cards one person can have?", "¿hay un máximo de
cartas en la mano?"): a count a rule gives of what is taken or dealt is no
cap on holding more (without that check, 5 silences of the tuning sets
were lost). On the tuning sets (round 20): 6 false abstentions fewer (4
English, 2 Spanish), top-1 5 more, top-3 and abstention unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

COUNT_REACH = 2  # words from the number to the thing counted ("1 or 2 CARDS", "1 solo 1 MATERIAL")
THING_REACH = 3  # words after the question's limit within which it names the thing limited
# the words of a number a stem keeps as a word (Spanish "un"/"una": one), and the words of an amount that only
# say "how many" of the thing after them ("the max NUMBER of cards", "la CANTIDAD máxima de cartas")
COUNT_WORDS = frozenset({"un", "uno", "una", "a", "an"})
AMOUNT_WORDS = frozenset({"number", "amount", "numero", "cantidad", "many", "much", "mucho", "muchos", "muchas"})


def limited_thing(stems: Sequence[str], position: int, weak: frozenset[str]) -> str | None:
    """The stem of the thing the question's limit at `position` limits, or None."""
    for stemmed in stems[position + 1:position + 1 + THING_REACH]:
        if stemmed.isdigit() or stemmed in weak or stemmed in AMOUNT_WORDS or stemmed in COUNT_WORDS:
            continue
        return stemmed
    return None


def states_count(thing: str, fields: Sequence[Sequence[str]]) -> bool:
    """Whether one of the fields (stems, in order) puts a number right before `thing`."""
    for stems in fields:
        for n, word in enumerate(stems):
            if (word.isdigit() or word in COUNT_WORDS) and thing in stems[n + 1:n + 1 + COUNT_REACH]:
                return True
    return False
