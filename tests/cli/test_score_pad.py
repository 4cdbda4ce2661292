"""`referee score GAME --ask`: the score pad asks each count with the
template's hint, refuses a bad one at once with the scorer's reason, shows
the running total, writes the tally (canonical ids) and prints the sheet.
Driven through typer's test runner with scripted input."""

import tomllib

from typer.testing import CliRunner

from referee.cli.app import build_app
from referee.cli.score_pad import read_template
from referee.i18n import Translator


def _run(lang, args, answers):
    app = build_app(Translator(lang)).app
    return CliRunner().invoke(app, args, input="\n".join(answers) + "\n")


def test_loop_pad_in_spanish_refuses_a_bad_count_and_scores(tmp_path):
    out = tmp_path / "noche.toml"
    # LOOP p. 10: the HAPPINESS track ends at 12; Reputation is kept up to 2.
    answers = ["13", "11", "", "", "", "", "",  # Ana: 13 is refused, 11 accepted
               "9", "3", "2", "", "", "", "sí"]  # Ben: Reputation 3 is refused; he triggered Depletion
    result = _run("es", ["score", "loop", str(out), "--ask", "--players", "Ana,Ben"], answers)
    assert result.exit_code == 0, result.output
    assert "antes de las penalizaciones" in result.output  # the template's hint
    said = " ".join(result.output.split())
    assert "No aceptado" in said and "no puede ser mayor que 12" in said and "no puede ser mayor que 2" in said
    assert "Total provisional de Ana: 11" in said
    tally = tomllib.loads(out.read_text(encoding="utf-8"))
    assert tally["players"]["Ana"]["happiness"] == 11
    assert tally["players"]["Ben"] == {"happiness": 9, "reputation": 2, "landfill": 0, "goals": 0, "activities": 0, "triggered_depletion": True}
    assert "Ganador: Ana" in result.output


def test_coming_of_age_goals_by_spanish_name_are_written_as_ids(tmp_path):
    out = tmp_path / "tally.toml"
    player = ["30", "0", "1", "0", "", "2, 7", "", "", "", "", "", "",
              "Jugón = { locations = [2, 7, 9] }", "comprometido", ""]
    result = _run("es", ["score", "coa", str(out), "--ask", "--players", "Ana,Ben"], player + player)
    assert result.exit_code == 0, result.output
    goals = tomllib.loads(out.read_text(encoding="utf-8"))["players"]["Ana"]["goals"]
    assert goals == {"gamer": {"locations": [2, 7, 9]}, "committed": {}}


def test_pad_never_overwrites_a_file(tmp_path):
    out = tmp_path / "tally.toml"
    out.write_text("keep", encoding="utf-8")
    result = _run("en", ["score", "loop", str(out), "--ask", "--players", "Ana,Ben"], [])
    assert result.exit_code != 0 and out.read_text(encoding="utf-8") == "keep"


def test_every_game_template_reads_as_a_pad():
    from referee.core.registry import all_games
    from referee.games import scoring_module

    for game in all_games():
        for mode in game.modes.values():
            text = scoring_module(game.id).template(game, mode, lambda msg: msg.render(Translator("en")))
            top, sections = read_template(text)
            assert [f.key for f in top] == ["mode"]
            players = [s for s in sections if s.path[0] == "players"]
            assert players and all(f.hint or s.hint for s in players for f in s.fields), (game.id, mode.id)


def test_cv_public_goals_entered_first_shape_each_players_table(tmp_path):
    # CV: public life goals are on the board for everyone; each player says how far they achieved each.
    out = tmp_path / "cv.toml"
    # Three players: the board shows "the number of players minus one" public goals (Setup 4).
    shared = ["2", "Traveller", "5", "Scholar", "3"]  # names the template does not use
    felix = ["4", "3", "5", "2", "3, 4, 5", "8", "5", "2"]
    julius = ["1", "1", "1", "1", "2", "0", "1", "1"]
    eric = ["0", "0", "0", "0", "", "0", "0", "0"]
    result = _run("en", ["score", "cv", str(out), "--ask", "--players", "Felix,Julius,Eric"], shared + felix + julius + eric)
    assert result.exit_code == 0, result.output
    tally = tomllib.loads(out.read_text(encoding="utf-8"))
    assert tally["public_goals"] == [{"name": "Traveller", "points": 5}, {"name": "Scholar", "points": 3}]
    assert tally["players"]["Felix"]["public_goals"] == {"Traveller": 5, "Scholar": 2}
    assert "Winner: Felix" in result.output


def test_cv_pad_asks_again_for_more_public_goals_than_the_board_shows(tmp_path):
    # Setup 4: "reveal several more (the number of players minus one)": two players see one public goal.
    out = tmp_path / "cv.toml"
    shared = ["2", "Traveller", "5", "Scholar", "3", "1", "Traveller", "5"]
    felix = ["4", "3", "5", "2", "3, 4, 5", "8", "5"]
    julius = ["1", "1", "1", "1", "2", "0", "1"]
    result = _run("en", ["score", "cv", str(out), "--ask", "--players", "Felix,Julius"], shared + felix + julius)
    assert result.exit_code == 0, result.output
    assert "the board" in result.output and "Not accepted" in result.output
    assert tomllib.loads(out.read_text(encoding="utf-8"))["public_goals"] == [{"name": "Traveller", "points": 5}]


def test_adulthood_pad_fills_the_life_icons_table(tmp_path):
    out = tmp_path / "adulthood.toml"
    ana = ["30", "0", "12", "0", "1", "0", "yes", "3, 2"] + ["2", "1", "0", "0", "0", "0", "0", "0"]
    ben = ["20"] + [""] * 15
    result = _run("es", ["score", "adulthood", str(out), "--ask", "--players", "Ana,Ben"], ana + ben)
    assert result.exit_code == 0, result.output
    tally = tomllib.loads(out.read_text(encoding="utf-8"))
    assert tally["players"]["Ana"]["life_icons"]["education"] == 2 and tally["players"]["Ana"]["heart"] is True
    assert "Ganador" in result.output


def test_an_optional_field_is_said_and_an_empty_answer_leaves_it_out(tmp_path):
    # LOOP game.toml [tally]: `triggered_depletion` is optional ("one player at most" triggers Depletion)
    out = tmp_path / "noche.toml"
    answers = ["10", "", "", "", "", "",     # Ana: Enter at triggered_depletion leaves it out
               "9", "", "", "", "", "sí"]    # Ben triggered it: written
    result = _run("es", ["score", "loop", str(out), "--ask", "--players", "Ana,Ben"], answers)
    assert result.exit_code == 0, result.output
    assert "Opcional: si se omite, cuenta como false." in result.output
    players = tomllib.loads(out.read_text(encoding="utf-8"))["players"]
    assert "triggered_depletion" not in players["Ana"] and players["Ben"]["triggered_depletion"] is True
    assert players["Ana"] == {"happiness": 10, "reputation": 0, "landfill": 0, "goals": 0, "activities": 0}
