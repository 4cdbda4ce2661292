"""Whether it matters which thing, where, who or in what order: a silence of the question's form.

"Rob rolls several dice: which one goes on my location? DOES IT MATTER
WHICH?", "basic mode: DOES IT MATTER WHICH CAREER card I flip to its INTERN
side?", "¿DA IGUAL CUÁL pone?", "¿IMPORTA EN QUÉ ORDEN los retiro?". The
rule that ranks first is the rule of the act (Rob places one of the dice he
rolled, everyone plays the INTERN) and holds the question's other words;
whether the pick is free or fixed is a rule only where the rulebook says so:
that any one will do ("any", "either", "choose", "cualquiera", "elige"),
that a thing goes first or in an order ("first", "then", "left to right",
"orden", "luego"), or that it does not matter ("does not matter", "da
igual"). An automated opponent's rule is where players ask it most (its
fixed procedure names one thing of several, "one of the Dice he just
rolled", and leaves which open), but they ask it of every game.

The question holds a phrase that asks whether it matters (`matter_asked`:
"does it matter which / where / who / in what order", "da igual cuál",
"importa en qué orden"; not "does it matter?" alone, which asks what a thing
is for: "why does it matter how many cards are left?"), and the first entry
has none of `matter_told`. "Random" is no told word: a thing dealt at random
("1 random MATERIAL") says nothing of a pick the player makes. The phrases
are read as rules/advice.py reads its own (topic "matter"). Only the first
entry is read, as rules/choices_asked.py reads leave to choose. Gated on a
set look-up of the phrases' first words, so most questions pay nothing.

TUNE155: abstention 4,683 -> 4,687 (Rob's die, LOOP's INTERN card, where
everyone sits in Coming of Age and in CV's childhood deal), top-1, top-3
and false abstention unchanged; the answerable questions of the form meet a
rule that fixes the order ("strictly from left to right", "this order") or
frees it ("in any order"). CHECK4 unchanged.
"""

from __future__ import annotations

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex

TOPIC = "matter"  # the prefix of the lexicon fields read (matter_asked, matter_condition, matter_told)
ENTRIES = 1  # the first entries one of which must leave the pick free or fix it


def unstated_matter(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask whether it matters which, where, who or in what
    order when the first entry neither leaves the pick free nor fixes it;
    else None."""
    return unstated_form(query, near[:ENTRIES], lang_index, TOPIC)
