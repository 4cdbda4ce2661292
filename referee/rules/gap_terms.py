"""A known gap told only in the words of its own related rules is no clearer than the rules that answer.

A gap of the catalogs (rules/gaps.py) is a question the rulebook leaves
open beside the rules it names as related: "What are the Promoted and
Married markers for, when they run out?" beside the rules that hand the
markers out. Its title and aliases retell those rules before they say
what is left open, so a question can meet a gap only by the words the
gap shares with its own rules ("What are the Promoted and Married markers
for?") and never say the term that makes the gap a gap (running out).
The gap then outscored the rule that answers only because it holds more
of the rules' words at once, and the question was told "the rulebook
does not cover it" (`search._known_gap`).

`says_own_term` tells whether the question says a word of the gap that
none of the gap's related rules holds: its own term. When it does not,
and the two nearest rules that answer hold together every word of the
question the gap holds more (the answer is in them: "Why can't I flip my
EVENT now, during my turn?" beside the rule that says EVENT cards are
triggered at the end of the turn), the rules keep the question unless the
gap scores GAP_CLEAR times as high (search.py). Examples that now answer:
"The COIN in the WORK AREA ran out. Do I still get my SALARY?" (LOOP's
coin shortage rule, not the gap of where BUY's coins go), "Social
assistance: after it, when does the track get refilled and who plays
next?", "¿Qué hago con los Eventos de Vida cuando reinicio el tablero al
final del turno?". A question that says the gap's own term keeps the gap:
"what if the Promoted markers RUN OUT?".

Measured (round fabst34, TUNE115, 111 sets): false abstention 535 -> 521
of 21760 answerable (-14), top-1 +7, top-3 +2; abstention -2 of 4227
("¿Cuánta HAPPINESS da el GOAL HOBBY en LOOP?", what a GOAL card prints,
and "When I WORK, can I spend REPUTATION so I don't lose the HAPPINESS?"
are now answered by their nearest rules), one blind59 question answered
with the crossing rule first where the gap had put the overflow rule
first. Tried and dropped: the gap's own term alone, without the two rules
holding the rest (false abstention -24, abstention -25), and the two rules
holding the rest alone (-32 / -36): each answered as many unanswerable
questions as answerable ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


def says_own_term(gap_held: Iterable[str], related_held: Iterable[Iterable[str]], weak: frozenset[str]) -> bool:
    """Whether a word of the question the gap holds (`gap_held`: its tokens,
    stems, pairs "a_b" and glossary notions "~game:n"; the forms of asking
    "?..." aside) is held by none of the gap's related rules
    (`related_held`: the question's tokens each holds) and is no weak word,
    number or pair of them (`weak`: the weak keys of the language): the gap's
    own term, said by the question. A gap that holds no word of the
    question at all says nothing of its own either way (True)."""
    own = {token for token in gap_held if not token.startswith("?")}
    if not own:
        return True
    for held in related_held:
        own.difference_update(held)
        if not own:
            return False
    return any(not all(part in weak or part.isdigit() for part in token.split("_")) for token in own)


def yields_to_rules(gap: int, rules: list[tuple[float, int]], related: Iterable[int], held_of: Callable[[int], set[str]],
                    weak: frozenset[str], margin: float, holds_more: Callable[[int], bool]) -> bool:
    """Whether the gap `gap` yields to the rules that answer: the second of
    `rules` (the rule entries, best first, (score, number)) scores `margin`
    of the first, the question says no term of the gap's own
    (`says_own_term`, `held_of` giving the question's tokens a document
    holds, `related` the gap's related rules) and the gap holds no word the
    two nearest rules lack together (`holds_more`, of the first rule's
    number, judged with both rules' tokens)."""
    if len(rules) < 2 or rules[1][0] < margin * rules[0][0]:
        return False
    if says_own_term(held_of(gap), (held_of(number) for number in related), weak):
        return False
    return not holds_more(rules[0][1])
