"""The Friendship Bonus and the Intimacy Bonus ("Friendship Bonus", p. 10):
a new character goes to level 0 for 1 VEP; a known one moves to an empty
space of the next level (up to level 4); levels 5-7 need an Intimacy Bonus.
Both are parts of a handler: they check, `yield` once, then move the token.
"""

from __future__ import annotations

from collections.abc import Generator

from referee.core.engine import IllegalMove
from referee.core.handlers import checked
from referee.core.messages import Msg
from referee.i18n import N_

from .board import shown_character
from .config import config
from .mood import add_vep, owe
from .owed import friendship_space
from .state import Friend, State, Player


class CannotMove(IllegalMove):
    """The token cannot go up (level 4 without Intimacy, a full level): a
    Bus Stop choice then simply gives nothing."""


def _free_spaces(player: Player, level: int) -> list[str]:
    taken = {f.space for f in player.friends.values() if f.level == level}
    return [s for s in config().spaces if s not in taken]


Steps = Generator[None, None, list[Msg]]


def raise_friend(state: State, player: Player, character: str, space: str | None, intimacy: bool = False) -> Steps:
    """A Friendship (or Intimacy) Bonus with `character`: IllegalMove when
    impossible (CannotMove when the token cannot go up), else, after the
    `yield`, the token moves."""
    c = config().friendship
    shown = shown_character(character)
    friend = player.friends.get(character)
    if friend is None:
        if intimacy:
            raise CannotMove(
                N_("{character} is not on {player}'s Friendship Track: the Intimacy Bonus moves a token from level {top} upwards."),
                rule_ids=("friendship.intimacy",), character=shown, player=player.name, top=c["bonus_top"],
            )
        if space is not None:
            raise IllegalMove(N_("{character} is new for {player}: a new character goes to level 0, where there is no space to choose."),
                              rule_ids=("friendship.new-character",), character=shown, player=player.name)
        yield
        player.friends[character] = Friend(0, None)
        add_vep(player, c["new_vep"])
        return [Msg(N_("{player} meets {character}: level 0, +{vep} VEP."), player=player.name, character=shown, vep=c["new_vep"])]
    if intimacy and friend.level < c["bonus_top"]:
        raise CannotMove(
            N_("{character} is at level {level}: the Intimacy Bonus moves a token from level {top} to {intimacy}, one level at a time."),
            rule_ids=("friendship.intimacy",), character=shown, level=friend.level, top=c["bonus_top"], intimacy=c["intimacy_top"],
        )
    if not intimacy and friend.level >= c["bonus_top"]:
        raise CannotMove(
            N_("{character} is at level {level} on {player}'s Friendship Track: going higher needs an Intimacy Bonus."),
            rule_ids=("friendship.level-up", "friendship.intimacy"), character=shown, player=player.name, level=friend.level,
        )
    if friend.level >= c["intimacy_top"]:
        raise CannotMove(N_("{character} is already at the top level, {level}."), rule_ids=("friendship.levels",), character=shown, level=friend.level)
    target = friend.level + 1
    free = _free_spaces(player, target)
    if not free:
        raise CannotMove(N_("Level {level} of {player}'s Friendship Track has no free space."), rule_ids=("friendship.level-up",), level=target, player=player.name)
    if space is None:
        if len(free) > 1:
            raise IllegalMove(N_("Say which space of level {level} {character} goes to: {free}."), rule_ids=("friendship.level-up",),
                              level=target, character=shown, free=", ".join(free))
        space = free[0]
    elif space not in free:
        raise IllegalMove(N_("The {space} space of level {level} is taken; free: {free}."), rule_ids=("friendship.level-up",),
                          space=space, level=target, free=", ".join(free) or "-")
    yield
    friend.level, friend.space = target, space
    out = [Msg(N_("{player}: {character} to level {level} ({space})."), player=player.name, character=shown, level=target, space=space)]
    return out + owe(state, player, friendship_space(target, space))  # "move the Token ... and gain the corresponding bonus"


def try_friend(state: State, player: Player, character: str, space: str | None) -> Steps:
    """A Bus Stop Friendship Bonus: when the token cannot move, nothing happens."""
    try:
        steps = checked(raise_friend(state, player, character, space))
    except CannotMove as error:
        yield
        return [Msg(N_("No Friendship Bonus: {reason}"), reason=error.msg)]
    yield
    return (yield from steps)


def cannot_befriend(state: State, player: Player, character: str) -> Msg | None:
    """Why a Friendship Bonus with `character` would move nothing (the token
    at level 4 or beyond, or the next level full), None when it would."""
    try:
        checked(raise_friend(state, player, character, None))
    except CannotMove as error:
        return error.msg
    except IllegalMove:
        return None  # a space to choose: it would go up
    return None
