"""Messages the command-line framework (typer) asks gettext for on its own:
listed here so that extraction puts them in our catalogs and help screens
come out in the user's language. Never imported."""

from referee.i18n import N_

FRAMEWORK_MESSAGES = (
    N_("Options"),
    N_("Arguments"),
    N_("Commands"),
    N_("Error"),
    N_("required"),
    N_("default: {default}"),
    N_("env var: {var}"),
    N_("Aborted!"),
    N_("Missing command."),
    N_("No such command {name!r}."),
)
