"""`referee facts GAME`: the per-user catalog of component facts, typed once
ever on a machine, shared by export/import; a conflicting import changes
nothing unless told which side wins."""

import json

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_set_show_list_forget(cli, home):
    assert cli("facts", "cv", "set", "card.early.3", "{cost = 2, type = 'health'}")[0] == 0
    code, out, _ = cli("facts", "cv", "show", "card.early.3", "--json")
    assert code == 0 and json.loads(out)["value"] == {"cost": 2, "type": "health"}
    code, out, _ = cli("facts", "cv", "set", "card.early.3", "3")
    assert "was cost=2 type=health" in out
    code, out, _ = cli("facts", "cv", "--json")
    assert json.loads(out)["facts"] == {"card.early.3": 3}
    assert cli("facts", "cv", "forget", "card.early.3")[0] == 0
    assert json.loads(cli("facts", "cv", "list", "--json")[1])["facts"] == {}


def test_an_unknown_key_or_action_gets_a_suggestion(cli, home):
    cli("facts", "cv", "set", "card.early.3", "3")
    code, _, err = cli("facts", "cv", "show", "card.early.4")
    assert code == 2 and "card.early.3" in err
    code, _, err = cli("facts", "cv", "frget", "card.early.3")
    assert code == 2 and "'forget'" in err


def test_a_conflicting_import_changes_nothing_unless_told(cli, home, tmp_path):
    cli("facts", "cv", "set", "card.early.3", "3")
    cli("facts", "cv", "set", "card.early.5", "5")
    shared = tmp_path / "club.toml"
    assert cli("facts", "cv", "export", str(shared))[0] == 0
    cli("facts", "cv", "set", "card.early.3", "4")
    catalog = home / "facts" / "cv.toml"
    before = catalog.read_bytes()
    code, _, err = cli("facts", "cv", "import", str(shared))
    assert code == 1 and "card.early.3" in err and catalog.read_bytes() == before
    assert cli("facts", "cv", "import", str(shared), "--prefer", "mine")[0] == 0
    assert json.loads(cli("facts", "cv", "--json")[1])["facts"]["card.early.3"] == 4
    assert cli("facts", "cv", "import", str(shared), "--prefer", "theirs")[0] == 0
    assert json.loads(cli("facts", "cv", "--json")[1])["facts"]["card.early.3"] == 3


def test_a_file_of_another_game_is_refused(cli, home, tmp_path):
    shared = tmp_path / "club.toml"
    cli("facts", "loop", "export", str(shared))
    code, _, err = cli("facts", "cv", "import", str(shared))
    assert code == 2 and "loop" in err


def test_spanish(cli, home):
    code, out, _ = cli("facts", "cv", "--lang", "es")
    assert code == 0 and "Todavía no" in out
