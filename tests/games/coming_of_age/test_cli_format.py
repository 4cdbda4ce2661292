"""From the command line: a new Coming of Age session records its format,
an old file without one replays as recorded, and `referee bot` says which
fact Rob Bot waits for, in English and Spanish."""

import shutil
from pathlib import Path

import tomllib

FORMAT1 = Path(__file__).resolve().parent / "format1"


def test_new_session_is_written_in_the_current_format(cli, tmp_path):
    path = tmp_path / "night.toml"
    code, _, err = cli("new", "coming-of-age", "--players", "Ana,Ben", "--file", str(path))
    assert code == 0, err
    assert tomllib.loads(path.read_text(encoding="utf-8"))["options"] == {"format": 2}
    code, _, err = cli("new", "coming-of-age", "--players", "Ana,Ben", "--option", "format=9", "--file", str(tmp_path / "x.toml"))
    assert code == 2 and "format must be one of 1, 2" in err


def test_a_file_without_a_format_replays_as_recorded(cli, tmp_path):
    path = tmp_path / "old.toml"
    shutil.copy(FORMAT1 / "standard-3p.session.toml", path)
    assert "format" not in tomllib.loads(path.read_text(encoding="utf-8")).get("options", {})
    code, out, err = cli("replay", str(path))
    assert code == 0, err + out


def test_bot_names_the_fact_it_waits_for(cli, tmp_path):
    # Solo, phase 1: Rob "advances his Personal Fulfillment Counter ... moving directly from one VEP space to the next"
    path = tmp_path / "solo.toml"
    assert cli("new", "coming-of-age", "--players", "Ana", "--mode", "solo", "--file", str(path))[0] == 0
    for line in ("Ana: start cheerful gamer committed persistent nostalgic", "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white",
                 "Ana: rob-roll 2", "Ana: roll 3"):
        assert cli("do", line, "--file", str(path))[0] == 0, line
    assert cli("bot", "--file", str(path))[0] == 0  # Rob's Interest Token on location 2
    assert cli("do", "Ana: choose 3 2 turquoise", "--file", str(path))[0] == 0
    before = path.read_bytes()
    code, _, err = cli("bot", "--file", str(path))
    assert code == 2 and "'referee do \"Ana: board fulfillment-vep SPACE=VEP ...\"'" in err and "nothing to do" not in err
    code, _, err = cli("bot", "--file", str(path), "--lang", "es")
    assert code == 2 and "tablero realización-vep CASILLA=VEP" in err
    assert path.read_bytes() == before
