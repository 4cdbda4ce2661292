"""One session file shared at a table: concurrent writers, files changed
under a command, values a file should not claim, targets that are not
regular files, and the last-resort handler."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# a Coming of Age night recorded in the first session format (it replays with the rules it was recorded under)
COA_FORMAT1 = Path(__file__).resolve().parents[1] / "games" / "coming_of_age" / "format1" / "standard-3p.session.toml"
START = "Ana: start unmoved sociable gamer committed experimented"


@pytest.fixture
def night(tmp_path):
    """A new three-player Coming of Age session."""
    data = tomllib.loads((COA_FORMAT1).read_text())
    data["events"] = []
    path = tmp_path / "night.toml"
    path.write_text(tomli_w.dumps(data))
    return path, data


def edit(path, data, **changes):
    path.write_text(tomli_w.dumps({**data, **changes}))
    return path.read_bytes()


def test_a_writer_held_up_by_another_is_told_and_records_nothing(cli, night, monkeypatch):
    path, _ = night
    before = path.read_bytes()
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time\nfrom pathlib import Path\nfrom referee.core.locking import FileLock\n"
        "FileLock(Path(sys.argv[1])).acquire(wait=0)\nprint('held', flush=True)\ntime.sleep(60)\n"
    ), str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        monkeypatch.setenv("REFEREE_LOCK_WAIT", "0.2")
        code, _, err = cli("do", START, "--file", str(path))
        assert code == 1 and "being written by another command" in err
        code, _, err = cli("do", START, "--file", str(path), "--lang", "es")
        assert code == 1 and "otro comando está escribiendo la sesión" in err
        assert path.read_bytes() == before
        code, out, _ = cli("status", "--file", str(path))  # readers are not held up
        assert code == 0
    finally:
        holder.kill()
        holder.wait()
    code, _, err = cli("do", START, "--file", str(path))
    assert code == 0, err


def test_a_file_changed_under_a_command_is_not_overwritten(cli, night, monkeypatch):
    """A writer that does not take the lock (an editor) changes the file
    while `do` runs: the save is refused, the other change kept."""
    path, data = night
    from referee.core import session as sessions

    real_record = sessions.record

    def record_while_someone_edits(*args, **kwargs):
        result = real_record(*args, **kwargs)
        edit(path, data, events=["Ben: start fair versatile eclectic committed grateful"])
        return result

    monkeypatch.setattr(sessions, "record", record_while_someone_edits)
    code, _, err = cli("do", START, "--file", str(path))
    assert code == 1 and "changed while this command ran" in err
    assert tomllib.loads(path.read_text())["events"] == ["Ben: start fair versatile eclectic committed grateful"]


@pytest.mark.parametrize("changes, needle", [
    ({"lang": "xx"}, "language 'xx'"),
    ({"lang": "/some/dir"}, "language '/some/dir'"),
    ({"lang": 3}, "language"),
    ({"players": ["Ana", "ana", "Ben"]}, "players"),
    ({"players": ["Ana", "Ben", "Carla"] * 40}, "players"),
    ({"players": ["Ana Maria", "Ben"]}, "players"),
    ({"events": ["Ana: roll 3" * 200]}, "events"),
    ({"options": {"rob_tokens": 10**30}}, "options"),
    ({"options": {"deep": {"a": 1}}}, "options"),
    ({"referee_session": True}, "not a referee session"),
    ({"mode": "x" * 500}, "mode"),
])
def test_what_a_session_file_claims_is_checked_before_anything_is_written(cli, night, changes, needle):
    path, data = night
    before = edit(path, data, **changes)
    for args in (["do", START], ["status"], ["undo"]):
        code, _, err = cli(*args, "--file", str(path))
        assert code == 2 and needle in err and "Traceback" not in err, (args, err)
    assert path.read_bytes() == before


def test_a_read_only_session_is_refused_not_replaced(cli, night):
    path, _ = night
    os.chmod(path, 0o444)
    before = path.read_bytes()
    code, _, err = cli("do", START, "--file", str(path))
    assert code == 2 and "read-only" in err
    assert path.read_bytes() == before and oct(path.stat().st_mode & 0o777) == "0o444"


@pytest.mark.parametrize("make", [lambda p: os.mkfifo(p), lambda p: p.mkdir()])
def test_a_session_that_is_not_a_regular_file(cli, tmp_path, make):
    path = tmp_path / "s.toml"
    make(path)
    for args in (["do", START], ["status"]):
        code, _, err = cli(*args, "--file", str(path))
        assert code == 2 and "Traceback" not in err
    code, _, err = cli("new", "coa", "--players", "Ana,Ben", "--force", "--file", str(path))
    assert code == 2 and "Traceback" not in err


def test_temporary_files_of_a_killed_save_are_cleaned_by_the_next(cli, night):
    path, _ = night
    left = path.with_name(f".{path.name}.k1ll3d00.tmp")
    left.write_text("half a save")
    code, _, _ = cli("do", START, "--file", str(path))
    assert code == 0 and not left.exists()


def test_svg_is_never_written_over_the_tally_it_scores(cli, tmp_path):
    tally = tmp_path / "t.toml"
    tally.write_bytes((EXAMPLES / "tallies" / "cv" / "rulebook-example.toml").read_bytes())
    before = tally.read_bytes()
    code, out, err = cli("score", "cv", str(tally), "--svg", str(tally))
    assert code == 2 and "file being scored" in err and out == ""
    assert tally.read_bytes() == before


def test_huge_numbers_in_a_tally_give_a_printable_error(cli, tmp_path):
    for number in ("9" * 30, "-" + "9" * 30):
        tally = tmp_path / "t.toml"
        tally.write_text(f"[players.Ana]\nhealth = {number}\n[players.Ben]\n")
        for lang in ("en", "es"):
            code, _, err = cli("score", "cv", str(tally), "--lang", lang)
            assert code == 2 and "health" in err and "Traceback" not in err


def test_a_question_beyond_the_limit_is_refused_at_once(cli):
    code, _, err = cli("ask", "dice " * 1000)
    assert code == 2 and "too long" in err


def test_undecodable_bytes_in_arguments(cli, tmp_path):
    code, _, err = cli("ask", "dados \udcff\udcfe")
    assert code in (0, 1) and "Traceback" not in err
    code, _, err = cli("score", "cv", str(tmp_path / "\udcff.toml"))
    assert code == 2 and "Traceback" not in err


def test_an_unforeseen_error_is_one_line_and_exit_2(cli, monkeypatch):
    from referee.cli import games_cmd

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(games_cmd, "all_games", broken)
    code, out, err = cli("games")
    assert code == 2 and err.count("\n") == 1 and "Internal error: RuntimeError" in err and "REFEREE_DEBUG=1" in err
    code, out, err = cli("games", "--lang", "es")
    assert code == 2 and err.startswith("Error interno: RuntimeError")
    monkeypatch.setenv("REFEREE_DEBUG", "1")
    with pytest.raises(RuntimeError):
        cli("games")


def test_a_message_that_fails_to_render_still_prints(cli, monkeypatch):
    from referee.cli import games_cmd
    from referee.core.errors import BadInput

    class Unprintable:
        def __format__(self, spec):
            raise ValueError("cannot show")

    def refuse(*args, **kwargs):
        raise BadInput("{file}: no such file.", file=Unprintable())

    monkeypatch.setattr(games_cmd, "all_games", refuse)
    code, _, err = cli("games")
    assert code == 2 and err.startswith("Error: ") and "Traceback" not in err


def test_an_error_before_the_app_handler_is_one_localized_line(monkeypatch, capsys):
    """A failure in set-up, before the app's own handler runs (here the app
    cannot be built), still gives one line in the asked language and exit 2."""
    import referee.cli as cli_module
    from referee.cli import app as app_module

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in set-up")

    monkeypatch.setattr(app_module, "build_app", broken)
    for lang, start in (("es", "Error interno: RuntimeError"), ("en", "Internal error: RuntimeError")):
        with pytest.raises(SystemExit) as stop:
            cli_module.main(["games", "--lang", lang])
        err = capsys.readouterr().err
        assert stop.value.code == 2 and err.startswith(start) and err.count("\n") == 1 and "REFEREE_DEBUG=1" in err
