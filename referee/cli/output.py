"""One place for what a command prints: data to stdout, errors to stderr.

Rich is imported only when something is drawn, since start-up time is felt at
the table. Every error is a `RefereeError` rendered in the user's language.
"""

from __future__ import annotations

import json
import os
import re
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
        text = self.text(msg)
        shown = as_rich_prints(text) if style is None else None
        if shown is not None:
            sys.stdout.write(shown + "\n")  # what rich would print, without importing it
            return
        self.console.print(text, style=style, markup=False)

    def plain(self, text: str) -> None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")

    def json(self, data: Any) -> None:
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")

    def error(self, error: RefereeError) -> int:
        prefix = self.tr("Error") if error.exit_code == 2 else self.tr("Refused")
        sys.stderr.write(f"{prefix}: {safe_render(error.msg, self.tr)}\n")
        return error.exit_code if error.exit_code in (1, 2) else 2


# One cell per character, nothing rich would change but wrap: printable
# Latin letters, punctuation and spaces (no control character, tab, wide or
# combining one).
_NARROW = re.compile(r"[ -~\u00a0-\u02ff\u2010-\u2027\u2030-\u205e\u20ac\u2190-\u2199]*")
# rich replaces emoji codes like :smile: (a colon, no space, a colon)
_EMOJI_CODE = re.compile(r":\S*?:")


def as_rich_prints(text: str) -> str | None:
    """What rich prints for `text` (no style, no markup, before the final
    newline) when it holds only one-cell characters and no emoji code: the
    lines wrapped at the width rich would use, as rich wraps them (words
    kept whole, a word longer than a line folded, a wrapped line's trailing
    spaces trimmed to the width); None for any other text, which rich
    prints itself. A plain write of it spares importing rich."""
    if _EMOJI_CODE.search(text):
        return None
    width = _rich_width()
    lines = []
    for line in text.split("\n"):
        if not _NARROW.fullmatch(line):
            return None
        if len(line) <= width:
            lines.append(line)
            continue
        breaks = _breaks(line, width)
        for start, end in zip([0, *breaks], [*breaks, len(line)]):
            piece = line[start:end]
            if len(piece) > width:
                spaces = len(piece) - len(piece.rstrip())
                piece = piece[: len(piece) - min(spaces, len(piece) - width)][:width]
            lines.append(piece)
    return "\n".join(lines)


_WORD = re.compile(r"\s*\S+\s*")


def _breaks(line: str, width: int) -> list[int]:
    """Where rich breaks a line of one-cell characters (rich's `divide_line`)."""
    breaks: list[int] = []
    offset = 0
    for match in _WORD.finditer(line):
        start, word = match.start(), match.group(0)
        length = len(word.rstrip())
        if width - offset >= length:
            offset += len(word)
        elif length > width:  # folded across lines
            chunks = [word[index : index + width] for index in range(0, len(word), width)]
            for number, chunk in enumerate(chunks):
                if start:
                    breaks.append(start)
                if number == len(chunks) - 1:
                    offset = len(chunk)
                else:
                    start += len(chunk)
        elif offset and start:
            breaks.append(start)
            offset = len(word)
    return breaks


def _rich_width() -> int:
    """The width rich's Console takes (its `size`): a dumb terminal is 80
    wide; else the first standard stream that is a terminal, then COLUMNS,
    else 80."""
    if os.environ.get("TERM", "").lower() in ("dumb", "unknown") and _is_terminal():
        return 80
    width = None
    for descriptor in (0, 1, 2):
        try:
            width = os.get_terminal_size(descriptor)[0]
        except (AttributeError, ValueError, OSError):
            continue
        break
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        width = int(columns)
    # (a legacy Windows console is a column narrower: be as narrow everywhere there)
    return (width or 80) - (sys.platform == "win32")


def _is_terminal() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


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
