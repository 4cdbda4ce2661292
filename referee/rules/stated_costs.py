"""Doing without a cost the rule states: the rule's price answers whether it may be skipped.

"¿Puedo meditar sin gastar energía?", "can I go on a Date without paying
the money?", "¿se vale hacer BUY sin pagar COIN?". A question of leave that
asks to do an act WITHOUT something asks whether that thing is required.
The search covers what is done without by a rule that says it right after a
word of leave or of requirement ("debes PAGAR", "without PAYING", "hay que
...": `search._done_without`). A rule that states the act's price says it
as plainly: "Meditar: GASTA 1 de ENERGÍA para ...", "SPEND 1 ENERGY to
...", "it COSTS 2 MONEY": the cost is part of the act, so the act is not
done without it, and that rule answers (the question's framing, "can I
... without", is how it asks; the act and its price are what it asks).

The words that open a stated price are lexicon data
(`question_form.cost_rule`, both languages: the imperative and the third
person of paying and spending, "costs", "cuesta"); what is done without
must follow one of them within the search's LEAVE_REACH, as after a word
of requirement. Only for what a question of leave asks to do without, and
only when that is paying or spending itself ("sin GASTAR energía",
"without PAYING the money": the common notion of paying, PAYING): "¿puedo
comprar pagando con REPUTATION, sin COIN?" names another means of payment,
which the general price ("paga COIN") does not settle (measured: with any
thing done without, the rule of BUY passed the REPUTATION rule there and a
gap was told).
"""

from __future__ import annotations

from referee.rules.normalize import common_concept, question_form_distinct

PAYING = common_concept("pay")  # the common notion of paying and spending ("pay", "spend", "gastar", "pagar")


def cost_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of a rule of `lang` that open a stated price ("spend",
    "costs", "gasta", "cuesta")."""
    return question_form_distinct(lang, "cost_rule")
