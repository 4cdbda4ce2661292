"""The `play` shell takes its own commands in Spanish too (opciones, estado,
deshacer, ayuda, salir...), unique prefixes, and Spanish moves; an unknown
word gets a did-you-mean in the session's language."""

from pathlib import Path

import tomli_w
import tomllib

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# a Coming of Age night recorded in the first session format (it replays with the rules it was recorded under)
COA_FORMAT1 = Path(__file__).resolve().parents[1] / "games" / "coming_of_age" / "format1" / "standard-3p.session.toml"


def test_spanish_shell_commands_and_moves(cli, tmp_path, monkeypatch):
    import io

    data = tomllib.loads((COA_FORMAT1).read_text(encoding="utf-8"))
    data["events"], data["undone"] = data["events"][:3], []
    path = tmp_path / "night.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    script = ["opciones Ana", "Ana: tirar 4", "comprobar 'Ben: tirar 2'", "registro", "deshacer", "estadoo", "ayuda", "salir", "Ana: tirar 3"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(script) + "\n"))
    code, out, err = cli("play", str(path), "--lang", "es")
    assert code == 0, err
    assert "JUGADOR: tirar DADOS..." in out                    # opciones
    assert "Registrado #4: Ana: tirar 4" in out
    assert "Legal: Ben: tirar 2" in out
    assert "4  Ana: tirar 4" in out                            # registro, in Spanish
    assert "Deshecho: Ana: tirar 4" in out
    assert "¿Querías decir 'estado'?" in out
    assert "Comandos: estado, opciones" in out                 # ayuda
    # 'salir' ended the shell: the last line was never played, and the file is as before
    assert tomllib.loads(path.read_text(encoding="utf-8"))["events"] == data["events"]
