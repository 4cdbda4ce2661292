"""A mistake on the command line (an unknown option or command, a missing
value, a word too many, a word where a number goes) is one line in the
user's language, with the nearest right spelling when there is one: typer
writes these in English whatever the language."""

import pytest

from referee.cli.app import build_app
from referee.i18n import Translator


def _error(argv: list[str], lang: str, capsys) -> tuple[int, str]:
    capsys.readouterr()
    code = build_app(Translator(lang), argv[0]).run(argv)
    return code, capsys.readouterr().err


CASES = [
    (["new", "cv", "--player", "Ana,Beto"], "There is no option --player here. Did you mean --players?",
     "No existe la opción --player aquí. ¿Querías decir --players?"),
    (["status", "--jsno"], "Did you mean --json?", "¿Querías decir --json?"),
    (["new", "cv"], "The option --players is missing: Player names in seat order",
     "Falta la opción --players: Nombres de los jugadores en orden de asiento"),
    (["ask"], "This is missing: The question", "Falta esto: La pregunta"),
    (["score", "cv", "a", "b", "c"], "Words too many on the command line: b c.",
     "Sobran palabras en la línea de comandos: b c."),
    (["score", "cv", "a", "b"], "One word too many on the command line: b.",
     "Sobra una palabra en la línea de comandos: b."),
    (["new", "cv", "--players", "Ana", "Beto", "Cris"],
     "Words too many on the command line: Beto Cris. Player names go together, separated by commas: --players Ana,Beto,Cris",
     "Sobran palabras en la línea de comandos: Beto Cris. Los nombres de los jugadores van juntos, separados por comas: "
     "--players Ana,Beto,Cris"),
    (["ask", "x", "--limit", "tres"], "--limit takes a whole number.", "--limit lleva un número entero."),
    (["status", "--json=yes"], "The option --json takes no value.", "La opción --json no lleva ningún valor."),
    (["ask", "x", "--limit"], "The option --limit needs a value after it.",
     "La opción --limit necesita un valor detrás."),
    (["rules", "shwo", "x"], "There is no command 'shwo'. Did you mean 'show'?",
     "No existe el comando 'shwo'. ¿Querías decir 'show'?"),
    (["nwe", "cv"], "There is no command 'nwe'. Did you mean 'new'?",
     "No existe el comando 'nwe'. ¿Querías decir 'new'?"),
]


@pytest.mark.parametrize("argv, english, spanish", CASES)
def test_a_command_line_mistake_is_told_in_the_users_language(argv, english, spanish, capsys):
    for lang, expected in (("en", english), ("es", spanish)):
        code, err = _error(argv, lang, capsys)
        assert code == 2, (argv, lang, err)
        assert expected in err, (argv, lang, err)
        assert "Traceback" not in err


def test_no_english_of_the_framework_reaches_a_spanish_table(capsys):
    """The framework's own English phrasing never shows under --lang es."""
    for argv, _, _ in CASES:
        _, err = _error(argv, "es", capsys)
        for english in ("No such option", "Possible options", "Missing option", "Missing argument", "Got unexpected",
                        "Invalid value", "No such command", "requires an argument", "does not take a value"):
            assert english not in err, (argv, err)


def _help(argv: list[str], lang: str, capsys) -> tuple[int, str]:
    capsys.readouterr()
    code = build_app(Translator(lang), argv[0] if argv and not argv[0].startswith("-") else None).run(argv)
    return code, capsys.readouterr().out


def test_a_help_screen_has_the_frameworks_words_in_the_users_language(capsys, monkeypatch):
    """typer's own words on a help screen (the usage line, what an option
    takes, the help option's help) follow --lang: it writes them in English."""
    monkeypatch.setenv("COLUMNS", "100")
    code, out = _help(["ask", "--help"], "es", capsys)
    assert code == 0
    assert out.startswith("Uso: referee ask [OPCIONES]")
    assert "--game JUEGO" in out and "--limit NÚMERO" in out and "--lang IDIOMA" in out
    assert "Muestra esta ayuda y termina." in out
    for english in ("Usage:", "[OPTIONS]", "<str>", "<int>", "Show this message"):
        assert english not in out, english
    code, out = _help(["ask", "--help"], "en", capsys)
    assert out.startswith("Usage: referee ask [OPTIONS]") and "--game GAME" in out and "Show this message and exit." in out


def test_the_language_may_be_given_before_the_command(capsys):
    """`referee --lang es --help` and `referee rules --lang es list cv`: the
    app and the `rules` group take --lang as every command does."""
    code, out = _help(["--lang", "es", "--help"], "es", capsys)
    assert code == 0 and "COMANDO [ARGUMENTOS]..." in out
    capsys.readouterr()
    code = build_app(Translator("es"), "rules").run(["rules", "--lang", "es", "list", "cv"])
    assert code == 0 and "Reglas de CV" in capsys.readouterr().out


def test_the_app_alone_shows_its_help_and_a_group_alone_names_its_commands(capsys):
    code, out = _help([], "es", capsys)
    assert code == 0 and out.startswith("Uso: referee")
    code, err = _error(["rules", "--lang", "es"], "es", capsys)
    assert code == 2 and "Falta un comando después de 'rules': list, show." in err
