""""Is that cheating?": a child's way of asking whether a move is allowed.

At a family table the children ask "my sister has 5 trait tiles in her
hand, IS THAT CHEATING?", "IS IT CHEATING if I promise my brother something
for his FAVOUR and then I don't do it?", "¿ESO ES TRAMPA?". They do not ask
what the rulebook says of cheating (it says nothing); they ask whether the
move told is within the rules, as "is that allowed?" asks it. Cheating is one
of the common topics (a question about cheating is answered only by an entry
that speaks of it), so such a question abstained for want of "cheating"
beside the very rule it asks (the hand limit, the negotiation rule).

The judgement (`question_form.cheat_judged`: "is that cheating", "is it
cheating", "es trampa") is the frame of the question, never its topic; a
question that asks about cheating itself ("what happens if someone
cheats?", "¿qué pasa si alguien hace trampa?") holds no such phrase and keeps
the topic. A question none of whose words opens a phrase (most: one set
look-up) is not read.
"""

from __future__ import annotations

from referee.rules.normalize import form_positions


def positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a judgement of cheating that asks
    whether a move is allowed ("IS THAT CHEATING?", "¿ES TRAMPA?")."""
    return form_positions(folded, lang, "cheat_judged")
