"""The framework's own words on a help screen, in the user's language.

typer lays out `--help` with words of its own: the "Usage:" line with
"[OPTIONS]" and "COMMAND [ARGS]...", the help option's "Show this message
and exit." (and the completion options' help), and each option's value shown by its Python type ("--game
<str>", "--limit <int>"). Its copy of click writes these as plain text, not
through gettext, so a Spanish help screen kept them in English (the section
titles and "[required]" do go through gettext: `framework_messages`).
`install` gives every command of the built app the words of `tr`: a name
for each option's value ("--game GAME" / "--game JUEGO"), the usage line's
words, the help option's help. The names of arguments stay typer's (it
shows them by their parameter name and type whatever the metavar).
"""

from __future__ import annotations

from typing import Any

from referee.i18n import N_, Translator

# what each option of the app takes, by parameter name (an option missing here keeps typer's display)
VALUE_NAMES = {
    "file": N_("FILE"),
    "file_option": N_("FILE"),
    "svg": N_("FILE"),
    "game": N_("GAME"),
    "lang": N_("LANGUAGE"),
    "limit": N_("NUMBER"),
    "seed": N_("NUMBER"),
    "mode": N_("MODE"),
    "players": N_("NAMES"),
    "option": N_("KEY=VALUE"),
    "prefer": N_("SIDE"),
}

# the help of the options typer adds itself
OWN_HELP = {
    "install_completion": N_("Install completion for the current shell."),
    "show_completion": N_("Show completion for the current shell, to copy it or customize the installation."),
}


def install(command: Any, tr: Translator) -> None:
    """Put `tr`'s words into the help of `command` and of every command under it."""
    context_class = _localized_context(type(command).context_class, tr)
    for each in _every_command(command):
        each.context_class = context_class
        if getattr(each, "options_metavar", None):
            each.options_metavar = tr("[OPTIONS]")
        if getattr(each, "subcommand_metavar", None):
            each.subcommand_metavar = tr("COMMAND [ARGS]...")
        for param in each.params:
            name = VALUE_NAMES.get(param.name or "")
            if name and getattr(param, "param_type_name", "") == "option" and not getattr(param, "is_flag", False):
                param.metavar = tr(name)
            if param.name in OWN_HELP:
                param.help = tr(OWN_HELP[param.name])
        _localize_help_option(each, tr)


def _every_command(command: Any):
    yield command
    for sub in (getattr(command, "commands", None) or {}).values():
        yield from _every_command(sub)


def _localize_help_option(command: Any, tr: Translator) -> None:
    """The help option is made on first use: give it `tr`'s help text then."""
    made = command.get_help_option

    def get_help_option(ctx: Any) -> Any:
        option = made(ctx)
        if option is not None:
            option.help = tr("Show this message and exit.")
        return option

    command.get_help_option = get_help_option


def _localized_context(base: type, tr: Translator) -> type:
    """A context class of the framework whose help formatter writes the
    usage line's "Usage:" in `tr`'s language."""
    formatter_base = base.formatter_class

    class Formatter(formatter_base):  # type: ignore[valid-type, misc]
        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, args, tr("Usage: ") if prefix is None else prefix)

    class Context(base):  # type: ignore[valid-type, misc]
        formatter_class = Formatter

    return Context
