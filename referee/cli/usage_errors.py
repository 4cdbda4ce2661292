"""Command-line mistakes (an unknown option, a missing value, a word too
many) told in the user's language.

typer writes these errors itself, in English whatever the language: its
copy of click builds them with f-strings, so a Spanish table read "No such
option: --player (Possible options: --players)". Here each kind is told
again from what the error carries (the option typed, the close options,
the parameter and its help text, which is already in the user's
language), recognised by its class name, which typer's copy of click and
click itself share. A kind not known here keeps typer's own text: it is
still one line, and still exit code 2.
"""

from __future__ import annotations

import difflib
import re
from typing import Any

from referee.i18n import N_, Translator

# typer's own words, through the global catalog (framework_messages)
NO_SUCH_COMMAND, MISSING_COMMAND = N_("No such command {name!r}."), N_("Missing command.")
_EXTRA_WORDS = re.compile(r"^Got unexpected extra arguments?(?:\(s\))? \((?P<words>.*)\)$")
_NEEDS_VALUES = re.compile(r"requires (?:an argument|(?P<count>\d+) arguments)\.$")
_PLAIN_CONVERSIONS = {"int": N_("{option} takes a whole number."), "float": N_("{option} takes a number.")}


def describe(error: Any, tr: Translator) -> str:
    """The line that tells what is wrong with the command line, in `tr`'s language."""
    kinds = {kind.__name__ for kind in type(error).__mro__}
    if "NoSuchOption" in kinds:
        return _unknown_option(error, tr)
    if "MissingParameter" in kinds:
        return _missing(error, tr)
    if "BadOptionUsage" in kinds:
        return _option_without_value(error, tr)
    if "BadParameter" in kinds:
        return _bad_value(error, tr)
    if "UsageError" in kinds:
        return _usage(error, tr)
    return error.format_message()


def _unknown_option(error: Any, tr: Translator) -> str:
    line = tr("There is no option {option} here.", option=error.option_name)
    close = sorted(getattr(error, "possibilities", None) or ())
    if close:
        line += " " + tr("Did you mean {suggestion}?", suggestion=", ".join(close))
    return line


def _missing(error: Any, tr: Translator) -> str:
    param = getattr(error, "param", None)
    if param is None:
        return error.format_message()
    told = _help_of(param)
    if getattr(param, "param_type_name", "") == "option":
        option = _option_name(param)
        return tr("The option {option} is missing: {help}", option=option, help=told) if told \
            else tr("The option {option} is missing.", option=option)
    return tr("This is missing: {help}", help=told) if told \
        else tr("The value {name} is missing.", name=(param.name or "").upper())


def _option_without_value(error: Any, tr: Translator) -> str:
    found = _NEEDS_VALUES.search(getattr(error, "message", "") or "")
    if found is None:  # "does not take a value": a flag given a value ("--json=yes")
        return tr("The option {option} takes no value.", option=error.option_name)
    count = int(found.group("count") or 1)
    return tr.ngettext("The option {option} needs a value after it.", "The option {option} needs {count} values after it.",
                       count, option=error.option_name, count=count)


def _bad_value(error: Any, tr: Translator) -> str:
    """A value that does not convert: a word where a number goes (typer's own
    message is then the conversion library's English); any other message
    is the referee's own and already in the user's language."""
    param = getattr(error, "param", None)
    where = _option_name(param) if param is not None else ""
    kind = _plain_type(param)
    if kind in _PLAIN_CONVERSIONS and where:
        return tr(_PLAIN_CONVERSIONS[kind], option=where)
    message = getattr(error, "message", "") or ""
    return tr("The value of {option} is not valid: {reason}", option=where, reason=message) if where else message


def _usage(error: Any, tr: Translator) -> str:
    message = getattr(error, "message", "") or ""
    extra = _EXTRA_WORDS.match(message)
    if extra:
        words = extra.group("words").split()
        line = tr.ngettext("One word too many on the command line: {words}.",
                           "Words too many on the command line: {words}.", len(words), words=" ".join(words))
        players = (getattr(getattr(error, "ctx", None), "params", None) or {}).get("players")
        if isinstance(players, str) and players and not any(":" in word or word.startswith("-") for word in words):
            # "--players Ana Beto": the names are one value, separated by commas
            line += " " + tr("Player names go together, separated by commas: --players {names}",
                             names=",".join([players, *words]))
        return line
    group = getattr(getattr(error, "ctx", None), "command", None)
    commands = sorted(getattr(group, "commands", {}) or {})
    if message in (MISSING_COMMAND, tr(MISSING_COMMAND)) and commands:  # "referee rules --lang es"
        return tr("A command is missing after '{group}': {commands}.", group=group.name, commands=", ".join(commands))
    name = _unknown_command(message, tr)
    if name is not None:
        line = tr("There is no command '{name}'.", name=name)
        close = difflib.get_close_matches(name, commands, n=1)
        if close:
            line += " " + tr("Did you mean {suggestion}?", suggestion=f"'{close[0]}'")
        return line
    return message


def _unknown_command(message: str, tr: Translator) -> str | None:
    """The command named in typer's "No such command 'x'." (in English, or
    through our catalog, and with typer's "Did you mean" after it), or None."""
    for template in {NO_SUCH_COMMAND, tr(NO_SUCH_COMMAND)}:  # (no parameters given: the template itself)
        before, _, after = template.partition("{name!r}")
        found = re.match(re.escape(before) + r"'(?P<name>.*?)'" + re.escape(after.rstrip(".")), message)
        if found:
            return found.group("name")
    return None


def _option_name(param: Any) -> str:
    opts = [opt for opt in getattr(param, "opts", ()) or () if opt.startswith("--")]
    if opts:
        return opts[0]
    return (getattr(param, "name", None) or "").upper()


def _help_of(param: Any) -> str:
    return " ".join((getattr(param, "help", None) or "").split())


def _plain_type(param: Any) -> str | None:
    """'int' or 'float' when the parameter takes that kind of number (typer's
    annotation of it, or click's type name), else None."""
    if param is None:
        return None
    descriptor = getattr(param, "type_descriptor", None)
    annotation = getattr(descriptor, "annotation", None)
    if annotation in (int, float):
        return annotation.__name__
    name = getattr(getattr(param, "type", None), "name", "")
    return {"integer": "int", "float": "float"}.get(name)
