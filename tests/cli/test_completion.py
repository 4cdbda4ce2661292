"""Shell completion: commands, options, game ids and modes; from a session
file, player names and the moves legal now. Driven as bash, zsh and fish
drive it (the environment typer's completion scripts set)."""

from pathlib import Path

import pytest
import tomli_w
import tomllib

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# a Coming of Age night recorded in the first session format (it replays with the rules it was recorded under)
COA_FORMAT1 = Path(__file__).resolve().parents[1] / "games" / "coming_of_age" / "format1" / "standard-3p.session.toml"


@pytest.fixture
def complete(cli, monkeypatch):
    def run(shell: str, line: str) -> list[str]:
        monkeypatch.setenv("_REFEREE_COMPLETE", f"complete_{shell}")
        if shell == "bash":
            words = line.split(" ")
            monkeypatch.setenv("COMP_WORDS", line)
            monkeypatch.setenv("COMP_CWORD", str(len(words) - 1))
        else:
            monkeypatch.setenv("_TYPER_COMPLETE_ARGS", line)
            monkeypatch.setenv("_TYPER_COMPLETE_FISH_ACTION", "get-args")
        code, out, err = cli()
        assert code == 0, err
        return out.split()

    return run


@pytest.fixture
def night(tmp_path):
    """Coming of Age after set-up and two rolls: Ben still has to roll."""
    data = tomllib.loads((COA_FORMAT1).read_text(encoding="utf-8"))
    data["events"], data["undone"] = data["events"][:5], []
    path = tmp_path / "night.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def test_commands_options_and_games(complete):
    assert "score" in complete("bash", "referee sc")
    assert "--template" in complete("bash", "referee score --te")
    assert complete("bash", "referee moves co") == ["coming-of-age", "coa", "coming", "comingofage"]


def test_modes_of_the_game_on_the_line(complete):
    assert complete("bash", "referee new loop --mode c") == ["competitive", "cooperative"]
    assert complete("fish", "referee score coa --mode ") == ["standard", "two-player", "solo"]


def test_players_and_legal_verbs_from_the_session(complete, night):
    assert complete("bash", f"referee status --file {night} ") == ["Ana", "Ben", "Carla"]
    # Ana and Carla rolled; Ben must roll now (Phase 1, rulebook p. 6)
    assert "Ben:" in complete("fish", f"referee do --file {night} B")
    assert complete("fish", f"referee do --file {night} Ben:r") == ["Ben:roll"]
    assert complete("fish", f"referee do --file {night} 'Ben: '")[:2] == ["Ben:", "roll"]
    # a move typed without quotes: the verb is the word after 'Ben:'
    assert complete("fish", f"referee do --file {night} Ben: r") == ["roll"]
    after = complete("bash", f"referee check --file {night} Ben: ")
    assert after[0] == "roll" and not any(":" in verb for verb in after)


def test_a_broken_session_completes_to_nothing(complete, tmp_path):
    assert complete("bash", f"referee options --file {tmp_path / 'missing.toml'} ") == []


def test_verbs_complete_in_the_sessions_language(complete, night):
    data = tomllib.loads(night.read_text(encoding="utf-8"))
    data["lang"] = "es"
    night.write_text(tomli_w.dumps(data), encoding="utf-8")
    assert complete("fish", f"referee do --file {night} Ben:ti") == ["Ben:tirar"]
