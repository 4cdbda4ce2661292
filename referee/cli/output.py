"""One place for what a command prints: data to stdout, errors to stderr.

Rich is imported only when something is drawn, since start-up time is felt at
the table. Every error is a `RefereeError` rendered in the user's language.
"""

from __future__ import annotations

import json
import os
import sys
from functools import cached_property
from typing import Any

from referee.core.errors import RefereeError
from referee.core.messages import Msg
from referee.i18n import Translator


class Output:
    def __init__(self, tr: Translator):
        self.tr = tr

    @cached_property
    def console(self):
        from rich.console import Console

        return Console(highlight=False, soft_wrap=False)

    @cached_property
    def err_console(self):
        from rich.console import Console

        return Console(stderr=True, highlight=False)

    def text(self, msg: Msg | str) -> str:
        return msg.render(self.tr) if isinstance(msg, Msg) else msg

    def line(self, msg: Msg | str = "", style: str | None = None) -> None:
        self.console.print(self.text(msg), style=style, markup=False)

    def plain(self, text: str) -> None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")

    def json(self, data: Any) -> None:
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")

    def error(self, error: RefereeError) -> int:
        prefix = self.tr("Error") if error.exit_code == 2 else self.tr("Refused")
        sys.stderr.write(f"{prefix}: {safe_render(error.msg, self.tr)}\n")
        return error.exit_code if error.exit_code in (1, 2) else 2


def safe_render(msg: Msg, tr: Translator) -> str:
    """A message in the user's language; should rendering it fail (a value
    that cannot be shown), the message with its parameters left out rather
    than no message at all."""
    try:
        return msg.render(tr)
    except Exception:
        pass
    try:
        import string

        fields = {name for _, name, _, _ in string.Formatter().parse(msg.key) if name}
        return tr.gettext(msg.key, **{name: "?" for name in fields})
    except Exception:
        return msg.key


def debug_enabled() -> bool:
    return os.environ.get("REFEREE_DEBUG", "") not in ("", "0")
