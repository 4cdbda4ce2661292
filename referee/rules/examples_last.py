"""A worked example goes after the rule it illustrates.

"the activity shows two blue icons, can I take 2 quality off one glass?",
"I'm out of time meeples but have 2 energy left, can I put them on a
2-time action?". The rulebooks illustrate their rules with worked examples
("Example: CONSUME the DANCE ACTIVITY", "Example: Mall Walkers gives 1
energy and 1 Impact for 2 time"), and an example holds many of a concrete
question's words (the cards, the numbers, the icons it walks through), so
it outranked the rule the question asks about. The rule answers: the
example shows one case of it.

An entry is a worked example when a part of its id is `example`
("turn.consume-example", "example.mimic", "social.example": the ids are
shared by every language of a game). Once the search has decided, when an
answered question does not ask for an example itself (`question_form.
example_words`: "example", "ejemplo") and its first entry is one, the
first rule entry of the same game after it goes first, if it scores at
least PULL_SHARE of the example.

On the tuning sets: top-1 +5 of 6,567 (7 gained: consuming 2 QUALITY off
one GLASS x4, energy for time, a life icon in the cost bar, the reroll
count; 2 lost where the example was the expected answer and the rule moved
before it was another one); top-3, abstention and false abstention
unchanged; the check sets unchanged (738/800). At PULL_SHARE 0.8, +3.

The rule moved first is never one of a variant the question does not name
(search's `may_move`): "personaje amarillo en nivel 2 de amistad, ¿puedo
imitar su segunda Ficha de Rasgo?" first got the example of mimicking a
level 1 Trait, and the rule after it was the 2-player variant's (its
"second level 2" holds the question's "segunda" and "nivel 2"); the general
mimic rule is what the example illustrates. Tuning sets: top-1 11,587 ->
11,588 of 12,360; top-3, abstention and false abstention unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form

PULL_SHARE = 0.9  # the rule goes before the example from this share of the example's score

_EXAMPLE_ID = re.compile(r"(?:^|[.-])examples?(?:[.-]|$)")


def is_example(entry_id: str) -> bool:
    """Whether an entry id names a worked example ("turn.consume-example", "example.mimic")."""
    return bool(_EXAMPLE_ID.search(entry_id))


@lru_cache(maxsize=4)
def _example_words(lang: str) -> frozenset[str]:
    return frozenset(question_form(lang).get("example_words", ()))


def asks_for_example(folded: list[str], lang: str) -> bool:
    """Whether the question asks for an example itself ("give me an EXAMPLE", "un EJEMPLO de ...")."""
    return not _example_words(lang).isdisjoint(folded)


def rule_before_example(scored: list[tuple[float, int]], id_of, game_of, may_move=lambda number: True):
    """`scored` (value, entry number, best first) with the first rule entry of
    the first entry's game moved before it, when the first entry is a worked
    example and that rule scores at least PULL_SHARE of it. None when nothing moves.
    `may_move(number)`: whether a rule entry may go first at all (not one of a variant the question does not
    name: the example of mimicking a level 1 Trait illustrates the general rule, not the 2-player one)."""
    if not scored or not is_example(id_of(scored[0][1])):
        return None
    best, first = scored[0]
    game = game_of(first)
    for rank, (value, number) in enumerate(scored[1:], start=1):
        if value < best * PULL_SHARE:
            return None
        if game_of(number) == game and not is_example(id_of(number)) and may_move(number):
            return [scored[rank], *scored[:rank], *scored[rank + 1:]]
    return None
