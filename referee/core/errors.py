"""Errors by kind, each carrying a message (id + parameters), never prose.

`BadInput` (exit code 2) covers everything a user typed or wrote wrongly:
unknown games and modes, malformed tallies, impossible numbers. The CLI
renders the message in the user's language and never shows a traceback.
"""

from __future__ import annotations

from typing import Any

from referee.core.messages import Msg


class RefereeError(Exception):
    """Base of every error the referee reports to a user."""

    exit_code = 1

    def __init__(self, key: "str | Msg", /, rule_ids: tuple[str, ...] = (), **params: Any):
        """`key` is a message id with `params`, or a ready message (one with
        plural forms, say)."""
        self.msg = key if isinstance(key, Msg) else Msg(key, **params)
        self.rule_ids = rule_ids
        super().__init__(key)

    def __str__(self) -> str:
        """The message in English, made when asked for: most refusals are
        caught and decided on (a search for legal moves) without being shown."""
        try:
            return self.msg.english()
        except Exception:  # a value that cannot be shown must not hide the error
            return str(self.msg.key)


class BadInput(RefereeError):
    """Input that cannot be used as given (exit code 2)."""

    exit_code = 2
