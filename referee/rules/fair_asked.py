""""Is it fair that...?": a child's way of asking whether a move is allowed.

At a family table the children put a yes/no rules question as a judgement
of fairness: "IS IT FAIR to use an energy token as if it was one of the
little wooden people?", "IS IT FAIR THAT when you work you get sadder?",
"My daughter got fewer FAVOUR cards than me at the start. IS THAT FAIR??",
"¿VALE QUE mi hijo pida una carrera en el modo básico?", "¿ES JUSTO que...?".
They ask whether the move or the outcome is within the rules; the rulebook
never says "fair" of it, and Coming of Age's Fair trait made the word a
topic only that trait's entry covers, so such a question abstained for want
of "fair" beside the very rule it asks.

The judgement (`question_form.fair_judged`: "is it fair", "is that fair",
"es justo", "vale que") is the frame of the question, never its topic, as
"is that cheating?" is (rules/cheat_asked.py); "what does the Fair trait do?"
holds no such phrase and keeps the trait. A question none of whose words
opens a phrase (most: one set look-up) is not read.
"""

from __future__ import annotations

from referee.rules.normalize import form_positions


def positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a judgement of fairness that asks
    whether a move is allowed ("IS IT FAIR that...", "¿VALE QUE...?")."""
    return form_positions(folded, lang, "fair_judged")
