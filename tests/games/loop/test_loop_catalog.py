"""LOOP's printed card facts — an ACTIVITY's colours and PROPERTY, a GOAL's
HAPPINESS and PROPERTY — are reported once and then known, also to the next
game night through the user's catalog (core/facts.py). The rulebook prints
none of them: "each ACTIVITY card has 2 colours ... and 2 PROPERTY" (P.8)
and "place achieved GOAL ... then add HAPPINESS as indicated" (P.8)."""

from referee.core.facts import FactBook

from test_loop_turn import goal_ready  # noqa: E402  (same folder, on sys.path via conftest)

GOAL = {"kind": "properties", "reward": 3, "properties": ["group", "group", "house", "house"]}


def test_a_goal_known_from_the_catalog_is_reported_by_name(table):
    t = table("basic")
    t.state.facts = FactBook(catalog={"goal.sense-of-belonging": GOAL}, game="loop")
    goal_ready(t)
    t.do("Ana: consume a4 metal metal")
    t.do("Ana: goal sense-of-belonging")
    assert t.p("Ana").happiness == 4 + 1 + 3
    assert t.state.facts.used == {"goal.sense-of-belonging": GOAL}  # recorded in the session file on save


def test_a_goal_that_contradicts_the_catalog_is_refused_showing_both(table):
    t = table("basic")
    t.state.facts = FactBook(catalog={"goal.sense-of-belonging": GOAL}, game="loop")
    goal_ready(t)
    t.do("Ana: consume a4 metal metal")
    error = t.refused("Ana: goal sense-of-belonging 2 house house group group", "goal.types")
    assert "referee facts loop forget goal.sense-of-belonging" in error.msg.english()


def test_a_reported_goal_is_learned(table):
    t = table("basic")
    goal_ready(t)
    t.do("Ana: consume a4 metal metal")
    t.do("Ana: goal sense-of-belonging 3 house house group group")
    assert t.state.facts.reported["goal.sense-of-belonging"] == GOAL


def test_an_activity_face_is_learned_and_a_known_one_needs_only_its_name(table):
    t = table("basic")
    faces = [key for key in t.state.facts.reported if key.startswith("activity.")]
    assert faces  # the set-up's reveals taught the book their faces
    key = faces[0]
    name = key.split(".")[1]
    book = FactBook(catalog={key: t.state.facts.reported[key]}, game="loop")
    from referee.games.loop.board import remembered_activities

    t.state.facts = book
    (face,) = remembered_activities(t.state, name)
    assert face.name == name and book.used == {key: t.state.facts.catalog[key]}


def test_a_damaged_catalog_entry_is_ignored(table):
    t = table("basic")
    t.state.facts = FactBook(catalog={"goal.x": {"kind": "properties", "reward": 99, "properties": []}, "activity.y.a.b": "nonsense"}, game="loop")
    from referee.games.loop.board import remembered_activities
    from referee.games.loop.turn import remembered_goal

    assert remembered_goal(t.state, "x") is None and remembered_activities(t.state, "y") == []


def test_an_activity_the_rulebook_names_is_shown_by_its_spanish_name(cli, tmp_path, monkeypatch):
    # P.7: "To CONSUME the \"DANCE\" ACTIVITY, deduct 1 QUALITY each from a GLASS and a PLASTIC"
    # ("BAILE" in the Spanish rule entry turn.consume-example): a Spanish table types
    # and reads it as "baile", the file keeps the id.
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    path = tmp_path / "noche.toml"
    assert cli("new", "loop", "--players", "Ana,Beto", "--file", str(path))[0] == 0
    code, out, err = cli("do", "Ana: actividad baile vidrio plastico casa corazon", "--file", str(path), "--lang", "es")
    assert code == 0, err
    assert "La Actividad baile (vidrio+plástico; corazón+casa) va a la Zona de Consumo." in out
    assert '"Ana: activity dance glass plastic house heart"' in path.read_text()
