"""Coming of Age refereed turn by turn: `RULES` is a core `HandlerRules`
(set-up, whose move it is, check and apply of every verb — each handler
validates, yields, then mutates, so checking a move copies nothing — status,
tally, numbered choices, hints) plus `bot_turn` (Rob Bot's moves in solo
mode, to be recorded in the log).

The modules: config (numbers from game.toml, the session formats), state
(dataclasses; `State.pending` is the decisions owed, in the core queue's
shape), grammar (verbs), board, mood, friendship, traits, requirements,
facts (printed facts, on the core FactBook), owed (bonuses earned from their
printed sources, owed until reported), bonus_queue (the bonuses owed, in the
core queue `State.owed`), progress (where a turn stands),
turns (whose decision it is), flow (the phases as a core `Flow` table),
rules (one handler per verb) and bonuses (the verbs that report or decline
an owed bonus), refusals (why a move is refused out of turn), bot (Rob
Bot), views (status, tally, hints, checklist).
"""

from __future__ import annotations

import copy
from typing import Any

from referee.core.engine import Expectation, IllegalMove, Setup
from referee.core.errors import BadInput
from referee.core.handlers import HandlerRules, checked
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.i18n import N_

from . import bot, choices, refusals, turns, views
from .board import SETUP_FACTS
from .config import CURRENT_FORMAT, FORMATS, GAME_ID, config
from .flow import FLOW, advance
from .grammar import FACT_VERBS, GRAMMAR, OWED_VERBS
from .personal_board import forget_applied
from .rob_auto import BY_HIMSELF, plays_by_himself
from .rules import HANDLERS, Handler, Steps
from .state import State, Player, Rob, Track
from .turns import open_fact_verbs


def validate_setup(setup: Setup) -> None:
    """Refuse a table Coming of Age cannot be played at, or an unknown option."""
    from referee.core.registry import check_table, get_game

    c = config()
    check_table(get_game(GAME_ID), setup.mode, setup.players)
    lowered = [p.lower() for p in setup.players]
    if setup.mode == "solo" and c.rob["character"] in lowered:
        raise BadInput(N_("'{name}' names Rob Bot's Character Token in solo mode: choose another player name."), name=c.rob["character"])
    tokens = setup.options.get("rob_tokens", c.rob["tokens"])
    if tokens not in c.rob["token_options"] or isinstance(tokens, bool):
        raise BadInput(N_("rob_tokens must be one of {options}, not {value}."), options=", ".join(map(str, c.rob["token_options"])), value=tokens)
    if "rob_tokens" in setup.options and setup.mode != "solo":
        raise BadInput(N_("rob_tokens is an option of solo mode only."))
    fmt = setup.options.get("format", FORMATS[0])
    if fmt not in FORMATS or isinstance(fmt, bool):
        raise BadInput(N_("format must be one of {options}, not {value}."), options=", ".join(map(str, FORMATS)), value=fmt)
    unknown = sorted(set(setup.options) - {"rob_tokens", "format"})
    if unknown:
        raise BadInput(ngettext("Unknown option for Coming of Age: {options}.", "Unknown options for Coming of Age: {options}.",
                                len(unknown), options=", ".join(unknown)))


def new_state(setup: Setup) -> State:
    """The state before the first event: each player's board as set up, Rob Bot in solo."""
    c = config()
    players = {}
    for name in setup.players:
        tracks = {t: Track() for t in c.tracks}
        for t in c.tracks[: c.mood["start_tracks"]]:
            tracks[t].pos = c.center
        players[name] = Player(name=name, vep=c.player["start_vep"], tracks=tracks, frustration_supply=c.frustration["per_player"],
                               interest_supply=c.player["interest_tokens"])
    state = State(mode=setup.mode, order=list(setup.players), players=players, format=setup.options.get("format", FORMATS[0]),
                 unlocked_tracks=c.mood["start_tracks"], available=c.round_locations[0])
    if setup.mode == "solo":
        state.rob = Rob(vep=c.player["start_vep"], interest_supply=c.player["interest_tokens"],
                       tokens=setup.options.get("rob_tokens", c.rob["tokens"]), pile=c.rob["start_traits"])
    return state


def anytime(state: State) -> dict[str, tuple[str, ...]]:
    """Printed facts may be reported by any player at any moment of the game
    (a fact is not a move in turn): a session recorded where a fact was
    unknown replays where the catalog knows it, its fact lines then
    reporting what is already known."""
    if state.phase == "over":
        return {}
    verbs = open_fact_verbs(state)
    return {name: verbs for name in state.order}


def _handler(verb: Handler):
    """A verb's handler as `HandlerRules` calls it: with the acting player's
    board, and refused once the game is over."""
    def handler(state: State, move: Move) -> Steps:
        if state.phase == "over":
            raise IllegalMove(N_("The game is over: no more moves."))
        player = state.players[move.player]
        steps = checked(verb(state, player, move))
        yield
        if move.verb not in OWED_VERBS and move.verb not in FACT_VERBS:
            forget_applied(player)  # a bonus applied by itself from the catalog is reported right after, or never
            if move.verb != "parent":
                player.parent_by_itself = False  # likewise a Parent Card played by itself
        return (yield from steps)  # the verb's changes (handlers.checked)

    handler.__doc__ = verb.__doc__
    return handler


class _Flow:
    """The flow as `HandlerRules` drives it: the core `Flow` table (flow.FLOW),
    whose turn it is as turns.expected says, and after every move what
    resolves itself (flow.advance)."""

    # the game's functions themselves (no call in between: a fold asks `allowed` and `advance` at every event)
    start = staticmethod(FLOW.start)
    expected = staticmethod(views.expected)
    allowed = staticmethod(turns.allowed)
    advance = staticmethod(advance)


class ComingOfAgeRules(HandlerRules):
    """The handlers, flow and data above, with what Coming of Age adds: the
    format a new session is written in, its own refusals out of turn, and
    Rob Bot's turn."""

    apply_refuses = True  # `apply` runs the handler's checks first: it refuses what `check` refuses

    def session_options(self, setup: Setup) -> dict[str, Any]:
        """Options a new session records: the format it is written in, so a
        later version of the referee replays it with the same grammar."""
        return {"format": CURRENT_FORMAT}

    def why_not_now(self, state: State, move: Move, expectation: Expectation) -> IllegalMove | None:
        """A clearer refusal of a move out of turn (see refusals.py), or None."""
        return refusals.why_not_now(state, move, expectation)

    def bot_turn(self, state: State) -> list[Move]:
        """Rob Bot's moves from here until he needs the table (a revealed tile, a
        printed fact, dice) or it is the player's turn; record them in order."""
        if plays_by_himself(state):
            raise BadInput(BY_HIMSELF)
        moves: list[Move] = []
        state = copy.deepcopy(state)  # the caller's state stays as it is
        while True:
            found = bot.decision(state)
            if found is None or found[0] != "move":
                break
            moves.append(found[1])
            self.apply(state, found[1])
        if not moves and found is not None:  # Rob waits for the table: say for what, and how to report it
            if found[0] == "fact":
                raise BadInput(found[1])
            raise BadInput(N_("Turn over the top Trait Tile of Rob Bot's pile and report it with 'referee do \"{player}: rob-reveal TRAIT\"'."),
                           player=state.order[0])
        return moves


RULES = ComingOfAgeRules(
    game_id=GAME_ID,
    grammar=GRAMMAR,
    handlers={verb: _handler(handler) for verb, handler in HANDLERS.items()},
    flow=_Flow(),  # type: ignore[arg-type]
    new_state=new_state,
    checklist=views.checklist,
    status=views.status,
    tally=views.tally,
    validate_setup=validate_setup,
    choices=choices.propose,
    hints=views.hints,
    anytime=anytime,
    end_rule_ids=("end.trigger",),  # a move after the end: the game ends after round 4 (p. 11)
    setup_facts=SETUP_FACTS,  # the Main Board's order of locations, fixed when a session starts
)
