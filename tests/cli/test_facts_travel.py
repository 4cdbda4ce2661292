"""A session file replays as it was played on any machine, whatever that
machine's catalog of component facts says.

The catalog spares a table typing what a component prints a second time;
the session's events are what the table reported. A file played where the
catalog holds a mistyped card, or taken to a friend whose catalog differs,
must still open ("files travel between machines"; "old session files keep
replaying"), and must not teach the catalog its value over the one it has.
A new report against the catalog is still refused (a typo caught)."""

from referee.core.catalog import learn, load_catalog

OLD_VAN = "Felix: reveal old-van possession cost:money,money,money points:3"


def _played_elsewhere(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "their-machine"))
    path = tmp_path / "night.toml"
    assert cli("new", "cv", "--players", "Felix,Julius", "--file", str(path))[0] == 0
    code, _, err = cli("do", OLD_VAN, "--file", str(path))
    assert code == 0, err
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "my-machine"))
    # my catalog holds the same card with another cost (mistyped here once)
    learn("cv", {"card.cv.old-van": {"deck": "early", "types": ["possession"], "cost": ["money"], "points": 3}})
    return path


def test_a_file_replays_against_a_catalog_that_says_otherwise(cli, tmp_path, monkeypatch):
    path = _played_elsewhere(cli, tmp_path, monkeypatch)
    before = path.read_bytes()
    code, out, err = cli("status", "--file", str(path), "--json")
    assert code == 0, err
    code, out, err = cli("log", "--file", str(path))
    assert code == 0 and "old-van" in out, err
    assert path.read_bytes() == before  # the file does not take the catalog's value as one it relied on
    assert load_catalog("cv")["card.cv.old-van"]["cost"] == ["money"]  # nor does the catalog take the file's


def test_the_session_keeps_its_own_value_and_a_new_report_is_still_checked(cli, tmp_path, monkeypatch):
    path = _played_elsewhere(cli, tmp_path, monkeypatch)
    code, _, err = cli("do", "Felix: reveal gym health cost:health gives:health", "--file", str(path))
    assert code == 0, err  # the session goes on from the fold of its events
    learn("cv", {"card.cv.school": {"deck": "early", "types": ["knowledge"], "cost": ["knowledge"]}})
    code, _, err = cli("do", "Felix: reveal school knowledge cost:knowledge,knowledge", "--file", str(path))
    assert code == 1 and "already known as" in err  # a new report against the catalog: refused, as ever


def test_a_fact_key_is_shown_as_it_is_typed_in_spanish(cli, tmp_path, monkeypatch):
    """A catalog key is typed back in commands ('referee facts … forget KEY'): Spanish output
    shows it as it is, never with its words translated ('main-board.orden')."""
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    path = tmp_path / "noche.toml"
    assert cli("new", "coming-of-age", "--players", "Ana,Ben", "--file", str(path))[0] == 0
    code, _, err = cli("facts", "coming-of-age", "set", "main-board.layout", "1", "2", "--file", str(path), "--lang", "es")
    assert code == 2 and "main-board.layout" in err and "orden" not in err
