"""The typer application: builds every command group in the user's language
and runs it with uniform error handling and exit codes."""

from __future__ import annotations

import sys
from typing import Any

from referee.cli.output import Output, debug_enabled
from referee.core.errors import RefereeError
from referee.i18n import Translator


class Cli:
    """The app plus what every command shares: the translator and the output."""

    def __init__(self, tr: Translator):
        import typer

        self.tr = tr
        self.out = Output(tr)
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

    def run(self, argv: list[str]) -> int:
        import typer

        from referee.cli import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_REFUSED

        click_exception = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")
        abort = next((c for c in typer.Abort.__mro__ if c.__name__ == "Abort"), typer.Abort)
        try:
            command = typer.main.get_command(self.app)
            result = command.main(args=argv, prog_name="referee", standalone_mode=False)
        except RefereeError as error:
            return self.out.error(error)
        except click_exception as error:
            detail = error.format_message()
            sys.stderr.write(self.tr("Error: the command line is not valid: {detail}", detail=detail) + "\n")
            sys.stderr.write(self.tr("See 'referee --help' or 'referee COMMAND --help'.") + "\n")
            return EXIT_BAD_INPUT
        except (abort, KeyboardInterrupt, EOFError):
            sys.stderr.write(self.tr("Stopped.") + "\n")
            return EXIT_REFUSED
        except BrokenPipeError:
            return 0
        except Exception as error:  # the last line of defence: no traceback reaches a user
            if debug_enabled():
                raise
            sys.stderr.write(
                self.tr("Internal error: {error}. Run again with REFEREE_DEBUG=1 to see the details.", error=type(error).__name__) + "\n"
            )
            return EXIT_INTERNAL
        return result if isinstance(result, int) else 0


def build_app(tr: Translator) -> Cli:
    from referee.cli import ask_cmd, games_cmd, play_cmd, replay_cmd, rules_cmd, score_cmd, session_cmd, table_cmd

    cli = Cli(tr)
    for module in (games_cmd, score_cmd, ask_cmd, rules_cmd, session_cmd, replay_cmd, play_cmd, table_cmd):
        module.register(cli)
    return cli
