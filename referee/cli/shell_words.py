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


def command_word(word: str) -> str:
    """The command a typed first word means (unchanged when it names none)."""
    return COMMANDS.get(word.lower(), word.lower() if word.lower() in (HELP, QUIT) else word)


def spanish_words() -> list[str]:
    """The Spanish command words, for completion."""
    return sorted(w for w in COMMANDS if w.isalpha() and w not in ("exit", "q"))
