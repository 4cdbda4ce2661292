"""The plain conversion of command-line values (`referee/cli/coercion.py`)
gives what typer's own conversion gives: the same value of the same type,
or the same error, for every parameter of every command."""

import pytest
import typer
from hypothesis import given, settings, strategies as st

from referee.cli.app import build_app
from referee.cli.coercion import PlainCoercion, install
from referee.i18n import Translator

SAMPLES = [
    None, "", " ", "-", "0", "-0", "5", "-3", "007", "+4", " 5", "5 ", "1_000", "12345678901234567890", "3.0", "x",
    "how many dice", "¿cuántos dados?", "ñandú", "a\udcffb", "a\0b", "dir/", "~/game.toml", "examples",
    "README.md", "no-such-file.toml", 5, 0, True, False, (), ("a", "b"), ["a", "b"], ("¿qué?",), ("a", 1),
]


def _params():
    """(command, parameter) for every parameter of every command, help options included."""
    root = typer.main.get_command(build_app(Translator("en")).app)
    found = []

    def walk(command):
        ctx = typer.main._click.Context(command) if hasattr(typer.main, "_click") else None
        params = list(command.params)
        helper = command.get_help_option(ctx) if ctx is not None else None
        if helper is not None:
            params.append(helper)
        found.extend((command, param) for param in params if hasattr(param, "type_descriptor"))
        for sub in getattr(command, "commands", {}).values():
            walk(sub)

    walk(root)
    return found


PARAMS = _params() if hasattr(typer.main, "_click") else []
pytestmark = pytest.mark.skipif(not PARAMS, reason="this typer does not convert values per parameter")


def _outcome(convert, value, param, ctx):
    try:
        result = convert(value, param, ctx)
    except Exception as error:  # the error, as a user would read it
        message = error.format_message() if hasattr(error, "format_message") else str(error)
        return ("error", type(error), message)
    return ("value", type(result), result)


def _same_for(value):
    for command, param in PARAMS:
        ctx = typer.main._click.Context(command)
        plain = PlainCoercion(param.type_descriptor)
        theirs = _outcome(lambda v, p, c: plain.typers().coerce(v, param=p, ctx=c), value, param, ctx)
        ours = _outcome(plain.coerce, value, param, ctx)
        assert ours == theirs, (command.name, param.name, value)


def test_every_parameter_converts_as_typer_does(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "dir").mkdir()
    (tmp_path / "README.md").write_text("x")
    for value in SAMPLES:
        _same_for(value)


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.text(max_size=12), st.from_regex(r"-?[0-9]{1,20}", fullmatch=True),
                 st.lists(st.text(max_size=6), max_size=3).map(tuple)))
def test_any_text_converts_as_typer_does(value):
    _same_for(value)


def test_install_covers_every_parameter_and_the_help_option():
    root = typer.main.get_command(build_app(Translator("en")).app)
    install(root)
    for command in [root, *root.commands.values()]:
        ctx = typer.main._click.Context(command)
        for param in [*command.params, command.get_help_option(ctx)]:
            if hasattr(param, "type_descriptor"):
                assert isinstance(param._runtime_param, PlainCoercion), (command.name, param.name)
