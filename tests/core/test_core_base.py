"""The core base every new game is built on: HandlerRules (validate, yield,
mutate), the Flow table, the Pending queue, the FactBook and the per-user
catalog. A miniature game exercises them as a real game would."""

from __future__ import annotations

import copy
import os
import stat
from dataclasses import dataclass, field

import pytest

from referee.core import catalog
from referee.core.engine import IllegalMove, Setup, parse, play
from referee.core.facts import FactBook
from referee.core.flow import Flow, FlowError, Phase
from referee.core.handlers import HandlerError, HandlerRules
from referee.core.messages import Msg
from referee.core.answers import resolve
from referee.core.errors import BadInput
from referee.core.moves import Arg, Grammar, Move, Verb
from referee.core.pending import Decision, Pending
from referee.core.session import Session, load, replay, save
from referee.core.table import Table


@dataclass(kw_only=True)
class Race(Table):
    """Each player moves a pawn by a die they report; a card they reveal
    (its printed step count is a fact) moves them further; reaching 10 ends."""

    pawns: dict[str, int] = field(default_factory=dict)
    moved: bool = False


def roll(state: Race, move):
    if state.moved:
        raise IllegalMove("already moved", rule_ids=("race.roll",))
    yield
    state.pawns[move.player] += move.args[0]
    state.moved = True
    if move.args[0] == 6:
        state.pending.add(Decision(move.player, ("card",), Msg("{player} reveals a card", player=move.player), source="race.six", data={}))
    return [Msg("{player} moves {n}", player=move.player, n=move.args[0])]


def card(state: Race, move):
    name, steps = move.args
    key = f"card.{name}"
    if steps is None and not state.facts.knows(key):
        raise IllegalMove("say how many steps the card shows")
    if steps is not None:
        state.facts.check(key, steps, Msg("card {name}", name=name))
    state.pending.find(move.player, "card") or _not_owed()
    yield
    state.pending.settle(move.player, "card")
    if steps is not None:
        state.facts.learn(key, steps)
    state.pawns[move.player] += state.facts.get(key)
    return []


def _not_owed():
    raise IllegalMove("no card is owed")


def done(state: Race, move):
    yield
    state.moved = False
    Flow.next_turn(state)
    return []


def broken(state: Race, move):
    yield
    raise IllegalMove("too late")


GRAMMAR = Grammar([
    Verb("roll", (Arg("die", minimum=1, maximum=6),), example="Ana: roll 3"),
    Verb("card", (Arg("name", "text"), Arg("steps", optional=True)), example="Ana: card boost 2"),
    Verb("done", (), example="Ana: done"),
    Verb("broken", (), example="Ana: broken"),
])


def finished(state: Race) -> bool:
    return any(position >= 10 for position in state.pawns.values())


def end(state: Race, changes):
    FLOW.end_game(state, Msg("a pawn reached 10"), changes)


FLOW = Flow([
    Phase("turn", label=lambda s: Msg("{player}'s turn", player=s.active),
          actors=lambda s: {s.active: ("roll", "done", "broken")}, done=finished, next="end"),
    Phase("end", label=lambda s: Msg("over"), actors=lambda s: {}, enter=end),
], start="turn")

RULES = HandlerRules(
    game_id="race", grammar=GRAMMAR, flow=FLOW,
    handlers={"roll": roll, "card": card, "done": done, "broken": broken},
    new_state=lambda setup: Race(players=setup.players, phase="turn", pawns={p: 0 for p in setup.players}),
    checklist=lambda setup: [], status=lambda s: {"pawns": s.pawns}, tally=lambda s: {},
    choices=lambda s: [Move(s.active, "done"), Move(s.active, "card", ("boost", None)), Move(s.active, "card", ("boost", 2))],
)
SETUP = Setup("race", "standard", ("Ana", "Ben"))


def fold(lines, setup=SETUP):
    done_ = replay(RULES, setup, lines)
    assert done_.error is None, done_.error
    return done_.state


def test_check_runs_the_checks_and_changes_nothing():
    state = fold(["Ana: roll 3"])
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove):
        RULES.check(state, parse(RULES, state, "Ana: roll 2", SETUP.players))
    RULES.check(state, parse(RULES, state, "Ana: done", SETUP.players))
    assert state.pawns == before.pawns and state.moved == before.moved and state.seat == before.seat


def test_apply_mutates_in_place_and_the_flow_passes_the_turn_and_round():
    state = fold(["Ana: roll 3", "Ana: done", "Ben: roll 2", "Ben: done"])
    assert state.pawns == {"Ana": 3, "Ben": 2}
    assert (state.round, state.turn, state.active) == (2, 2, "Ana")
    outcome = play(RULES, state, parse(RULES, state, "Ana: roll 1", SETUP.players), in_place=True)
    assert outcome.state is state and state.pawns["Ana"] == 4


def test_a_refusal_after_the_yield_is_a_bug_not_a_verdict():
    state = fold([])
    with pytest.raises(HandlerError):
        RULES.apply(state, parse(RULES, state, "Ana: broken", SETUP.players))


def test_every_verb_needs_a_handler():
    with pytest.raises(HandlerError):
        HandlerRules(game_id="x", grammar=GRAMMAR, flow=FLOW, handlers={"roll": roll}, new_state=None,
                     checklist=None, status=None, tally=None)


def test_pending_decisions_come_before_the_phase():
    state = fold(["Ana: roll 6"])
    expected = RULES.expected(state)
    assert expected.actors == {"Ana": ("card",)}
    assert state.pending.to_json() == [{"player": "Ana", "verbs": ["card"], "source": "race.six", "label": "Ana reveals a card"}]
    with pytest.raises(IllegalMove):  # the phase's verbs wait
        play(RULES, state, parse(RULES, state, "Ana: done", SETUP.players))


def test_the_game_ends_by_the_flow_table():
    state = fold(["Ana: roll 6", "Ana: card boost 4"])
    assert state.over and RULES.is_over(state) and RULES.expected(state).actors == {}


def test_a_fact_reported_once_is_known_and_never_contradicted():
    state = fold(["Ana: roll 6", "Ana: card boost 2", "Ana: done", "Ben: roll 6"])
    assert state.facts.reported == {"card.boost": 2}
    with pytest.raises(IllegalMove) as refused:
        RULES.check(state, parse(RULES, state, "Ben: card boost 3", SETUP.players))
    assert "'2'" in refused.value.msg.english() and "'3'" in refused.value.msg.english()
    RULES.check(state, parse(RULES, state, "Ben: card boost 2", SETUP.players))  # the same again: accepted
    after = fold(["Ana: roll 6", "Ana: card boost 2", "Ana: done", "Ben: roll 6", "Ben: card boost"])
    assert after.pawns["Ben"] == 8


def test_catalog_facts_are_used_and_recorded_facts_replay_without_the_catalog():
    with_catalog = Setup("race", "standard", ("Ana", "Ben"), catalog={"card.boost": 3})
    state = fold(["Ana: roll 6", "Ana: card boost"], with_catalog)
    assert state.pawns["Ana"] == 9 and state.facts.used == {"card.boost": 3}
    recorded = Setup("race", "standard", ("Ana", "Ben"), facts={"card.boost": 3})
    assert fold(["Ana: roll 6", "Ana: card boost"], recorded).pawns["Ana"] == 9
    refused = replay(RULES, SETUP, ["Ana: roll 6", "Ana: card boost"])
    assert refused.failed_at == 2


def test_the_catalog_names_the_command_that_corrects_it():
    book = FactBook(catalog={"card.boost": 3}, game="race")
    with pytest.raises(IllegalMove) as refused:
        book.check("card.boost", 4, "card boost")
    assert "referee facts race forget card.boost" in refused.value.msg.english()


def test_a_fact_fixed_at_set_up_comes_from_the_session_never_the_catalog():
    # core/facts.py: a fact that changes what a session allows is recorded in
    # the file when the session starts (fixed_at_setup) and read with
    # `settled`, so a catalog that learns it later changes no session begun.
    from referee.core.facts import fixed_at_setup

    usable = {"board.order": lambda value: isinstance(value, list), "board.size": lambda value: value > 0}
    assert fixed_at_setup(usable, {"board.order": [2, 1], "board.size": 0, "card.boost": 3}) == {"board.order": [2, 1]}
    late = FactBook(catalog={"board.order": [2, 1]}, game="race")
    assert late.settled("board.order", "as printed") == "as printed" and not late.used
    started = FactBook(recorded={"board.order": [2, 1]}, catalog={"board.order": [1, 2]}, game="race")
    assert started.settled("board.order") == [2, 1]
    started.learn("board.order", [2, 1])
    assert started.settled("board.order") == [2, 1] and "board.order" in started.asked


def test_pending_together_decisions_are_open_at_once():
    queue = Pending()
    queue.add(Decision("Ana", ("keep",), Msg("draft"), together=True))
    queue.add(Decision("Ben", ("keep",), Msg("draft"), together=True))
    queue.add(Decision("Ana", ("pass",), Msg("then")))
    assert queue.actors() == {"Ana": ("keep",), "Ben": ("keep",)}
    assert queue.find("Ana", "pass") is None
    queue.settle("Ben", "keep")
    queue.settle("Ana", "keep")
    assert queue.actors() == {"Ana": ("pass",)}


def test_a_flow_that_never_settles_is_reported():
    loop = Flow([Phase("a", label=lambda s: Msg("a"), actors=lambda s: {}, done=lambda s: True, next="a")], start="a")
    state = Race(players=("Ana",), phase="a")
    with pytest.raises(FlowError):
        loop.start(state, [])


def test_the_catalog_is_private_plain_data(tmp_path, monkeypatch):
    monkeypatch.setenv(catalog.HOME_ENV, str(tmp_path / "home"))
    assert catalog.load_catalog("race") == {}
    assert catalog.learn("race", {"card.boost": 2}) == ["card.boost"]
    assert catalog.learn("race", {"card.boost": 2}) == []
    path = catalog.catalog_path("race")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(path.parent).st_mode) == 0o700
    assert catalog.load_catalog("race") == {"card.boost": 2}


def test_a_session_keeps_the_facts_it_relied_on(tmp_path):
    path = tmp_path / "s.toml"
    session = Session(Setup("cv", "standard", ("Ana", "Ben"), facts={"card.x": {"cost": 2}}), events=[])
    save(session, path)
    assert load(path).setup.facts == {"card.x": {"cost": 2}}


def test_choices_are_verified_and_answered_by_number_or_one_word():
    from referee.core.engine import choices

    state = fold(["Ana: roll 3"])
    assert [m.text() for m in choices(RULES, state)] == ["Ana: done"]  # cards are not owed: not offered
    assert resolve(RULES, state, "ok").text() == "Ana: done"
    state = fold(["Ana: roll 6", "Ana: card boost 2", "Ana: done", "Ben: roll 6"])
    assert [m.text() for m in choices(RULES, state)] == ["Ben: card boost", "Ben: card boost 2"]
    assert resolve(RULES, state, "2").text() == "Ben: card boost 2"
    with pytest.raises(BadInput):
        resolve(RULES, state, "3")
    with pytest.raises(BadInput):
        resolve(RULES, state, "yes")  # two are open: a number is needed


class CitingRace(HandlerRules):
    """The race, naming the rules the engine's own refusals cite."""

    end_rule_ids = ("race.end",)
    turn_rule_ids = ("race.turn-order",)

    def why_not_now(self, state, move, expectation):
        if move.verb == "card":
            return IllegalMove("Cards come only after a six.", rule_ids=("race.six",))
        return None


def test_the_engine_refusals_cite_the_rules_a_game_names():
    citing = CitingRace(
        game_id="race", grammar=GRAMMAR, flow=FLOW, handlers=RULES.handlers,
        new_state=lambda setup: Race(players=setup.players, phase="turn", pawns={p: 0 for p in setup.players}),
        checklist=lambda setup: [], status=lambda s: {}, tally=lambda s: {},
    )
    for rules, turn, verb in ((citing, ("race.turn-order",), ("race.six",)), (RULES, GRAMMAR.verb("roll").rules, GRAMMAR.verb("card").rules)):
        state = replay(rules, SETUP, []).state
        with pytest.raises(IllegalMove) as out_of_turn:
            play(rules, state, parse(rules, state, "Ben: roll 2", SETUP.players))
        assert out_of_turn.value.rule_ids == turn   # else the rules of the move attempted
        with pytest.raises(IllegalMove) as not_now:
            play(rules, state, parse(rules, state, "Ana: card boost 2", SETUP.players))
        assert not_now.value.rule_ids == verb
        state.over = True
        with pytest.raises(IllegalMove) as over:
            play(rules, state, parse(rules, state, "Ana: roll 2", SETUP.players))
        assert over.value.rule_ids == (("race.end",) if rules is citing else ())
