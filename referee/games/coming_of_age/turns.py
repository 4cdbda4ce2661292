"""Whose decision it is now (`expected`): in the simultaneous phases every
player with something to do, at the Bus the players of the stop's step
(after Rob Bot), a bounce's choice before anything else, owed bonuses
reported with the bonus verbs, printed facts beside them, and Rob Bot's
next move or the fact he waits for."""

from __future__ import annotations

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


def fact_verbs(game: State) -> tuple[str, ...]:
    """The verbs that report printed facts in this session's format."""
    return FACT_VERBS if game.by_board else tuple(verb for verb in FACT_VERBS if verb != TILES_VERB)


def _required(game: State, p: Player) -> list[str]:
    """The verbs for what `p` still has to do in this phase (empty: nothing)."""
    if p.mood_steps:  # format 2: steps wait for the bonus owed before them (reported with the bonus verbs)
        return [] if waiting_for_bonus(game, p) else ["bounce"]
    if game.phase == "setup":
        return ([] if p.started else ["start"]) + (["row"] if game.needs_row and game.row is None else [])
    if game.phase == "explore":
        return ["roll"] if p.roll is None else ["choose"] if p.location is None else []
    can_memory = any(p.memory_unused.values()) and not p.memory_this_turn
    if game.phase == "experience":
        if not p.experienced:
            return ["experience"] + (["memory"] if can_memory else [])
        return [] if phase2_complete(game, p) else ["memory", "done"]
    if game.phase == "bus" and game.stop is not None and rob_done_here(game):
        stop = game.stop
        if p.name in stop.a_needed and p.name not in stop.a_done:
            others = [n for n in game.order if n != p.name and stop.location in game.players[n].presences]
            rob_here = game.rob is not None and stop.location in game.rob.presences
            return ["bus-stop"] + (["befriend"] if others or rob_here else [])
        if stop.step == "B" and p.name in stop.b_needed and p.name not in stop.b_done:
            return ["remember", "presence", "parent"]
        return []
    if game.phase == "final" and not p.turn_done:
        return ["done"] + (["memory"] if can_memory else [])
    return []


def waiting_for_bonus(game: State, p: Player) -> bool:
    """Format 2: `p`'s Mood steps wait while a bonus earned before them is owed."""
    return game.strict and owes(game, p.name)


def _can_overcome(game: State, p: Player) -> bool:
    """Frustrations "can be overcome ... by spending 4 Willpower Tokens at any time": this stays open
    during the whole turn (and the last Memory Token step) to every player with an unresolved
    Frustration, even when they have nothing else to do; the handler says when Willpower is short."""
    return game.phase in ("explore", "experience", "bus", "final") and any(t.frustration == UNRESOLVED for t in p.tracks.values())


def _verbs(game: State, p: Player, rob_verbs: list[str], rob_fact: bool) -> tuple[list[str], bool]:
    """The verbs `p` may use now, and whether `p` must act (a phase step, a bonus owed, Rob's move)."""
    if p.mood_steps and not waiting_for_bonus(game, p):
        return ["bounce"], True
    required = _required(game, p) + (rob_verbs if p.name == game.order[0] else [])
    must = bool(required or owes(game, p.name) or (rob_fact and p.name == game.order[0]))
    overcome = _can_overcome(game, p)
    confirmable = bool(p.from_catalog)  # format 3: a bonus applied by itself from the catalog may still be reported (personal_board.py)
    if not (must or overcome or confirmable):
        return [], False
    # Bonus reports are offered to a player who owes one, or who may still confirm a bonus applied by itself
    # from the catalog (format 3, personal_board.py); a report with nothing owed is refused by
    # `refusals.why_not_now`, which says where bonuses come from (or what became of the last one).
    bonuses = list(OWED_VERBS) if ((must and owes(game, p.name)) or confirmable) and game.phase != "setup" else []
    facts = list(fact_verbs(game)) if must else []  # printed facts, entered when they matter to what this player does now
    # Overcoming with 4 Willpower is open "at any time" (p. 7): a player who acts may try it, and its handler says why not.
    anytime = ["overcome"] if overcome or (must and game.phase != "setup") else []
    verbs = required + bonuses + facts + anytime
    return list(dict.fromkeys(verbs)), must


def _rob_verbs(game: State) -> tuple[list[str], Msg | None]:
    if not game.rob or game.phase in ("setup", "over"):
        return [], None
    verbs = []
    if game.phase == "explore" and game.rob.roll is None:
        verbs.append("rob-roll")
    found = bot.decision(game)
    if found is None:
        return verbs, None
    if found[0] == "move":
        return verbs + ["rob"], Msg(N_("Rob Bot's move: {move}"), move=found[1].text())
    if found[0] == "reveal":
        return verbs + ["rob-reveal"], Msg(N_("Turn over the top Trait Tile of Rob Bot's pile and enter it: 'rob-reveal TRAIT'."))
    return verbs, found[1]


def expected(game: State) -> Expectation:
    phase = Msg(PHASES[game.phase])
    if game.phase == "over":
        return Expectation(phase, {}, game.round or None, game.turn or None)
    actors: dict[str, tuple[str, ...]] = {}
    waiting: list[str] = []
    rob_verbs, rob_note = _rob_verbs(game)
    rob_fact = rob_note is not None and not rob_verbs
    for name in game.order:
        verbs, must = _verbs(game, game.players[name], rob_verbs, rob_fact)
        if verbs:
            actors[name] = tuple(verbs)
        if must:
            waiting.append(name)
    owing = [Msg(N_("{player} owes {owed}"), player=n, owed=listing(game, game.players[n])) for n in game.order if owes(game, n)]
    note = rob_note or (Msg(N_("Waiting for: {players}."), players=", ".join(waiting)) if waiting else None)
    if owing:
        note = Msg(N_("{note} Bonuses to report (or 'skip'): {owed}."), note=note or "", owed=join(owing))
    return Expectation(phase, actors, game.round or None, game.turn or None, note)


def waiting_for(game: State) -> list[str]:
    """The players the game waits for now (others may only report facts or bonuses)."""
    rob_verbs, rob_note = _rob_verbs(game)
    rob_fact = rob_note is not None and not rob_verbs
    return [n for n in game.order if _verbs(game, game.players[n], rob_verbs, rob_fact)[1]]
