"""What the table sees: who may act now (`expected`), the tracked state
(`status`), the end-of-game tally for the scorer (`tally`), the Traits a
player could play and the Goals met now (`hints`), and the set-up checklist.
"""

from __future__ import annotations

from typing import Any

from referee.core.engine import Setup, must_act
from referee.core.messages import Msg, Names, ngettext
from referee.i18n import N_

from .bonus_queue import owed_by
from .config import BY_BOARD, BY_TILE, FORMATS, config
from .facts import goal_details, needs_details
from .requirements import goal_met, trait_met
from .state import UNRESOLVED, State, Player
from .traits import trait_name
from .turns import expected, waiting_for, waiting_for_bonus



def _player_status(state: State, player: Player) -> dict[str, Any]:
    return {
        "vep": player.vep, "willpower": player.willpower,
        "motivation": {k: v for k, v in player.motivation.items() if v},
        "memory_unused": {k: v for k, v in player.memory_unused.items() if v},
        "memory_used": {k: v for k, v in player.memory_used.items() if v},
        "mood": {t: None if s.pos is None else {"space": s.pos + 1, "of": config().length, "frustration": s.frustration}
                 for t, s in player.tracks.items()},
        "frustration_supply": player.frustration_supply,
        "interest": {str(k): v for k, v in sorted(player.interest.items())}, "interest_supply": player.interest_supply,
        "fulfillment": player.fulfillment + 1,
        "presences": sorted(player.presences),
        "friends": {n: {"level": f.level, "space": f.space} for n, f in player.friends.items()},
        "hand": list(player.hand), "played": list(player.played), "mimics": [list(m) for m in player.mimics],
        "goals": list(player.goals), "parent_cards": player.parent_cards,
        "dice": player.dice, "roll": player.roll, "location": player.location,
        # a left bounce waiting for 'bounce frustration|vep' (p. 8); steps that only wait for a bonus owed before them are no bounce
        "pending_bounce": player.mood_steps[0].track if player.mood_steps and not waiting_for_bonus(state, player) else None,
        "owed": [o.source for o in owed_by(state, player.name)],
        "board_bonuses": dict(player.printed),
    }


def decisions_now(state: State) -> list[dict[str, Any]]:
    """`status`'s "must_act", in the core queue's shape: for each player the
    game waits for, in seat order, the decisions they owe (`State.pending`:
    each bonus to report, a bounce's choice), else the phase's step."""
    phase = expected(state)
    owed = state.pending
    found: list[dict[str, Any]] = []
    for name in waiting_for(state):
        found += [decision.to_json() for decision in owed.for_player(name)] or must_act(phase, [name], source=state.phase)
    return found


def status(state: State) -> dict[str, Any]:
    data: dict[str, Any] = {
        "mode": state.mode, "round": state.round, "turn": state.turn, "phase": state.phase,
        "available_locations": state.available,
        "must_act": decisions_now(state),
        "bus": ({"location": state.stop.location, "step": state.stop.step} if state.stop else None),
        "neutral_row": state.row,
        "players": {n: _player_status(state, state.players[n]) for n in state.order},
    }
    if state.rob:
        r = state.rob
        data["rob"] = {"vep": r.vep, "motivation": {k: v for k, v in r.motivation.items() if v}, "presences": r.presences,
                       "pile": r.pile, "played": r.played, "mimics": r.mimics, "interest": {str(k): v for k, v in r.interest.items()},
                       "fulfillment": r.fulfillment + 1, "friendship": [lvl for _, lvl in r.friendship], "dice": r.dice}
    return data


def tally(state: State) -> dict[str, Any]:
    c = config()
    players = {}
    for name in state.order:
        p = state.players[name]
        goals = {}
        for goal in p.goals:
            if needs_details(goal):
                details = goal_details(state, p, goal)
                if details is not None:
                    goals[goal] = dict(details)
            else:
                goals[goal] = {}
        players[name] = {
            "vep": p.vep,
            "unresolved_frustration": sum(1 for t in p.tracks.values() if t.frustration == UNRESOLVED),
            "traits_played": len(p.played), "mimicked": len(p.mimics),
            "friendship": sorted(f.level for f in p.friends.values()),
            "presences": sorted(p.presences), "parent_cards": p.parent_cards,
            "willpower": p.willpower, "motivation": sum(p.motivation.values()),
            "memory_unused": {k: v for k, v in p.memory_unused.items() if v},
            "memory_used": {k: v for k, v in p.memory_used.items() if v},
            "fulfillment_end": p.fulfillment >= c.fulfillment_last,
            "goals": goals,
        }
    data: dict[str, Any] = {"game": c.data["id"], "mode": state.mode, "players": players}
    if state.rob:
        r = state.rob
        data["rob"] = {"name": c.scoring["rob_name"], "vep": r.vep, "trait_pile": list(r.revealed), "motivation": sum(r.motivation.values()),
                       "traits_played": len(r.played), "mimicked": len(r.mimics), "friendship": sorted(lvl for _, lvl in r.friendship)}
    return data


def hints(state: State, name: str) -> list[Msg]:
    c = config()
    p = state.players[name]
    out = []
    if len(p.played) < c.scoring["max_traits_played"]:
        for trait in p.hand:
            ok, reason = trait_met(state, p, trait)
            if ok:
                out.append(Msg(N_("You can play {trait} now ({reason})."), trait=trait_name(trait), reason=reason))
    for goal in p.goals:
        ok, reason = goal_met(state, p, goal)
        if ok:
            spec = c.goals[goal]
            out.append(Msg(N_("Goal {goal} is met now ({reason})."), goal=Names({"en": spec["en"], "es": spec["es"]}), reason=reason))
    return out


def checklist(setup: Setup) -> list[Msg]:
    c = config()
    open_at_start, last_location = c.round_locations[0], c.round_locations[-1]
    steps = [
        Msg(N_("Main Board in the middle; Roadblock Tiles on locations {first} to {last}."), first=open_at_start + 1, last=last_location),
        Msg(N_("One random Bus Stop Tile face up under each of the {count} locations."), count=last_location),
        Msg(N_("Shuffle the Memory Cards; one face up on each of locations 1 to {last}."), last=open_at_start),
        ngettext("Set the {n} Starting Trait Tile aside; shuffle the other Trait Tiles into a face-down pile; Goal Tiles by letter, face down.",
                 "Set the {n} Starting Trait Tiles aside; shuffle the other Trait Tiles into a face-down pile; Goal Tiles by letter, face down.", c.data["board"]["starting_trait_tiles"]),
        Msg(N_("General supply: the neutral Character Tokens, Memory Tokens, Willpower Tokens, turquoise and green Motivation Tokens; the other Motivation Tokens and Dice in the unavailable supply.")),
        ngettext("Each player: Personal Board; turquoise and green Mood Counters on their central spaces, the other {n} in supply.",
                 "Each player: Personal Board; turquoise and green Mood Counters on their central spaces, the other {n} in supply.",
                 len(c.tracks) - c.mood["start_tracks"]),
        ngettext("Each player: Personal Fulfillment Counter on its start; {n} Mimic Trait Token on the Trait spaces; {interest} Interest Tokens and {frustration} Frustration Tokens in supply.",
                 "Each player: Personal Fulfillment Counter on its start; {n} Mimic Trait Tokens on the Trait spaces; {interest} Interest Tokens and {frustration} Frustration Tokens in supply.",
                 c.player["mimic_tokens"], interest=c.player["interest_tokens"], frustration=c.frustration["per_player"]),
        ngettext("Each player: VEP Counter on space {vep}; {presences} Character Tokens in supply, the other {n} to the general supply.",
                 "Each player: VEP Counter on space {vep}; {presences} Character Tokens in supply, the other {n} to the general supply.",
                 c.player["character_tokens"] - c.scoring["presence_tokens"], vep=c.player["start_vep"], presences=c.scoring["presence_tokens"]),
        Msg(N_("Each player: shuffle your Parent Cards and draw {cards}; take your {faces}-sided Die."), cards=c.player["parent_hand"], faces=c.faces[0]),
    ]
    by_board = setup.options.get("format", FORMATS[0]) >= BY_BOARD  # format 3: the Personal Board is named, the tiles reported at once
    by_tile = setup.options.get("format", FORMATS[0]) >= BY_TILE  # format 4: bonus tiles and Rob Bot's board are named
    solo_types, letters = ", ".join(c.scoring["solo_goal_types"]), ", ".join(c.player["goal_types"])  # p. 3 and solo set-up: the Goal Tiles drawn
    if setup.mode == "solo" and by_tile:
        steps.append(Msg(N_("You: a Starting Trait Tile, Goal Tiles of types {types}, and your Personal Board; then Rob Bot's Personal Board. Report them: 'NAME: start TRAIT GOAL GOAL GOAL GOAL COLOUR ROB-COLOUR'."),
                         types=solo_types))
    elif setup.mode == "solo":
        steps.append(Msg(N_("You: a Starting Trait Tile, Goal Tiles of types {types}, and your Personal Board. Report them: 'NAME: start TRAIT GOAL GOAL GOAL GOAL COLOUR'."), types=solo_types)
                     if by_board else Msg(N_("You: a Starting Trait Tile and Goal Tiles of types {types}. Report them: 'NAME: start TRAIT GOAL GOAL GOAL GOAL'."), types=solo_types))
    else:
        steps.append(Msg(N_("Each player: a Starting Trait Tile, one Goal Tile of each letter {letters}, and the Personal Board of their colour. Report them: 'NAME: start TRAIT GOAL GOAL GOAL GOAL COLOUR'."), letters=letters)
                     if by_board else Msg(N_("Each player: a Starting Trait Tile and one Goal Tile of each letter {letters}. Report them: 'NAME: start TRAIT GOAL GOAL GOAL GOAL'."), letters=letters))
    if by_tile:
        steps.append(Msg(N_("Report the Bus Stop Tiles under locations 1 to {count} once, each a neutral character or 'bonus:NAME', a bonus tile named after what it shows (the same name at every game night, so what it gives is asked once ever): 'NAME: tiles purple bonus:2vep grey ...'."),
                         count=last_location))
    elif by_board:
        steps.append(Msg(N_("Report the Bus Stop Tiles under locations 1 to {count} once, each a neutral character or 'bonus': 'NAME: tiles purple bonus grey ...'."),
                         count=last_location))
    if setup.mode in ("two-player", "solo"):
        steps.append(ngettext("Place {n} random Trait Tile in a row (levels 1 to {n}), each with a different neutral character. Report it: 'NAME: row TRAIT:CHARACTER ...'.",
                              "Place {n} random Trait Tiles in a row (levels 1 to {n}), each with a different neutral character. Report it: 'NAME: row TRAIT:CHARACTER ...'.", c.row))
    if setup.mode == "solo":
        tokens = setup.options.get("rob_tokens", c.rob["tokens"])
        # the Frustration Token's side shows what an overcome Frustration gives ("Gain 4 VEP if the Token is on the far left")
        steps.append(ngettext("Rob Bot: {tokens} Character Tokens and his Interest Tokens; a Frustration Token ({vep} VEP side) on his Fulfillment bounce space; {n} random Trait Tile face down; no Goals, Parent Cards, Mood Counters or Frustration Tokens.",
                              "Rob Bot: {tokens} Character Tokens and his Interest Tokens; a Frustration Token ({vep} VEP side) on his Fulfillment bounce space; {n} random Trait Tiles face down; no Goals, Parent Cards, Mood Counters or Frustration Tokens.",
                              c.rob["start_traits"], tokens=tokens, vep=c.mood["overcome_bounce_vep"]))
    if by_tile:
        steps.append(Msg(N_("Enter printed facts the first time they matter, all of a location on one line: 'location N experience ... needs ...'; Goal Tiles when asked: 'goal GOAL ...'. A Personal Board's spaces when a bonus asks ('gain ...'), or read off the board once: 'NAME: board turquoise 1=vep:1 3=trait ... fulfillment 2=willpower:1 ... friendship 1-left=vep:1 ...'.")))
    elif by_board:
        steps.append(Msg(N_("Enter printed facts the first time they matter, all of a location on one line: 'location N experience ... needs ...'; Goal Tiles when asked: 'goal GOAL ...'.")))
    else:
        steps.append(Msg(N_("Enter printed facts the first time they matter: 'location N needs ...', 'location N experience ...', 'location N stop ...', 'goal GOAL ...'.")))
    return steps
