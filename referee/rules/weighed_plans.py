"""The move weighed in a strategy question, told beside the rule it asks: no thing offered in place of another.

A player weighing a move asks the rule it turns on in one part of the text
and weighs the move in another: "how do possession cards score? IS IT WORTH
BUYING POSSESSIONS INSTEAD OF HEALTH CARDS", "¿cuántos puntos da una
Posesión? ¿VALE LA PENA ACAPARAR POSESIONES EN VEZ DE SALUD?".
rules/planned_asks.py reads the advice as the frame of the rule asked
beside it. But rules/stand_ins.py read "X INSTEAD OF Y" in the move weighed
as one thing offered to stand in for another, asked no rule let it, and the
right rule, ranked first, abstained: the two ways weighed are the player's
plan, what they will choose is theirs, and the rule asked is the score.

So the parts of the text that ask advice (rules/advice.py's `asked_form`,
read per part as rules/planned_asks.py cuts them, `weighed_marks`), when
the question also asks a rule outright (`rule_beside`), are left out of the
text that reading is made on (`unweighed`). A part that turns the choice
into a rule itself ("is it worth X, OR DO leftovers count for nothing?",
"... SO I GET both") stays: it is the ask. Advice alone marks nothing and
keeps its silence (rules/advice.py); a stand-in asked in the rule's own
part ("can I pay energy INSTEAD OF time?") is read as before. Round
stratfab: blind198's possessions question answered; no other question of
the tuning sets moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import advice, planned_asks
from referee.rules.normalize import words


@lru_cache(maxsize=16)
def weighed_marks(text: str, lang: str) -> tuple[bool, ...]:
    """For each word of `words(text)`, whether it stands in a part that only
    weighs the move beside a rule asked outright; empty when none does (most
    questions: no word that opens an ask of advice)."""
    said = words(text)
    if advice.advice_openers(lang).isdisjoint(said):
        return ()
    if not advice.may_ask(planned_asks.parts_words(text), lang):
        return ()  # (no part can ask advice, so none is marked: cut no parts, read no rule beside; most questions)

    def asks(part: list[str]):
        return advice.asked_form(part, lang)

    if not planned_asks.rule_beside(text, lang, asks):
        return ()
    marks: list[bool] = []
    for _, part in planned_asks.sentence_parts(text):
        asked = asks(part)
        weighed = asked is not None and not planned_asks.turns_in(part, asked, asks, lang)
        marks.extend([weighed] * len(part))
    if len(marks) != len(said) or not any(marks) or all(marks):
        return ()
    return tuple(marks)


def unweighed(text: str, lang: str) -> str:
    """`text` without its parts that only weigh the move (`weighed_marks`); `text` itself when none does."""
    marks = weighed_marks(text, lang)
    if not marks:
        return text
    kept, at = [], 0
    for piece, part in planned_asks.sentence_parts(text):
        if not marks[at]:
            kept.append(piece)
        at += len(part)
    return " ".join(kept)
