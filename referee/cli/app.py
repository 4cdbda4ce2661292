"""The typer application: builds every command group in the user's language
and runs it with uniform error handling and exit codes."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Optional

from referee.cli.output import Output, debug_enabled
from referee.core.errors import RefereeError
from referee.i18n import Translator


class Cli:
    """The app plus what every command shares: the translator, the output,
    and `factory`, which builds a whole app in another language (the `play`
    shell builds one in the session's language, once)."""

    def __init__(self, tr: Translator, factory: Callable[[Translator], "Cli"] | None = None):
        import typer

        self.tr = tr
        self.out = Output(tr)
        self.factory = factory or (lambda other: Cli(other))
        self._command: Any = None
        self._locks: list = []
        self.app = typer.Typer(
            name="referee",
            help=tr("A referee and rules assistant for tabletop games: scores, rules answers, turn-by-turn checks."),
            add_completion=True,
            no_args_is_help=True,
            pretty_exceptions_enable=False,
            rich_markup_mode=None,
        )

    def lang_option(self) -> Any:
        import typer

        return typer.Option("--lang", help=self.tr("Language of the output: en or es (default: REFEREE_LANG, then the system locale)."))

    def json_option(self) -> Any:
        import typer

        return typer.Option("--json", help=self.tr("Print the data as JSON instead of a table."))

    def hold_lock(self, path) -> None:
        """Take the write lock of a session file until this command ends."""
        from referee.core.locking import FileLock

        self._locks.append(FileLock(path).acquire())

    def release_locks(self) -> None:
        while self._locks:
            self._locks.pop().release()

    def run(self, argv: list[str]) -> int:
        import typer

        from referee.cli import EXIT_BAD_INPUT

        click_exception = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")
        abort = next((c for c in typer.Abort.__mro__ if c.__name__ == "Abort"), typer.Abort)
        try:
            if self._command is None:  # built once, reused by every line of the shell
                from referee.cli import coercion, help_words

                self._command = typer.main.get_command(self.app)
                coercion.install(self._command)  # plain values converted without pydantic
                help_words.install(self._command, self.tr)  # the help screen's own words in the user's language
            command = self._command
            result = command.main(args=argv, prog_name="referee", standalone_mode=False)
        except click_exception as error:
            if type(error).__name__ == "NoArgsIsHelpError":  # "referee" alone, "referee rules": the help, not an error
                sys.stdout.write(_safe(error.format_message) + "\n")
                return 0
            from referee.cli.usage_errors import describe

            detail = _safe(lambda: describe(error, self.tr))
            sys.stderr.write(self.tr("Error: the command line is not valid: {detail}", detail=detail) + "\n")
            sys.stderr.write(self.tr("See 'referee --help' or 'referee COMMAND --help'.") + "\n")
            return EXIT_BAD_INPUT
        except abort:
            return stopped(self.tr)
        except (RefereeError, KeyboardInterrupt, EOFError, BrokenPipeError, SystemExit, Exception) as error:
            return exit_code_of(error, self.tr, self.out)
        finally:
            self.release_locks()
        return result if result in (0, 1, 2) else 0


def exit_code_of(error: BaseException, tr: Translator, out: Output) -> int:
    """The exit code of a command that raised `error`, told to the user as
    every command tells it: a refusal or bad input in one localized line
    (1 or 2), "Stopped." for an interrupt (1), nothing for a reader gone
    (`| head`: 0), and one line for an error nobody foresaw (2; re-raised
    with REFEREE_DEBUG=1). Shared by the app and cli/quick_ask.py."""
    from referee.cli import EXIT_INTERNAL

    if isinstance(error, RefereeError):
        return out.error(error)
    if isinstance(error, (KeyboardInterrupt, EOFError)):
        return stopped(tr)
    if isinstance(error, BrokenPipeError):
        return 0
    if isinstance(error, SystemExit):
        code = 0 if error.code is None else error.code
        return code if code in (0, 1, 2) else EXIT_INTERNAL
    if isinstance(error, Exception):  # the last line of defence: no traceback reaches a user
        if debug_enabled():
            raise error
        from referee.cli import internal_error

        internal_error(tr, error)
        return EXIT_INTERNAL
    raise error


def stopped(tr: Translator) -> int:
    """Exit code 1 and "Stopped." for a command the user interrupted."""
    from referee.cli import EXIT_REFUSED

    sys.stderr.write(tr("Stopped.") + "\n")
    return EXIT_REFUSED


def _safe(describe) -> str:
    try:
        return describe()
    except Exception:
        return "?"


# The command group module of each command. A command line naming one of
# these builds only its module's commands (start-up time is felt at the
# table); anything else (help, a typo) builds them all.
MODULES = ("games_cmd", "score_cmd", "ask_cmd", "rules_cmd", "session_cmd", "replay_cmd", "play_cmd", "table_cmd", "facts_cmd")
COMMANDS = {
    "games": "games_cmd", "score": "score_cmd", "ask": "ask_cmd", "rules": "rules_cmd",
    **dict.fromkeys(("new", "do", "check", "undo", "redo", "amend", "log", "status", "options", "hints", "bot"), "session_cmd"),
    "replay": "replay_cmd", "play": "play_cmd", "moves": "table_cmd", "roll": "table_cmd", "facts": "facts_cmd",
}


def build_app(tr: Translator, command: str | None = None) -> Cli:
    """The app in the language of `tr`: every command group, or only the one
    of `command` when it names a command."""
    import importlib

    cli = Cli(tr, factory=build_app)
    module = COMMANDS.get(command or "")
    # (a group of one command still takes the command's name)
    cli.app.callback()(_group_taking_lang(cli))
    for name in (module,) if module else MODULES:
        importlib.import_module(f"referee.cli.{name}").register(cli)
    return cli


def _group_taking_lang(cli: Cli) -> Callable[..., None]:
    """The app's own callback: it takes `--lang` too ("referee --lang es
    --help"), which `main` has read already, before any command ran."""
    import typer

    def group(lang: Optional[str] = typer.Option(None, "--lang", help=cli.tr(
            "Language of the output: en or es (default: REFEREE_LANG, then the system locale)."))) -> None:
        pass

    return group
