"""Inputs that once slipped through: each must give a clear error (exit 2)
or the right result, never a crash (exit 70) or a silently wrong score."""

import json
import os
import stat

import pytest
import tomli_w
import tomllib

from pathlib import Path

from support.tallies import completed

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def write(tmp_path, text, name="t.toml"):
    """`text` as a file in `tmp_path`."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_player_names_are_not_read_as_markup(cli, tmp_path):
    path = write(tmp_path, completed("cv", '[players."[/bold]"]\nhealth = 1\n[players."[red]Ana"]\n'))
    code, out, err = cli("score", "cv", str(path))
    assert code == 0, err
    assert "[/bold]" in out and "[red]Ana" in out


def test_option_with_unusual_digits_is_not_a_crash(cli, tmp_path):
    code, _, err = cli("new", "coa", "--players", "Ana", "--mode", "solo", "--option", "rob_tokens=²", "--file", str(tmp_path / "s.toml"))
    assert code == 2 and "Traceback" not in err


def test_saving_keeps_permissions_and_refuses_symlinks(cli, tmp_path):
    data = tomllib.loads((EXAMPLES / "loop" / "competitive-4p.toml").read_text())
    upcoming = data["events"][40]
    data["events"] = data["events"][:40]
    target = tmp_path / "night.toml"
    target.write_text(tomli_w.dumps(data))
    os.chmod(target, 0o640)
    before = target.read_bytes()
    link = tmp_path / "link.toml"
    link.symlink_to(target)
    code, _, err = cli("do", upcoming, "--file", str(link))
    assert code == 2 and "symbolic link" in err and "Traceback" not in err
    assert link.is_symlink() and target.read_bytes() == before
    code, _, err = cli("do", upcoming, "--file", str(target))
    assert code == 0, err
    assert tomllib.loads(target.read_text())["events"][-1] == upcoming
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@pytest.mark.parametrize("game, text, needle", [
    ("loop", 'mdoe = "cooperative"\n[players.A]\n[players.B]\n', "mode"),  # misspelt top-level key
    ("cv", '[[public_goal]]\nname = "Collector"\npoints = 5\n[players.A]\n[players.B]\n', "public_goals"),
    ("cv", '[players.A]\npublic_goals = { Collector = 2 }\n[players.B]\n', "Collector"),  # no [[public_goals]]
    ("cv", '[players.""]\nhealth = 1\n[players.B]\n', "players"),  # empty name
    ("adulthood", "[players.A]\nlife_icons = { family = 4, Family = 3 }\n[players.B]\n", "life_icons"),
    ("coming-of-age", '[players.A]\nmemory_used = { purpel = 3, purple = 1, yellow = 1, green = 1 }\n[players.B]\n', "purpel"),
    ("coming-of-age", '[players.A]\nmemory_used = { yellow = 13 }\n[players.B]\n', "12"),
    ("coming-of-age", 'mode = "solo"\n[players.A]\n[rob]\ntrait_pile = ["fair", "fair"]\n', "fair"),
    ("coming-of-age", 'mode = "solo"\n[players.A]\n[rob]\ntraits_played = 1\nmimicked = 3\n', "mimicked"),
    ("coming-of-age", 'mode = "solo"\n[players."Rob Bot"]\n[rob]\n', "Rob Bot"),
])
def test_tally_mistakes_are_refused(cli, tmp_path, game, text, needle):
    path = write(tmp_path, completed(game, text))  # the one mistake, every other count written
    code, _, err = cli("score", game, str(path))
    assert code == 2 and needle in err and "Traceback" not in err


def test_json_with_svg_keeps_stdout_json(cli, tmp_path):
    svg = tmp_path / "s.svg"
    code, out, err = cli("score", "cv", str(EXAMPLES / "tallies" / "cv" / "rulebook-example.toml"), "--json", "--svg", str(svg))
    assert code == 0 and json.loads(out)["winners"] == ["Felix"] and svg.exists() and str(svg) in err


def test_template_shows_single_braces(cli):
    for lang in ("en", "es"):
        _, out, _ = cli("score", "coa", "--template", "--lang", lang)
        assert "{{" not in out and "{ yellow = 1 }" in out
