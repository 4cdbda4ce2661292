"""Session commands end to end, on a recorded LOOP game: recording, refusing
(exit 1, file byte-identical, rule cited), did-you-mean (exit 2), undo/redo,
amend, replay, status/options/log, scoring a session, damaged files."""

import json
from pathlib import Path

import pytest
import tomli_w
import tomllib

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# a Coming of Age game recorded in format 3, cut at a known event (its format-4 re-recording has other indices)
FORMAT3_HAND_PLAYED = Path(__file__).resolve().parents[1] / "games" / "coming_of_age" / "format3" / "hand-played-3p.session.toml"
RECORDED = EXAMPLES / "loop" / "competitive-4p.toml"
ILLEGAL = EXAMPLES / "loop" / "competitive-4p-illegal.toml"
CUT = 40  # events kept in the working copy; the next recorded one is legal


@pytest.fixture
def night(tmp_path):
    """A copy of the recorded game stopped after CUT events; returns (path, next event)."""
    data = tomllib.loads(RECORDED.read_text(encoding="utf-8"))
    upcoming = data["events"][CUT]
    data["events"] = data["events"][:CUT]
    data["undone"] = []
    path = tmp_path / "night.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path, upcoming


def test_do_records_a_legal_move(cli, night):
    path, upcoming = night
    code, out, err = cli("do", upcoming, "--file", str(path))
    assert code == 0, err
    assert f"#{CUT + 1}" in out
    assert tomllib.loads(path.read_text(encoding="utf-8"))["events"][-1] == upcoming


def test_a_move_may_be_typed_without_quotes(cli, night):
    """`referee do Ana: roll 3`: the shell splits the move into words; they are one move again."""
    path, upcoming = night
    code, out, err = cli("check", *upcoming.split(), "--file", str(path))
    assert code == 0 and "Legal:" in out, err
    code, out, err = cli("do", *upcoming.split(), "--file", str(path))
    assert code == 0, err
    assert tomllib.loads(path.read_text(encoding="utf-8"))["events"][-1] == upcoming


def test_illegal_move_is_refused_with_rule_and_file_untouched(cli, night):
    path, _ = night
    before = path.read_bytes()
    # LOOP: exactly one of WORK / BUY / CONSUME is the active player's choice,
    # and players who are not active cannot WORK (2.2).
    data = tomllib.loads(before.decode())
    players = data["players"]
    code, out, err = cli("status", "--json", "--file", str(path))
    active = json.loads(out)["active_player"]
    idle = next(p for p in players if p != active)
    code, out, err = cli("do", f"{idle}: work", "--file", str(path))
    assert code == 1
    assert "Refused" in err and "Traceback" not in err
    assert path.read_bytes() == before


def test_typo_gets_did_you_mean_and_exit_2(cli, night):
    path, _ = night
    before = path.read_bytes()
    code, _, err = cli("do", "Ana: wrok", "--file", str(path))
    assert code == 2 and "work" in err
    code, _, err = cli("do", "Zoe: work", "--file", str(path))
    assert code == 2 and "Zoe" in err
    assert path.read_bytes() == before


def test_check_does_not_record(cli, night):
    path, upcoming = night
    before = path.read_bytes()
    code, out, _ = cli("check", upcoming, "--file", str(path))
    assert code == 0 and path.read_bytes() == before


def test_undo_redo_round_trip(cli, night):
    path, upcoming = night
    cli("do", upcoming, "--file", str(path))
    recorded = path.read_bytes()
    code, out, _ = cli("undo", "--file", str(path))
    assert code == 0 and upcoming in out
    assert tomllib.loads(path.read_text())["events"][-1] != upcoming
    code, _, _ = cli("redo", "--file", str(path))
    assert code == 0
    assert tomllib.loads(path.read_text())["events"] == tomllib.loads(recorded.decode())["events"]
    code, _, err = cli("redo", "--file", str(path))
    assert code == 1  # nothing left to redo


def test_status_options_log(cli, night):
    path, _ = night
    code, out, _ = cli("status", "--json", "--file", str(path))
    data = json.loads(out)
    assert code == 0 and "players" in data and "round" in data
    code, out, _ = cli("options", "--json", "--file", str(path))
    assert code == 0 and json.loads(out)
    code, out, _ = cli("log", "--file", str(path))
    assert code == 0 and len(out.strip().splitlines()) == CUT
    code, out, _ = cli("status", "--file", str(path), "--lang", "es")
    assert code == 0 and "Felicidad" in out and "Ronda" in out


def test_replay_clean_and_illegal(cli):
    code, out, _ = cli("replay", str(RECORDED))
    assert code == 0
    code, out, err = cli("replay", str(ILLEGAL), "--json")
    assert code == 1
    report = json.loads(out)
    assert report["ok"] is False and report["first_illegal"] >= 1 and report["rules"]


def test_amend_refuses_a_correction_that_breaks_later_events(cli, night):
    path, _ = night
    before = path.read_bytes()
    events = tomllib.loads(before.decode())["events"]
    assert events[24] == "Ben: buy glass 1" and events[26] == "Ben: material metal"
    # Had Ben worked instead of buying, no Buy Area slot would need refilling,
    # so his later refill report (event 27) could not stand.
    code, _, err = cli("amend", "25", "Ben: work", "--file", str(path))
    assert code == 1 and "27" in err
    # A correction that is itself illegal: 4 coins for a Material he cannot pay.
    code, _, err = cli("amend", "25", "Ben: buy glass 4", "--file", str(path))
    assert code == 1 and "4" in err
    code, _, err = cli("amend", "999", "Ben: work", "--file", str(path))
    assert code == 2
    assert path.read_bytes() == before


def test_amend_accepts_a_harmless_correction(cli, night):
    path, _ = night
    code, out, err = cli("amend", "1", "Ana: activity act1 food glass heart house", "--file", str(path))
    assert code == 0, err


def test_score_a_session(cli):
    code, out, err = cli("score", "--file", str(RECORDED), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "loop" and data["provisional"] is False and data["winners"]


def test_score_an_unfinished_session_is_provisional(cli, night):
    path, _ = night
    code, out, _ = cli("score", "--file", str(path))
    assert code == 0 and "Provisional" in out


@pytest.mark.parametrize("text", [
    "referee_session = 1\ngame = \"loop\"\n",  # truncated
    "not toml at all [[[",  # garbage
    "[players.Ana]\nhappiness = 3\n",  # a tally, not a session
])
def test_damaged_session_file_is_one_clear_error(cli, tmp_path, text):
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    for command in (["status"], ["do", "Ana: work"], ["log"], ["undo"]):
        code, out, err = cli(*command, "--file", str(path))
        assert code == 2 and "Traceback" not in err and str(path) in err
    assert path.read_text(encoding="utf-8") == text


def test_hand_edited_events_that_no_longer_replay(cli, night):
    path, _ = night
    data = tomllib.loads(path.read_text())
    data["events"].insert(5, "Ana: work")
    path.write_text(tomli_w.dumps(data))
    before = path.read_bytes()
    code, _, err = cli("status", "--file", str(path))
    assert code == 2 and "replay" in err
    assert path.read_bytes() == before


def test_new_session_and_checklist(cli, tmp_path):
    path = tmp_path / "new.toml"
    code, out, _ = cli("new", "loop", "--players", "Ana,Ben,Carla", "--mode", "competitive", "--file", str(path))
    assert code == 0 and path.exists() and "1." in out
    code, _, err = cli("new", "loop", "--players", "Ana,Ben", "--file", str(path))
    assert code == 2  # exists already
    code, _, err = cli("new", "loop", "--players", "Ana,Ana", "--file", str(tmp_path / "x.toml"))
    assert code == 2
    code, _, err = cli("new", "cv", "--players", "A,B,C,D,E", "--file", str(tmp_path / "y.toml"))  # CV is for 2 to 4
    assert code == 2
    code, _, err = cli("new", "coa", "--players", "A,B,C,D,E", "--file", str(tmp_path / "z.toml"))
    assert code == 2


def test_moves_and_roll(cli):
    code, out, _ = cli("moves", "loop")
    assert code == 0 and "work" in out
    code, out, _ = cli("moves", "coming-of-age", "--json")
    assert code == 0 and all(m["example"] for m in json.loads(out))
    first = cli("roll", "d6", "2d8", "--seed", "7", "--json")[1]
    again = cli("roll", "d6", "2d8", "--seed", "7", "--json")[1]
    rolls = json.loads(first)
    assert first == again and len(rolls) == 3
    assert 1 <= rolls[0]["value"] <= 6 and all(1 <= r["value"] <= 8 for r in rolls[1:])
    assert cli("roll", "d1")[0] == 2


def test_play_shell_reads_moves_and_commands(cli, night, monkeypatch):
    import io

    path, upcoming = night
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{upcoming}\nlog\nundo\nhelp\nquit\n"))
    code, out, err = cli("play", str(path))
    assert code == 0
    assert f"#{CUT + 1}" in out and "Undone" in out
    assert tomllib.loads(path.read_text())["events"] == tomllib.loads(RECORDED.read_text())["events"][:CUT]


@pytest.mark.parametrize("change", [
    {"mode": "campaign"},  # a mode the game lacks
    {"players": ["Ana"]},  # too few players for competitive
    {"options": {"rob_tokens": 3}},  # an option LOOP does not have
])
def test_session_with_impossible_setup_is_bad_input(cli, night, change):
    path, _ = night
    data = tomllib.loads(path.read_text())
    data.update(change)
    path.write_text(tomli_w.dumps(data))
    before = path.read_bytes()
    code, _, err = cli("status", "--file", str(path))
    assert code == 2 and str(path) in err and "Traceback" not in err and "Internal" not in err
    assert path.read_bytes() == before


def test_one_line_may_carry_several_moves_of_one_player(cli, night):
    # "Ben: work; end" is two events, recorded in order; the second part
    # belongs to the player named last on the line.
    path, upcoming = night
    assert upcoming == "Ben: work"
    code, out, err = cli("do", "Ben: work; end", "--file", str(path))
    assert code == 0, err
    events = tomllib.loads(path.read_text(encoding="utf-8"))["events"]
    assert events[-2:] == ["Ben: work", "Ben: end"]
    assert f"#{CUT + 1}" in out and f"#{CUT + 2}" in out


def test_a_refused_part_refuses_the_whole_line(cli, night):
    path, _ = night
    before = path.read_bytes()
    code, _, err = cli("do", "Ben: work; work", "--file", str(path))
    assert code == 1 and err
    assert path.read_bytes() == before


def test_play_shell_takes_a_number_as_an_answer_to_the_numbered_choice(cli, night, monkeypatch):
    # LOOP proposes no closed choice here, so the answer is explained, not run as a command
    import io

    path, _ = night
    before = path.read_bytes()
    monkeypatch.setattr("sys.stdin", io.StringIO("2\nquit\n"))
    code, out, err = cli("play", str(path))
    assert code == 0 and "no numbered choice" in err
    assert path.read_bytes() == before


def _hand_played_night(tmp_path, monkeypatch, events: int):
    """The first `events` events of the format-3 hand-played game, with a
    catalog of the test's own (this board is not the other recordings')."""
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    data = tomllib.loads(FORMAT3_HAND_PLAYED.read_text(encoding="utf-8"))
    data["events"], data["undone"], data["facts"] = data["events"][:events], [], {}
    path = tmp_path / "night.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def test_do_plays_the_only_parent_card_and_says_when_one_move_is_left(cli, tmp_path, monkeypatch):
    # Coming of Age, step B (rulebook p. 10): with nothing the location accepts, the Parent Card is played by itself.
    # (A catalog of its own: this board is not the other recordings'.)
    path = _hand_played_night(tmp_path, monkeypatch, 25)
    code, out, err = cli("do", "Ben: draw-trait fair", "--file", str(path))
    assert code == 0, err
    assert "Ben can pay for neither the Memory nor a Presence: a Parent Card is played" in out
    # where a closed choice has one move left, 'do' names it and 'do ok' records it
    from referee.core import engine
    from referee.core.moves import Move

    monkeypatch.setattr(engine, "choices", lambda rules, state, player=None: [Move("Ben", "skip", (None,))])
    code, out, err = cli("do", "Ben: gain 1 motivation green", "--file", str(path))
    assert code == 0, err
    assert "One move is listed: Ben: skip" in out


def test_options_puts_the_numbered_answers_before_the_grammar(cli, tmp_path, monkeypatch):
    # the table answers a closed choice by number: that list comes first, the move grammar after it
    path = _hand_played_night(tmp_path, monkeypatch, 124)
    code, out, err = cli("options", "--file", str(path))
    assert code == 0, err
    assert out.index("2. Ben: mood green 1 @orange-5") < out.index("Ben:\n")


def test_next_names_the_players_the_game_waits_for(cli, tmp_path, monkeypatch):
    # Ana may overcome a Frustration "at any time" (rulebook p. 7) but the game waits only for Carla
    path = _hand_played_night(tmp_path, monkeypatch, 67)
    code, out, err = cli("options", "--file", str(path))
    assert code == 0, err
    assert out.startswith("Next: Carla (2. Experience the Location).") and "Ana:" in out
