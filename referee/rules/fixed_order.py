"""Whether a must-question's things have to keep a fixed order: a silence of the question's form.

"Do the piles in my CV HAVE TO be laid out IN A SET ORDER?", "do I have to
keep my stack IN THE ORDER I played the cards?", "¿HAY QUE jugar los
desafíos EN ALGÚN ORDEN CONCRETO?". A player who asks whether things must
follow a fixed order knows the rule of the things (the piles of the CV, the
stack the cards go to, the challenges of the mode) and asks what it does not
say: how they are arranged among themselves. The rule that ranks first is
the rule of the things ("one pile per card type", "put it in a stack beside
your board"), which says nothing of an order, and `ask` answered with it.
Where the rulebook does fix one or leaves it free, the rule of the things
says so in words of order ("strictly from left to right", "in any order you
choose", "in that priority", "recoge uno a uno"), and answers.

So the question is unanswered when it asks an obligation or an option
(`other_choice_duty`, `obliged_rule`: "have to", "must", "hay que",
"tienen que", "obligatorio"...) and a
fixed order (`fixed_order_asked`: "a set order", "the order I ...", "algún
orden", "orden fijo"; not a plain "in order", which asks the sequence a rule
names: "¿tengo que comprar las cartas del track en orden, o puedo coger
cualquiera?" is answered by the rule that lets one take any), and the first
rule states no order among things (`fixed_order_told`: "order", "left to
right", "priority", "one by one", "oldest", "on top"...). Only the first
rule, as rules/table_chores.py reads a chore: the rule of the things ranks
first, and a near one says "in any order" of other steps (Adulthood's step 3
beside the Experience stack). A set look-up of the phrases' first words
first: most questions ask no order.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, holds, phrase_asked


def unstated_fixed_order(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The phrase of a fixed order when the question asks whether things
    must keep one and the rule of `first` (the one that would answer, or
    none) states no order; else None."""
    lang = lang_index.lang
    said = words(query)
    found = phrase_asked(said, lang, "fixed_order_asked")  # (a set look-up first: most questions ask no order)
    if found is None or not (holds(said, question_form_phrases(lang, "other_choice_duty"))
                             or holds(said, question_form_phrases(lang, "obliged_rule"))):
        return None
    if entries_tell(first, lang_index, "fixed_order_told"):
        return None
    return " ".join(found)
