"""A Personal Board's printed spaces read off the board at once (format 4 on).

What a space of a Mood, Personal Fulfillment or Friendship Track gives is
printed on the player's Personal Board and not in the rulebook, so the
referee may not guess it: the table reports it. It may report it a space at
a time, the first time the space is reached (`gain 1 willpower`, owed.py),
or read a whole track off the board at once, at set-up or whenever it likes,
the way `tiles` reports every Bus Stop Tile:

    Ana: board turquoise 1=vep:1 2=willpower:1 3=trait 5=mood:2 6=motivation:1:green
    Ana: board fulfillment 2=willpower:1 3=vep:2 end=vep:4
    Ana: board friendship 1-left=vep:1 2-center=intimacy

and, as a `location` line carries all a location prints, one line may carry
the whole board, each track's name before its spaces:

    Ana: board turquoise 1=vep:1 3=trait green 2=friend fulfillment 2=willpower:1

Each space is a fact of that board (`personal-board.COLOUR.SOURCE`, the key
a first report uses too): typed once ever, known at every later game night,
never contradicted. A bonus already owed from a space the line makes known
resolves as it would have had the print been known when it was earned.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.facts import show_value
from referee.core.messages import Msg
from referee.core.vocabulary import fold
from referee.i18n import N_

from . import personal_board
from .bonus_queue import expect
from .config import config
from .grammar import GRAMMAR
from .owed import friendship_space, fulfillment_space, mood_space, show
from .state import Player, State

FULFILLMENT, FRIENDSHIP = "fulfillment", "friendship"
# What a space may print, as `KIND[:AMOUNT[:COLOUR]]`: the same gifts a report names.
AMOUNTS = ("vep", "willpower")
COLOURED = ("motivation", "memory")
BARE = ("friend", "intimacy", "trait", "overcome")
_COLOUR = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
USAGE = "board turquoise 1=vep:1 2=willpower:1 3=trait 5=mood:2 6=motivation:1:green"
RULES = {FULFILLMENT: ("fulfillment.advance", "fulfillment.end-of-track"), FRIENDSHIP: ("friendship.level-up", "friendship.intimacy")}


def kinds() -> tuple[str, ...]:
    """The tracks a `board` line may print: the Mood Tracks, Personal Fulfillment and Friendship."""
    return tuple(config().tracks) + (FULFILLMENT, FRIENDSHIP)


def _bad(track: str) -> IllegalMove:
    return IllegalMove(N_("A track's spaces are written like '{usage}': SPACE=BONUS, the bonus as vep:N, willpower:N, motivation:N:COLOUR, memory:N:COLOUR, mood:STEPS, friend, intimacy, trait or overcome."),
                       rule_ids=RULES.get(track, ("mood-tracks.bonuses",)), usage=USAGE)


def _source(track: str, space: str) -> str | None:
    """The owed-bonus source a space names on `track` (None: no space with an immediate bonus)."""
    c = config()
    if track == FULFILLMENT:
        if space == "end":
            return fulfillment_space(None)
        return fulfillment_space(int(space)) if space.isdigit() and 2 <= int(space) <= c.fulfillment_last + 1 else None
    if track == FRIENDSHIP:
        level, _, where = space.partition("-")
        top = c.scoring["friendship_levels"][1]
        ok = level.isdigit() and 1 <= int(level) <= top and where in c.spaces
        return friendship_space(int(level), where) if ok else None
    # a Mood Track: every space but the rightmost, whose bonus is passive (p. 8)
    return mood_space(track, int(space)) if space.isdigit() and 1 <= int(space) <= c.last else None


def _gift(word: str) -> list[Any] | None:
    """A printed bonus as the facts book keeps it (what a report of it gives: owed.printed)."""
    kind, *rest = word.split(":")
    if kind in BARE and not rest:
        return [kind]
    if kind == "mood" and len(rest) == 1 and re.fullmatch(r"[+-]?[1-9]", rest[0]):
        return ["mood", int(rest[0])]
    if kind in AMOUNTS and len(rest) == 1 and rest[0].isdigit() and int(rest[0]) > 0:
        return [kind, int(rest[0])]
    if kind in COLOURED and len(rest) == 2 and rest[0].isdigit() and int(rest[0]) > 0 and _COLOUR.fullmatch(rest[1]):
        if kind == "motivation" and rest[1] not in config().tracks:
            return None
        return [kind, int(rest[0]), rest[1]]
    return None


def _track_word(word: str) -> str | None:
    """The track a word names ('turquoise', or a form of it in the game's vocabulary: 'turquesa')."""
    typed = fold(word)
    for kind in kinds():
        if typed == kind or (GRAMMAR.words is not None and typed in GRAMMAR.words.forms(kind)):
            return kind
    return None


def track_fact(state: State, player: Player, track: str, values: tuple[str, ...]) -> Generator[None, None, list[Msg]]:
    """`board TRACK SPACE=BONUS ... [TRACK SPACE=BONUS ...]`: the spaces of one
    or more tracks of the player's Personal Board. Every space is checked
    against what is known before any is learned: one that is refused
    refuses the line."""
    rules = RULES.get(track, ("mood-tracks.bonuses",))
    if state.by_tile and player.board is None:
        raise IllegalMove(N_("Name the colour of {player}'s Personal Board as the last word, like 'start cheerful sociable gamer committed nostalgic red'."),
                          rule_ids=("setup.personal-board",), player=player.name)
    if not state.by_tile:
        raise IllegalMove(N_("Sessions of format {format} report a board space when it is reached ('gain ...'), not a track at once."),
                          rule_ids=rules, format=state.format)
    if not values:
        raise _bad(track)
    spaces: dict[str, list[Any]] = {}
    for word in (v.lower() for v in values):
        named = _track_word(word) if "=" not in word else None
        if named is not None:
            track, rules = named, RULES.get(named, ("mood-tracks.bonuses",))
            continue
        space, sep, printed = word.partition("=")
        source, gift = _source(track, space), _gift(printed)
        if not sep or source is None or gift is None or source in spaces:
            raise _bad(track)
        spaces[source] = gift
    if not spaces:
        raise _bad(track)
    for source, gift in spaces.items():
        what = Msg(N_("{player}'s Personal Board ({board}), @{source}"), player=player.name, board=player.board, source=source)
        state.facts.check(personal_board.key(player.board, source), gift, what, rule_ids=rules)
        known = player.printed.get(source)
        if known is not None and known != gift:
            raise IllegalMove(N_("{what} is already known as '{known}', not '{value}'. {fix}"), rule_ids=rules, what=what,
                              known=show_value(known), value=show_value(gift),
                              fix=Msg(N_("If the earlier report was wrong, correct that event with 'referee amend'.")))
    yield
    new = 0
    for source, gift in spaces.items():
        new += state.facts.learn(personal_board.key(player.board, source), list(gift))
        expect(state, player.name, source, list(gift))  # owed already: it resolves as printed (mood.known_owed_by_themselves)
    shown = " ".join(f"@{source}={show(gift)}" for source, gift in spaces.items())
    if new:
        return [Msg(N_("{player}'s Personal Board ({board}): {spaces}."), player=player.name, board=player.board, spaces=shown)]
    return [Msg(N_("{fact} (already known)."), fact=Msg(N_("{player}'s Personal Board ({board}): {spaces}."), player=player.name, board=player.board, spaces=shown))]
