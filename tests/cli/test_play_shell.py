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


def test_the_fold_shown_again_is_never_changed_and_follows_the_file(cli, tmp_path, monkeypatch):
    """The shell keeps the fold it last showed (status, options, hints) for
    an unchanged file: those commands leave it equal to a fold from scratch,
    and a move or an undo shows the new fold, not the kept one (after the
    undo, the fold before the move with what the move taught the catalog)."""
    import io

    from dataclasses import replace

    from referee.cli import table
    from referee.core.catalog import load_catalog
    from referee.core.session import load, replay
    from referee.games import REFEREED, game_rules

    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))  # the moves teach a catalog of this test's own
    for game in REFEREED:
        whole = [p for p in sorted((EXAMPLES / game).glob("*.toml")) if replay(game_rules(game), load(p).setup, load(p).events).error is None]
        example = max(whole, key=lambda p: len(load(p).events))
        data = tomllib.loads(example.read_text(encoding="utf-8"))
        events = data["events"]
        data["events"], data["undone"] = events[: len(events) // 2], []
        path = tmp_path / f"{game}.toml"
        path.write_text(tomli_w.dumps(data), encoding="utf-8")
        player = data["players"][0]
        check = f"check '{events[len(events) // 2]}'"  # changes a fold of its own, never the one kept
        script = ["status", check, "options", f"hints {player}", "status --json", check, "options", f"{events[len(events) // 2]}", "status --json", "undo", "status --json", "quit"]
        monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(script) + "\n"))
        code, out, err = cli("play", str(path))
        assert code == 0, err
        shown = [block for block in out.split("\n{") if '"players"' in block or '"round"' in block]
        assert len(shown) == 3 and shown[1] not in (shown[0], shown[2]), game   # before the move, after it, after its undo
        session = load(path)
        setup = replace(session.setup, catalog=load_catalog(game))
        assert table._KEPT[0][1] == replay(game_rules(game), setup, session.events).state, game
        assert out.count("Legal: ") == 2, game
