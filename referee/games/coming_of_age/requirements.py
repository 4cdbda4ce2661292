"""Trait and Goal requirements ("Trait and Goal Tiles"), evaluated from the
tracked state. Each check is named in game.toml `[requirements]` with its
numbers; this module only knows how to count.

`trait_met` answers whether a player meets a Trait Tile's requirement now and
why (with the numbers); `goal_met` does the same for Goal Tiles.
"""

from __future__ import annotations

from collections import Counter

from referee.core.messages import Msg, ngettext
from referee.games.coming_of_age.goals import STATS, GoalFacts, evaluate
from referee.i18n import N_

from .config import config
from .facts import goal_details, memory_effect
from .state import OVERCOME, UNRESOLVED, State, Player


def _positions(player: Player) -> list[int]:
    return [t.pos for t in player.tracks.values() if t.pos is not None]


def _friends(player: Player, low: int, high: int):
    return [f for f in player.friends.values() if low <= f.level <= high]


def trait_met(state: State, player: Player, trait: str) -> tuple[bool, Msg]:
    c = config()
    spec = c.requirements[trait]
    check = spec["check"]
    need = spec.get("at_least", 0)
    pos = _positions(player)
    if check == "motivation_colour":
        have = player.motivation.get(spec["colour"], 0)
        return have >= need, Msg(N_("{colour} Motivation Tokens: {have} of {need}"), colour=spec["colour"], have=have, need=need)
    if check == "motivation_same":
        have = max(player.motivation.values(), default=0)
        return have >= need, Msg(N_("most Motivation Tokens of one colour: {have} of {need}"), have=have, need=need)
    if check == "motivation_total":
        have = sum(player.motivation.values())
        return have >= need, Msg(N_("Motivation Tokens: {have} of {need}"), have=have, need=need)
    if check == "mood_balanced":
        left, right = pos.count(0), pos.count(c.last)
        return left == right and left >= need, Msg(N_("Counters on the far left: {left}, on the far right: {right}"), left=left, right=right)
    if check == "mood_passive_count":
        have = pos.count(c.last)
        return have >= need, Msg(N_("Counters on passive bonus spaces: {have} of {need}"), have=have, need=need)
    if check == "mood_center_count":
        have = pos.count(c.center)
        return have >= need, Msg(N_("Counters on central spaces: {have} of {need}"), have=have, need=need)
    if check == "mood_far_left_count":
        have = pos.count(0)
        return have >= need, Msg(N_("Counters on the far left: {have} of {need}"), have=have, need=need)
    if check == "mood_none_leftmost":
        have = sum(1 for p in pos if p < spec["spaces"])
        return have == 0, ngettext("Counters on the {n} leftmost space: {have}, none allowed", "Counters on the {n} leftmost spaces: {have}, none allowed", spec["spaces"], have=have)
    if check == "mood_none_center":
        have = pos.count(c.center)
        return have == 0, Msg(N_("Counters on central spaces: {have}, none allowed"), have=have)
    if check == "mood_passive":
        track = player.tracks[spec["track"]]
        ok = track.pos == c.last
        key = N_("{track} Counter on its passive bonus space") if ok else N_("{track} Counter not on its passive bonus space")
        return ok, Msg(key, track=spec["track"])
    if check == "friends_at_level":
        have = sum(1 for f in player.friends.values() if f.level == spec["level"])
        return have >= need, Msg(N_("Character Tokens at level {level}: {have} of {need}"), level=spec["level"], have=have, need=need)
    if check == "friends_between":
        have = len(_friends(player, spec["low"], spec["high"]))
        return have >= need, Msg(N_("Character Tokens at levels {low} to {high}: {have} of {need}"), low=spec["low"], high=spec["high"], have=have, need=need)
    if check == "friends_same_level":
        counts = Counter(f.level for f in player.friends.values() if f.level >= spec["low"])
        have = max(counts.values(), default=0)
        return have >= need, Msg(N_("most Character Tokens on one level (not 0): {have} of {need}"), have=have, need=need)
    if check == "friends_center":
        have = sum(1 for f in _friends(player, spec["low"], spec["high"]) if f.space == c.spaces[1])
        return have >= need, Msg(N_("Character Tokens on central spaces of levels {low} to {high}: {have} of {need}"), low=spec["low"], high=spec["high"], have=have, need=need)
    if check == "friends_sides":
        friends = _friends(player, spec["low"], spec["high"])
        left = sum(1 for f in friends if f.space == c.spaces[0])
        right = sum(1 for f in friends if f.space == c.spaces[-1])
        return left == right and left >= need, Msg(N_("Character Tokens on the left: {left}, on the right: {right}"), left=left, right=right)
    if check == "frustration_unresolved":
        have = sum(1 for t in player.tracks.values() if t.frustration == UNRESOLVED)
        return have >= need, Msg(N_("unresolved Frustration Tokens: {have} of {need}"), have=have, need=need)
    if check == "frustration_overcome":
        have = sum(1 for t in player.tracks.values() if t.frustration == OVERCOME)
        return have >= need, Msg(N_("overcome Frustration Tokens: {have} of {need}"), have=have, need=need)
    if check == "willpower":
        return player.willpower >= need, Msg(N_("Willpower Tokens: {have} of {need}"), have=player.willpower, need=need)
    if check == "savings":
        have = player.willpower + sum(player.motivation.values())
        return have >= need, Msg(N_("Willpower and Motivation Tokens: {have} of {need}"), have=have, need=need)
    if check == "interest_placed":
        have = sum(player.interest.values())
        return have >= need, Msg(N_("Interest Tokens on locations: {have} of {need}"), have=have, need=need)
    if check == "memory_unused_effect":
        have = sum(n for colour, n in player.memory_unused.items() if memory_effect(state, colour) == spec["effect"])
        unknown = sorted(colour for colour, n in player.memory_unused.items() if n and memory_effect(state, colour) is None)
        if unknown and have < need:
            return False, Msg(N_("unused Memory Tokens that move {effect}: {have} of {need}; enter what {colours} tokens do with 'board memory COLOUR EFFECT'"),
                              effect=spec["effect"], have=have, need=need, colours=", ".join(unknown))
        return have >= need, Msg(N_("unused Memory Tokens that move {effect}: {have} of {need}"), effect=spec["effect"], have=have, need=need)
    raise AssertionError(f"unknown requirement check {check}")


def goal_stat(player: Player, stat: str) -> int:
    """The numbers Goal Tiles compare (the same ones the scorer reads from the tally)."""
    return {
        "friends": len(player.friends),
        "presences": len(player.presences),
        "savings": player.willpower + sum(player.motivation.values()),
        "parent_cards": player.parent_cards,
        "traits_played": len(player.played),
        "tiles_fulfilled": len(player.played) + len(player.mimics),
        "top_friendship": max((f.level for f in player.friends.values()), default=0),
        "fulfillment_end": int(player.fulfillment >= config().fulfillment_last),
    }[stat]


def _facts(player: Player) -> GoalFacts:
    colours = set(player.memory_unused) | set(player.memory_used)
    return GoalFacts(
        stats={name: goal_stat(player, name) for name in STATS},
        presences=frozenset(player.presences),
        memory={k: player.memory_unused.get(k, 0) + player.memory_used.get(k, 0) for k in colours},
    )


def goal_met(state: State, player: Player, goal: str) -> tuple[bool | None, Msg]:
    """Whether the goal holds now; None when its printed details are not entered yet."""
    c = config()
    details = goal_details(state, player, goal)
    if details is not None:
        details = {"locations": set(details["locations"])} if "locations" in details else {"memory": dict(details["memory"])}
    ok, reason = evaluate(c.goals[goal], c.scoring, _facts(player), [_facts(state.players[o]) for o in state.order if o != player.name], details)
    if ok is None:
        return None, Msg(N_("enter what the tile asks for with 'goal {goal} ...'"), goal=goal)
    return ok, reason
