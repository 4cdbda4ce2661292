"""Where a shared supply is kept, told of a supply run out: no topic the rule of running out must say (rules/emptied_from.py).

Coming of Age, "Components" (p. 3): Willpower and Motivation Tokens are
unlimited. A player who says where the tokens ran out from (the box, the
bag) asks that rule; the container is no topic it must name. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import emptied_from
from referee.rules.normalize import words
from referee.rules.search import search

CONTAINERS_TOLD = [
    ("the Willpower tokens in the bag ran out, what do we do?", "en"),
    ("Se acaban las fichas de Fuerza de Voluntad de la bolsa, ¿qué hacemos?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), CONTAINERS_TOLD)
def test_a_supply_run_out_from_its_container_is_answered_by_the_edge_rule(question, lang):
    result = search(question, lang=lang)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "setup.unlimited-tokens")


class _Entry:
    def __init__(self, title, aliases=()):
        self.title, self.aliases = title, tuple(aliases)


def _judge(evidence):
    missing = tuple(word for word, topic, covered in evidence if topic and not covered)
    return not missing, missing


@pytest.mark.parametrize(("question", "title", "answered"), [
    # the edge told and stated: the container is no topic
    ("the tokens in the bag ran out", "Tokens are unlimited, never run out", True),
    # no running out told: the bag stays a topic
    ("what goes back in the bag", "Tokens are unlimited, never run out", False),
    # a rule that states no running out
    ("the tokens in the bag ran out", "Tokens are gained at a location", False),
])
def test_the_container_is_read_as_no_topic_only_beside_the_edge_told_and_stated(question, title, answered):
    evidence = (("tokens", True, True), ("bag", True, False))
    judged = _judge(evidence)
    result = emptied_from.container_answers(words(question), "en", evidence, _Entry(title), _judge, judged)
    assert result[0] is answered
