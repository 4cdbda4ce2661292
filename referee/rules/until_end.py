"""A question about the moment at the end, against a rule of what holds until then.

"Al final de mi turno, ¿qué hago con el tiempo y las fichas que gasté?",
"what happens to my people (time) at the end of my turn?", "At the end of
the game, what makes me lose points?". A rule that says what stays so UNTIL
the end ("Leave placed time and resources on the spots until the end of the
turn", "You never move backwards on a track until the end of the game")
holds the question's words (time, tokens, end, turn) as the rule of what
happens AT the end does ("Step 4: spent energy and money go back to the
general supply"), and often more of them: it came first, or was brought
first by its coverage (`search._best_covering`), though it speaks of the
time before the moment asked, not of the moment.

A question that names the moment at the end (`[until_end] at_end`: "at the
end", "al final") and does not itself say "until" it (`asked_until`: "do I
leave them until the end of the turn?" asks that very rule) damps by
UNTIL_FACTOR the first rule entry by score when its title says what holds until
the end (`until_told`), and no such entry is brought before the first by
coverage, nor pulled before it by a reading of siblings ("what HAPPENS TO
my time": rules/fates.py, whose "Leave ..." title tells a fate). The title, not the text: a text may say "until" of anything on
the way. Only the first is damped: one further down keeps its place among
the related entries, where it may still answer a part of a told story ("At
the end I had 3 unhappiness tokens and we moved my happiness marker back
3", where "You never move backwards on a track until the end of the game"
is the part the joined reading needs).

On the tuning list TUNE30: top-1 14,402 -> 14,406 of 15,360 and top-3 15,167
-> 15,168 (4 questions of Adulthood's step 4, what becomes of the spent time
and tokens at the end of the turn); abstention and false abstention
unchanged. Damping every such entry, not only the first, cost 1 false
abstention (the told story above). UNTIL_FACTOR 0.9 is the one value
measured.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import lexicon_table, words
from referee.rules.unstated_specifics import holds
from referee.rules.triggers import triggered_by

UNTIL_FACTOR = 0.9  # an entry whose title tells what holds until the end, for a question about the moment at it


@lru_cache(maxsize=None)
def _phrases(lang: str, field: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of one field of `lang`'s `[until_end]` table, each folded into its words."""
    return tuple(tuple(words(phrase)) for phrase in lexicon_table(lang, "until_end").get(field, ()))


def _says(folded: list[str], lang: str, field: str) -> bool:
    """Whether folded words hold one of the phrases of `field`."""
    return holds(folded, _phrases(lang, field))


@triggered_by(lambda lang: _phrases(lang, "at_end"), absent=False)
def asks_at_end(query: str, lang: str) -> bool:
    """Whether a question names the moment at the end ("at the end of my turn") and not the time until it."""
    folded = words(query)
    return _says(folded, lang, "at_end") and not _says(folded, lang, "asked_until")


@lru_cache(maxsize=1024)
def tells_until(title: str, lang: str) -> bool:
    """Whether an entry's title tells what holds until the end ("... until the end of the turn")."""
    return _says(words(title), lang, "until_told")
