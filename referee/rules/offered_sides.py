"""The other side of a choice the question offers, answered by the rule that says one side.

"when I play a Parent Card does it go face up OR face down?", "¿va boca
arriba O boca abajo?", "on top OR at the bottom?". A player who offers two
sides of a choice is answered by the rule that says which side it is: "Place
each Parent Card you play FACE UP in your personal discard pile". The side
the rule does not say is then no word a gap of the catalogs holds "more"
than that rule: a gap that happens to say the other side ("my own FACE-DOWN
Parent Card deck") is another question, not a nearer reading of this one
(search._gap_holds_more). Before, such a gap scored a little above the rule
and `ask` said the rulebook was silent beside the rule that answers.

The sides are those `search._alternatives` reads (the content word before
"or" / "o" and the first after it; a phrase said again with one word
changed, "face UP or face DOWN", pairs the changed word, and the repeated
word with the first side), and only sides of one state: a phrase said twice
with its last word changed (`_parallel`). Two things offered ("is there a
co-op variant OR a team one?") are not read: the rule of one says nothing
of the other, and a gap of the other is the question. A side counts as
answered only when the rule holds the stem of its partner and not its own:
the rule speaks of one side and not the other. Gated on the question offering a choice at all (an
empty dict): other questions pay nothing.
"""
from __future__ import annotations


def answered_sides(alternatives: dict[int, int], stems: list[str], concepts: list, rule_held) -> set[str]:
    """The stems (and their glossary notions, from `concepts`, one (own,
    ...) pair per stem position) of the sides the rule leaves unsaid while
    holding their partner: what a gap's extra tokens may not count as more."""
    said: set[str] = set()
    for position, other in alternatives.items():
        if _parallel(stems, position, other) and stems[other] in rule_held and stems[position] not in rule_held:
            said.update((stems[position], stems[position - 1]))
            said.update(concepts[position][0] | concepts[position - 1][0])
    return said


def _parallel(stems: list[str], position: int, other: int) -> bool:
    """Whether two sides are one phrase said twice with its last word
    changed ("FACE up or FACE down", "BOCA arriba o BOCA abajo"): the two
    sides of one state. Sides that are two things ("a co-op variant or a
    team one", "1 HAPPINESS or 2") are not: a rule that speaks of one says
    nothing of the other (TUNE145: 9 abstentions lost without this); nor is
    a count said twice ("3 free or 3 total": two readings of a rule, which a
    gap may hold)."""
    return min(position, other) > 0 and position != other and not stems[position - 1].isdigit() \
        and stems[position - 1] == stems[other - 1] != stems[position] != stems[other]
