"""Whose decision it is now (`expected`): in the simultaneous phases every
player with something to do, at the Bus the players of the stop's step
(after Rob Bot), a bounce's choice before anything else, owed bonuses
reported with the bonus verbs, printed facts beside them, and Rob Bot's
next move or the fact he waits for."""

from __future__ import annotations

from collections.abc import Container

from referee.core.engine import Expectation
from referee.core.messages import Msg
from referee.i18n import N_

from . import bot
from .grammar import FACT_VERBS, OWED_VERBS
from .bonus_queue import owes
from .owed import join, listing
from .progress import PHASES, phase2_complete, rob_done_here
from .state import UNRESOLVED, Player, State


# `tiles` (all Bus Stop Tiles at once) came with format 3; earlier sessions report each tile with `location N stop`.
TILES_VERB = "tiles"
GOAL_VERB = "goal"


def fact_verbs(state: State) -> tuple[str, ...]:
    """The verbs that report printed facts in this session's format."""
    return FACT_VERBS if state.by_board else tuple(verb for verb in FACT_VERBS if verb != TILES_VERB)


def open_fact_verbs(state: State) -> tuple[str, ...]:
    """The fact verbs open now: from format 3 on, not the Bus Stop Tiles once
    reported (placed once at set-up, then shifted by the referee at the end
    of each year, p. 11) nor Goal Tiles before the final scoring, the only
    time they count (p. 11: "at the end of the game, you can play and
    score ... one Goal Tile for each Trait Tile")."""
    key = (state.by_board, bool(state.tiles), state.phase == "final")
    verbs = _OPEN_FACT_VERBS.get(key)
    if verbs is None:
        verbs = fact_verbs(state)
        if state.by_board:
            verbs = tuple(v for v in verbs if not (v == TILES_VERB and state.tiles) and not (v == GOAL_VERB and state.phase != "final"))
        _OPEN_FACT_VERBS[key] = verbs
    return verbs


# open_fact_verbs by what it depends on (format 3 on, tiles reported, final phase): asked at nearly every event
_OPEN_FACT_VERBS: dict[tuple[bool, bool, bool], tuple[str, ...]] = {}


def _required(state: State, player: Player) -> list[str]:
    """The verbs for what `player` still has to do in this phase (empty: nothing)."""
    if player.mood_steps:  # format 2: steps wait for the bonus owed before them (reported with the bonus verbs)
        return [] if waiting_for_bonus(state, player) else ["bounce"]
    if state.phase == "setup":
        return ([] if player.started else ["start"]) + (["row"] if state.needs_row and state.row is None else [])
    if state.phase == "explore":
        return ["roll"] if player.roll is None else ["choose"] if player.location is None else []
    can_memory = any(player.memory_unused.values()) and not state.memory_spent(player)
    if state.phase == "experience":
        if not player.experienced:
            return ["experience"] + (["memory"] if can_memory else [])
        return [] if phase2_complete(state, player) else ["memory", "done"]
    if state.phase == "bus" and state.stop is not None and rob_done_here(state):
        stop = state.stop
        if player.name in stop.a_needed and player.name not in stop.a_done:
            others = [n for n in state.order if n != player.name and stop.location in state.players[n].presences]
            rob_here = state.rob is not None and stop.location in state.rob.presences
            return ["bus-stop"] + (["befriend"] if others or rob_here else [])
        if stop.step == "B" and player.name in stop.b_needed and player.name not in stop.b_done:
            return ["remember", "presence", "parent"]
        return []
    if state.phase == "final" and not player.turn_done:
        return ["done"] + (["memory"] if can_memory else [])
    return []


def waiting_for_bonus(state: State, player: Player) -> bool:
    """Format 2: `player`'s Mood steps wait while a bonus earned before them is owed."""
    return state.strict and owes(state, player.name)


def _can_overcome(state: State, player: Player) -> bool:
    """Frustrations "can be overcome ... by spending 4 Willpower Tokens at any time": this stays open
    during the whole turn (and the last Memory Token step) to every player with an unresolved
    Frustration, even when they have nothing else to do; the handler says when Willpower is short."""
    if state.phase not in ("explore", "experience", "bus", "final"):
        return False
    for track in player.tracks.values():
        if track.frustration == UNRESOLVED:
            return True
    return False


def _verbs(state: State, player: Player, rob_verbs: list[str], rob_fact: bool, owing: Container[str]) -> tuple[tuple[str, ...], bool]:
    """The verbs `player` may use now, and whether they must act (a phase step, a bonus owed, Rob's move).
    `owing`: the players who owe a bonus now (at least: whether `player` does). `rob_verbs`, `rob_fact`:
    Rob Bot's verbs and whether he waits for a fact, which only the first player's verbs read."""
    owes_now = player.name in owing
    if player.mood_steps and not (state.strict and owes_now):
        return ("bounce",), True
    required = _required(state, player) + (rob_verbs if player.name == state.order[0] else [])
    must = bool(required or owes_now or (rob_fact and player.name == state.order[0]))
    overcome = _can_overcome(state, player)
    confirmable = bool(player.from_catalog) or player.parent_by_itself  # format 3: a bonus applied by itself from the catalog may still be reported (personal_board.py)
    if not (must or overcome or confirmable):
        return (), False
    setup = state.phase == "setup"
    # Bonus reports are offered to a player who owes one, or who may still confirm a bonus applied by itself
    # from the catalog (format 3, personal_board.py); a report with nothing owed is refused by
    # `refusals.why_not_now`, which says where bonuses come from (or what became of the last one).
    bonuses = bool(((must and owes_now) or confirmable) and not setup)
    facts = open_fact_verbs(state) if must else ()  # printed facts, entered when they matter to what this player does now
    # Overcoming with 4 Willpower is open "at any time" (p. 7): a player who acts may try it, and its handler says why not.
    anytime = bool(overcome or (must and not setup))
    return _joined(tuple(required), bool(player.parent_by_itself), bonuses, facts, anytime), must


def _joined(required: tuple[str, ...], confirming: bool, bonuses: bool, facts: tuple[str, ...], anytime: bool) -> tuple[str, ...]:
    """A player's verbs in their order, each once: the phase's, 'parent' to
    confirm one played by itself, the bonus reports, the fact verbs, 'overcome'.
    Joined once per combination (a fold asks at every event)."""
    key = (required, confirming, bonuses, facts, anytime)
    found = _JOINED.get(key)
    if found is None:
        verbs = required + (("parent",) if confirming else ()) + (tuple(OWED_VERBS) if bonuses else ()) + facts + (("overcome",) if anytime else ())
        found = _JOINED[key] = tuple(dict.fromkeys(verbs))
    return found


# _joined's answers: the combinations are few (the verbs of a phase, of a bonus, of the facts)
_JOINED: dict[tuple, tuple[str, ...]] = {}


def _rob_verbs(state: State) -> tuple[list[str], Msg | None]:
    if not state.rob or state.phase in ("setup", "over"):
        return [], None
    verbs = []
    if state.phase == "explore" and state.rob.roll is None:
        verbs.append("rob-roll")
    found = bot.decision(state)
    if found is None:
        return verbs, None
    if found[0] == "move":
        return verbs + ["rob"], Msg(N_("Rob Bot's move: {move}"), move=found[1].text())
    if found[0] == "reveal":
        return verbs + ["rob-reveal"], Msg(N_("Turn over the top Trait Tile of Rob Bot's pile and enter it: 'rob-reveal TRAIT'."))
    return verbs, found[1]


def _around(state: State) -> tuple[list[str], Msg | None, bool, set[str]]:
    """What every player's verbs depend on: Rob Bot's verbs and note, whether
    Rob waits for a fact, and the players who owe a bonus now."""
    rob_verbs, rob_note = _rob_verbs(state)
    rob_fact = rob_note is not None and not rob_verbs
    return rob_verbs, rob_note, rob_fact, {decision.player for decision in state.owed.items}


def allowed(state: State, name: str) -> tuple[str, ...] | None:
    """The verbs `name` may use now: `expected(state).actors.get(name)`, worked
    out for that player alone (the fold of a session asks it once per event)."""
    player = state.players.get(name)
    if state.phase == "over" or player is None:
        return None
    rob_verbs, rob_fact = [], False
    if name == state.order[0]:  # Rob Bot's moves are recorded by the first player (see _verbs)
        rob_verbs, rob_note = _rob_verbs(state)
        rob_fact = rob_note is not None and not rob_verbs
    verbs, _ = _verbs(state, player, rob_verbs, rob_fact, (name,) if owes(state, name) else ())
    return verbs or None


def expected(state: State) -> Expectation:
    phase = Msg(PHASES[state.phase])
    if state.phase == "over":
        return Expectation(phase, {}, state.round or None, state.turn or None)
    actors: dict[str, tuple[str, ...]] = {}
    waiting: list[str] = []
    rob_verbs, rob_note, rob_fact, owing_players = _around(state)
    for name in state.order:
        verbs, must = _verbs(state, state.players[name], rob_verbs, rob_fact, owing_players)
        if verbs:
            actors[name] = tuple(verbs)
        if must:
            waiting.append(name)
    owing = [Msg(N_("{player} owes {owed}"), player=n, owed=listing(state, state.players[n])) for n in state.order if n in owing_players]
    note = rob_note or (Msg(N_("Waiting for: {players}."), players=", ".join(waiting)) if waiting else None)
    if owing:
        note = Msg(N_("{note} Bonuses to report (or 'skip'): {owed}."), note=note or "", owed=join(owing))
    return Expectation(phase, actors, state.round or None, state.turn or None, note, tuple(waiting))


def waiting_for(state: State) -> list[str]:
    """The players the game waits for now (others may only report facts or bonuses)."""
    rob_verbs, _, rob_fact, owing_players = _around(state)
    return [n for n in state.order if _verbs(state, state.players[n], rob_verbs, rob_fact, owing_players)[1]]
