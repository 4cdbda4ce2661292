"""typer's conversion of command-line values, without pydantic for the plain ones.

typer 0.29 converts each value of a command line (the help option's too)
with a pydantic `TypeAdapter` it builds for the parameter while parsing the
line: importing pydantic and building the adapters cost more than the rest
of a referee command's start-up (over 100 ms of CPU on a 2-core machine).
The parameters of the referee's commands are plain: text, lists of text,
whole numbers and file paths, with no parser, range or path constraint of
their own. For those, the adapter's result is known: the text itself, a
list of the texts, `int(text)` of a number written plainly, the path
checked as typer checks it. This module gives them that result directly,
and hands anything else (an annotation or a value outside those cases, a
bad number) to typer's own conversion, built on first use, so that results
and error messages stay typer's (`tests/cli/test_coercion.py` compares both
on many values).

With a typer that converts values otherwise (no per-parameter conversion to
replace), `install` changes nothing.
"""

import re
from pathlib import Path
from typing import Any, List

# a whole number as pydantic reads it from text, in its plainest form only
_WHOLE = re.compile(r"0|-?[1-9][0-9]{0,17}")
_TEXT_LISTS = (list[str], List[str])
_NOT_PLAIN = object()


class PlainCoercion:
    """The conversion of one parameter: the plain cases here, the rest by typer."""

    def __init__(self, descriptor: Any):
        self.descriptor = descriptor
        self._typer: Any = None
        info = descriptor.parameter_info
        unconstrained = (
            descriptor.file_annotation is None
            and info.parser is None
            and getattr(info, "click_type", None) is None
            and info.min is None
            and info.max is None
            and not info.clamp
        )
        annotation = descriptor.annotation
        self.kind = None
        if unconstrained and annotation is str:
            self.kind = "text"
        elif unconstrained and annotation in _TEXT_LISTS:
            self.kind = "texts"
        elif unconstrained and annotation is int:
            self.kind = "whole"
        elif unconstrained and annotation is Path and info.path_type is None:
            self.kind = "path"

    def coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        """What typer's `RuntimeParam.coerce` returns for `value`."""
        multiple = param.multiple or param.nargs == -1
        if value is None:
            return () if multiple else None
        if multiple == (self.kind == "texts"):
            found = self._plain(value, param, ctx)
            if found is not _NOT_PLAIN:
                return found
        return self.typers().coerce(value, param=param, ctx=ctx)

    def typers(self) -> Any:
        """typer's own conversion of this parameter."""
        if self._typer is None:
            from typer._coercion import build_runtime_param

            self._typer = build_runtime_param(self.descriptor)
        return self._typer

    def _plain(self, value: Any, param: Any, ctx: Any) -> Any:
        if self.kind == "text":
            return value if _text(value) else _NOT_PLAIN
        if self.kind == "texts":
            return list(value) if type(value) in (list, tuple) and all(map(_text, value)) else _NOT_PLAIN
        if self.kind == "whole":
            if type(value) is int:
                return value
            return int(value) if type(value) is str and _WHOLE.fullmatch(value) else _NOT_PLAIN
        if self.kind == "path" and _text(value) and value and "\0" not in value:
            from typer._param_types import coerce_cli_path

            # typer reads the text as a Path (with pydantic), then checks it
            return coerce_cli_path(Path(value), self.descriptor.parameter_info, path_type=Path, param=param, ctx=ctx)
        return _NOT_PLAIN


def _text(value: Any) -> bool:
    """A str that pydantic takes as it is (one it can encode as UTF-8)."""
    if type(value) is not str:
        return False
    if value.isascii():
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def install(command: Any) -> None:
    """Give every parameter of a click command (and of its sub-commands) that
    typer converts with pydantic the plain conversion; the help option too,
    which click makes when a line is parsed."""
    for param in getattr(command, "params", ()):
        _install(param)
    made = getattr(command, "get_help_option", None)
    if made is not None:

        def get_help_option(ctx: Any) -> Any:
            option = made(ctx)
            _install(option)
            return option

        command.get_help_option = get_help_option
    for sub in getattr(command, "commands", {}).values():
        install(sub)


def _install(param: Any) -> None:
    if getattr(param, "_runtime_param", False) is None and hasattr(param, "type_descriptor"):
        param._runtime_param = PlainCoercion(param.type_descriptor)
