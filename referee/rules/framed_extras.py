"""The words of a question of leave that frame its act, which a gap holding them is no nearer for.

"can i set my time out WHILE THE PLAYER BEFORE ME IS STILL GOING?",
"Manners Makyth Man is up. can i STILL REJECT by discarding the same
FAVOUR?". A question of whether one may do something asks about the act;
the moment of the scene it is asked in (a clause opened by "while",
"during", "mientras": `_Query.moment`) and the word of going on that frames
the leave ("can I STILL ...", "¿TODAVÍA puedo ...?": lexicon
`question_form.leave_still`) are how it is put. A gap of the catalog
written the way players ask ("If I placed my Time before my turn, can I
STILL change that placement?") holds such words too, and the search told
the gap because it held words of the question the rule that answers did
not (`search._gap_holds_more`). Here those framing words, said nowhere else
in the question, are no more in the gap: the rule that answers keeps the
question unless the gap holds something of the act itself.

Only for a question of leave (`?may`), the moment clause as the search
read it and the words of going on listed; the stems of the act (said
outside those words) are kept whatever else.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.rules.normalize import question_form


def framed_stems(stems: Sequence[str], surface: Sequence[str], moment: Sequence[bool], lang: str) -> frozenset[str]:
    """The stems of a question of leave said only in its framing: in the
    clause of the scene's moment (`moment`, per stem) or as a word of going
    on (`question_form.leave_still`)."""
    still = frozenset(question_form(lang).get("leave_still", ()))
    framing = [bool(moment and moment[n]) or surface[n] in still for n in range(len(stems))]
    inside = {stems[n] for n, framed in enumerate(framing) if framed}
    outside = {stems[n] for n, framed in enumerate(framing) if not framed}
    return frozenset(inside - outside)


def without_framed(extra: list[str], framed: frozenset[str], rule_held) -> list[str]:
    """The tokens of `extra` (stems, or pairs joined by "_") that are not made
    only of framed stems and of words the rule holds."""
    if not framed:
        return extra
    return [token for token in extra
            if not (set(token.split("_")) <= framed | set(rule_held) and set(token.split("_")) & framed)]
