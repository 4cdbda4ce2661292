"""`referee score` and `referee games` from the command line: output, JSON
contract, templates, languages and errors (exit 2, no traceback, no change)."""

import json

import pytest

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE = str(EXAMPLES / "tallies" / "cv" / "rulebook-example.toml")


def test_games_lists_four_games_with_both_names(cli):
    code, out, _ = cli("games", "--json")
    assert code == 0
    games = json.loads(out)
    assert [g["id"] for g in games] == ["coming-of-age", "loop", "adulthood", "cv"]
    assert all(set(g["names"]) >= {"en", "es"} for g in games)
    loop = games[1]
    assert loop["players"] == {"min": 1, "max": 6}
    assert [m["id"] for m in loop["modes"]] == ["basic", "competitive", "cooperative", "solo"]


def test_games_table_in_spanish(cli):
    code, out, _ = cli("games", "--lang", "es")
    assert code == 0 and "Jugadores" in out and "Solitario" in out


def test_score_json_contract(cli):
    code, out, _ = cli("score", "cv", EXAMPLE, "--json")
    assert code == 0
    data = json.loads(out)
    assert {"game", "mode", "players", "winners", "decided_by"} <= set(data)
    assert data["game"] == "cv" and data["mode"] == "standard"
    felix = data["players"][0]
    assert set(felix) == {"name", "total", "rank", "categories"}
    assert felix["name"] == "Felix" and felix["total"] == 63 and felix["rank"] == 1
    assert data["winners"] == ["Felix"] and data["decided_by"] is None


def test_score_table_english_and_spanish(cli):
    code, out, _ = cli("score", "coa", str(EXAMPLES / "tallies" / "coming-of-age" / "standard-3p.toml"))
    assert code == 0 and "Total" in out and "Winner: Ana" in out and "decided by" in out
    code, out, _ = cli("score", "coa", str(EXAMPLES / "tallies" / "coming-of-age" / "standard-3p.toml"), "--lang", "es")
    assert code == 0 and "Ganador" in out and "Empate" in out


def test_lang_from_environment(cli, monkeypatch):
    monkeypatch.setenv("REFEREE_LANG", "es")
    code, out, _ = cli("score", "cv", EXAMPLE)
    assert "Ganador" in out


def test_lang_from_system_locale(cli, monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    code, out, _ = cli("score", "cv", EXAMPLE)
    assert "Ganador" in out


def test_unknown_language_is_bad_input(cli):
    code, _, err = cli("games", "--lang", "xx")
    assert code == 2 and "xx" in err


def test_svg_export(cli, tmp_path):
    target = tmp_path / "score.svg"
    code, _, _ = cli("score", "cv", EXAMPLE, "--svg", str(target))
    assert code == 0
    assert target.read_text(encoding="utf-8").lstrip().startswith("<svg") and "Felix" in target.read_text(encoding="utf-8")


@pytest.mark.parametrize("game, mode", [
    ("coming-of-age", "standard"), ("coming-of-age", "two-player"), ("coming-of-age", "solo"),
    ("loop", "basic"), ("loop", "competitive"), ("loop", "cooperative"), ("loop", "solo"),
    ("adulthood", "standard"), ("adulthood", "solo"), ("cv", "standard"),
])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_template_round_trip(cli, tmp_path, game, mode, lang):
    # template -> filled in (as printed) -> scored
    code, out, _ = cli("score", game, "--template", "--mode", mode, "--lang", lang)
    assert code == 0 and out.startswith("#")
    tally = tmp_path / "t.toml"
    tally.write_text(out, encoding="utf-8")
    code, out, err = cli("score", game, str(tally), "--json")
    assert code == 0, err
    assert json.loads(out)["mode"] == mode


def test_template_comments_in_spanish(cli):
    _, out, _ = cli("score", "loop", "--template", "--lang", "es")
    assert "Felicidad" in out


BAD_TALLIES = [
    ("not toml", "this is [not toml", "TOML"),
    ("no players", 'mode = "basic"\n', "players"),
    ("negative", "[players.A]\nhappiness = -1\n[players.B]\n", "'happiness'"),
    ("non numeric", "[players.A]\nhappiness = \"lots\"\n[players.B]\n", "'happiness'"),
    ("unknown field", "[players.A]\nhapiness = 3\n[players.B]\n", "happiness"),
    ("unknown mode", 'mode = "campaign"\n[players.A]\n[players.B]\n', "campaign"),
    ("too many players", "".join(f"[players.P{i}]\n" for i in range(7)), "7"),
]


@pytest.mark.parametrize("label, text, needle", BAD_TALLIES, ids=[b[0] for b in BAD_TALLIES])
def test_bad_tally_is_one_clear_error(cli, tmp_path, label, text, needle):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    code, out, err = cli("score", "loop", str(path))
    assert code == 2
    assert "Traceback" not in err and err.count("\n") <= 2
    assert str(path) in err and needle in err
    assert path.read_bytes() == before


def test_bad_tally_names_player_and_field(cli, tmp_path):
    path = tmp_path / "bad.toml"
    counts = "landfill = 0\ngoals = 0\nactivities = 0\n"
    path.write_text(f"[players.Ana]\nhappiness = 3\nreputation = 0\n{counts}[players.Ben]\nhappiness = 3\nreputation = 5\n{counts}", encoding="utf-8")
    code, _, err = cli("score", "loop", str(path))
    assert code == 2 and "Ben" in err and "reputation" in err and "2" in err


def test_bad_tally_message_in_spanish(cli, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text("[players.Ana]\nhappiness = -1\n[players.Ben]\n", encoding="utf-8")
    code, _, err = cli("score", "loop", str(path), "--lang", "es")
    assert code == 2 and "Ana" in err and "menor" in err


def test_missing_file_and_unknown_game(cli, tmp_path):
    code, _, err = cli("score", "loop", str(tmp_path / "nope.toml"))
    assert code == 2 and "nope.toml" in err
    code, _, err = cli("score", "lop", EXAMPLE)
    assert code == 2
    code, _, err = cli("score", "monopoly", EXAMPLE)
    assert code == 2 and "monopoly" in err


def test_tally_for_another_game_is_refused(cli):
    code, _, err = cli("score", "loop", EXAMPLE)
    assert code == 2 and "cv" in err


def test_score_without_tally_or_template(cli):
    code, _, err = cli("score", "cv")
    assert code == 2


def test_usage_error_exit_2_without_traceback(cli):
    code, _, err = cli("score", "cv", EXAMPLE, "--bogus")
    assert code == 2 and "Traceback" not in err


def test_score_without_arguments_scores_the_open_session(cli, tmp_path, monkeypatch):
    # Like every session command, 'score' reads $REFEREE_SESSION (else referee-session.toml here) at the table.
    examples = Path(__file__).resolve().parents[2] / "examples" / "coming-of-age"
    monkeypatch.setenv("REFEREE_SESSION", str(examples / "hand-played-3p.session.toml"))
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    code, out, err = cli("score", "--json")
    assert code == 0, err
    assert {p["name"]: p["total"] for p in json.loads(out)["players"]} == {"Ben": 74, "Ana": 70, "Carla": 68}
    monkeypatch.setenv("REFEREE_SESSION", str(tmp_path / "none.toml"))
    code, _, err = cli("score")
    assert code == 2 and "--file" in err


@pytest.mark.parametrize("game, text, words", [
    # CV Setup 4: public goals are "the number of players minus one".
    ("cv", '[[public_goals]]\nname = "A"\npoints = 3\n[[public_goals]]\nname = "B"\npoints = 3\n[players.X]\n[players.Y]\n',
     {"en": "the board shows 1", "es": "el tablero muestra 1"}),
    # Adulthood solo set-up: "3. Don't deal out Values."
    ("adulthood", 'mode = "solo"\n[players.X]\nhappiness = 0\nimpact = 0\nunhappiness_tokens = 0\nnegative_impact_tokens = 0\nvalues = [2]\n',
     {"en": "no Values cards are dealt in solo", "es": "no se reparten cartas de Valores"}),
])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_impossible_tally_is_refused_in_both_languages_and_nothing_written(cli, tmp_path, game, text, words, lang):
    tally = tmp_path / "tally.toml"
    tally.write_text(text, encoding="utf-8")
    target = tmp_path / "score.svg"
    code, out, err = cli("score", game, str(tally), "--svg", str(target), "--lang", lang)
    assert code == 2 and not target.exists()
    assert words[lang] in " ".join(err.split()) and "Traceback" not in err


TALLIES = Path(__file__).resolve().parents[2] / "examples" / "tallies"


@pytest.mark.parametrize("game, example, line, field", [
    # LOOP 2.8: the Landfill is a tie-break ("Fewer MATERIAL in the LANDFILL wins")
    ("loop", "loop/basic-tie.toml", "landfill = 3\n", "landfill"),
    # Adulthood p. 10, step 1: "For each negative or sad token you have, move back one space."
    ("adulthood", "adulthood/standard.toml", "unhappiness_tokens = 1\n", "unhappiness_tokens"),
    # Coming of Age, Final Scoring: "loses 3 VEP for each unresolved Frustration"
    ("coming-of-age", "coming-of-age/standard-3p.toml", "unresolved_frustration = 1\n", "unresolved_frustration"),
    # Coming of Age solo, Final Scoring: "Rob reveals and scores all remaining Trait Tiles in his pile"
    ("coming-of-age", "coming-of-age/solo-vs-rob.toml", 'trait_pile = ["stubborn", "calm"]\n', "rob.trait_pile"),
    # CV, End of the Game: "the points printed on each possession card"
    ("cv", "cv/rulebook-example.toml", "possessions = [2, 3, 4, 4, 6]\n", "possessions"),
    # CV: each public goal goes "to whoever best achieved it": every player's measure is needed
    ("cv", "cv/rulebook-example.toml", "public_goals = { Collector = 5 }\n", "public_goals"),
])
@pytest.mark.parametrize("lang, words", [("en", "is missing"), ("es", "falta el campo")])
def test_a_count_left_out_of_a_tally_is_refused_not_taken_as_0(cli, tmp_path, game, example, line, field, lang, words):
    text = (TALLIES / example).read_text(encoding="utf-8")
    assert line in text
    tally = tmp_path / "short.toml"
    tally.write_text(text.replace(line, "", 1), encoding="utf-8")
    code, out, err = cli("score", game, str(tally), "--lang", lang)
    shown = " ".join(err.split())
    assert code == 2 and out == "" and "Traceback" not in err
    assert words in shown and f"'{field}" in shown and "short.toml" in shown


def test_a_field_the_rules_make_optional_may_be_left_out(score):
    # Adulthood (Solo Mode): "3. Don't deal out Values." and solo scores no hearts or Life icon sets;
    # a lap of a track ("If a player passes the end of a track ... add 25") is rare: none unless written.
    sheet = score("adulthood", """
        mode = "solo"
        [players.Ana]
        happiness = 17
        impact = 16
        unhappiness_tokens = 0
        negative_impact_tokens = 0
        markers_crossed = true
        achievement_level = 1
    """, complete=False)
    assert sheet.player("Ana").total == 33
    # LOOP: Credit Cards and the Depletion trigger are written only by the players they concern
    sheet = score("loop", "[players.Ana]\nhappiness = 9\nreputation = 0\nlandfill = 0\ngoals = 0\nactivities = 0\n"
                          "[players.Ben]\nhappiness = 8\nreputation = 0\nlandfill = 0\ngoals = 0\nactivities = 0\n", complete=False)
    assert sheet.winners == ["Ana"]


@pytest.mark.parametrize("lang, said", [("en", "Optional: if left out, it counts as"), ("es", "Opcional: si se omite, cuenta como")])
def test_template_says_which_fields_may_be_left_out(cli, lang, said):
    # game.toml [tally]: `optional` for every mode, `optional_in.MODE` for one (core/tally.py optional_fields)
    from referee.core.registry import all_games
    from referee.core.tally import optional_fields

    for game in all_games():
        for mode in game.modes.values():
            _, out, _ = cli("score", game.id, "--template", "--mode", mode.id, "--lang", lang)
            marked = set()
            lines = out.splitlines()
            for number, line in enumerate(lines):
                if line.startswith(f"# {said}"):
                    below = lines[number + 1]
                    marked.add(below.split("=")[0].strip() if "=" in below else below.strip("[]").rsplit(".", 1)[-1])
            written = {line.split("=")[0].strip() for line in lines if "=" in line and not line.startswith("#")}
            assert marked == optional_fields(game, mode) & written, (game.id, mode.id, lang)
    _, out, _ = cli("score", "adulthood", "--template", "--lang", lang)
    assert f"# {said} 0.\nhappiness_laps = 0" in out and "impact_laps = 0" in out


def test_an_optional_field_left_out_scores_as_the_template_says(cli, score):
    # The template's "Optional: if left out, it counts as X" shows the field's example value: for every game
    # and mode, the template scored as written and scored with each optional field left out give the same sheet
    import re

    from referee.core.registry import all_games
    from referee.core.tally import optional_fields

    said = "# Optional: if left out, it counts as"
    checked = 0
    for game in all_games():
        for mode in game.modes.values():
            _, template, _ = cli("score", game.id, "--template", "--mode", mode.id)
            full = score(game.id, template, mode.id, complete=False)
            lines = template.splitlines()
            optional = {lines[n + 1].split("=")[0].strip() for n, line in enumerate(lines)
                        if line.startswith(said) and "=" in lines[n + 1]}
            assert optional <= optional_fields(game, mode), (game.id, mode.id)
            for field in optional:
                checked += 1
                left_out = "\n".join(line for line in lines if not re.match(rf"{re.escape(field)}\s*=", line))
                sheet = score(game.id, left_out, mode.id, complete=False)
                assert [(p.name, p.total) for p in sheet.players] == [(p.name, p.total) for p in full.players], \
                    (game.id, mode.id, field)
    assert checked >= 6  # LOOP's two, Adulthood's two laps in each mode, Coming of Age's two Memory Token tables
