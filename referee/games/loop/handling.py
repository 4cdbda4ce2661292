"""Running a LOOP verb handler, in either of its two shapes.

A handler in the core shape (`referee.core.handlers`) validates, yields once,
then mutates: checking it runs it up to its `yield` on the state itself, with
no copy. A handler not yet in that shape validates and mutates in one pass:
checking it needs a throw-away copy of the state. Both refuse with the same
IllegalMove whether checked or applied.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from inspect import isgeneratorfunction
from typing import Any

from referee.core.handlers import HandlerError
from referee.core.messages import Msg
from referee.core.moves import Move

Handler = Callable[[Any, Move], Any]


def check(handler: Handler, state: Any, move: Move) -> None:
    """Raise what `handler` refuses `move` with; `state` is left as it was."""
    if not isgeneratorfunction(handler):
        handler(copy.deepcopy(state), move)
        return
    steps = handler(state, move)
    try:
        next(steps)
    except StopIteration:
        raise HandlerError(f"loop: the handler of '{move.verb}' returned without yielding") from None
    finally:
        steps.close()


def run(handler: Handler, state: Any, move: Move) -> list[Msg]:
    """Apply `move` to `state` in place; what changed."""
    if not isgeneratorfunction(handler):
        return handler(state, move)
    steps = handler(state, move)
    next(steps)   # the checks: may raise IllegalMove, nothing changed yet
    try:
        steps.send(None)
    except StopIteration as finished:
        return list(finished.value or [])
    raise HandlerError(f"loop: the handler of '{move.verb}' yielded twice")
