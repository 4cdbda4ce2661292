"""A reward asked for a plan without "algún" ("¿HAY UN BONUS POR jugar...?",
"¿HAY PREMIO para...?") is the reward reading's ask (rules/unstated_specifics.py,
lexicon `question_form.reward_asked`, issue 12): the rule of the plan's
moves, which gives nothing for it, does not answer. Worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_bonus_asked_without_algun_is_unanswered_by_a_rule_that_gives_nothing():
    # Adulthood, Parts of Your Board: both spots of a category may be used in one turn if both are paid; the
    # rulebook gives no bonus for using every upper action in one turn
    result = search("En Adulthood, ¿hay un bonus por usar las cuatro acciones de arriba en el mismo turno?",
                    game="adulthood")
    assert result.answered is False
