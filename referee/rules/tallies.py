"""What a thing is for, asked: an entry whose title tallies the thing by its kinds does not say.

"What are the blue FAVOUR cards for?", "¿Para qué son las FAVOUR azules?",
"¿Las Fichas de Objetivo A, B, C y D para qué son?". LOOP's Player Area
entry "FAVOUR cards: 30 red, 5 blue" counts the cards of each colour; it
names every word of such a question in its short title and ranked first,
above "Blue FAVOUR are for Solo Mode only" and the rules of playing a
FAVOUR. A tally tells how many there are of each kind, as the Components
list does, never what the thing is for; Components entries are damped in a
purpose question already (search.py, COMPONENTS_FACTOR), but a tally may
stand in another section ("Basic Mode Setup > Player Area", "Solo Mode >
Setup": "Your Goals in solo: 1 B, 2 C, 1 D", "30 EVENT: 19 CONTINUOUS, 11
IMMEDIATE").

A title tallies when, after its head and a colon, it is only counted parts,
at least TALLY_PARTS of them, parted by commas or a joiner of
`question_form.list_joiners` ("30 rojas y 5 azules"), each opening with a
number and naming what it counts: "Goal: 5 VEP" (one value), "Scoring
table: 1, 3, 6, 10, 15, 21 points" (values, not things counted) and "Moving to a non-adjacent location:
2 Frustration Tokens" (one cost) are no tallies. In a purpose question such
an entry is damped and held back as a Components entry is (search.py,
`purpose.never_tells_use`), unless the question asks how many there are.

TUNE107: top-1 19,454 -> 19,458 (the blue FAVOUR of blind13 and blind104,
the blue RENEW of blind42 and blind50, Coming of Age's lettered Goal Tiles
of blind105 past the solo count "1 B, 2 C, 1 D"; lost: blind104 "¿Para qué
están las cartas EVENT?", whose answers count the EVENT "19 CONTINUOUS, 11
IMMEDIATE"), top-3 20,584, abstention 3,413 and false abstention 547
unchanged. The English "What are the blue FAVOUR cards for?" still misses:
its title's fuzzy match puts the tally 1.4 times above the rule.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form_set

TALLY_PARTS = 2  # counted parts a title's tail must hold to tally ("30 red, 5 blue")


@lru_cache(maxsize=4096)
def tallies(title: str, lang: str) -> bool:
    """Whether an entry's title, after its head and a colon, is only TALLY_PARTS or more counted parts."""
    head, colon, tail = title.partition(":")
    if not colon or not any(character.isdigit() for character in tail):
        return False
    joiners = question_form_set(lang, "list_joiners")
    parts = [part for part in re.split(r",|\s(?:" + "|".join(map(re.escape, sorted(joiners))) + r")\s", tail)
             if part.strip()] if joiners else tail.split(",")
    return len(parts) >= TALLY_PARTS and all(len(part.split()) > 1 and part.split()[0][0].isdigit() for part in parts)
