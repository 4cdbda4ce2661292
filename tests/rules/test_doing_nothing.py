""""¿Puedo no hacer nada?" declines no thing: the rule of what must be done answers (issue 12, false abstentions).

Spanish "¿puedo no COGERLA?" declines a thing (read as "rechazar", which
only a rule that speaks of refusing, or that requires the thing, answers).
"¿Puedo no hacer NADA?" names no thing declined; English "can I just do
nothing?" was never read as refusing, and the Spanish is read the same
(lexicon `neighbours.declined.nothing`). The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.normalize import read_by_neighbours, words
from referee.rules.search import search


def test_doing_nothing_is_not_declining_a_thing():
    assert "rechazar" not in read_by_neighbours(words("¿puedo no hacer nada?"), "es")
    assert "rechazar" in read_by_neighbours(words("¿puedo no cogerla?"), "es")


def test_doing_nothing_at_the_stop_is_answered_by_the_parent_card_rule():
    # Coming of Age rulebook (Parent Card): "If you cannot or choose not to take one of the two previous options,
    # you must play a Parent Card from your hand and gain its bonus."
    result = search("si no tomo Recuerdo ni Presencia en la parada, ¿puedo no hacer nada?", game="coming-of-age")
    assert result.answered, result.missing
    assert result.hits[0].id == "parent-card.play"
