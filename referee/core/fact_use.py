"""Whether the component facts a fold reads are noted as used, and whether
the catalog may refuse the facts a fold's events report.

A fact book marks a catalog fact "used" when a fold relies on it, so that
the session file records it. A command that only shows a fold kept in the
process, or tries moves on it (status, options, the numbered choices), must
leave it exactly the fold of its events: inside `unrecorded` nothing is
marked. Its own module, below both the engine (which tries moves) and the
fact book (which marks), so that neither imports the other for it.

The catalog is this machine's memory of what components print, there so
that a table types each fact once; the events of a session file are what
that table reported, on whatever machine it played. Inside `recorded_reports`
(a fold of events already recorded) a fact an event reports stands against
a different value in the catalog: a file played where the catalog holds a
mistyped card, or brought from another machine, replays as it was played.
A new move's report is still refused when the catalog says otherwise.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

_QUIET = [0]  # > 0 while a command only reads a kept fold: see `unrecorded`


@contextmanager
def unrecorded() -> Iterator[None]:
    """While a command only shows a fold or tries moves on it (status,
    options, hints, the numbered choices, what `do` prints after its save),
    the books it reads mark no catalog fact used: a fold kept in the process
    for the next command stays exactly the fold of its events, whatever was
    shown from it. (What was asked is still noted: `asked` may hold more
    than the fold asked, never less.)"""
    _QUIET[0] += 1
    try:
        yield
    finally:
        _QUIET[0] -= 1


@contextmanager
def recording() -> Iterator[None]:
    """A fold made inside `unrecorded` (a view folds the log it has no
    snapshot of) notes everything all the same: it is the fold, kept."""
    quiet, _QUIET[0] = _QUIET[0], 0
    try:
        yield
    finally:
        _QUIET[0] = quiet


_RECORDED = [0]  # > 0 while a fold reads events already recorded: see `recorded_reports`


@contextmanager
def recorded_reports() -> Iterator[None]:
    """While a fold reads the events a session file records (see the module)."""
    _RECORDED[0] += 1
    try:
        yield
    finally:
        _RECORDED[0] -= 1


def catalog_may_refuse() -> bool:
    """Whether a reported fact that the catalog knows otherwise is refused now."""
    return not _RECORDED[0]


def noting_use() -> bool:
    """Whether a fact book read now marks the catalog facts it uses."""
    return not _QUIET[0]
