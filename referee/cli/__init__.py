"""The `referee` command line: language set-up, the typer app, error handling.

The language is settled before typer is even imported, so that help texts
and every message come out in it. Errors become one localized line on stderr
and an exit code (1 refused, 2 bad input); an error nobody foresaw is one
line and exit code 2 too. A traceback is shown only with REFEREE_DEBUG=1.
"""

from __future__ import annotations

import os
import sys

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 2


def _requested_lang(argv: list[str]) -> str | None:
    """The value of `--lang` anywhere on the command line (before typer parses it)."""
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _install_global_catalog(lang: str) -> None:
    """Let the CLI framework's own gettext calls (help panels) use our catalog."""
    import gettext

    from referee.core.resources import locales_dir

    os.environ["LANGUAGE"] = lang
    gettext.bindtextdomain("referee", str(locales_dir()))
    gettext.textdomain("referee")


def _readable(arg: str) -> str:
    """An argument with bytes that are not text in the locale's encoding
    (kept by Python as lone surrogates) turned into U+FFFD, so that it can
    be shown, saved and compared like any other text."""
    try:
        arg.encode("utf-8")
        return arg
    except UnicodeEncodeError:
        pass
    try:
        return arg.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:
        return arg.encode("utf-8", "replace").decode("utf-8")


def _pause_collector(argv: list[str]) -> bool:
    """Turn off the cyclic garbage collector in a process that runs one
    command and ends: every command but the `play` shell, which runs for a
    game night (and freezes what its start-up built instead). What such a
    process builds (the modules, the app, `ask`'s index, a session's fold)
    lives until it ends, and the collector's walks over it freed next to
    nothing: 65 young and 6 middle collections, about 10 ms of CPU, in an
    `ask`. Reference counting frees what it freed before; only garbage in
    cycles waits for the end of the process. True when it was turned off
    (then `_spare_exit_walk` runs once the command is done)."""
    if "play" in argv:  # (a question that holds the word unquoted keeps it on: no harm)
        return False
    import gc

    gc.disable()
    return True


def _spare_exit_walk() -> None:
    """Once the one command of a process is done: move everything it built
    out of the collector's reach (`gc.freeze`), so that the full collection
    Python runs as it shuts down walks nothing but what is made after. That
    walk, over the modules and `ask`'s index (large lists, each item
    visited), cost about 30 ms of CPU at the end of every `ask`, to free
    next to nothing (195 objects). The process is ending: what the walk
    would have freed goes with it, as the `play` shell's frozen start-up
    does."""
    import gc

    gc.freeze()


def main(argv: list[str] | None = None) -> None:
    # this process runs the command line it was started with, then ends
    one_command = argv is None and _pause_collector(sys.argv[1:])
    argv = [_readable(arg) for arg in (sys.argv[1:] if argv is None else argv)]
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):  # not a text stream of io (tests capture it)
            pass
    try:
        try:
            code = _main(argv)
        except SystemExit:
            raise
        except BaseException as error:  # set-up failed before the app's own handler runs
            if os.environ.get("REFEREE_DEBUG", "") not in ("", "0"):
                raise
            if isinstance(error, KeyboardInterrupt):
                sys.exit(EXIT_REFUSED)
            internal_error(_fallback_translator(argv), error)
            code = EXIT_INTERNAL
    finally:
        if one_command:
            _spare_exit_walk()
    sys.exit(code)


def internal_error(tr, error: BaseException) -> None:
    """One line, in the user's language when a translator could be built,
    for an error the referee did not foresee (details with REFEREE_DEBUG=1).
    Shared by the app's handler and the set-up fallback of `main`."""
    name = type(error).__name__
    line = None
    if tr is not None:
        try:
            line = tr("Internal error: {error}. Run again with REFEREE_DEBUG=1 to see the details.", error=name)
        except Exception:  # the catalogs themselves may be what failed
            line = None
    if line is None:
        line = f"Internal error: {name}. Run again with REFEREE_DEBUG=1 to see the details."
    sys.stderr.write(line + "\n")


def _fallback_translator(argv: list[str]):
    """A translator for the language the command line asked for, or None
    when set-up failed too early to build one (then the line is English)."""
    try:
        from referee.i18n import Translator, negotiate

        return Translator(negotiate(_requested_lang(argv)))
    except Exception:
        return None


def _main(argv: list[str]) -> int:
    from referee.i18n import Translator, UnknownLanguage, available_languages, negotiate

    requested = _requested_lang(argv)
    try:
        lang = negotiate(requested)
    except UnknownLanguage:
        tr = Translator(negotiate(None))
        sys.stderr.write(
            tr("Error")
            + ": "
            + tr("Unknown language '{lang}'. Available: {languages}.", lang=requested, languages=", ".join(available_languages()))
            + "\n"
        )
        return EXIT_BAD_INPUT
    _install_global_catalog(lang)
    tr = Translator(lang)

    command = argv[0] if argv and not argv[0].startswith("-") else None
    if command == "ask":  # a plain question is answered without building the app (cli/quick_ask.py)
        from referee.cli.quick_ask import run

        code = run(argv[1:], tr)
        if code is not None:
            return code
    from referee.cli.app import build_app

    return build_app(tr, command).run(argv)
