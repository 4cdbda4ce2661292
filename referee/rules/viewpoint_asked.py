"""From whose seat a side of the table is seen, asked outright: the rulebook says "left", never from where.

"The 'leftmost' card of the track is left from WHOSE SEAT? The board faces
one player.", "2-player: 'the first on the left' of the neutral row that
sits between us is left FROM WHOSE SIDE?", "¿la carta de más a la izquierda,
IZQUIERDA DE QUIÉN?". The rule that ranks first names the side (CV's
leftmost card of the track discarded, the first neutral Trait Tile on the
left) and holds every word the question names; which seat it is seen from
it never says, and a board between players or facing one of them leaves
it open.

So the question is unanswered when it asks whose viewpoint a side is told
from (`viewpoint_asked`: "whose seat", "whose left", "from which side",
"izquierda de quién", "desde qué lado"; one set look-up of their first
words, so the other questions pay nothing) and no near entry says from
where (`viewpoint_told`: "your left", "facing", "point of view", "tu
izquierda", "mirando"; not "sitting": CV's "the player sitting to the
right of the bicycle player" tells the order of turns). Judged on the near rules, as rules/offered_places.py judges a
place: the rule of the table's layout may rank after the rule of the
card.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.unstated_specifics import entry_tells, phrase_asked


def unstated_viewpoint(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The phrase that asks whose viewpoint a side is seen from when none of
    the `near` entries says from where; else None."""
    found = phrase_asked(words(query), lang_index.lang, "viewpoint_asked")
    if found is None or any(entry_tells(number, lang_index, "viewpoint_told") for number in near):
        return None
    return " ".join(found)
