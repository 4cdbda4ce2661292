"""Mood Counters: unit moves, passive spaces and bounces ("Bouncing on a Track
to the Right / Left"), resolved one step at a time from a queue so that a
left bounce that needs the player's choice (Frustration Token or -2 VEP) can
wait for a `bounce` move and the rest of the queue continues afterwards.
Each step onto a space with an immediate bonus earns it (`owe`); steps
that spend Motivation, bounces and the passive rightmost space earn none.
`owe` lives here because earning a remembered Mood bonus moves Counters
again (the two recurse); naming and resolving owed bonuses is in owed.py.
"""

from __future__ import annotations

from typing import Any

from referee.core.messages import Msg, ngettext
from referee.i18n import N_

from .bonus_queue import expected_gift, owed_by, owes, queue_bonus, resolve
from .config import config
from . import personal_board
from .facts import memory_refusal
from .owed import AUTOMATIC, fact_key, known_gift, label, mood_space, show
from .state import OVERCOME, UNRESOLVED, State, Player, Step

# A remembered Mood move may reach a space whose remembered bonus moves a Counter again: at most
# this many are applied by themselves in one go (a loop of spaces would never end); the rest are owed.
AUTO_CHAIN = 12


def add_vep(player, amount: int) -> None:
    """VEP move on the VEP Track; the counter cannot go below 0."""
    player.vep = max(0, player.vep + amount)


def steps(track: str, count: int, bonus: bool = True) -> list[Step]:
    direction = 1 if count > 0 else -1
    return [Step(track, direction, bonus) for _ in range(abs(count))]


def needs_choice(player: Player) -> bool:
    return bool(player.mood_steps)


def enqueue(state: State, player: Player, queued: list[Step]) -> list[Msg]:
    player.mood_steps.extend(queued)
    return run(state, player)


def run(state: State, player: Player, choice: str | None = None) -> list[Msg]:
    """Resolve queued steps until done or until a left bounce needs a choice.

    In format 2 the queue also waits while `player` owes a bonus: "resolving
    them strictly from left to right ... for each step a Counter moves, you
    immediately gain the bonus" (p. 8), so a bonus earned by a step is
    reported (or skipped) before the next step moves, and a requirement is
    checked against the board as it is at that step (p. 9)."""
    c = config()
    mood = c.mood
    out: list[Msg] = []
    chain = AUTO_CHAIN
    while player.mood_steps and not (state.strict and owes(state, player.name)):
        step = player.mood_steps[0]
        track = player.tracks[step.track]
        reached = None
        if track.pos is None:  # "If the Experience Space tells you to move a Mood Counter that isn't available yet ... ignore"
            player.mood_steps.pop(0)
            out.append(Msg(N_("{player}: the {track} Mood Track is not available yet; its move is ignored."), player=player.name, track=step.track))
            continue
        if step.direction > 0:
            if track.pos < c.last:
                track.pos += 1
                if track.pos == c.last:
                    out.append(Msg(N_("{player}: {track} Counter reaches the passive bonus space."), player=player.name, track=step.track))
                elif step.bonus:
                    reached = track.pos
                    out.append(Msg(N_("{player}: {track} Counter to space {space}."), player=player.name, track=step.track, space=track.pos + 1))
                else:
                    out.append(Msg(N_("{player}: {track} Counter to space {space} (no bonus)."), player=player.name, track=step.track, space=track.pos + 1))
            elif track.frustration == UNRESOLVED:
                out.append(Msg(N_("{player}: {track} bounces right, but a Frustration Token covers the Motivation icon: nothing gained."), player=player.name, track=step.track))
            else:
                gained = mood["right_bounce_tokens"]  # "you gain the Motivation Token shown" (p. 8)
                player.motivation[step.track] = player.motivation.get(step.track, 0) + gained
                out.append(ngettext("{player}: {track} bounces right: +{n} {track} Motivation Token.", "{player}: {track} bounces right: +{n} {track} Motivation Tokens.",
                                    gained, player=player.name, track=step.track))
        else:
            if track.pos > 0:
                track.pos -= 1
                reached = track.pos if step.bonus else None
                key = N_("{player}: {track} Counter to space {space}.") if step.bonus else N_("{player}: {track} Counter to space {space} (no bonus).")
                out.append(Msg(key, player=player.name, track=step.track, space=track.pos + 1))
            elif track.frustration == UNRESOLVED:
                add_vep(player, mood["left_bounce_vep"])
                out.append(Msg(N_("{player}: {track} bounces left on an unresolved Frustration: {vep} VEP."), player=player.name, track=step.track, vep=mood["left_bounce_vep"]))
            elif track.frustration == OVERCOME:
                add_vep(player, mood["overcome_bounce_vep"])
                track.frustration = None
                player.frustration_supply += 1
                out.append(Msg(N_("{player}: {track} bounces left on an overcome Frustration: +{vep} VEP, the Token returns to the supply."), player=player.name, track=step.track, vep=mood["overcome_bounce_vep"]))
            else:
                if choice is None and player.frustration_supply > 0:
                    out.append(Msg(N_("{player}: {track} bounces left: say 'bounce frustration' or 'bounce vep'."), player=player.name, track=step.track))
                    return out
                if choice == "frustration":
                    track.frustration = UNRESOLVED
                    player.frustration_supply -= 1
                    out.append(Msg(N_("{player}: {track} bounces left: a Frustration Token on the far right."), player=player.name, track=step.track))
                else:
                    add_vep(player, mood["left_bounce_vep"])
                    out.append(Msg(N_("{player}: {track} bounces left: {vep} VEP."), player=player.name, track=step.track, vep=mood["left_bounce_vep"]))
                choice = None
        player.mood_steps.pop(0)
        if reached is not None:  # "for each step a Counter moves, you immediately gain the bonus of the corresponding space"
            before = len(player.mood_steps)
            out += owe(state, player, mood_space(step.track, reached + 1), inside_run=True, automatic=chain > 0)
            chain -= len(player.mood_steps) > before
    return out


def experience_space(state: State, player: Player, moves: list[list[Any]]) -> list[Msg]:
    """Phase 2: the icons of the player's Experience Space queued left to right, then resolved."""
    player.experienced = True
    queued = []
    for track, count in moves:
        queued += steps(track, count)
    return [Msg(N_("{player} resolves the Experience Space of location {location}."), player=player.name, location=player.location)] + enqueue(state, player, queued)


def to_center(state: State, player: Player, track: str) -> list[Msg]:
    """The centring Memory Token: "Move a Counter to the central space and gain that bonus twice"
    (p. 8; how many times is `[memory] center_bonus_times`)."""
    c = config()
    center, times = c.center, c.memory["center_bonus_times"]
    player.tracks[track].pos = center
    out: list[Msg] = [ngettext("{player}: {track} Counter to the central space; its bonus {n} time.",
                               "{player}: {track} Counter to the central space; its bonus {n} times.", times, player=player.name, track=track)]
    for _ in range(times):
        out += owe(state, player, mood_space(track, center + 1))
    return out


# --- earning a bonus ------------------------------------------------------------

def open_tracks(state: State, player: Player) -> list[str]:
    return [t for t in config().tracks if player.tracks[t].pos is not None]


def _automatic(state: State, player: Player, gift: list[Any] | None) -> bool:
    """A known bonus that needs no choice: a fixed amount of a fixed kind, or
    a Mood move with a single Counter it could move."""
    if not gift or gift[0] not in AUTOMATIC:
        return False
    if gift[0] == "mood" and len(gift) == 2:
        return len(open_tracks(state, player)) == 1
    return gift[0] not in ("motivation", "memory") or len(gift) > 2


def _possible(state: State, gift: list[Any]) -> bool:
    """Whether the supply allows a remembered bonus now: Motivation Tokens of
    an available colour, Memory Tokens the box still holds."""
    if gift[0] == "motivation":
        return gift[2] in config().tracks[: state.unlocked_tracks]
    if gift[0] == "memory":
        return memory_refusal(state, gift[2], gift[1]) is None
    return True


def _give(state: State, player: Player, gift: list[Any], inside_run: bool) -> list[Msg]:
    """Apply a remembered bonus that needs no choice and that the supply allows (`_possible`)."""
    kind = gift[0]
    if kind == "vep":
        add_vep(player, gift[1])
    elif kind == "willpower":
        player.willpower += gift[1]
    elif kind == "motivation":
        player.motivation[gift[2]] = player.motivation.get(gift[2], 0) + gift[1]
    elif kind == "memory" and gift[1] > 0:
        player.memory_unused[gift[2]] = player.memory_unused.get(gift[2], 0) + gift[1]
    else:
        track = gift[1] if len(gift) == 3 else open_tracks(state, player)[0]
        player.mood_steps[0:0] = steps(track, gift[-1])
        return [] if inside_run else run(state, player)
    return []


def resume(state: State, player: Player) -> list[Msg]:
    """Format 2: once the bonus that held the queue is resolved, the steps
    after it move on (until the next bonus earned or a left bounce)."""
    if state.strict and player.mood_steps and not owes(state, player.name):
        return run(state, player)
    return []


def known_owed_by_themselves(state: State) -> list[Msg]:
    """Format 3: a bonus earned before its print was known (the same space
    reached twice in one go, as by the centring Memory Token, "gain that
    bonus twice", p. 8; the same Bus Stop Tile for every player at a stop,
    p. 10) resolves itself once the first report makes it known and it is
    the oldest its player owes, as it would have had the print been known
    when it was earned (the catalog's fold and the session's own agree).
    Only tokens and VEP: a Mood move may chain, and is left to `owe`'s
    bounded run. A report of it right after only confirms it
    (personal_board.py)."""
    if not state.by_board or not state.owed.items:
        return []  # asked whenever the flow comes to rest: nothing owed, nothing to look at
    out: list[Msg] = []
    for name in state.order:
        player = state.players[name]
        while (owed := owed_by(state, name)) and _resolves_itself(state, player, expected_gift(owed[0])):
            gift = expected_gift(owed[0])
            resolve(state, owed[0])
            _give(state, player, gift, inside_run=False)
            player.last_bonus = [owed[0].source, "applied", show(gift)]
            player.from_catalog.append([owed[0].source, list(gift), []])
            out.append(Msg(N_("{player}: {source} gives '{gift}' (as before)."), player=name, source=label(owed[0].source), gift=show(gift)))
            out += resume(state, player)
    return out


def _unresolved(player: Player) -> bool:
    return any(track.frustration == UNRESOLVED for track in player.tracks.values())


def _resolves_itself(state: State, player: Player, gift: list[Any] | None) -> bool:
    return bool(gift) and gift[0] in personal_board.REVERSIBLE and _automatic(state, player, gift) and _possible(state, gift)


def owe(state: State, player: Player, source: str, inside_run: bool = False, automatic: bool = True) -> list[Msg]:
    """`player` earns the bonus of `source`: applied at once when this board space
    is known to give something without a choice, otherwise owed."""
    known = known_gift(state, player, source)
    if automatic and state.by_board and known == personal_board.NOTHING_TO_OVERCOME and not _unresolved(player):
        # "These frustrations can be overcome with the Overcoming Bonus" (p. 7): with none, it does nothing, asks nothing
        player.last_bonus = [source, "applied", show(known)]
        player.from_catalog.append([source, list(known), [owed.source for owed in owed_by(state, player.name)]])
        return [Msg(N_("{player}: {source} gives an Overcoming Bonus, but no Frustration is unresolved: nothing to do."), player=player.name, source=label(source))]
    if automatic and _automatic(state, player, known) and _possible(state, known):
        out = _give(state, player, known, inside_run)
        player.last_bonus = [source, "applied", show(known)]
        personal_board.note_applied(state, player, source, known, fact_key(state, player, source))
        return [Msg(N_("{player}: {source} gives '{gift}' (as before)."), player=player.name, source=label(source), gift=show(known))] + out
    queue_bonus(state, player.name, source, known)
    if known:
        return [Msg(N_("{player} earns the bonus of {source} ('{gift}'): report it or 'skip'."), player=player.name, source=label(source), gift=show(known))]
    return [Msg(N_("{player} earns the bonus of {source}: report it or 'skip'."), player=player.name, source=label(source))]
