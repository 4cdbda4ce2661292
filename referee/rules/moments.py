"""Asked for the moment: "right now", "this turn" point to the rule that says when.

"I just played a Leisure card with an action spot, can I put time on it
RIGHT NOW?", "¿puedo usar la acción de la carta que jugué ESTE TURNO?". A
player who asks whether a thing can be done at once, or in the turn it
happened, asks WHEN: the rulebook answers that in the entry that states a
moment ("you cannot use those new spots UNTIL YOUR NEXT TURN", "you may
play a card you drafted this SAME TURN", "hasta tu SIGUIENTE TURNO"). Before
this, the entry about the thing itself (what the Leisure card or its spot
does) came first: it holds the question's other words, and the moment is a
word or two ("turn") that every entry of a turn holds as well.

The lexicon (`question_form.now_asked`, `now_told`) names the words, in
each language. Once the search has decided, an answered question that asks
for the moment has the first of the next SIBLING_RANKS rule entries of its
first entry's game whose title or text states a moment moved first, when it
scores at least PULL_SHARE of the first and the first states none
(`siblings.stating_sibling_first`, as rules/repeats.py does for a repeat).
The check is a set look-up of the question's words: most questions hold
none.

On the tuning sets: top-1 10,815 -> 10,816 of 11,560 (one gained, none
lost); top-3, abstention and false abstention unchanged. Tried and dropped:
"same turn" / "mismo turno" among the asked words (they ask whether two
things fit in one turn: "both Community spots in the same turn?", net -1);
without "same turn" among the told words, an entry that says "you may play
it this SAME TURN" lost its place (net 0); at PULL_SHARE 0.9 and two ranks,
nothing moved. Several misses of this shape keep the rule of when below the
third rank, out of this reading's reach.

A question that tells the thing JUST done ("I just played a Community card,
can I use its action right away?", "¿cuándo puedo usar la acción de una
Pareja que ACABO DE jugar?", "RECIÉN jugada"; `question_form.just_done`)
asks when the new thing comes into use, also when it asks only "when": the
entry that puts it off to a later turn (`later_told`: "until your next
turn", not "same turn") goes first from further down (DEFER_RANKS,
DEFER_SHARE), unless the first entry states a moment itself ("you may play
a card you drafted this same turn" answers "can I play the card I just
took?"). Tuning sets: top-1 11,185 -> 11,189 of 11,960 (four Adulthood
questions of a card just played, two in Spanish), nothing lost; without the
first entry's own moment kept, "¿puedo jugar en este turno una carta que
acabo de agarrar del mercado?" lost its rule (net +3).

Round timing (TUNE125 on wave2base): the start of a thing's use asked in so
many words ("I played a Partner card. FROM WHEN can I use its action?",
"¿DESDE CUÁNDO puedo usar su acción?", "¿A PARTIR DE CUÁNDO cuenta?";
`question_form.use_start_asked`) asks what a thing just done asks: the rule
that puts the use off goes first, from USE_START_SHARE of the first entry's
score (the thing's own entry holds more of its words: the rule of new spots
scored 0.74-0.80 of the Partner's spots). With "right then", "at that
moment", "en ese momento", "al momento", "al instante" among the words of
now: top-1 21,971 -> 21,974 of 23,760, top-3 23,340 -> 23,341 (blind120's
two Partner questions, blind85 "¿se termina la partida en ese momento?"),
abstention and false abstention unchanged. "At once" among them was dropped:
"two career cards out AT ONCE" asks how many at a time (a top-1 lost).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first
from referee.rules.triggers import form_phrases, triggered_by

PULL_SHARE = 0.85  # a sibling stating the moment goes first from this share of the first entry's score (0.9: no move)
SIBLING_RANKS = 4  # rule entries looked at after the first (2: no move on the tuning sets)
# a thing told just done ("I JUST played a Community card", "una carta RECIÉN jugada"): the rule that puts its use off
# goes first from this share of the first entry's score, from this many ranks below it (tuning sets: at 0.85, one
# of the four gained stays at rank 5, its rule at 0.84 of the first; the rule of the Leisure card just played was
# at rank 5, past SIBLING_RANKS)
DEFER_SHARE = 0.8
DEFER_RANKS = 6
# the start of a thing's use asked in so many words ("FROM WHEN can I use its action?"): the rule that puts its use
# off goes first from this share of the first entry's score (the question names the thing, whose own entry holds more
# of its words: at 0.8, "I played a Partner card. From when can I use its action?" kept the Partner's spots first, the
# rule of new spots at 0.80 of it)
USE_START_SHARE = 0.7


def asks_now(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask for the moment of a thing ("RIGHT NOW", "RIGHT AWAY", "THIS
    TURN", "AHORA MISMO", "ESTE TURNO")."""
    return says_listed(folded, lang, "now_asked")


def tells_just_done(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words tell a thing just done ("I JUST played", "ACABO DE jugar", "RECIÉN
    jugada"): asked when it may be used, the rule that puts its use off answers."""
    return says_listed(folded, lang, "just_done")


def asks_use_start(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask from when a thing may be used ("FROM WHEN can I use its action?",
    "¿DESDE CUÁNDO puedo usar su acción?"): the start of its use, which the rule that puts it off answers."""
    return says_listed(folded, lang, "use_start_asked")


def defers_asked(folded: list[str], lang: str) -> bool:
    """Whether the rule that puts a thing's use off answers the question: it tells the thing just done
    (`tells_just_done`) or asks from when it may be used (`asks_use_start`)."""
    return tells_just_done(folded, lang) or asks_use_start(folded, lang)


@triggered_by(form_phrases("now_asked", "use_start_asked", "just_done"), absent=False)
def asks_moment(folded: list[str], lang: str, asks_when: bool) -> bool:
    """Whether a question asks for the moment of a thing: in words of now (`asks_now`), from when it may be used
    (`asks_use_start`), or asking when (`asks_when`: the question's "?when" intent) of a thing just done
    ("¿CUÁNDO puedo usar la acción de una carta RECIÉN jugada?")."""
    return asks_now(folded, lang) or asks_use_start(folded, lang) or (asks_when and tells_just_done(folded, lang))


@lru_cache(maxsize=4096)
def states_deferral(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) put a thing off to a later turn ("until your next turn",
    "from the next player's turn", "hasta tu siguiente turno"), not only name a moment ("the same turn")."""
    return says_listed(words(text), lang, "later_told")


@lru_cache(maxsize=4096)
def states_moment(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) state when a thing may be done or takes effect ("until
    your next turn", "from the next player's turn", "hasta tu siguiente turno")."""
    return says_listed(words(text), lang, "now_told")


def moment_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True,
                       just_done: bool = False, use_start: bool = False):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose words
    (`said_of`: number -> (title and text, language)) state a moment moved
    first, when it scores at least PULL_SHARE of the first and the first
    states none. A question that tells a thing just done (`just_done`) has
    the first of the next DEFER_RANKS entries that put a thing off to a
    later turn (`states_deferral`) moved first instead, when there is one
    and the first states no moment itself ("you may play a card you drafted
    this SAME TURN" answers "can I play the card I just took, this turn?").
    None when nothing moves."""
    if (just_done or use_start) and scored and not states_moment(*said_of(scored[0][1])):
        deferred = stating_sibling_first(scored, lambda number: states_deferral(*said_of(number)), game_of,
                                         USE_START_SHARE if use_start else DEFER_SHARE, DEFER_RANKS, may_move)
        if deferred:
            return deferred
    return stating_sibling_first(scored, lambda number: states_moment(*said_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
