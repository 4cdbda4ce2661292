"""A player leaving the game part-way, asked of a rule that never speaks of one leaving: a silence of the question's form.

"If a player HAS TO LEAVE PARTWAY through, do I lose the VEP of my mimic
token on their tile?", "one player HAD TO LEAVE HALFWAY through: does 'the
player before the first player' still decide when the last round ends?",
"someone LEFT OUR 4-player GAME halfway: do we compare the deck to 3
players or 4?", "si en una partida a dos mi pareja SE TIENE QUE IR a mitad,
¿sigo yo solo contra Rob?". None of the four rulebooks says what becomes of
a player who leaves, of their pieces or of the turn order without them.
The rule that ranks first is the rule of the thing the player asks about
(the mimic token, the end of the last round, the deck compared with the
player count): it speaks of every other word of the question, so the
evidence of the words lets it through, and the gap catalogs, told in a few
wordings ("what happens if someone has to leave?"), catch only the bare
question, not the same departure told as the scene of a new one.

The question tells a departure by a phrase of `question_form.departure_asked`
("has to leave halfway", "had to leave", "left our game", "drops out", "se
tiene que ir", "abandona la partida"; not "leave" alone: Coming of Age's
players "leave an Interest Token" at a location, and Spanish "se va" is the
Bus leaving a location). It is unanswered when no sentence of the first
NEAR rule entries speaks of a player leaving (`departure_told`: "leaves the
game", "abandona la partida"; none of today's entries does). Cheap: a set
look-up of the phrases' first words; most questions hold none.

Round abst41 (TUNE135 on wave1base, 131 sets): abstention 4,110 -> 4,114
of 4,963 (blind53 Coming of Age, blind117 CV, blind123 Coming of Age,
blind124 Adulthood); top-1, top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.unstated_specifics import unstated_told

NEAR = 3  # the first entries none of which may speak of a player leaving


def unstated_departure(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell a player leaving the game part-way, when no rule
    of `near` (its first NEAR) speaks of one leaving; else None (the plain
    form of `unstated_told`: a set look-up first, most questions stop there)."""
    return unstated_told(query, near[:NEAR], lang_index, "departure_asked", "departure_told")
