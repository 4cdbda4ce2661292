"""Rob Bot, the solo opponent ("Solo Mode"): his next move worked out from the
state, so the referee can record it (`rob` moves, under the human player's
name) and refuse a recorded Rob move that his rules would not make.

`decision(state)` is one of:
  ("move", Move)  Rob's next move;
  ("reveal", None) Rob plays the top tile of his face-down pile: the player
                   turns it over and reports it with `rob-reveal TRAIT`;
  ("fact", Msg)   a printed fact is needed first (a Bus Stop Tile, what a
                  location requires, the VEP spaces of a track);
  None            nothing for Rob to do now.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.i18n import N_

from .board import die_location, tile_fact
from .config import config
from .facts import friendship_vep, fulfillment_vep
from .facts import needs as needs_of
from .state import State

STEP_B = ("presence", "memory", "motivation")


def _human(state: State) -> str:
    return state.order[0]


def _move(state: State, action: str, *values: Any) -> tuple[str, Move]:
    return "move", Move(_human(state), "rob", (action, tuple(str(v) for v in values)))


def interest_places(state: State) -> list[int]:
    """"place those that he can, starting with the lowest-value Die, in ascending order"."""
    rob = state.rob
    return sorted(rob.roll)[: rob.interest_supply]


def mimic_target(state: State) -> tuple[str, str] | None:
    """The available Trait Tile (the player's or the neutral row's) worth the most
    VEP that Rob has not mimicked yet; ties go to the player's tiles, left first."""
    c = config()
    done = {t for _, t in state.rob.mimics}
    human = _human(state)
    options = [(human, t) for t in state.players[human].played] + [("row", t) for t, _ in state.row or []]
    options = [o for o in options if o[1] not in done]
    if not options:
        return None
    return max(options, key=lambda o: c.trait_vep(o[1]))


def step_a(state: State):
    rob, location = state.rob, state.stop.location
    tile = tile_fact(state, location)
    if tile is None:
        return "fact", Msg(N_("Rob Bot needs the Bus Stop Tile at location {location}: report what it shows with 'referee do \"{player}: location {location} stop CHARACTER\"' (or 'stop bonus')."),
                           location=location, player=_human(state))
    if tile != "bonus":
        if friendship_vep(state) is None:
            return "fact", Msg(N_("Rob Bot needs the VEP-only spaces of his Friendship Track, from the top: report them with 'referee do \"{player}: board friendship-vep LEVEL=VEP ...\"'."),
                               player=_human(state))
        return _move(state, "friend", tile)
    if len(rob.played) > len(rob.mimics):
        target = mimic_target(state)
        if target:
            return _move(state, "mimic", *target)
    if rob.pile > 0 and len(rob.played) < config().scoring["max_traits_played"]:
        return "reveal", None
    return _move(state, "draw")


def _required(state: State, location: int):
    needs = needs_of(state, location)
    if needs is None:
        return "fact", Msg(N_("Rob Bot needs what location {location} requires: report it with 'referee do \"{player}: location {location} needs COLOUR [COLOUR] [willpower]\"'."),
                           location=location, player=_human(state))
    return needs


def step_b(state: State, index: int):
    rob, location = state.rob, state.stop.location
    action = STEP_B[index]
    if action == "presence":
        if rob.tokens - len(rob.presences) > 0 and location not in rob.presences:
            return _move(state, "presence", location)
        return None
    needs = _required(state, location)
    if isinstance(needs, tuple):
        return needs
    if action == "memory":
        colour = max(needs, key=lambda colour: rob.motivation.get(colour, 0))
        if rob.motivation.get(colour, 0) > 0:
            return _move(state, "memory", location, colour)
        return None
    return _move(state, "motivation", location, *needs)


def decision(state: State):
    rob = state.rob
    if rob is None or state.phase in ("setup", "over"):
        return None
    if state.phase == "explore":
        if rob.roll is not None and not rob.interest_done:
            return _move(state, "interest", *interest_places(state))
        location = state.players[_human(state)].location
        if rob.interest_done and location is not None and not rob.followed:
            if rob.interest.get(location) and fulfillment_vep(state) is None:
                return "fact", Msg(N_("Rob Bot advances on his Personal Fulfillment Track: report its VEP spaces with 'referee do \"{player}: board fulfillment-vep SPACE=VEP ...\"' (space 1 is the start)."),
                                   player=_human(state))
            return _move(state, "follow", location)
        return None
    if state.phase == "bus" and state.stop is not None:
        stop = state.stop
        if stop.rob_a and not stop.rob_a_done:
            return step_a(state)
        if stop.rob_b:
            for index in range(stop.rob_b_next, len(STEP_B)):
                found = step_b(state, index)
                if found is not None:  # actions that are not possible are skipped
                    return found
        return None
    if state.phase == "final" and rob.pile > 0:
        return "reveal", None
    return None


def check(state: State, move: Move) -> None:
    """A recorded `rob` move must be the one Rob's rules give now."""
    found = decision(state)
    if found is None or found[0] != "move":
        raise IllegalMove(N_("Rob Bot has no move to make now."), rule_ids=("solo.overview",))
    if found[1] != move:
        raise IllegalMove(N_("Rob Bot's next move is '{expected}', not '{got}'."), rule_ids=_rules(found[1]), expected=found[1].text(), got=move.text())


def _rules(move: Move) -> tuple[str, ...]:
    return {
        "interest": ("solo.rob-roll", "solo.rob-interest-shortage"), "follow": ("solo.rob-die", "solo.rob-fulfillment"),
        "mimic": ("solo.rob-mimic",), "draw": ("solo.rob-draw-trait",), "friend": ("solo.rob-friendship", "solo.rob-level-zero"),
        "presence": ("solo.rob-presence",), "memory": ("solo.rob-memory-vep",), "motivation": ("solo.rob-motivation",),
    }[move.args[0]]


def apply(state: State, move: Move) -> list[Msg]:
    c = config()
    rob = state.rob
    action, values = move.args[0], move.args[1]
    name = c.scoring["rob_name"]
    if action == "interest":
        for value in values:
            location = int(value)
            rob.interest[location] = rob.interest.get(location, 0) + 1
            rob.interest_supply -= 1
        rob.interest_done = True
        if not values:  # "If no Tokens remain, he does nothing."
            return [Msg(N_("{rob} has no Interest Tokens left: he places none."), rob=name)]
        return [Msg(N_("{rob} places Interest Tokens on {locations}."), rob=name, locations=", ".join(values))]
    if action == "follow":
        location = int(values[0])
        count = rob.interest.pop(location, 0)
        rob.interest_supply += count
        rob.followed = True
        gained = 0
        for _ in range(count):
            spaces = fulfillment_vep(state) or {}
            ahead = [s for s in sorted(spaces) if s > rob.fulfillment]
            if ahead:
                rob.fulfillment = ahead[0]
                gained += spaces[ahead[0]]
            else:
                gained += c.rob["overflow_vep"]
        rob.vep += gained
        if not count:
            return [Msg(N_("{rob} puts a Die at location {location}; he has no Interest Token there."), rob=name, location=location)]
        return [ngettext("{rob} puts a Die at location {location} and advances {n} space on his Personal Fulfillment Track: +{vep} VEP.",
                         "{rob} puts a Die at location {location} and advances {n} spaces on his Personal Fulfillment Track: +{vep} VEP.",
                         count, rob=name, location=location, vep=gained)]
    stop = state.stop
    if action in ("mimic", "draw", "friend"):
        stop.rob_a_done = True
    if action == "mimic":
        owner, trait = values
        rob.mimics.append([owner, trait])
        rob.vep += c.trait_vep(trait)
        return [Msg(N_("{rob} mimics {trait} of {owner}: +{vep} VEP."), rob=name, trait=trait, owner=owner, vep=c.trait_vep(trait))]
    if action == "draw":
        rob.pile += 1
        return [Msg(N_("{rob} draws a Trait Tile face down onto his pile ({count})."), rob=name, count=rob.pile)]
    if action == "friend":
        spaces = friendship_vep(state) or []
        taken = {index for index, _ in rob.friendship}
        free = [i for i in range(len(spaces)) if i not in taken]
        if not free:
            return [Msg(N_("{rob}: no free VEP space on his Friendship Track."), rob=name)]
        index = free[0]
        level, vep = spaces[index]
        rob.friendship.append([index, level])
        rob.vep += vep
        return [Msg(N_("{rob} places {character} at level {level} of his Friendship Track: +{vep} VEP."), rob=name, character=values[0], level=level, vep=vep)]
    stop.rob_b_next = STEP_B.index(action) + 1
    location = int(values[0])
    if action == "presence":
        rob.presences.append(location)
        return [Msg(N_("{rob} leaves a Presence at location {location}."), rob=name, location=location)]
    if action == "memory":
        colour = values[1]
        vep = c.memory_vep(rob.motivation.get(colour, 0))
        rob.vep += vep
        return [Msg(N_("{rob} scores the Memory with his {colour} Motivation Tokens: +{vep} VEP (he keeps them)."), rob=name, colour=colour, vep=vep)]
    for colour in values[1:]:
        rob.motivation[colour] = rob.motivation.get(colour, 0) + 1
    return [Msg(N_("{rob} gains Motivation: {colours}."), rob=name, colours=", ".join(values[1:]))]


def reveal(state: State, trait: str) -> Generator[None, None, list[Msg]]:
    """`rob-reveal`: the top tile of Rob's pile, played now or scored at the
    end (a part of a handler: checks, `yield`, then the tile moves)."""
    from .traits import check_in_pile, trait_name

    c = config()
    rob = state.rob
    found = decision(state)
    if found is None or found[0] != "reveal":
        raise IllegalMove(N_("Rob Bot is not turning a Trait Tile over now."), rule_ids=("solo.rob-play-trait", "solo.final-scoring"))
    check_in_pile(state, trait)
    yield
    rob.pile -= 1
    name = c.scoring["rob_name"]
    if state.phase == "final":
        rob.revealed.append(trait)
        return [Msg(N_("{rob} reveals {trait} from his pile: {vep} VEP at the final scoring."), rob=name, trait=trait_name(trait), vep=c.trait_vep(trait))]
    rob.played.append(trait)
    rob.vep += c.trait_vep(trait)
    state.stop.rob_a_done = True
    return [Msg(N_("{rob} plays {trait} on slot {slot}: +{vep} VEP and a Mimic Trait Token."), rob=name, trait=trait_name(trait), slot=len(rob.played), vep=c.trait_vep(trait))]


def roll(state: State, values: tuple[int, ...]) -> list[Msg]:
    state.rob.roll = [die_location(v) for v in values]
    return [Msg(N_("{rob} rolls {values}."), rob=config().scoring["rob_name"], values=" ".join(map(str, values)))]
