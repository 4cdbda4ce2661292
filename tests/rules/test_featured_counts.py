"""How many components of a kind carry a feature is a count of the box,
unanswered unless a near rule counts the kind beside the feature
(rules/featured_counts.py, issue 12).

"How many ACTIVITY cards use a UTILITY and a GLASS together?": what each
card prints is on the cards. A near rule that holds a number by the kind
for another reason ("the 3 ACTIVITY you keep") states no such count. A
question whose verb has its subject after it ("¿cuántos puntos dan 4
cartas de salud?") asks what the cards score, and stays answered. The
probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.featured_counts import featured_count
from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("how many ACTIVITY cards use a UTILITY and a GLASS together?", "loop"),
    ("how many public goal cards score possessions?", "cv"),
    ("¿Cuántas ACTIVITY usan un UTILITY y un GLASS juntos?", "loop"),
    ("¿Cuántas cartas de objetivo público puntúan posesiones?", "cv"),
])
def test_how_many_of_a_kind_carry_a_feature_is_unanswered(question, game):
    assert search(question).answered is False
    assert search(question, game=game).answered is False


@pytest.mark.parametrize("question, game, rules", [
    # the subject after the verb: what the cards score, which the scoring table states
    ("¿Cuántos puntos dan 4 cartas de salud al final?", "cv", {"scoring.table", "scoring.sets"}),
    ("how many points do 3 relationship cards give?", "cv", {"scoring.table", "scoring.sets"}),
])
def test_what_a_number_of_cards_scores_is_still_answered(question, game, rules):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in rules


@pytest.mark.parametrize("question, lang, asked", [
    ("how many Leisure cards give Energy tokens?", "en", ("how many leisure cards are in", {"energi", "token"})),
    ("¿Cuántas cartas de Ocio te dan fichas de Energía?", "es", ("cuantas cartas ocio hay en", {"fich", "energ"})),
    ("cuántas cartas del mazo de vejez tienen barra roja", "es", ("cuantas cartas vejez hay en", {"barr", "roj"})),
    # not this ask: a deal to me, a verb of must, the subject after the verb, a verb that ends its clause
    ("¿Cuántas cartas de Career me dan al empezar?", "es", None),
    ("how many cards have to stay in the deck?", "en", None),
    ("¿Cuántos símbolos tienen los dados?", "es", None),
    ("¿cuántos puntos dan 5 cartas de conocimiento?", "es", None),
    ("how many goal tiles score and for how much?", "en", None),
])
def test_the_kind_and_the_feature_asked(question, lang, asked):
    found = featured_count(question, lang)
    if asked is None:
        assert found is None
    else:
        assert found is not None
        assert found[0] == asked[0]
        assert set(found[1]) == asked[1]
