"""One game descriptor: a game exists because its `rulesets/<game>/game.toml`
exists, is refereed because its package has a `referee` module, and every
game checks its table's players and mode the same way, with one wording."""

import pytest

from referee.core.engine import Setup
from referee.core.errors import BadInput
from referee.core.registry import GAME_IDS, check_table, game_ids, get_game
from referee.core.resources import rulesets_dir
from referee.games import REFEREED, game_rules, package


def test_games_are_the_rulesets_folders_in_their_listed_order():
    folders = {p.parent.name for p in rulesets_dir().glob("*/game.toml")}
    assert set(GAME_IDS) == folders
    orders = [get_game(g).data.get("order", float("inf")) for g in game_ids()]
    assert orders == sorted(orders)
    assert "coming-of-age" in GAME_IDS and "../loop" not in GAME_IDS and 3 not in GAME_IDS


def test_refereed_games_are_the_packages_with_rules():
    import importlib.util

    expected = [g for g in GAME_IDS if importlib.util.find_spec(package(g) + ".referee") is not None]
    assert list(REFEREED) == expected and {"coming-of-age", "loop"} <= set(REFEREED)
    for game_id in REFEREED:
        assert game_rules(game_id).game_id == game_id
    assert "nope" not in REFEREED


@pytest.mark.parametrize("players, wording", [
    (["Ana", "ana"], "Player names must be different: Ana, ana."),
    (["Ana", "Ben Carl"], "Player names must be single words without ':': Ben Carl."),
    (["Ana:", "Ben"], "Player names must be single words without ':': Ana:."),
    (["Ana", "Ben", "Carla", "Dan", "Eva"], "Standard is for 2 to 4 players, not 5."),
])
def test_one_check_and_one_wording_for_every_game(players, wording):
    with pytest.raises(BadInput) as error:
        check_table(get_game("coming-of-age"), "standard", players)
    assert error.value.msg.english() == wording


def test_a_mode_for_one_count_of_players_names_that_count_in_both_languages(tmp_path):
    # LOOP P.17: "Solo Mode" is for 1 player. The refusal says so, never "1 to 1 players", in
    # `new`, in a tally and in Spanish (singular and plural forms from the catalog's plural rule).
    from referee.core.registry import wrong_player_count
    from referee.i18n import Translator

    solo = get_game("loop").mode("solo")
    assert wrong_player_count(solo, 3).msg.english() == "Solo is for exactly 1 player, not 3."
    assert wrong_player_count(solo, 2, "night.toml").msg.english() == "night.toml: 2 players, but Solo is for exactly 1 player."
    spanish = wrong_player_count(solo, 3).msg.render(Translator("es"))
    assert spanish.endswith("es para exactamente 1 jugador, no 3."), spanish


@pytest.mark.parametrize("game_id", ["coming-of-age", "loop"])
def test_refereed_games_use_the_one_check(game_id):
    # LOOP P.17: Solo Mode is for 1 player; Coming of Age's solo mode likewise (rulebook "Solo mode").
    with pytest.raises(BadInput) as error:
        game_rules(game_id).validate_setup(Setup(game_id, "solo", ("Ana", "Ben")))
    assert "is for exactly 1 player, not 2" in error.value.msg.english()
    with pytest.raises(BadInput) as error:
        game_rules(game_id).validate_setup(Setup(game_id, get_game(game_id).default_mode.id, ("Ana", "ANA")))
    assert error.value.msg.english() == "Player names must be different: Ana, ANA."


def test_a_tally_of_one_player_says_one_player_in_both_languages():
    # LOOP P.2: Basic Mode is for 2 to 6 players; a tally of one names "1 player", not "1 players".
    from referee.core.registry import wrong_player_count
    from referee.i18n import Translator

    basic = get_game("loop").mode("basic")
    refusal = wrong_player_count(basic, 1, "night.toml").msg
    assert refusal.english() == "night.toml: 1 player, but Basic is for 2 to 6 players."
    assert refusal.render(Translator("es")) == "night.toml: 1 jugador, pero Básico es para 2 a 6 jugadores."
