"""The words of the `play` shell in each language: Spanish (and short) names
for its commands, read back to the command names typer knows."""

from __future__ import annotations

# typed word -> command; the command names themselves are always accepted
COMMANDS = {
    # Spanish
    "hacer": "do", "jugada": "do", "comprobar": "check", "deshacer": "undo", "rehacer": "redo",
    "corregir": "amend", "registro": "log", "historial": "log", "estado": "status", "opciones": "options",
    "pistas": "hints", "puntuar": "score", "puntuacion": "score", "puntuación": "score", "preguntar": "ask",
    "reglas": "rules", "jugadas": "moves", "dados": "roll", "juegos": "games",
    "ayuda": "help", "salir": "quit", "terminar": "quit",
    # English and short forms
    "exit": "quit", "q": "quit", "?": "help",
}
HELP = "help"
QUIT = "quit"


def command_word(word: str, known: set[str]) -> str | None:
    """The command a typed first word means: a command, one of its Spanish
    or short names, or a unique prefix of either ('opc' -> options); None
    when it names none."""
    typed = word.lower()
    if typed in known:
        return typed
    if typed in COMMANDS:
        return COMMANDS[typed]
    starting = {command for command in known if command.startswith(typed)}
    starting |= {command for alias, command in COMMANDS.items() if alias.startswith(typed)}
    return starting.pop() if len(starting) == 1 else None


def nearest_command(word: str, known: set[str]) -> str | None:
    """The command or Spanish name closest to a mistyped word, for a did-you-mean."""
    from referee.core.suggest import nearest

    return nearest(word, sorted(known | set(COMMANDS)))


def spanish_words() -> list[str]:
    """The Spanish command words, for completion."""
    return sorted(w for w in COMMANDS if w.isalpha() and w not in ("exit", "q"))
