"""A noun told in the scene before the ask is no thing asked about (issue 12, false abstention).

`search._names_what_rule_lacks` lets a known gap close behind the answering
rule be the question when it names the thing asked about that the rule
never says. A noun of the situation told before the ask ("If I lose the
bicycle card TO A MISFORTUNE, ...?") names no such thing: the gap that
speaks of it (how the bicycle card is lost) is about its own edge case, and
the rule that answers the ask keeps the question. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# CV, Setup: the start player takes the bicycle token "so everyone remembers who started even if that player loses
# the bicycle card during play"; gap.bicycle-lost is about how the card is lost and whether it comes back.
def test_a_misfortune_told_before_the_ask_is_the_scene():
    result = search("If I lose the bicycle card to a misfortune, do I still go first each round?")
    assert result.answered is True
    assert result.gap is None
    assert {hit.id for hit in result.hits[:3]} >= {"setup.bicycle-token", "cards.bicycle"}


def test_the_same_scene_told_in_spanish():
    result = search("Si la desgracia se lleva mi bicicleta, ¿empiezo yo igual las rondas?")
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].id in {"setup.bicycle-token", "cards.bicycle", "round.order"}
