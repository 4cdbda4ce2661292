"""`referee ask` on a plain command line, run without the command-line framework.

A question at the table is the command typed most, and its start-up is felt:
importing typer and building the app cost about 35 ms of CPU, a quarter of a
warm `ask` (issue 13: `ask` within 1.2x a typer hello-world; it stood at
1.26-1.30x). A line of the plain shape — the question's words with at most
`--json`, `--game G`, `--lang L` and `--limit N`, each once, values in the
simplest form — is read here and answered by the very function the typer
command calls (`ask_cmd.answer`), with the same output, errors and exit
codes. Any other line (`--help`, an unknown or repeated option, `--`, a
word starting with "-", a `--limit` that is not plain digits, no question
at all, shell completion) is left to typer, which parses it exactly as
before: this module decides only which of the two reads a line, never what
a line means. `tests/cli/test_quick_ask.py` runs lines both ways and
compares what each prints.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from referee.cli.ask_cmd import DEFAULT_LIMIT, answer

# The options of `referee ask` that take a value (as declared in ask_cmd.register), and its one flag
VALUED = ("--game", "--lang", "--limit")
FLAG = "--json"
# Set by a shell asking for completions of a line: the framework answers those
COMPLETION_ENV = "_REFEREE_COMPLETE"


@dataclass
class AskLine:
    """A plain `ask` line, read: the question's words and the options given."""

    words: list[str]
    game: str | None = None
    lang: str | None = None
    limit: int = DEFAULT_LIMIT
    as_json: bool = False


def read_line(args: list[str]) -> AskLine | None:
    """The words and options of a plain `ask` line (`args`: what follows
    `ask`), or None when the line is not of the plain shape and typer must
    read it."""
    words: list[str] = []
    values: dict[str, str] = {}
    as_json = False
    position = 0
    while position < len(args):
        arg = args[position]
        position += 1
        if not arg.startswith("-"):
            words.append(arg)
            continue
        if arg == FLAG and not as_json:
            as_json = True
            continue
        name, equals, value = arg.partition("=")
        if name not in VALUED or name in values:
            return None  # --help, an unknown or repeated option, "--", "-1"...
        if not equals:
            if position >= len(args):
                return None  # the option's value is missing: typer's error
            value = args[position]
            position += 1
        if not value or value.startswith("-"):
            return None
        values[name] = value
    limit = values.get("--limit", str(DEFAULT_LIMIT))
    if not words or not (limit.isascii() and limit.isdigit()):
        return None
    return AskLine(words, game=values.get("--game"), lang=values.get("--lang"), limit=int(limit), as_json=as_json)


class _Asker:
    """What `ask_cmd.answer` needs of the app: the translator and the output."""

    def __init__(self, tr):
        from referee.cli.output import Output

        self.tr = tr
        self.out = Output(tr)


def run(args: list[str], tr) -> int | None:
    """Answer a plain `ask` line (`args`: what follows `ask`) and return its
    exit code, or None when typer must read the line."""
    line = None if COMPLETION_ENV in os.environ else read_line(args)
    if line is None:
        return None
    from referee.cli.app import exit_code_of

    asker = _Asker(tr)
    try:
        return answer(asker, line.words, game=line.game, limit=line.limit, as_json=line.as_json, lang=line.lang)
    except (Exception, KeyboardInterrupt, SystemExit) as error:
        return exit_code_of(error, tr, asker.out)
