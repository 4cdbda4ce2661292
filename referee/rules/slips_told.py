"""A slip told before the ask: how the table went wrong is the scene, the rule asked for is the topic.

Players who made a mistake tell it first and then ask what should have
happened ("WE FORGOT to slide the Bus Stop Tiles at the end of the year.
How is that supposed to go?", "we dealt 2 life goals to each player BY
MISTAKE, how many does each player get?", "SE NOS OLVIDÓ poner la ficha de
REPUTATION al empezar, ¿cómo se coloca?", "NOS EQUIVOCAMOS y tiramos dados
de seis caras en la ronda 1. ¿Con qué dado se juega la primera ronda?").
The words that tell the slip (`question_form.slip_verbs`: "forgot",
"olvidamos", "equivoqué"; `slip_told`: "by mistake", "por error", "la
regamos", "metimos la pata") say how the player talks, as a formula of
`discourse` does: no rulebook says "forgot" or "mistake", so as topics they
were left out by the rule that says what should have happened, and the
search abstained on a question it answers.

Only when the ask asks for the rule. A slip told and then asked how to
repair it, whether to rewind, or what it costs ("... can he STILL draw
it?", "do we PUT IT BACK?", "¿lo puedo tomar AHORA?", "¿cómo se ARREGLA?",
"¿hay PENALIZACIÓN?": `slip_repair`, and the asks of a fix of
rules/late_fixes.py, `late_fix_asked`, `late_fix_vague`, `late_carry_on`,
anywhere after the slip) asks what the rulebooks never give: there the
slip's words stay topics, and the rule that says what should have happened
stays related, not the answer. Nor a slip supposed ("what IF someone sees
my values by mistake", "SI me equivoco y pongo un meeple de más":
`slip_supposed` before it), which asks what a rule never says, nor an
accident ("by accident", "sin querer"), which tells no rule misread, nor a
slip found late or kept up for a while ("... JUST NOTICED", "DURANTE CUATRO
TURNOS": `late_noticed`, rules/late_fixes.py), whose ask is a repair.
On the tuning list (TUNE47): false abstention 505 -> 492, top-1 17,609 ->
17,611, top-3 18,621 -> 18,622, abstention unchanged (3,064); without the
gates of a slip found late, kept up or repaired by "correct" or a
reshuffle, 4 abstentions were lost (blind60, 66, 67, 90).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.late_fixes import kept_for_a_while
from referee.rules.normalize import form_positions, question_form_openers, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import holds

REPAIR_FIELDS = ("slip_repair", "late_fix_asked", "late_fix_vague", "late_carry_on", "late_noticed")


@lru_cache(maxsize=4)
def _triggers(lang: str) -> frozenset[str]:
    """The words one of which every telling of a slip holds: a verb of the
    slip or the first word of a phrase of `slip_told`."""
    return question_form_set(lang, "slip_verbs") | question_form_openers(lang, "slip_told")


@lru_cache(maxsize=4)
def _repairs(lang: str) -> tuple[tuple[str, ...], ...]:
    """The phrases that ask how to repair a slip, rewind it or pay for it."""
    return tuple(phrase for field in REPAIR_FIELDS for phrase in question_form_phrases(lang, field))


def slip_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words that tell a slip of the table ("WE
    FORGOT to", "BY MISTAKE", "NOS EQUIVOCAMOS") when the question then asks
    for the rule, not for a repair; empty otherwise (most questions: one
    set look-up)."""
    if _triggers(lang).isdisjoint(folded):
        return set()
    verbs = question_form_set(lang, "slip_verbs")
    told = {position for position, word in enumerate(folded) if word in verbs} | form_positions(folded, lang, "slip_told")
    if not told:
        return set()
    if not question_form_set(lang, "slip_supposed").isdisjoint(folded[:min(told)]):
        return set()  # ("what IF someone sees my values by mistake": a slip supposed, not told)
    if holds(folded, _repairs(lang), max(told) + 1):
        return set()  # ("... can he STILL draw it?": the repair asked, which no rulebook gives)
    if kept_for_a_while(folded, lang):
        return set()  # ("... DURANTE CUATRO TURNOS. ¿Hay que pagarlo todo de golpe?": a repair of turns gone by)
    return told


@lru_cache(maxsize=4)
def told_words(lang: str) -> frozenset[str]:
    """Every folded word that tells a slip: a verb of the slip or a word of
    a phrase of `slip_told`."""
    return question_form_set(lang, "slip_verbs") | frozenset(
        word for phrase in question_form_phrases(lang, "slip_told") for word in phrase)


def slip_told_positions(surface: list[str], discourse: list[bool], lang: str) -> list[int]:
    """The positions of the words of a question (its `surface` words, one a
    stem) that tell a slip of the table set aside as the scene (`discourse`,
    which `slip_positions` marked). A gap of a repair ("we FORGOT to update
    the tokens": what no rulebook says how to fix) holds them, and they and
    what they join to the words of the rule are nothing more the gap says
    when the question asks for the rule ("nos OLVIDAMOS de actualizar las
    fichas, ¿qué fichas tengo que tener?"): the search's `_gap_holds_more`
    sets them aside. Empty for most questions (one set look-up). On the
    tuning list (TUNE47): top-1 17,622 -> 17,623, false abstention 473 ->
    472 (blind98), top-3 (18,622) and abstention (3,104) unchanged."""
    if not discourse or not any(discourse):
        return []
    words = told_words(lang)
    return [n for n, word in enumerate(surface) if discourse[n] and word in words]
