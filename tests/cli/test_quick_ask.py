"""A plain `referee ask` line runs without typer (cli/quick_ask.py) and must
print exactly what the typer command prints: every line here runs both ways
(the quick path, then with it turned off) and the exit code, stdout and
stderr are compared. Lines of any other shape are left to typer."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import referee
from referee.cli import quick_ask

# (answered, silent, no session, each option in each form, both languages, the errors of `answer` itself)
PLAIN_LINES = [
    ("ask", "how many dice do I roll", "--json"),
    ("ask", "how", "many", "dice", "do", "I", "roll?"),
    ("ask", "¿cuántas cartas robo en mi turno?"),
    ("ask", "--game", "loop", "who wins a tie?"),
    ("ask", "--game=cv", "--limit", "2", "--json", "who wins a tie?"),
    ("ask", "who wins a tie?", "--limit=1"),
    ("ask", "--lang", "es", "how many dice do I roll"),
    ("ask", "--lang=en", "¿quién gana si hay empate?", "--json"),
    ("ask", "is there a hand limit in Adulthood?"),
    ("ask", "--game", "nonesuch", "who wins a tie?"),
    ("ask", "--limit", "0", "who wins a tie?"),
    ("ask", "  "),
    ("ask", "why " * 300),
]


@pytest.mark.parametrize("line", PLAIN_LINES, ids=lambda line: " ".join(line)[:40])
def test_a_plain_line_prints_what_typer_prints(cli, monkeypatch, line):
    assert quick_ask.read_line(list(line[1:])) is not None  # (the quick path does take it)
    quick = cli(*line)
    monkeypatch.setattr(quick_ask, "read_line", lambda args: None)
    assert cli(*line) == quick


# Each of these is typer's to read: help, unknown, repeated or bare options, "--", words that start with "-",
# a missing or non-numeric value, no question at all
FRAMEWORK_LINES = [
    ["--help"],
    ["how many dice", "--help"],
    ["how many dice", "--verbose"],
    ["how many dice", "--game", "loop", "--game", "cv"],
    ["how many dice", "--json", "--json"],
    ["--", "how many dice"],
    ["-1", "life"],
    ["what is", "-"],
    ["how many dice", "--limit"],
    ["how many dice", "--limit", "two"],
    ["how many dice", "--limit", "-1"],
    ["how many dice", "--limit=+3"],
    ["how many dice", "--game="],
    ["how many dice", "--json=yes"],
    [],
]


@pytest.mark.parametrize("args", FRAMEWORK_LINES, ids=lambda args: " ".join(args) or "(none)")
def test_other_lines_are_left_to_typer(args):
    assert quick_ask.read_line(args) is None


def test_a_line_left_to_typer_still_gets_typer_s_answer(cli):
    code, out, err = cli("ask", "how many dice", "--limit", "two")
    assert code == 2 and "--limit" in err and not out


def test_shell_completion_is_left_to_typer(monkeypatch):
    monkeypatch.setenv(quick_ask.COMPLETION_ENV, "complete_bash")
    assert quick_ask.run(["how many dice"], tr=None) is None


def test_a_plain_question_does_not_import_typer(tmp_path):
    """The point of the quick path: a fresh process answering a plain line
    never imports the framework (issue 13, start-up)."""
    from referee.rules.index import get_index

    get_index()  # the cache the fresh process reads, made by this very code
    # (the fresh process runs the package this one imported, and so reads that cache: see test_index_cache.py)
    package_root = os.path.dirname(os.path.dirname(os.path.abspath(referee.__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, (package_root, os.environ.get("PYTHONPATH")))))
    probe = (
        "import sys\n"
        "from referee.cli import main\n"
        "try:\n"
        "    main(['ask', 'how many dice do I roll', '--json'])\n"
        "except SystemExit as done:\n"
        "    sys.stderr.write(f'exit {done.code} typer {\"typer\" in sys.modules}')\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120,
                          cwd=tmp_path)
    assert done.stderr.strip() == "exit 0 typer False", done.stderr
