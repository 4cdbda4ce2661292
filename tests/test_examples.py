"""Every bundled tally scores, with the results its comments state."""

import json

import pytest

from pathlib import Path

TALLIES = sorted((Path(__file__).resolve().parent.parent / "examples" / "tallies").glob("*/*.toml"))

EXPECTED = {
    "cv/rulebook-example.toml": (["Felix"], {"Felix": 63}),
    "coming-of-age/standard-3p.toml": (["Ana"], {"Ana": 53, "Carla": 53}),
    "loop/basic-tie.toml": (["Ana"], {"Ana": 12, "Ben": 12, "Carla": 8}),
    "loop/cooperative.toml": (["Ana", "Ben"], {}),
    "adulthood/solo.toml": (["Ana"], {"Ana": 31}),
}


def test_every_game_and_mode_has_an_example():
    from referee.core.registry import all_games

    seen = set()
    for path in TALLIES:
        import tomllib

        data = tomllib.loads(path.read_text(encoding="utf-8"))
        seen.add((path.parent.name, data.get("mode")))
    for game in all_games():
        for mode in game.modes:
            assert (game.id, mode) in seen, (game.id, mode)


@pytest.mark.parametrize("path", TALLIES, ids=[f"{p.parent.name}/{p.name}" for p in TALLIES])
def test_example_scores(cli, path):
    code, out, err = cli("score", path.parent.name, str(path), "--json")
    assert code == 0, err
    data = json.loads(out)
    key = f"{path.parent.name}/{path.name}"
    if key in EXPECTED:
        winners, totals = EXPECTED[key]
        assert sorted(data["winners"]) == winners
        by_name = {p["name"]: p["total"] for p in data["players"]}
        for name, total in totals.items():
            assert by_name[name] == total
