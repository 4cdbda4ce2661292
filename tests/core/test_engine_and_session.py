"""The game-agnostic engine and sessions, driven by a small test double (a
race to 5 with a die, in turns): the validation pipeline's order, the log as
the truth (undo/redo, replay, amend), atomic saves and damaged files."""

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from referee.core import session as sessions
from referee.core.engine import Expectation, IllegalMove, Setup, legal_now, parse, play
from referee.core.errors import BadInput
from referee.core.messages import Msg
from referee.core.moves import Arg, Grammar, Move, MoveSyntaxError, Verb


@dataclass
class RaceState:
    players: tuple[str, ...]
    position: dict[str, int] = field(default_factory=dict)
    turn: int = 0


class Race:
    """Each player in turn rolls a d3 and advances; first to 5 ends the game."""

    game_id = "race"
    grammar = Grammar([
        Verb("roll", (Arg("value", "int", minimum=1, maximum=6),), Msg("roll"), "Ana: roll 2", ("turn.roll",)),
        Verb("pass", (), Msg("pass"), "Ana: pass", ("turn.pass",)),
    ])

    def setup(self, setup: Setup) -> RaceState:
        return RaceState(setup.players, {p: 0 for p in setup.players})

    def validate_setup(self, setup):
        pass

    def checklist(self, setup):
        return []

    def current(self, state):
        return state.players[state.turn % len(state.players)]

    def expected(self, state):
        return Expectation(Msg("turn"), {self.current(state): ("roll", "pass")})

    def check(self, state, move):
        if move.verb == "roll" and move.args[0] > 3:
            raise IllegalMove("a d3 shows 1 to 3, not {value}", rule_ids=("dice.d3",), value=move.args[0])

    def apply(self, state, move):
        if move.verb == "roll":
            state.position[move.player] += move.args[0]
        state.turn += 1
        return [Msg("{player} at {position}", player=move.player, position=state.position[move.player])]

    def is_over(self, state):
        return any(v >= 5 for v in state.position.values())

    def status(self, state):
        return {"positions": dict(state.position)}

    def tally(self, state):
        return {}


RULES = Race()
SETUP = Setup("race", "standard", ("Ana", "Ben"))


def test_move_round_trip():
    move = RULES.grammar.parse("  ana :  ROLL   2 ", ["Ana", "Ben"])
    assert move == Move("Ana", "roll", (2,))
    assert RULES.grammar.parse(move.text(), ["Ana", "Ben"]) == move


def test_syntax_errors_suggest():
    with pytest.raises(MoveSyntaxError) as error:
        RULES.grammar.parse("Anna: roll 2", ["Ana", "Ben"])
    assert "Ana" in str(error.value)
    with pytest.raises(MoveSyntaxError) as error:
        RULES.grammar.parse("Ana: rool 2", ["Ana", "Ben"], ["roll"])
    assert "roll" in str(error.value)
    with pytest.raises(MoveSyntaxError):
        RULES.grammar.parse("Ana: roll two", ["Ana", "Ben"])
    with pytest.raises(MoveSyntaxError):
        RULES.grammar.parse("Ana roll 2", ["Ana", "Ben"])


def test_pipeline_order_turn_before_game_rules():
    state = RULES.setup(SETUP)
    # Ben out of turn with an also-illegal value: the turn check comes first.
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "Ben: roll 5", SETUP.players))
    assert "Ben" in str(error.value) and "turn" in str(error.value)
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "Ana: roll 5", SETUP.players))
    assert error.value.rule_ids == ("dice.d3",)


def test_play_does_not_touch_the_input_state():
    state = RULES.setup(SETUP)
    outcome = play(RULES, state, Move("Ana", "roll", (2,)))
    assert state.position["Ana"] == 0 and outcome.state.position["Ana"] == 2


def test_game_over_refuses_moves():
    state = RULES.setup(SETUP)
    for line in ["Ana: roll 3", "Ben: roll 1", "Ana: roll 3"]:
        state = play(RULES, state, parse(RULES, state, line, SETUP.players)).state
    assert RULES.is_over(state) and legal_now(RULES, state) == {}
    with pytest.raises(IllegalMove):
        play(RULES, state, Move("Ben", "roll", (1,)))


def test_record_undo_redo_round_trip():
    session = sessions.Session(SETUP)
    state = RULES.setup(SETUP)
    session, outcome, _ = sessions.record(RULES, session, state, "Ana: roll 2")
    session, outcome, _ = sessions.record(RULES, session, outcome.state, "Ben: roll 1")
    undone, line = sessions.undo(RULES, session)
    assert line == "Ben: roll 1" and undone.events == ["Ana: roll 2"] and undone.undone == ["Ben: roll 1"]
    state = sessions.replay(RULES, SETUP, undone.events).state
    redone, _, _ = sessions.redo(RULES, undone, state)
    assert redone.events == session.events and redone.undone == []


def test_replay_finds_first_illegal_event():
    done = sessions.replay(RULES, SETUP, ["Ana: roll 2", "Ben: roll 3", "Ben: roll 1", "Ana: roll 5"])
    assert done.failed_at == 3 and done.failed_line == "Ben: roll 1"


def test_amend_revalidates_later_events():
    session = sessions.Session(SETUP, events=["Ana: roll 2", "Ben: roll 1", "Ana: roll 1"])
    fixed = sessions.amend(RULES, session, 2, "Ben: roll 3")
    assert fixed.events == ["Ana: roll 2", "Ben: roll 3", "Ana: roll 1"]
    # Making Ana reach 5 at event 3 leaves Ben's event 4 illegal (game over).
    session = sessions.Session(SETUP, events=["Ana: roll 3", "Ben: roll 1", "Ana: roll 1", "Ben: roll 1"])
    with pytest.raises(IllegalMove) as error:
        sessions.amend(RULES, session, 3, "Ana: roll 3")
    assert "4" in str(error.value)
    with pytest.raises(BadInput):
        sessions.amend(RULES, session, 9, "Ana: roll 1")


def test_save_load_round_trip(tmp_path: Path):
    path = tmp_path / "s.toml"
    session = sessions.Session(Setup("coming-of-age", "standard", ("Ana", "Ben"), {"x": 1}), "es", ["Ana: roll 2"], ["Ben: roll 1"])
    sessions.save(session, path)
    assert sessions.load(path) == session
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


@pytest.mark.parametrize("text", [
    "",  # empty
    "referee_session = 1\ngame = \"cv\"\nmode = \"standard\"\nplayers = [\"Ana\"]\nevents = [\"Ana: roll 1\"",  # truncated
    "[players.Ana]\nvep = 3\n",  # a tally, not a session
    "referee_session = 1\ngame = \"chess\"\nmode = \"x\"\nplayers = [\"A\"]\n",  # foreign game
    "referee_session = 1\ngame = \"cv\"\nmode = \"standard\"\nplayers = []\n",  # no players
    "referee_session = 1\ngame = \"cv\"\nmode = \"standard\"\nplayers = [\"A\"]\nevents = [1, 2]\n",  # hand-edited events
])
def test_damaged_session_files_are_bad_input(tmp_path: Path, text: str):
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BadInput):
        sessions.load(path)
    assert path.read_text(encoding="utf-8") == text


def test_a_session_read_twice_is_two_independent_sessions(tmp_path):
    # The play shell reads its file before every command, and the bytes parsed last are reused:
    # what one command changes in its copy never shows in the next read, and changed bytes are parsed anew.
    from referee.core.session import read

    source = Path(__file__).resolve().parents[2] / "examples" / "coming-of-age" / "standard-3p.session.toml"
    path = tmp_path / "night.toml"
    path.write_bytes(source.read_bytes())
    first, _ = read(path)
    first.events.append("Ana: a line only this copy has")
    second, _ = read(path)
    assert second.events == read(source)[0].events and "Ana: a line only this copy has" not in second.events
    path.write_bytes(source.read_bytes().replace(b'"Carla: roll 4"', b'"Carla: roll 3"', 1))
    assert "Carla: roll 3" in read(path)[0].events
