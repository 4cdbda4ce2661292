"""The verbs that report a bonus (`gain`, `mood`, `friend`, `intimacy`,
`draw-trait`, `play-trait`, `mimic`, `overcome ... bonus`) and `skip`, which
declines one. Each resolves a bonus the player is owed (`owed.reported`): the
one named with `@SOURCE`, or the oldest; with none owed the report is
refused, so an invented gain is caught. Like every handler they check, then
`yield`, then change the state: the report and its effect are checked first
(an effect is itself a part that checks, yields, then applies), then the
bonus is resolved, a board space's bonus remembered for that player
(`owed.settle`) and the effect applied.

`overcome TRACK willpower` is not a bonus: 4 Willpower Tokens "at any time".
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from referee.core.engine import IllegalMove
from referee.core.handlers import checked
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.core.pending import Decision
from referee.i18n import N_

from . import facts, personal_board, traits
from .board import meet, resolve_character
from .bonus_queue import put_back, resolve, set_aside
from .config import config
from .friendship import raise_friend
from .mood import add_vep, enqueue, resume, steps
from .owed import fact_key, gift_of, label, printed, reported, settle
from .state import OVERCOME, UNRESOLVED, State, Player

Steps = Generator[None, None, list[Msg]]
Effect = Callable[[State, Player, Move], Steps]


def _gain(state: State, player: Player, move: Move) -> Steps:
    """'gain N vep|willpower' or 'gain N motivation|memory COLOUR': what the bonus gave."""
    c = config()
    amount, kind, colour = move.args[0], move.args[1], move.arg(2)
    colour = colour.lower() if colour else None
    if kind in ("vep", "willpower"):
        if colour is not None:
            raise IllegalMove(N_("'{kind}' takes no colour."), rule_ids=("mood-tracks.bonuses",), kind=kind)
        yield
        if kind == "vep":
            add_vep(player, amount)
        else:
            player.willpower += amount
        return [Msg(N_("{player} gains {amount} {kind}."), player=player.name, amount=amount, kind=kind)]
    if colour is None:
        raise IllegalMove(N_("Say the colour: 'gain {amount} {kind} COLOUR'."), rule_ids=("mood-tracks.bonuses",), amount=amount, kind=kind)
    if kind == "motivation":
        open_colours = c.tracks[: state.unlocked_tracks]
        if colour not in open_colours:
            raise IllegalMove(N_("{colour} Motivation Tokens are still in the unavailable supply; available: {available}."),
                              rule_ids=("setup.unavailable-supply", "end-of-round.motivation-tokens"), colour=colour, available=", ".join(open_colours))
        yield
        player.motivation[colour] = player.motivation.get(colour, 0) + amount
    else:
        facts.check_memory_colour(state, colour, amount)
        yield
        if amount > 0:
            player.memory_unused[colour] = player.memory_unused.get(colour, 0) + amount
    return [Msg(N_("{player} gains {amount} {colour} {kind}."), player=player.name, amount=amount, colour=colour, kind=kind)]


def _mood(state: State, player: Player, move: Move) -> Steps:
    """'mood TRACK N': the bonus moves a Mood Counter N steps (negative: to the left)."""
    track, count = move.args[0], move.args[1]
    if count == 0:
        raise IllegalMove(N_("A Mood Counter moves at least one step."), rule_ids=("mood-tracks.bonuses",))
    if player.tracks[track].pos is None:
        raise IllegalMove(N_("The {track} Mood Track is not available yet."), rule_ids=("experience.locked-track",), track=track)
    yield
    if state.strict:  # this bonus moves now, before the steps that wait for it (p. 8)
        player.mood_steps[0:0] = steps(track, count)
        return []
    return enqueue(state, player, steps(track, count))


def _friend(state: State, player: Player, move: Move) -> Steps:
    """'friend CHARACTER': a Friendship Bonus, a new character at level 0 or a known one a level up."""
    character = resolve_character(state, player.name, move.args[0])
    befriending = checked(raise_friend(state, player, character, move.arg(1)))
    yield
    meet(state, character)
    return (yield from befriending)


def _intimacy(state: State, player: Player, move: Move) -> Steps:
    """'intimacy CHARACTER': an Intimacy Bonus, a character at level 4 or more a level up."""
    return (yield from raise_friend(state, player, resolve_character(state, player.name, move.args[0]), move.arg(1), intimacy=True))


def _overcome(state: State, player: Player, move: Move) -> Steps:
    track = move.args[0]
    if player.tracks[track].frustration != UNRESOLVED:
        raise IllegalMove(N_("There is no unresolved Frustration on {player}'s {track} Mood Track."), rule_ids=("frustration.overcome",), player=player.name, track=track)
    yield
    player.tracks[track].frustration = OVERCOME
    return [Msg(N_("{player} overcomes the Frustration on {track}: the Token flips to the far left."), player=player.name, track=track)]


def _resolving(effect: Effect, doc: str | None = None):
    """A handler that resolves one owed bonus with `effect` and remembers a board space's bonus."""
    def handler(state: State, player: Player, move: Move) -> Steps:
        gift = gift_of(move)
        applied = personal_board.applied_bonus(state, player, move, printed(state, gift))
        if applied is not None:
            yield
            return personal_board.confirm(state, player, applied, fact_key(state, player, applied[0]))
        owed = reported(state, player, move, gift)
        applying = checked(effect(state, player, move))
        yield
        resolve(state, owed)
        settle(state, player, owed, gift)  # before the later bonuses are set aside: those from the same space expect it too
        later = held_back(state, player)
        out = [Msg(N_("{player} reports the bonus of {source}."), player=player.name, source=label(owed.source))] + (yield from applying)
        player.last_bonus = [owed.source, "reported", move.text().split(":", 1)[1].strip()]
        return out + after_resolving(state, player, later)

    handler.__doc__ = f"Report an owed bonus (the one named with @SOURCE, or the oldest): {doc or effect.__doc__}"
    return handler


def do_overcome(state: State, player: Player, move: Move) -> Steps:
    """With the Overcoming Bonus (an owed bonus) or "by spending 4 Willpower Tokens at any time"."""
    if move.args[1] == "bonus":
        return (yield from _resolving(_overcome)(state, player, move))
    if move.arg(2):
        raise IllegalMove(N_("Overcoming with Willpower resolves no bonus: leave out '{source}'."), rule_ids=("frustration.overcome",), source=move.args[2])
    cost = config().frustration["overcome_willpower"]
    if player.tracks[move.args[0]].frustration == UNRESOLVED and player.willpower < cost:
        raise IllegalMove(N_("Overcoming a Frustration needs {cost} Willpower, {player} has {have}."), rule_ids=("frustration.overcome",),
                          cost=cost, player=player.name, have=player.willpower)
    out = yield from _overcome(state, player, move)
    player.willpower -= cost
    return out


def do_skip(state: State, player: Player, move: Move) -> Steps:
    """The 'skip' move: Decline an owed bonus (the oldest, or the one named with @SOURCE)."""
    applied = personal_board.returnable_bonus(state, player, move)
    if applied is not None:
        yield
        return personal_board.give_back(player, applied)
    owed = reported(state, player, move, None)
    yield
    resolve(state, owed)
    player.last_bonus = [owed.source, "declined", ""]
    later = held_back(state, player)
    return [Msg(N_("{player} declines the bonus of {source}."), player=player.name, source=label(owed.source))] + after_resolving(state, player, later)


def held_back(state: State, player: Player) -> list[Decision]:
    """Format 2: the bonuses owed after the one being resolved, set aside
    while it resolves — what it earns in turn ("you immediately gain the
    bonus", p. 8) comes before them (`after_resolving` puts them back)."""
    if not state.strict:
        return []
    return set_aside(state, player.name)


def after_resolving(state: State, player: Player, later: list[Decision]) -> list[Msg]:
    """Let the Mood steps waiting for this bonus move on (they belong to it,
    or come after it in the Experience Space), then put back the bonuses set
    aside, after those just earned."""
    out = resume(state, player)
    put_back(state, later)
    return out


BONUS_HANDLERS: dict[str, Effect] = {
    "gain": _resolving(_gain), "mood": _resolving(_mood), "friend": _resolving(_friend), "intimacy": _resolving(_intimacy),
    "draw-trait": _resolving(lambda s, p, m: traits.draw(s, p, m.args[0], m.arg(1)), "'draw-trait TILE [DISCARD]': a Trait Bonus spent drawing a Trait Tile."),
    "play-trait": _resolving(lambda s, p, m: traits.play(s, p, m.args[0]), "'play-trait TRAIT': a Trait Bonus spent playing a Trait Tile from the hand."),
    "mimic": _resolving(lambda s, p, m: traits.mimic(s, p, m.args[0], m.args[1]), "'mimic OWNER TRAIT': a Trait Bonus spent mimicking another player's (or the row's) Trait."),
    "overcome": do_overcome, "skip": do_skip,
}
