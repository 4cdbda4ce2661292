"""The app builds only the command group a command line names: the table of
commands and their modules must match what each module registers, and a
group of one module still runs its commands by name."""

import importlib

from referee.cli.app import COMMANDS, MODULES, Cli, build_app
from referee.i18n import Translator


def _names(cli: Cli) -> set[str]:
    return {c.name for c in cli.app.registered_commands} | {g.name for g in cli.app.registered_groups}


def test_every_command_is_routed_to_the_module_that_registers_it():
    tr = Translator("en")
    for module in MODULES:
        cli = Cli(tr)
        importlib.import_module(f"referee.cli.{module}").register(cli)
        assert _names(cli) == {name for name, owner in COMMANDS.items() if owner == module}, module
    assert _names(build_app(tr)) == set(COMMANDS)


def test_a_partial_app_runs_its_command_by_name(capsys):
    code = build_app(Translator("en"), "games").run(["games"])
    assert code == 0 and "LOOP" in capsys.readouterr().out


def _run(tr: Translator, command: str | None, argv: list[str], capsys) -> tuple[int, str, str]:
    capsys.readouterr()
    code = build_app(tr, command).run(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_partial_app_answers_as_the_whole_app(capsys, monkeypatch):
    """For every command name: its help, and the error of an unknown option,
    are the same from the app of its own module as from the whole app."""
    monkeypatch.setenv("COLUMNS", "100")
    for lang in ("en", "es"):
        tr = Translator(lang)
        for name in COMMANDS:
            for argv in ([name, "--help"], [name, "--no-such-option"]):
                assert _run(tr, name, argv, capsys) == _run(tr, None, argv, capsys), (lang, argv)


def test_the_help_lists_every_command(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    code, out, _ = _run(Translator("en"), None, ["--help"], capsys)
    listed = {line.split()[0] for line in out.split("Commands:", 1)[1].splitlines() if line.startswith("  ")}
    assert code == 0 and listed == set(COMMANDS)
