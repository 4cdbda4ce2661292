"""What a Personal Board prints, known at every game night (format 3 on).

"Take your Personal Board matching the color/character you've chosen"
(Individual Player Setup): the four boards are told apart by their colour,
and what a space of a Mood, Personal Fulfillment or Friendship Track gives
is printed on that board. Formats 1 and 2 did not know which board a player
used, so what a space gave was remembered for that player in that session
only (`Player.printed`). From format 3 on, `start` names the board, and a
space's printed bonus is a fact of that board in the core `FactBook`
(`personal-board.COLOUR.SOURCE`): reported once, it is known in the session
file and the user's catalog, and the next game night applies it by itself.

Replaying a session where the catalog has learned more since it was
recorded must keep every verdict: a bonus the catalog now applies by itself
was reported (or declined) by a line recorded when it was not known. Such a
bonus is noted as *applied from the catalog* until that player's next move
that is not a bonus report; a report of the same bonus then only confirms
it, and a `skip` of it gives it back.
"""

from __future__ import annotations

import re
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.facts import CATALOG, RECORDED
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.i18n import N_

from .bonus_queue import owed_by
from .config import config
from .state import Player, State

PREFIX = "personal-board"
# A board is named by its colour: one word of letters (and hyphens), short enough for a fact key.
_BOARD_NAME = re.compile(r"[^\W\d_][^\W_]*(?:-[^\W_]+)*")
BOARD_NAME_LIMIT = 30
REVERSIBLE = ("vep", "willpower", "motivation", "memory")
# An Overcoming Bonus earned with no unresolved Frustration: it resolved itself and gave nothing.
NOTHING_TO_OVERCOME = ["overcome"]


def key(board: str, source: str) -> str:
    return f"{PREFIX}.{board}.{source}"


def keyed(state: State, player: Player) -> bool:
    return state.by_board and player.board is not None


def check_board(state: State, player: Player, board: str | None) -> None:
    """`start`: the board named (format 3 on, required and not another player's) or not (formats 1 and 2)."""
    if not state.by_board:
        if board is not None:
            raise IllegalMove(N_("'{word}' is not a Goal Tile; sessions of format {format} do not name the Personal Board."),
                              rule_ids=("setup.starting-trait-and-goals",), word=board, format=state.format)
        return
    if board is None:
        raise IllegalMove(N_("Name the colour of {player}'s Personal Board as the last word, like 'start cheerful sociable gamer committed nostalgic red'."),
                          rule_ids=("setup.personal-board",), player=player.name)
    _check_name(board)
    other = next((p.name for p in state.players.values() if p.board == board and p is not player), None)
    if other is not None:
        raise IllegalMove(N_("{other} already plays with the {board} Personal Board."), rule_ids=("setup.personal-board",), other=other, board=board)


def _check_name(board: str) -> None:
    if len(board) > BOARD_NAME_LIMIT or not _BOARD_NAME.fullmatch(board):
        raise IllegalMove(N_("'{word}' does not name a Personal Board: say its colour in one word of letters, like 'red'."),
                          rule_ids=("setup.personal-board",), word=board[:BOARD_NAME_LIMIT])


def check_rob_board(state: State, board: str | None, mine: str | None) -> None:
    """`start` in solo, format 4 on: Rob Bot's Personal Board, named after the
    player's ("Rob Bot ... Place one Frustration Token ... on the bounce bonus
    of the Personal Fulfillment Track": he plays on a board of his own, and
    what it prints — his VEP spaces — is a fact of that board). Elsewhere no
    second board is named."""
    if not (state.by_tile and state.solo):
        if board is not None:
            raise IllegalMove(N_("'{word}' is one word too many: only in solo, from format 4 on, does 'start' name a second board (Rob Bot's)."),
                              rule_ids=("setup.personal-board",), word=board[:BOARD_NAME_LIMIT])
        return
    if board is None:
        raise IllegalMove(N_("Name the colour of Rob Bot's Personal Board after yours, like 'start centered eclectic committed persistent nostalgic red blue'."),
                          rule_ids=("setup.personal-board", "solo.setup-rob-reminder"))
    _check_name(board)
    if board == mine:
        raise IllegalMove(N_("{other} already plays with the {board} Personal Board."), rule_ids=("setup.personal-board",), other=config().scoring["rob_name"], board=board)


def known(state: State, player: Player, source: str) -> list[Any] | None:
    """What `source` on the player's board is known to give (its printed bonus)."""
    if not keyed(state, player):
        return None
    value = state.facts.get(key(player.board, source))
    return list(value) if isinstance(value, list) and value else None


def remember(state: State, player: Player, source: str, gift: list[Any]) -> None:
    """A board space's bonus reported for the first time: a fact of the board."""
    if keyed(state, player):
        state.facts.learn(key(player.board, source), list(gift))


def note_applied(state: State, player: Player, source: str, gift: list[Any], fact: str | None) -> None:
    """A bonus applied by itself from what the session file or the catalog knew
    (`fact`: its key, a board space's or a named bonus tile's), with the
    sources owed before it, which a report naming no source resolves first."""
    if fact is not None and state.facts.origin(fact) in (RECORDED, CATALOG):
        player.from_catalog.append([source, list(gift), [owed.source for owed in owed_by(state, player.name)]])


def forget_applied(player: Player) -> None:
    """The player moved on: a bonus applied by itself is not reported any more."""
    player.from_catalog.clear()


def _record(state: State, player: Player, named: str | None, gift: list[Any] | None = None) -> list[Any] | None:
    """The bonus applied by itself that a report (of `gift`; None: a skip)
    stands for: the one named with @SOURCE, else the oldest — among those
    that gave `gift`, when the report says what it gave. Applied bonuses do
    not keep the order the recorded night resolved them in (a bonus earned
    while resolving another comes first there, p. 8), so an untagged report
    is matched by what it gave, not by position alone."""
    if not player.from_catalog:
        return None
    if named:
        wanted = named.lstrip("@").lower()
        return next((r for r in player.from_catalog if r[0] == wanted), None)
    candidates = [r for r in player.from_catalog if gift is None or r[1] == gift]
    if not candidates:
        return None
    # a report that names no source resolves the oldest bonus: a bonus still owed that was earned before it comes first
    record = candidates[0]
    owed = owed_by(state, player.name)
    return None if owed and owed[0].source in record[2] else record


def applied_bonus(state: State, player: Player, move: Move, gift: list[Any]) -> list[Any] | None:
    """The bonus applied by itself from the catalog that a report of `gift`
    only confirms (None: the report resolves an owed bonus as usual).
    Nothing changes: `confirm` does, after the handler's checks."""
    named = move.args[-1] if move.args and str(move.args[-1]).startswith("@") else None
    record = _record(state, player, named, gift)
    return record if record is not None and record[1] == gift else None


def confirm(state: State, player: Player, record: list[Any], fact: str | None) -> list[Msg]:
    """Confirm a bonus applied by itself (`applied_bonus`): the fact (`fact`,
    its key; None for an unnamed Bus Stop Tile, which is no catalog fact)
    counts as reported from here on, as it was when the line was recorded."""
    player.from_catalog.remove(record)
    if fact is not None:
        state.facts.learn(fact, list(record[1]))
    return [Msg(N_("{player}: the bonus of @{source} was already applied by itself, as the board prints it."), player=player.name, source=record[0])]


def _taken_back(gift: list[Any]) -> tuple[str, int, str | None]:
    kind, amount = gift[0], gift[1]
    return kind, amount, (gift[2] if len(gift) > 2 else None)


def _held(player: Player, kind: str, colour: str | None) -> int:
    if kind == "vep":
        return player.vep
    if kind == "willpower":
        return player.willpower
    pool = player.motivation if kind == "motivation" else player.memory_unused
    return pool.get(colour, 0)


def returnable_bonus(state: State, player: Player, move: Move) -> list[Any] | None:
    """The bonus applied by itself from the catalog that a `skip` gives back
    (None: the skip declines an owed bonus as usual): only tokens and VEP the
    player still holds. Nothing changes: `give_back` does."""
    record = _record(state, player, move.args[0] if move.args else None)
    if record is not None and record[1] == NOTHING_TO_OVERCOME:
        return record  # it gave nothing: declining it only confirms
    if record is None or record[1][0] not in REVERSIBLE:
        return None
    kind, amount, colour = _taken_back(record[1])
    return record if _held(player, kind, colour) >= amount else None


def give_back(player: Player, record: list[Any]) -> list[Msg]:
    """Give back a bonus applied by itself (`returnable_bonus`): the table declined it."""
    if record[1] == NOTHING_TO_OVERCOME:
        player.from_catalog.remove(record)
        player.last_bonus = [record[0], "declined", ""]
        return [Msg(N_("{player} declines the bonus of @{source} (it had nothing to overcome)."), player=player.name, source=record[0])]
    kind, amount, colour = _taken_back(record[1])
    if kind == "vep":
        player.vep -= amount
    elif kind == "willpower":
        player.willpower -= amount
    else:
        pool = player.motivation if kind == "motivation" else player.memory_unused
        pool[colour] -= amount
    player.from_catalog.remove(record)
    player.last_bonus = [record[0], "declined", ""]
    return [Msg(N_("{player} declines the bonus of @{source}: what it gave by itself is given back."), player=player.name, source=record[0])]
