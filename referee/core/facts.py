"""Facts printed on components, reported by the table once, then known.

Rulebooks do not print what cards, tiles and boards say. The first time such
a fact matters, the players report it (a move carries it); from then on it is
known: in this session (the events that reported it), in the session file
(`facts` it relied on from elsewhere, so it replays the same on any machine)
and in the user's per-game catalog (`referee facts`), so the next game night
does not type it again.

Only what is printed is a fact, never a player's choice. A report that
agrees with what is known is accepted as already known; one that contradicts
it is refused, showing both values and how to correct the wrong one —
except the report of an event the session file already records against the
catalog of the machine replaying it (`fact_use.recorded_reports`): the
file replays as it was played.

Handlers follow the validate-then-mutate shape: `check` before their
`yield`, `learn` after it.

Whether a fact is known must never change whose decision it is: a session
recorded where a fact was unknown replays where the catalog knows it. So a
verb that reports a fact is *offered* beside the phase's verbs (and a move
that needs an unknown fact is refused with an example of the report), never
*owed* as a pending decision.

A few facts change what a session allows, not only what it asks (the order
of a board's locations decides which are adjacent). A session never reads
those from the catalog: a game names them (`setup_facts`), `referee new`
records the values the catalog knows into the new session file
(`fixed_at_setup`), and the game reads them with `FactBook.settled`, which
takes a value reported by the session or recorded in its file, never one
from the catalog. So a session started before the catalog knew such a fact,
or recorded before it could be entered, allows tomorrow what it allowed
then, and one started after travels with the value to any machine. A value
the file records wrong is corrected by `referee facts GAME set KEY VALUE
--file SESSION` (core/session.with_recorded_fact): every recorded event is
judged again on the new value, and the correction is refused, changing
nothing, if one no longer holds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.fact_use import catalog_may_refuse, noting_use
from referee.core.messages import Msg
from referee.i18n import N_

REPORTED, RECORDED, CATALOG = "reported", "recorded", "catalog"

def show_value(value: Any) -> str:
    """A fact's value as players would type it: `2`, `chef`, `a b c`, `cost=2 gives=impact`."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return " ".join(show_value(item) for item in value) or "—"
    if isinstance(value, Mapping):
        return " ".join(f"{key}={show_value(item)}" for key, item in value.items()) or "—"
    return str(value)


class FactBook:
    """What is known about the components of one game, in three layers:
    facts reported by this fold's events, facts recorded in the session file,
    and the user's catalog. `used` collects catalog facts the fold relied on,
    for the session file; `reported` is what the catalog can learn.

    `asked` holds every key the fold asked about (known? which value? from
    where?) and `prefixes` every prefix it listed keys under: a fold that
    never asked about a key does exactly the same whether the key is known or
    not, which lets a fold be moved onto grown layers (`relayered`) instead of
    being folded again from the first event. They may hold more than the
    fold itself asked (what a view of it asked, a move tried on it, a line
    typed short whose verb was looked up), never less: more only makes
    `relayered` decline; two books equal in everything else are equal."""

    # its whole state, plain data: a folded state holding it can be kept (core/snapshot.py)
    SNAPSHOT_FIELDS = ("game", "recorded", "catalog", "reported", "used", "asked", "prefixes")

    def __init__(self, recorded: Mapping[str, Any] | None = None, catalog: Mapping[str, Any] | None = None, game: str = ""):
        self.game = game
        self.recorded: dict[str, Any] = dict(recorded or {})
        self.catalog: dict[str, Any] = dict(catalog or {})
        self.reported: dict[str, Any] = {}
        self.used: dict[str, Any] = {}
        self.asked: set[str] = set()
        self.prefixes: set[str] = set()

    def origin(self, key: str) -> str | None:
        """Where a known fact comes from: reported, recorded or catalog."""
        self.asked.add(key)
        if key in self.reported:
            return REPORTED
        if key in self.recorded:
            return RECORDED
        if key in self.catalog:
            return CATALOG
        return None

    def knows(self, key: str) -> bool:
        """Whether the fact `key` is known from any source (this session, the file or the catalog)."""
        return self.origin(key) is not None

    def get(self, key: str, default: Any = None) -> Any:
        """The known value of `key` (a catalog value is marked as used)."""
        origin = self.origin(key)
        if origin == REPORTED:
            return self.reported[key]
        if origin == RECORDED:
            return self.recorded[key]
        if origin == CATALOG:
            if noting_use():
                self.used[key] = self.catalog[key]
            return self.catalog[key]
        return default

    def settled(self, key: str, default: Any = None) -> Any:
        """The value of a fact fixed at set-up (see the module): reported by
        this session's events or recorded in its file, never the catalog's,
        which only a session started after the catalog knew it relies on
        (`fixed_at_setup` put it in the file). `default` otherwise."""
        origin = self.origin(key)
        if origin == REPORTED:
            return self.reported[key]
        if origin == RECORDED:
            return self.recorded[key]
        return default

    def keys_under(self, prefix: str) -> list[str]:
        """Every known key that starts with `prefix` (several printed copies
        of one component each get a key of their own), in a stable order."""
        self.prefixes.add(prefix)
        found = {key for layer in (self.reported, self.recorded, self.catalog) for key in layer if key.startswith(prefix)}
        return sorted(found)

    def check(self, key: str, value: Any, what: Msg | str, rule_ids: tuple[str, ...] = ()) -> None:
        """Refuse `value` for `key` when a different value is known. Call it
        before a handler's `yield`."""
        if not self.knows(key):
            return
        known = self.get(key)
        if _same(known, value):
            return
        origin = self.origin(key)
        if origin == CATALOG and not catalog_may_refuse():
            return  # an event the session file records: its report stands (fact_use.recorded_reports)
        if origin == CATALOG:
            fix = Msg(N_("If the catalog is wrong, correct it with 'referee facts {game} forget {key}' and report it again."), game=self.game, key=key)
        elif origin == RECORDED:  # no event of this session reported it: the file holds it (a fact fixed at set-up, or one it used)
            fix = Msg(N_("The session file records it (its [facts] table): if it is wrong, correct it in the session and in your catalog with 'referee facts {game} set {key} VALUE --file SESSION-FILE' (every recorded event is checked again)."), game=self.game, key=key)
        else:
            fix = Msg(N_("If the earlier report was wrong, correct that event with 'referee amend'."))
        raise IllegalMove(
            N_("{what} is already known as '{known}', not '{value}'. {fix}"),
            rule_ids=rule_ids, what=what, known=show_value(known), value=show_value(value), fix=fix,
        )

    def learn(self, key: str, value: Any) -> bool:
        """Record a reported fact (after the handler's `yield`): True when it
        was new, False when it was already known with this value."""
        new = not self.knows(key)
        if new or self.origin(key) != REPORTED:
            if not new:
                self.get(key)  # a recorded or catalog fact confirmed: keep it used
            self.reported[key] = value
        return new

    def relayered(self, recorded: Mapping[str, Any], catalog: Mapping[str, Any]) -> bool:
        """Move this book onto the layers `recorded` and `catalog` (the session
        file's facts and the user's catalog after a save grew them) as if the
        fold had started on them, and say True; or say False, changing
        nothing, when the fold could have gone otherwise on them.

        A fold that never asked about a key whose known value the new layers
        change (nor listed keys under a prefix of one) was asked the same
        questions and got the same answers on either layers, so it made the
        same changes; only `used` differs: a fact now recorded in the file is
        no longer taken from the catalog."""
        if not self.fits(recorded, catalog):
            return False
        self.recorded = dict(recorded)
        self.catalog = dict(catalog)
        self.used = {key: value for key, value in self.used.items() if key not in self.recorded}
        return True

    def fits(self, recorded: Mapping[str, Any], catalog: Mapping[str, Any]) -> bool:
        """Whether `relayered` would move this book onto these layers."""
        def value(key: str, recorded: Mapping[str, Any], catalog: Mapping[str, Any]) -> Any:
            return recorded[key] if key in recorded else catalog.get(key, _UNKNOWN)

        if any(key not in recorded or not _same_kind(self.recorded[key], recorded[key]) for key in self.recorded):
            return False  # the file's facts only grow; a fact it dropped could now count as taken from the catalog
        keys = {*self.recorded, *self.catalog, *recorded, *catalog}
        changed = [key for key in keys if not _same_kind(value(key, self.recorded, self.catalog), value(key, recorded, catalog))]
        return not any(key in self.asked or any(key.startswith(prefix) for prefix in self.prefixes) for key in changed)

    def to_json(self) -> dict[str, Any]:
        """What this fold reported and what it took from the catalog, as plain data."""
        return {"reported": dict(self.reported), "used": dict(self.used)}

    def __eq__(self, other: object) -> bool:
        """Two books know the same facts the same way (two folds of one log
        compare equal); what they were asked is not compared (see the class)."""
        if not isinstance(other, FactBook):
            return NotImplemented
        return (self.game, self.recorded, self.catalog, self.reported, self.used) == (other.game, other.recorded, other.catalog, other.reported, other.used)

    __hash__ = None  # mutable, like the states that hold it

    def __deepcopy__(self, memo: dict) -> "FactBook":
        # the catalog and recorded layers are shared read-only data
        copy_ = FactBook.__new__(FactBook)
        copy_.game = self.game
        copy_.recorded = self.recorded
        copy_.catalog = self.catalog
        copy_.reported = dict(self.reported)
        copy_.used = dict(self.used)
        copy_.asked = set(self.asked)
        copy_.prefixes = set(self.prefixes)
        return copy_


def fixed_at_setup(setup_facts: Mapping[str, Callable[[Any], bool]], catalog: Mapping[str, Any]) -> dict[str, Any]:
    """The facts a new session records from the catalog as it starts: those
    of a game's `setup_facts` (key: whether a value is one it can use) the
    catalog knows with a usable value. Recorded in the session file, they
    count for the whole session (`FactBook.settled`) on any machine; a fact
    the catalog learns later counts only for sessions started after."""
    return {key: catalog[key] for key, usable in setup_facts.items() if key in catalog and usable(catalog[key])}


_UNKNOWN = object()


def _same_kind(old: Any, new: Any) -> bool:
    """The same value, of the same types all through (a list is not a tuple
    here: a fold may keep the value it got)."""
    if old is _UNKNOWN or new is _UNKNOWN:
        return old is new
    if type(old) is not type(new):
        return False
    if isinstance(old, (list, tuple)):
        return len(old) == len(new) and all(_same_kind(a, b) for a, b in zip(old, new))
    if isinstance(old, dict):
        return old.keys() == new.keys() and all(_same_kind(old[k], new[k]) for k in old)
    return old == new


def _same(known: Any, value: Any) -> bool:
    if isinstance(known, (list, tuple)) and isinstance(value, (list, tuple)):
        return len(known) == len(value) and all(_same(a, b) for a, b in zip(known, value))
    if isinstance(known, Mapping) and isinstance(value, Mapping):
        return known.keys() == value.keys() and all(_same(known[k], value[k]) for k in known)
    return known == value
