"""A teammate asked of a mode played as one team is the other players of that mode's rules.

"In co-op, can I REJECT a FAVOUR my TEAMMATE plays?", "LOOP cooperativo:
¿mi COMPAÑERO DE EQUIPO puede rechazar el FAVOUR?", "how does the TEAM win
in Cooperative Mode?". Playing in teams is one of the common topics that
rulebooks seldom settle (`[concepts] topics`: "team", "teammate",
"equipo"), so an entry that never says "team" leaves it out and `ask` said
the rulebook was silent. But in a mode where all the players play together
as one team (LOOP's Cooperative Mode, 6.0, p. 16: "you are helping each
other to all reach HAPPINESS 11"; "You all win if every player is at
HAPPINESS 11 or more"), every other player is a teammate: the mode's own rules ("Co-op
FAVOUR: no draw, played face-up, no REJECT", "Co-op end: everyone must
reach 11") speak of them as "players" and answer.

The reading: a word of the team concept is covered by an entry of a mode
that `game.toml` marks `team = true` (`[modes.cooperative]`); an entry of
another mode, or of no mode, still leaves it out ("can two players TEAM UP
in Competitive mode?" asks of something the rulebook does not offer).
A set look-up of the word's concepts first: questions without a team word
pay nothing more.

TUNE109 (round fabst33): false abstentions 529 -> 523 (LOOP co-op questions of
a teammate rejecting a FAVOUR, of whether the team wins), abstention 3499 ->
3497 (two co-op questions of using the FAVOUR a teammate already played face
up, which the co-op FAVOUR rule answers only in part), top-1 and top-3
unchanged. Spanish "compañero" alone is left out: in the tuning sets it is
as often a co-op question the rules do not answer (lending, giving
HAPPINESS) as one they do.
"""

from __future__ import annotations

from functools import lru_cache

from referee.core.registry import get_game
from referee.rules.normalize import common_concept

TEAM = common_concept("teammate")


@lru_cache(maxsize=16)
def team_modes(game: str) -> frozenset[str]:
    """The ids of `game`'s modes played as one team (`team = true` in game.toml)."""
    modes = get_game(game).data.get("modes", {})
    return frozenset(mode_id for mode_id, mode in modes.items() if isinstance(mode, dict) and mode.get("team"))


def covered_by_team_mode(own: frozenset[str], game: str, entry_mode: str | None) -> bool:
    """Whether a word of concepts `own` is the team concept and the entry
    (of mode `entry_mode`, None for a rule of no mode) belongs to a mode of
    `game` played as one team."""
    return TEAM in own and entry_mode is not None and entry_mode in team_modes(game)
