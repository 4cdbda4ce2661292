"""The data in rulesets/ is consistent: game ids fixed, every tie-break link
cites an existing rule entry, every mode has a player range within the game's."""

import tomllib

from referee.core.registry import GAME_IDS, all_games, resolve_game
from referee.core.resources import rulesets_dir


def test_game_ids_are_fixed():
    assert GAME_IDS == ("coming-of-age", "loop", "adulthood", "cv")
    assert [g.id for g in all_games()] == list(GAME_IDS)


def test_aliases_resolve():
    assert resolve_game("coa").id == "coming-of-age"
    assert resolve_game("Coming of Age").id == "coming-of-age"
    assert resolve_game("LOOP").id == "loop"
    assert resolve_game("adult").id == "adulthood"


def test_modes_within_player_range():
    for game in all_games():
        assert game.default_mode.default
        for mode in game.modes.values():
            assert game.min_players <= mode.min_players <= mode.max_players <= game.max_players


def test_tie_break_links_cite_existing_rules():
    for game in all_games():
        with (rulesets_dir() / game.id / "rules.en.toml").open("rb") as handle:
            ids = {entry["id"] for entry in tomllib.load(handle)["entries"]}
        for link in game.tie_breaks:
            assert link["rule"] in ids, (game.id, link["rule"])
