"""Spanish "me QUEDÓ SIN USAR" tells a thing still unused, never running out of it (lexicon `question_form.idioms`;
"quedarse sin" alone is running out, a common topic).

Coming of Age rulebook, final scoring: a Memory Token still unused may be flipped before the final count. Asked of
a token "que me quedó sin usar", the search put that rule first but read "quedó sin" as running out, which the rule
never speaks of, and said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_memory_token_left_unused_is_answered():
    result = search("Antes de contar los puntos, ¿puedo gastar la Ficha de Recuerdo que me quedó sin usar?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "end.last-memory-token")
