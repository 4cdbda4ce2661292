"""Not able to pay for the Memory or the Presence is the case of the Parent Card rule (Coming of Age
rulebook p. 10: "If you cannot, or choose not to, gain the Memory or leave a Presence, your parents help
you"), said with "pagar": an alias of that rule in both languages. Worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_cannot_pay_memory_nor_presence_is_answered_es():
    result = search("Para el autobús en mi ubicación y no puedo pagar ni el Recuerdo ni la Presencia, ¿entonces qué?", limit=3)
    assert result.answered
    assert result.hits[0].game == "coming-of-age" and result.hits[0].id in {"parent-card.play", "parent-card.overview"}
