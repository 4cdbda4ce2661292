"""A question that joins two situations, each told by a near entry of its own.

"Competitive, end of game: how much HAPPINESS do I lose for 2 unpaid CREDIT
CARD and 7 MATERIAL in my LANDFILL?" joins two things the rulebook tells in
two entries side by side: the debt penalty (first) and the landfill penalty
(second). The search judges the first entry by every topic of the question
and finds the second part's words ("material", "landfill") missing from it,
although the next entry tells that part whole; the panel shows both. Then
the rulebook answers, as each question of a text of several does
(rules/several_asks.py), but here within one sentence.

The rule: the question holds a joining word (`question_form.joiners`:
"and", "while", "y", "mientras"...), every topic the first entry leaves out
lies in the part one such word joins to the rest (up to the next comma
or joining word), and one other near rule entry of the first entry's game
covers every topic of that part (the part whole, not a word here and a
word there); the first covers a topic of the rest. "Se acaban de quitar
las Fichas de Bloqueo de la 5 y la 6, ¿hay que ponerles carta de
Recuerdo?" joins two numbers, not the ask: the word missing is past the
comma, outside the part. A part that does without ("... y devolverlo
luego SIN sacar una CREDIT CARD", `question_form.without`) asks of doing
a thing without what the rule ties it to, what the rulebook seldom says:
never answered so (a plain "no" tells the situation: "no nos quedaban
monedas ... y un jugador no pudo cobrar su WORK").
The near entries are those `_best_covering` compares for several asks.
On the tuning sets (issue 12, with blind49): false abstention 251 -> 241
of 8,959 (on seven sets), top-1 8,294 -> 8,295, top-3 8,796 -> 8,797,
abstention 1,325 of 1,668 unchanged (the part unbounded by a comma: 238,
but 2 abstentions lost, "... de la 5 y la 6, ¿hay que...?" among the
answered; every "no" as a denial: 242).
When the rest of the question holds no topic at all ("Al final de mi
turno, ¿qué hago con el TIEMPO y las FICHAS que gasté?": the moment and
two things joined), the first entry tells the rest when it holds every
word of the thing on the other side of the joining word (`_joined_told`).
Tuning list (TUNE45): false abstention 473 -> 470 (the three askings of
Adulthood's step 4 in blind44, blind46, blind48), top-1, top-3 and
abstention unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence


def parts_answered(joins: frozenset[int], breaks: frozenset[int], denials: Sequence[bool],
                   evidences: Sequence[tuple]) -> bool:
    """Whether the near entries answer a question joined at one of `joins`
    (the stem positions that open a part after a joining word) between
    them: the first entry (`evidences[0]`) covers the question but one part
    joined to the rest, which another covers whole. A part runs from a
    joining word to the next clause start or joining word (`breaks`,
    `joins`), or to it from the one before. A part that does without
    (`denials`: "... and pay it back WITHOUT a CREDIT CARD") asks what the
    rule may not say: never answered so. `evidences` are the `_evidence` of
    the near entries: tuples of (word, is a topic, covered), one per stem
    of the question."""
    if not joins or len(evidences) < 2 or any(len(evidence) != len(evidences[0]) for evidence in evidences):
        return False
    first = evidences[0]
    missing = [n for n, (_, topic, covered) in enumerate(first) if topic and not covered]
    if not missing:
        return False
    bounds = sorted(joins | breaks | {0, len(first)})
    for cut in sorted(joins):
        at = bounds.index(cut)
        after, before = range(cut, bounds[at + 1]), range(bounds[at - 1], cut)
        for part, joined in ((after, before), (before, after)):
            if not all(n in part for n in missing) or any(denials[n] for n in part):
                continue
            if not any(topic and covered for n, (_, topic, covered) in enumerate(first) if n not in part) \
                    and not _joined_told(first, part, joined):
                continue  # the first entry must tell the rest of the question
            for other in evidences[1:]:
                if all(other[n][2] for n in part if first[n][1] or other[n][1]):
                    return True
    return False


def _joined_told(first: tuple, part: range, joined: range) -> bool:
    """Whether, in a question whose rest holds no topic, the first entry
    tells the thing joined to `part` whole (`joined`, the part on the other
    side of the joining word): "¿qué hago con el TIEMPO y las FICHAS que
    gasté?" joins two things each of two sibling entries tells, the spent
    tokens (first) and the Time (next); the rest ("al final de mi turno")
    is the moment, no topic. Without a topic to tell, the first must hold
    every word of the other thing joined, or it speaks of neither."""
    if any(topic for n, (_, topic, _) in enumerate(first) if n not in part):
        return False
    return bool(joined) and all(first[n][2] for n in joined)
