"""An exception asked: the entry that states where the rule gives way, before the rule itself.

"Is there ever a case where bouncing left gives me VEP instead of costing
me?", "¿hay algún caso en que no pueda volver a tirar un dado?", "any
exception to paying the upkeep?". A player who knows the general rule asks
whether it ever gives way. The rulebook answers in the entry of the case
or the exception, told beside the rule ("Bouncing left on a Track that
already has a Frustration": gain 4 VEP; "Dice showing bad luck are frozen:
they cannot be rerolled"), while the general rule ("Bouncing left: lose 2
VEP", "Reroll any dice, up to twice") holds the question's words as well,
is shorter, and came first.

The question says it asks an exception by a phrase of
`question_form.exception_asked` ("is there ever", "any case where", "an
exception", "any way around", "algún caso", "alguna excepción"). An
entry tells one by a phrase of `question_form.exception_told` in its title
or text ("the only exception", "unless", "instead", "cannot", "salvo",
"en lugar de", "no se pueden"), or by detailing the first entry (its id
extends the first's: `bounce.left-with-frustration` details `bounce.left`,
rules/specific_entries.py `details`). Once the search has decided, an
answered question that asks an exception has the first of the next
SIBLING_RANKS rule entries of its first entry's game that tells one moved
first, when it scores at least PULL_SHARE of the first and the first tells
none (`siblings.stating_sibling_first`). The check of the question is a set
look-up of its words: most questions hold none.

Not "is there any way to ...?", "¿hay alguna forma de ...?": they ask how a
thing is done as often as whether the rule gives way ("¿hay alguna forma de
subir un personaje del nivel 4 al 5?" asks the Intimacy Bonus, which the
level-up rule, telling "no puedes", passed).

Round exceptions, TUNE133 (129 sets; with the frame words of the lexicons'
`discourse`, measured before it): top-1 23,513 -> 23,514 (blind128 "¿hay
algún caso en que no pueda volver a tirar un dado?": CV's frozen dice, not
the rerolls); top-3, abstention and false abstention unchanged. Only ten
questions of the list ask an exception in these words, nine already right;
"Is there ever a case where bouncing left gives me VEP instead of costing
me?" moves too once answered, but "costing" (the general rule's "lose 2
VEP") still finds no entry.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first
from referee.rules.specific_entries import details

PULL_SHARE = 0.8  # an entry telling the exception goes first from this share of the first entry's score
SIBLING_RANKS = 2  # rule entries looked at after the first


def asks_exception(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask whether a rule ever gives way ("is there EVER A CASE", "ANY
    EXCEPTION", "¿hay ALGÚN CASO en que...?")."""
    return says_listed(folded, lang, "exception_asked")


@lru_cache(maxsize=4096)
def tells_exception(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) tell where a rule gives way ("the only exception",
    "unless", "instead", "cannot", "salvo", "en lugar de", "no se pueden")."""
    return says_listed(words(text), lang, "exception_told")


def exception_entry_first(scored: list[tuple[float, int]], said_of, id_of, game_of,
                          may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game that tells an
    exception (`said_of`: number -> (title and text, language)) or details
    the first (`id_of`: number -> entry id) moved first, when it scores at
    least PULL_SHARE of the first and the first tells none. None when
    nothing moves."""
    if not scored:
        return None
    first_id = id_of(scored[0][1])

    def tells(number: int) -> bool:
        """Whether the entry tells an exception, or is the case of the first entry."""
        return tells_exception(*said_of(number)) or (number != scored[0][1] and details(first_id, id_of(number)))

    return stating_sibling_first(scored, tells, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
