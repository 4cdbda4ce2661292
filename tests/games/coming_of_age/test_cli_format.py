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
    assert tomllib.loads(path.read_text(encoding="utf-8"))["options"] == {"format": 4}
    code, _, err = cli("new", "coming-of-age", "--players", "Ana,Ben", "--option", "format=9", "--file", str(tmp_path / "x.toml"))
    assert code == 2 and "format must be one of 1, 2, 3" in err


def test_a_file_without_a_format_replays_as_recorded(cli, tmp_path):
    path = tmp_path / "old.toml"
    shutil.copy(FORMAT1 / "standard-3p.session.toml", path)
    assert "format" not in tomllib.loads(path.read_text(encoding="utf-8")).get("options", {})
    code, out, err = cli("replay", str(path))
    assert code == 0, err + out


def test_bot_names_the_fact_it_waits_for(cli, tmp_path):
    # Solo, phase 1: Rob "advances his Personal Fulfillment Counter ... moving directly from one VEP space to the next"
    path = tmp_path / "solo.toml"
    assert cli("new", "coming-of-age", "--players", "Ana", "--mode", "solo", "--option", "format=2", "--file", str(path))[0] == 0
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


def test_rob_plays_by_himself_in_a_new_session(cli, tmp_path):
    # Format 3 on: Rob's moves have no choice in them ("he places one Interest Token per Die ..."): the referee
    # makes them and says what to do on the table; 'referee bot' and a typed 'rob' line are refused.
    path = tmp_path / "solo.toml"
    assert cli("new", "coming-of-age", "--players", "Ana", "--mode", "solo", "--file", str(path))[0] == 0
    for line in ("Ana: start cheerful gamer committed persistent nostalgic red blue", "Ana: row stubborn:purple fair:lilac hoarder:grey positive:white"):
        assert cli("do", line, "--file", str(path))[0] == 0, line
    code, out, err = cli("do", "Ana: rob-roll 2", "--file", str(path))
    assert code == 0 and "Rob Bot places Interest Tokens on 2" in out, err
    before = path.read_bytes()
    code, _, err = cli("bot", "--file", str(path))
    assert code == 2 and "plays by himself" in err
    code, _, err = cli("bot", "--file", str(path), "--lang", "es")
    assert code == 2 and "juega solo" in err
    code, out, err = cli("do", "Ana: rob interest 2", "--file", str(path))
    assert code == 1 and "plays by himself" in out + err
    assert path.read_bytes() == before


def test_a_board_space_is_not_typed_at_the_next_game_night(cli, tmp_path, monkeypatch):
    # What a Personal Board space gives is printed on that board: reported in one session, the user's
    # catalog knows it in the next one, where it is applied by itself.
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    starts = ("Ana: start cheerful sociable gamer committed nostalgic red", "Ben: start calm versatile hedonist persistent grateful yellow")
    first, second = tmp_path / "first.toml", tmp_path / "second.toml"
    for path in (first, second):
        assert cli("new", "coming-of-age", "--players", "Ana,Ben", "--file", str(path))[0] == 0
        for line in starts + ("Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2",
                              "Ana: location 1 experience turquoise+2", "Ben: location 2 experience green-1"):
            code, out, err = cli("do", line, "--file", str(path))
            assert code == 0, (line, out, err)
        if path == first:  # turquoise 5 is reached for the first time: its bonus is reported
            assert cli("do", "Ana: gain 1 willpower @turquoise-5", "--file", str(path))[0] == 0
    code, out, _ = cli("facts", "coming-of-age", "list")
    assert "personal-board.red.turquoise-5" in out
    from referee.core.session import load, replay
    from referee.games.coming_of_age.bonus_queue import owed_by
    from referee.games.coming_of_age.referee import RULES

    def replayed(path):
        session = load(path)
        return replay(RULES, session.setup, session.events).state

    # the second night typed no gain: the same Willpower, and the next space (turquoise 6) owed in both;
    # the file records the catalog's fact, so it replays the same on any machine
    assert replayed(second).players["Ana"].willpower == replayed(first).players["Ana"].willpower == 1
    assert [o.source for o in owed_by(replayed(second), "Ana")] == [o.source for o in owed_by(replayed(first), "Ana")] == ["turquoise-6"]
    assert "personal-board.red.turquoise-5" in second.read_text(encoding="utf-8")
