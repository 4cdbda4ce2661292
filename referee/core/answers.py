"""Short answers to a numbered choice: `2` picks the second move `options`
listed, and a confirming word (`ok`, `yes`, `sí`…) takes the only move
the rules leave. Both are resolved against the same `choices` list, so a
number means what the table saw."""

from __future__ import annotations

from typing import Any

from referee.core.engine import GameRules, choices
from referee.core.errors import BadInput
from referee.core.moves import Move
from referee.i18n import N_

CONFIRM = ("ok", "yes", "y", "si", "sí", "s", "vale")


def is_short_answer(text: str) -> bool:
    """Whether `text` is a short answer to an offered choice: a number or a confirming word."""
    word = text.strip().lower()
    return word.isdigit() or word in CONFIRM


def resolve(rules: GameRules, state: Any, text: str) -> Move:
    """The move a short answer stands for; a BadInput saying why there is none."""
    word = text.strip().lower()
    open_ = choices(rules, state)
    if not open_:
        raise BadInput(N_("'{answer}': there is no numbered choice now; write the move, e.g. 'Ana: ...' (see 'referee options')."), answer=text.strip())
    if word.isdigit():
        number = int(word)
        if not 1 <= number <= len(open_):
            raise BadInput(N_("'{answer}': choose a number from 1 to {count} (see 'referee options')."), answer=text.strip(), count=len(open_))
        return open_[number - 1]
    if len(open_) > 1:
        raise BadInput(N_("'{answer}': {count} moves are open, not one: answer with a number (see 'referee options')."), answer=text.strip(), count=len(open_))
    return open_[0]
