"""`referee play [FILE]`: an interactive shell for the table.

One move or command per line: a line with 'PLAYER:' is a move (`do`); a
number or 'ok' answers the numbered choice `options` showed; anything else is a referee command without the `referee` prefix (`status`,
`options Ana`, `undo`, `log`, `ask ...`). History and completion of verbs,
player names and commands come from readline where the platform has it.
"""

import io
import shlex
import sys
from pathlib import Path
from typing import Annotated, Optional

SESSION_COMMANDS = {"do", "check", "undo", "redo", "amend", "log", "status", "options", "hints", "bot", "score"}
NOT_IN_SHELL = {"play", "new"}  # a shell inside the shell, or a new session over this one
QUIT = {"quit", "exit", "salir", "q"}


def register(cli) -> None:
    import typer

    tr = cli.tr

    @cli.app.command("play", help=tr("An interactive shell for the table: one move or command per line."))
    def play(
        file: Annotated[Optional[Path], typer.Argument(help=tr("The session file (default: $REFEREE_SESSION, else referee-session.toml here)."), show_default=False)] = None,
        file_option: Annotated[Optional[Path], typer.Option("--file", "-f", help=tr("The session file, as for the other session commands."))] = None,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
    ) -> int:
        from referee.cli.table import session_path, shell_session

        with shell_session():  # folds kept in the process, their snapshots written at the end
            return _shell(cli, session_path(file or file_option), lang)


def _shell(cli, path: Path, lang: Optional[str]) -> int:
    """Read and answer lines until 'quit' or the end of the input."""
    import gc

    from referee.cli.table import Table
    from referee.core.fact_use import unrecorded

    table = Table(cli, path, lang)
    tr = table.tr  # the session's language
    words = _completion_words(cli, table)
    _enable_readline(words)
    table.out.line(tr("Refereeing {file}. Type a move ('Ana: ...'), a command ('status', 'options', 'undo', 'help'), or 'quit'.", file=str(path)))
    with unrecorded():  # the fold is kept for the commands that follow
        table.out.line(table.expectation_line(table.viewed))
    interactive = sys.stdin.isatty()
    shell = cli.factory(tr)  # one app for every line, in the session's language
    gc.freeze()  # what start-up built (modules, the app, the rules) lives as long as the shell: no collection walks it again
    try:
        return _lines(table, shell, path, lang, interactive)
    finally:
        gc.unfreeze()


class _Hangup:
    """The shell's end when its terminal closes (SIGHUP) or it is asked to
    stop (SIGTERM): as at 'quit', so that the snapshot of the fold it reached
    is written (`shell_session`) and the next command starts from it instead
    of folding the whole log. A signal while the shell waits for a line ends
    it at once; one during a command ends it after the command (a save is
    never cut short: its lock, compare and write stay whole). `kill -9`
    cannot be caught: the next command folds the log once.

    A signal that comes after the shell checked `asked` but before its read
    of standard input blocks (inside `input()`, where no Python runs) would
    leave the read waiting for a line that never comes: the handler only runs
    when the read returns. So a piped input is read through `_WakeableInput`,
    which waits on the input and on the signal's wakeup descriptor together
    (the C handler writes to it at once, whenever the signal comes)."""

    SIGNALS = ("SIGHUP", "SIGTERM")

    def __init__(self):
        self.waiting = False
        self.asked = False
        self.before: dict = {}
        self.stdin = None
        self.wakeup: tuple[int, int] | None = None
        self.previous_wakeup = -1

    def __enter__(self) -> "_Hangup":
        import signal
        import threading

        if threading.current_thread() is threading.main_thread():  # only the main thread may take signals
            for name in self.SIGNALS:
                number = getattr(signal, name, None)
                if number is not None:
                    self.before[number] = signal.signal(number, self._caught)
            self._wake_input()
        return self

    def _wake_input(self) -> None:
        """Read a piped standard input through `_WakeableInput` (a terminal's
        is left to `input()` and readline; a stream with no descriptor never
        blocks on one)."""
        import os
        import signal

        try:
            fd = sys.stdin.fileno()
        except (AttributeError, OSError, ValueError):
            return
        if os.name != "posix" or not self.before or os.isatty(fd):
            return
        self.wakeup = os.pipe()
        for end in self.wakeup:
            os.set_blocking(end, False)
        self.previous_wakeup = signal.set_wakeup_fd(self.wakeup[1])
        self.stdin = sys.stdin
        raw = _WakeableInput(fd, self.wakeup[0], set(self.before))
        sys.stdin = io.TextIOWrapper(io.BufferedReader(raw), encoding=self.stdin.encoding, errors=self.stdin.errors, newline="\n")

    def __exit__(self, *exc) -> None:
        import os
        import signal

        if self.wakeup is not None:
            signal.set_wakeup_fd(self.previous_wakeup)
            sys.stdin = self.stdin
            for end in self.wakeup:
                os.close(end)
        for number, handler in self.before.items():
            signal.signal(number, handler)

    def _caught(self, signum, frame) -> None:
        self.asked = True
        if self.waiting:
            raise EOFError  # out of input(): the end of the input


class _WakeableInput(io.RawIOBase):
    """Standard input's descriptor, read only when it has bytes or when the
    wakeup descriptor (`signal.set_wakeup_fd`) says one of `numbers` came:
    then it reads as the end of the input. It does not own the descriptor."""

    def __init__(self, fd: int, wakeup: int, numbers: set[int]):
        super().__init__()
        self.fd, self.wakeup, self.numbers = fd, wakeup, numbers

    def readable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.fd  # input() asks whether it is a terminal

    def readinto(self, buffer) -> int:
        import os
        import select

        while True:
            ready = select.select([self.fd, self.wakeup], [], [])[0]
            if self.wakeup in ready:
                try:
                    came = os.read(self.wakeup, 512)
                except BlockingIOError:
                    came = b""
                if any(number in self.numbers for number in came):
                    return 0  # the end of the input: the shell ends as at 'quit'
            if self.fd in ready:
                return os.readv(self.fd, [buffer])


def _lines(table, shell, path: Path, lang: Optional[str], interactive: bool) -> int:
    """Answer each line of the input in turn."""
    with _Hangup() as hangup:
        return _answer(table, shell, path, lang, interactive, hangup)


def _answer(table, shell, path: Path, lang: Optional[str], interactive: bool, hangup: _Hangup) -> int:
    tr = table.tr
    while not hangup.asked:
        try:
            hangup.waiting = True
            if hangup.asked:  # the signal came after the loop's check, before `waiting` was set
                break
            line = input("referee> " if interactive else "")
        except EOFError:
            break
        finally:
            hangup.waiting = False
        line = raw = line.strip()
        if not line or line.startswith("#"):
            continue
        line = _command_line(line)
        if line is None:
            _unknown(table, raw)
            continue
        if line.lower() in QUIT:
            break
        if line.lower() == "help":
            _help(table)
            continue
        if line.split()[0].lower() in NOT_IN_SHELL:
            table.out.line(tr("'{command}' is not available inside the shell.", command=line.split()[0]))
            continue
        argv = _argv(line, path, lang)
        if argv is None:
            table.out.line(tr("Cannot read that line: check the quotes."))
            continue
        shell.run(argv)
    return 0


SHELL_COMMANDS = SESSION_COMMANDS | NOT_IN_SHELL | {"ask", "rules", "moves", "roll", "games", "help", "quit"}


def _command_line(line: str) -> Optional[str]:
    """The line with its command word read (Spanish, short or a unique
    prefix: 'estado', 'opc'); a move is left as it is; None for an unknown word."""
    from referee.cli.shell_words import command_word
    from referee.core.answers import is_short_answer

    first, _, rest = line.partition(" ")
    if ":" in first or is_short_answer(line):  # a move, or '2' / 'ok' answering the numbered choice
        return line
    command = command_word(first, SHELL_COMMANDS)
    if command is None:
        return line if ":" in line else None  # 'Ana : roll 3' is still a move
    return " ".join(filter(None, [command, rest]))


def _unknown(table, line: str) -> None:
    from referee.cli.shell_words import nearest_command

    word = line.split()[0]
    suggestion = nearest_command(word, SHELL_COMMANDS)
    if suggestion:
        table.out.line(table.tr("Unknown command '{word}'. Did you mean '{suggestion}'? Type 'help' for the list.", word=word, suggestion=suggestion))
    else:
        table.out.line(table.tr("Unknown command '{word}'. Type 'help' for the list.", word=word))


def _argv(line: str, path: Path, lang: Optional[str]) -> Optional[list[str]]:
    from referee.core.answers import is_short_answer

    if is_short_answer(line):  # '2' or 'ok': an answer to the numbered choice 'options' showed
        argv = ["do", line]
    elif ":" in line.split()[0] or (":" in line and line.split()[0].lower() not in SESSION_COMMANDS | {"ask", "rules", "moves", "roll", "games"}):
        argv = ["do", line]
    else:
        try:
            argv = shlex.split(line)
        except ValueError:
            return None
    if argv and argv[0] in SESSION_COMMANDS and "--file" not in argv and "-f" not in argv:
        argv += ["--file", str(path)]
    if lang and "--lang" not in argv:
        argv += ["--lang", lang]
    return argv


def _help(table) -> None:
    tr = table.tr
    table.out.line(tr("Moves: 'PLAYER: VERB ARGS' (see 'options' for what is possible now)."))
    table.out.line(tr("Commands: status, options [PLAYER], check 'MOVE', undo, redo, log, amend N 'MOVE', hints PLAYER, bot, score, ask 'QUESTION', quit."))


def _completion_words(cli, table) -> list[str]:
    verbs = list(table.rules.grammar.verbs)
    players = [f"{name}:" for name in table.session.setup.players]
    from referee.cli.shell_words import spanish_words

    words = table.tr.words
    shown = [words.verb(v, table.tr.lang) for v in verbs] if words else []
    return sorted(set(verbs + shown + players + list(table.session.setup.players) + sorted(SESSION_COMMANDS) + ["ask", "help", "quit"] + spanish_words()))


def _enable_readline(words: list[str]) -> None:
    try:
        import readline
    except ImportError:  # some platforms have no readline: the shell still works
        return

    def complete(text: str, state: int):
        matches = [w for w in words if w.lower().startswith(text.lower())]
        return matches[state] if state < len(matches) else None

    readline.set_completer(complete)
    readline.parse_and_bind("tab: complete")
