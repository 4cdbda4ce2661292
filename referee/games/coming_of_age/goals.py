"""Goal Tile requirements ("Trait and Goal Tiles: Goals"), evaluated once for
both uses: the scorer (numbers counted in a tally) and the referee (numbers
tracked in a session). Each side gathers a `GoalFacts` per player; this
module decides.

Type A majorities compare against the other players and a tie counts as
fulfilled; Type B counts Presences among the tile's printed locations;
Type C compares a number with a threshold; Type D counts Memory Tokens,
used or unused, against the tile's printed threshold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from referee.core.messages import Msg, ngettext
from referee.i18n import N_

# the numbers goals compare, gathered per player by each side
STATS = ("friends", "presences", "savings", "parent_cards", "traits_played", "tiles_fulfilled", "top_friendship", "fulfillment_end")


@dataclass(frozen=True)
class GoalFacts:
    """What the goals look at for one player."""

    stats: dict[str, int]  # friends, presences, savings, parent_cards, traits_played, tiles_fulfilled, top_friendship, fulfillment_end
    presences: frozenset[int]
    memory: dict[str, int]  # Memory Tokens per colour, used and unused


def evaluate(spec: dict[str, Any], scoring: dict[str, Any], mine: GoalFacts, others: list[GoalFacts], details: dict[str, Any] | None) -> tuple[bool | None, Msg]:
    """Whether the goal holds, with a reason in numbers; None when the tile's
    printed details (Type B locations, Type D tokens) are not known yet."""
    check = spec["check"]
    if check == "majority":
        have = mine.stats[spec["stat"]]
        best = max((other.stats[spec["stat"]] for other in others), default=0)
        return have >= best, Msg(N_("{mine} against at most {other} for the others"), mine=have, other=best)
    if check == "at_least":
        threshold = spec["threshold"]
        threshold = scoring[threshold] if isinstance(threshold, str) else threshold
        have = mine.stats[spec["stat"]]
        return have >= threshold, ngettext("{mine} of {n} needed", "{mine} of {n} needed", threshold, mine=have)
    if details is None:
        return None, Msg(N_("enter what the tile asks for"))
    if check == "presences_among":
        locations = sorted(details["locations"])
        have = len(set(locations) & mine.presences)
        return have >= scoring["type_b_presences"], Msg(
            N_("Presences among locations {locations}: {mine}"), mine=have, locations=", ".join(map(str, locations))
        )
    if check == "memory_threshold":
        required = details["memory"]
        ok = all(mine.memory.get(colour, 0) >= needed for colour, needed in required.items())
        shown = ", ".join(f"{colour} {mine.memory.get(colour, 0)}/{needed}" for colour, needed in required.items())
        return ok, Msg(N_("Memory Tokens {counts}"), counts=shown)
    raise AssertionError(f"unknown goal check {check}")
