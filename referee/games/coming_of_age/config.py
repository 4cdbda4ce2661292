"""The numbers of Coming of Age, read once from `rulesets/coming-of-age/game.toml`.

Every number the referee uses (dice per round, track lengths, costs, VEP) is
data; this module only gives it typed names so the rules code never holds a
literal from the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from referee.core.registry import get_game

GAME_ID = "coming-of-age"

# The session formats this referee replays (the `format` option of a session):
#   1  the first grammar: an Experience Space ran to its end before its
#      bonuses were reported, a Mood move's Counter was remembered as a board
#      fact, and `board fulfillment-vep` numbered spaces from 0;
#   2  bonuses resolved strictly in the order earned (p. 8: "strictly from left
#      to right ... you immediately gain the bonus"), only printed amounts
#      remembered, Personal Fulfillment spaces numbered from 1 everywhere;
#   3  `start` names each player's Personal Board, so what its spaces give is a
#      fact of that board (known at every later game night), Rob Bot plays by
#      himself (no `rob` lines), `tiles` reports the Bus Stop Tiles at once, a
#      `location` line may carry all that location prints, and Goal Tiles are
#      asked for only when they can change the score;
#   4  a Bus Stop Tile that shows a bonus may be named (`bonus:NAME`), so what
#      it gives is a fact of that tile (known at every later game night), solo
#      `start` names Rob Bot's Personal Board after the player's (his VEP
#      spaces are facts of that board), and a step A whose only option gains
#      nothing (a character on the tile that cannot go up) resolves itself.
# A session without the option was written in format 1; `referee new` writes
# the current one.
FORMATS = (1, 2, 3, 4)
CURRENT_FORMAT = FORMATS[-1]
BY_BOARD = 3  # the first format where `start` names the Personal Board (and the rest of format 3 above)
BY_TILE = 4  # the first format where bonus tiles and Rob Bot's board are named (and the rest of format 4 above)


@dataclass(frozen=True)
class Config:
    """The game's data with typed names. Each name is worked out once (the
    data never changes; the rules read them at every event)."""

    data: dict[str, Any]

    # rounds and board
    @cached_property
    def faces(self) -> list[int]:
        return self.data["rounds"]["faces"]

    @cached_property
    def dice(self) -> list[int]:
        return self.data["rounds"]["dice"]

    @cached_property
    def round_locations(self) -> list[int]:
        return self.data["rounds"]["locations"]

    @cached_property
    def rounds(self) -> int:
        return len(self.faces)

    @cached_property
    def ten_face(self) -> int:
        return self.data["board"]["ten_face"]

    @cached_property
    def tiles(self) -> int:
        return self.data["board"]["bus_stop_tiles"]

    @cached_property
    def max_location(self) -> int:
        return self.scoring["locations"][1]

    # mood
    @cached_property
    def tracks(self) -> list[str]:
        return self.data["mood"]["tracks"]

    @cached_property
    def mood(self) -> dict[str, Any]:
        return self.data["mood"]

    @cached_property
    def length(self) -> int:
        return self.mood["length"]

    @cached_property
    def last(self) -> int:
        return self.length - 1

    @cached_property
    def center(self) -> int:
        return self.length // 2

    @cached_property
    def frustration(self) -> dict[str, Any]:
        return self.data["frustration"]

    @cached_property
    def player(self) -> dict[str, Any]:
        return self.data["player"]

    @cached_property
    def memory(self) -> dict[str, Any]:
        return self.data["memory"]

    @cached_property
    def presence(self) -> dict[str, Any]:
        return self.data["presence"]

    @cached_property
    def friendship(self) -> dict[str, Any]:
        return self.data["friendship"]

    @cached_property
    def spaces(self) -> list[str]:
        return self.friendship["spaces"]

    @cached_property
    def fulfillment_last(self) -> int:
        return self.data["fulfillment"]["length"] - 1

    @cached_property
    def scoring(self) -> dict[str, Any]:
        return self.data["scoring"]

    @cached_property
    def traits(self) -> dict[str, Any]:
        return self.data["traits"]

    @cached_property
    def goals(self) -> dict[str, Any]:
        return self.data["goals"]

    @cached_property
    def requirements(self) -> dict[str, Any]:
        return self.data["requirements"]

    @cached_property
    def rob(self) -> dict[str, Any]:
        return self.data["rob"]

    @cached_property
    def row(self) -> int:
        return self.data["two_player"]["row"]

    def trait_vep(self, trait: str) -> int:
        return self.traits[trait]["vep"]

    def memory_vep(self, count: int) -> int:
        scale = self.memory["vep"]
        return sum(scale[i] if i < len(scale) else scale[-1] for i in range(count))


@cache
def config() -> Config:
    return Config(get_game(GAME_ID).data)
