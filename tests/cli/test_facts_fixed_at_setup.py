"""A printed fact that changes what a session allows is fixed when the session
starts: `referee new` records the value the user's catalog knows into the new
session file, so it is typed once ever and travels with the file, while a
session started before the catalog knew it allows what it allowed then.

Coming of Age's Main Board order of locations is such a fact: the rulebook's
turn 5 example moves a Die from 4 to "the adjacent location 6" (p. 7), so the
printed order need not be 1 to 10 and decides which locations are adjacent."""

import json
import tomllib

import pytest

LAYOUT = "9 7 5 3 1 2 4 6 8 0"
KEY = "main-board.layout"
STARTS = ("Ana: start cheerful sociable gamer committed nostalgic red", "Ben: start calm versatile hedonist persistent grateful yellow")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _new(cli, path, *extra):
    code, out, err = cli("new", "coming-of-age", "--players", "Ana,Ben", "--file", str(path), *extra)
    assert code == 0, err
    return out


def _round_one(cli, path):
    """The set-up and Ana's roll of 1 (round 1 opens locations 1 to 4)."""
    for line in (*STARTS, "Ana: roll 1"):
        code, _, err = cli("do", line, "--file", str(path))
        assert code == 0, err


def _choose_one_to_four(cli, path):
    """The verdict on Ana moving her Die from 1 to 4 with one Frustration
    Token: adjacent in 1 to 10 (the open ends 1 and 4, p. 7: "Available
    locations ... at the ends of the Main Board are considered adjacent to
    each other"), not in 9 7 5 3 1 2 4 6 8 10, whose open part is 3 1 2 4."""
    return cli("check", "Ana: choose 1 4 green", "--file", str(path), "--json")


def test_a_layout_the_catalog_knows_is_recorded_in_a_new_session(cli, home, tmp_path):
    first = tmp_path / "first.toml"
    _new(cli, first)
    assert cli("do", f"Ana: board layout {LAYOUT}", "--file", str(first))[0] == 0
    # the catalog learnt it, and `referee facts` lists it
    code, out, _ = cli("facts", "coming-of-age")
    assert code == 0 and KEY in out and "9 7 5 3 1 2 4 6 8 10" in out
    assert json.loads(cli("facts", "coming-of-age", "--json")[1])["facts"][KEY] == [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]

    second = tmp_path / "second.toml"
    out = _new(cli, second)
    assert f"{KEY} = 9 7 5 3 1 2 4 6 8 10" in out
    assert tomllib.loads(second.read_text(encoding="utf-8"))["facts"] == {KEY: [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]}
    _round_one(cli, second)
    code, out, _ = _choose_one_to_four(cli, second)
    assert code == 1 and "change-location.non-adjacent" in [rule["id"] for rule in json.loads(out)["rules"]]


def test_a_session_started_before_the_catalog_knew_it_keeps_one_to_ten(cli, home, tmp_path):
    old = tmp_path / "old.toml"
    _new(cli, old)
    _round_one(cli, old)
    before = old.read_bytes()
    assert cli("facts", "coming-of-age", "set", KEY, "[9, 7, 5, 3, 1, 2, 4, 6, 8, 10]")[0] == 0
    code, out, err = _choose_one_to_four(cli, old)
    assert code == 0, err
    assert json.loads(out)["changes"][0] == "Ana moves the Die from 1 to 4: Frustration on green."
    assert cli("replay", str(old))[0] == 0
    assert cli("do", "Ana: choose 1 4 green", "--file", str(old))[0] == 0
    assert KEY not in tomllib.loads(old.read_text(encoding="utf-8")).get("facts", {}) and old.read_bytes() != before


def test_the_session_file_carries_the_layout_to_a_machine_without_it(cli, home, tmp_path, monkeypatch):
    path = tmp_path / "club.toml"
    assert cli("facts", "coming-of-age", "set", KEY, "[9, 7, 5, 3, 1, 2, 4, 6, 8, 10]")[0] == 0
    _new(cli, path)
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "elsewhere"))  # another machine: an empty catalog
    assert json.loads(cli("facts", "coming-of-age", "--json")[1])["facts"] == {}
    _round_one(cli, path)
    code, out, _ = _choose_one_to_four(cli, path)
    assert code == 1 and "change-location.non-adjacent" in [rule["id"] for rule in json.loads(out)["rules"]]
    # 1 and 3 are neighbours in the recorded order: one Frustration Token
    code, out, err = cli("check", "Ana: choose 1 3 green", "--file", str(path), "--json")
    assert code == 0, err


def test_a_layout_that_is_no_order_of_the_locations_is_not_recorded(cli, home, tmp_path):
    # `referee facts set` takes any value: one that is not each location once
    # is left in the catalog, and the new session asks the table as before.
    path = tmp_path / "s.toml"
    assert cli("facts", "coming-of-age", "set", KEY, "[1, 2, 3]")[0] == 0
    out = _new(cli, path)
    assert KEY not in out and "facts" not in tomllib.loads(path.read_text(encoding="utf-8"))


def test_spanish(cli, home, tmp_path):
    assert cli("facts", "coming-of-age", "set", KEY, "[9, 7, 5, 3, 1, 2, 4, 6, 8, 10]")[0] == 0
    out = _new(cli, tmp_path / "s.toml", "--lang", "es")
    assert f"Dato conocido por tu catálogo, registrado en esta sesión: {KEY} = 9 7 5 3 1 2 4 6 8 10." in " ".join(out.split())


# Correcting a wrong order the session file records (`referee facts ... set --file`): the
# order decides which locations are adjacent (p. 7: "Available locations ... at the ends of
# the Main Board are considered adjacent to each other"; turn 5 moves a Die from 4 to "the
# adjacent location 6"). The table has played on the real board all along, so every
# recorded event is judged again on the corrected order (core/session.with_recorded_fact).
ONE_TO_TEN = "1 2 3 4 5 6 7 8 9 10"


def _wrong_layout_session(cli, tmp_path):
    """A session started while the catalog held 9 7 5 3 1 2 4 6 8 10 for a 1-to-10 board."""
    assert cli("facts", "coming-of-age", "set", KEY, "[9, 7, 5, 3, 1, 2, 4, 6, 8, 10]")[0] == 0
    path = tmp_path / "night.toml"
    _new(cli, path)
    _round_one(cli, path)
    return path


def test_a_wrong_recorded_layout_is_corrected_with_every_event_judged_again(cli, home, tmp_path):
    path = _wrong_layout_session(cli, tmp_path)
    assert _choose_one_to_four(cli, path)[0] == 1          # not neighbours in the wrong order
    # the move that reports the order is refused, naming the command that corrects it
    code, _, err = cli("do", f"Ana: board layout {ONE_TO_TEN}", "--file", str(path))
    assert code == 1 and f"referee facts coming-of-age set {KEY} VALUE --file" in " ".join(err.split())
    code, out, err = cli("facts", "coming-of-age", "set", KEY, ONE_TO_TEN, "--file", str(path))
    assert code == 0, err
    assert "Every recorded event still holds" in " ".join(out.split())
    assert tomllib.loads(path.read_text(encoding="utf-8"))["facts"] == {KEY: list(range(1, 11))}
    assert json.loads(cli("facts", "coming-of-age", "--json")[1])["facts"][KEY] == list(range(1, 11))
    code, out, err = _choose_one_to_four(cli, path)        # the ends of the open 1 2 3 4
    assert code == 0, err
    assert cli("replay", str(path))[0] == 0


def test_a_correction_that_makes_a_recorded_move_illegal_is_refused_and_changes_nothing(cli, home, tmp_path):
    path = _wrong_layout_session(cli, tmp_path)
    assert cli("do", "Ana: choose 1 3 green", "--file", str(path))[0] == 0   # neighbours in 9 7 5 3 1 2 ...
    before = path.read_bytes()
    code, out, err = cli("facts", "coming-of-age", "set", KEY, ONE_TO_TEN, "--file", str(path), "--json")
    assert code == 1
    refusal = json.loads(out)
    assert "event 4 ('Ana: choose 1 3 green') becomes illegal" in refusal["reason"]
    assert "change-location.non-adjacent" in [rule["id"] for rule in refusal["rules"]]
    assert path.read_bytes() == before
    assert json.loads(cli("facts", "coming-of-age", "--json")[1])["facts"][KEY] == [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]


def test_a_correction_must_be_an_order_and_not_a_reported_one(cli, home, tmp_path):
    path = _wrong_layout_session(cli, tmp_path)
    before = path.read_bytes()
    code, _, err = cli("facts", "coming-of-age", "set", KEY, "1 2 3", "--file", str(path))
    assert code == 2 and "not a possible value" in err and path.read_bytes() == before
    assert cli("facts", "coming-of-age", "show", KEY, "--file", str(path))[0] == 2   # --file goes with set
    # a layout this session's events reported is corrected by amending that event
    reported = tmp_path / "reported.toml"
    assert cli("facts", "coming-of-age", "forget", KEY)[0] == 0
    _new(cli, reported)
    assert cli("do", f"Ana: board layout {ONE_TO_TEN}", "--file", str(reported))[0] == 0
    code, _, err = cli("facts", "coming-of-age", "set", KEY, ONE_TO_TEN, "--file", str(reported))
    assert code == 2 and "referee amend" in err


def test_correcting_the_layout_in_spanish(cli, home, tmp_path):
    path = _wrong_layout_session(cli, tmp_path)
    code, out, err = cli("facts", "coming-of-age", "set", KEY, ONE_TO_TEN, "--file", str(path), "--lang", "es")
    assert code == 0, err
    assert "Corregido en" in out and "siguen siendo válidos" in " ".join(out.split())
