"""Lines the table types per decision, first game night versus the second.

Replays each recorded example session (and any session files given as
arguments) and prints, per game and example:

- lines: lines typed (a recorded event is one typed line);
- decisions: the choices players made and the random outcomes the table
  reported (rolls, draws, reveals); a move that `choices` offered as the
  only one open is *forced*, not a decision (the referee could apply it;
  this relies on the game's `choices` listing every move of the choice);
- facts: component facts the lines carried (printed on boards and cards);
- lines/decision, with the targets of ≤ 1.2 in a first game and ≤ 1.05 in
  a second.

Four rows per session:

- `first`: the session as recorded, one event per line — except a recorded
  move that only confirms a step the referee now takes by itself
  (CONFIRMATIONS), which is not typed any more, and a bot's moves, which
  one `referee bot` records (BOT_MOVES);
- `first+`: the same, with the line-saving features used — a player's
  consecutive moves joined with ';' on one line up to the next roll or draw,
  and a move alone on its line that `choices` offers answered with its
  number (which shortens the line, not the count);
- `second`: the next game night on the same machine. The first replay fills
  the user's catalog (in a temporary `REFEREE_HOME`); the session is replayed
  again with that catalog, each line shortened to what the table would still
  type: the fact words of a known component are left out, and a line that only
  reported known facts is left out altogether. Each shortened line must reach
  the same state as the full one (else the full line is counted), and the
  whole second night must end where the first did;
- `second+`: the second night with the line-saving features.

Which verb is a choice, a reported outcome, a pure fact report or bookkeeping
the referee could work out is data (VERBS below), not guessed from the text:
it is a measuring convention, not a rule of the game, so it lives with the
measurement rather than in `rulesets/`. A verb missing from the table makes
the benchmark stop, so a new verb cannot be counted silently.

    python benchmarks/typing.py [SESSION.toml ...]   (or lines_typed.py)
"""

from __future__ import annotations

import os
import sys

# This file is named like the standard library's `typing`: run as a script,
# its folder must leave the import path before anything imports `typing`.
if sys.path and os.path.abspath(sys.path[0]) == os.path.dirname(os.path.abspath(__file__)):
    del sys.path[0]

import re  # noqa: E402
import tempfile  # noqa: E402
from dataclasses import dataclass, field, replace  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.core.engine import choices, parse, play  # noqa: E402
from referee.core.errors import RefereeError  # noqa: E402
from referee.core.facts import FactBook  # noqa: E402
from referee.core.session import Session, load  # noqa: E402

FIRST_TARGET, SECOND_TARGET = 1.2, 1.05

CHOICE, OUTCOME, FACTS, BOOKKEEPING = "choice", "outcome", "facts", "bookkeeping"

# What each verb is at the table. choice: a player decides; outcome: the table
# reports chance or hidden cards (roll, draw, reveal); facts: the line only
# reports what a component prints; bookkeeping: a consequence of earlier moves
# that the rules fix (no decision, no chance) — the referee could work it out.
VERBS: dict[str, dict[str, str]] = {
    "coming-of-age": {
        # the Bus Stop Tiles are placed at random for each game, like the neutral row: reported outcomes
        "start": OUTCOME, "row": OUTCOME, "tiles": OUTCOME, "roll": OUTCOME, "rob-roll": OUTCOME, "draw-trait": OUTCOME, "rob-reveal": OUTCOME,
        "location": FACTS, "board": FACTS, "goal": FACTS,
        "choose": CHOICE, "memory": CHOICE, "bounce": CHOICE, "done": CHOICE, "befriend": CHOICE, "remember": CHOICE,
        "presence": CHOICE, "parent": CHOICE, "friend": CHOICE, "intimacy": CHOICE, "play-trait": CHOICE, "mimic": CHOICE,
        "overcome": CHOICE, "skip": CHOICE,
        # A Mood bonus moves "a Mood Counter" the player picks (p. 10, the Bus Stop example). In the
        # current session format the referee resolves an Experience Space by itself unless the player
        # could flip a Memory Token first ("either before or after", p. 8): 'experience' is typed only
        # as that decision; and a Bus Stop bonus by itself unless the tile is not known yet (placed at
        # random: a reported outcome) or shows a character ("you may gain a Friendship Bonus"; from
        # format 4 on, one the player cannot move up resolves itself) or a Presence offers the other
        # option.
        "mood": CHOICE, "experience": CHOICE, "bus-stop": CHOICE,
        # owed VEP/Willpower/Token gains (what a space prints, told the first time; a card's or a
        # tile's gain is what the card drawn shows: an outcome, see `shows_a_card`) and Rob Bot's moves
        "gain": BOOKKEEPING, "rob": BOOKKEEPING,
    },
    "loop": {
        "activity": OUTCOME, "material": OUTCOME, "careers": OUTCOME, "hand": OUTCOME, "start": OUTCOME, "burn": OUTCOME,
        "draw": OUTCOME, "steal": OUTCOME, "event": OUTCOME, "take": OUTCOME,
        "career": CHOICE, "work": CHOICE, "buy": CHOICE, "consume": CHOICE, "goal": CHOICE, "rep-happiness": CHOICE,
        "play": CHOICE, "accept": CHOICE, "reject": CHOICE, "object": CHOICE, "call": CHOICE, "apply": CHOICE,
        "payoff": CHOICE, "end": CHOICE, "influence": CHOICE, "forge": CHOICE, "repair": CHOICE, "swap": CHOICE,
        "invest": CHOICE, "care": CHOICE, "scavenge": CHOICE, "peek": CHOICE, "insurance": CHOICE, "obsolete": CHOICE,
        "redeem": CHOICE, "repurchase": CHOICE, "santa": CHOICE, "climb": CHOICE,
    },
    "adulthood": {
        "board": FACTS,
        "market": OUTCOME, "career": OUTCOME, "partner": OUTCOME, "event": OUTCOME, "values": OUTCOME, "level": OUTCOME,
        "keep": CHOICE, "achievement": CHOICE, "place": CHOICE, "promote": CHOICE, "marry": CHOICE, "meditate": CHOICE,
        "draft": CHOICE, "play": CHOICE, "done": CHOICE,
    },
    "cv": {
        "card": FACTS,
        "reveal": OUTCOME, "goal": OUTCOME, "dealt": OUTCOME, "roll": OUTCOME, "reroll": OUTCOME, "effect": OUTCOME,
        "goals": OUTCOME,
        "keep": CHOICE, "buy": CHOICE, "done": CHOICE, "play": CHOICE, "discard": CHOICE, "add": CHOICE,
        "upkeep": CHOICE, "assist": CHOICE, "pass": CHOICE,
    },
}

# Verbs that, when they change nothing, only confirm a step the referee has
# already taken by itself (kept so that older sessions replay): such a
# recorded line is not typed any more. Coming of Age (format 3 on): on the
# second night a Personal Board space's bonus reported on the first (format 4:
# a named bonus tile's too) is applied by itself from the catalog, and the
# first night's report of it only confirms it.
CONFIRMATIONS: dict[str, tuple[str, ...]] = {"adulthood": ("done",), "coming-of-age": ("gain", "mood")}

# Moves the referee works out for a bot and records with one command
# (`referee bot` records the bot's whole turn): a run of them is one line.
BOT_MOVES: dict[str, tuple[str, ...]] = {"coming-of-age": ("rob",)}

# The words of a line that carry a component's printed facts (after the
# component's name), per game and verb: left out once the fact is known.
CV_FACT = [r"^[a-z-]+:", r"^condition$", r"^(health|relationship|knowledge|work|possession|event)(/[a-z]+)?$"]
FACT_WORDS: dict[str, dict[str, list[str]]] = {
    "adulthood": {verb: [r"^[a-z0-9_-]+=", r"^(grown-up|lasting)$"] for verb in ("board", "market", "keep", "career", "partner", "play", "event", "meditate")},
    "cv": {"reveal": CV_FACT, "card": CV_FACT, "goal": [r"^\d+$"]},
    # LOOP: an ACTIVITY's colours and PROPERTY, a GOAL's HAPPINESS and PROPERTY
    # follow the name the first time (no catalog yet: counted, not shortened)
    "loop": {"activity": [r"."], "goal": [r"."]},
}


@dataclass
class Count:
    lines: int = 0
    decisions: int = 0
    forced: int = 0
    facts: int = 0
    chars: int = 0
    numbered: int = 0
    stopped: int | None = None
    by_itself: int = 0
    by_class: dict[str, int] = field(default_factory=dict)
    by_verb: dict[str, int] = field(default_factory=dict)

    def per_decision(self) -> float:
        return self.lines / self.decisions if self.decisions else float("nan")


@dataclass
class Typed:
    """One line the table types in a night: the move text, whose it is, and
    whether `choices` offered it (so a number answers it)."""

    text: str
    player: str
    number: int | None
    outcome: bool = False
    bot: bool = False


def verb_class(game: str, verb: str) -> str:
    try:
        return VERBS[game][verb]
    except KeyError:
        sys.exit(f"benchmarks/lines_typed.py: verb '{verb}' of {game} is not classified in VERBS")


def shows_a_card(game: str, state: Any, move: Any) -> bool:
    """Coming of Age: a `gain` that reports what a card or tile gives (a
    Parent Card drawn from a shuffled deck, a location's Memory Card, a Bus
    Stop Tile placed at random and not named): the table reports what it
    shows, an outcome like a draw. A `gain` from a board space or a named
    bonus tile reports what it prints (bookkeeping, known on the next night)."""
    if game != "coming-of-age" or move.verb != "gain":
        return False
    from referee.games.coming_of_age.bonus_queue import owed_by
    from referee.games.coming_of_age.owed import is_board_space, tile_fact_key

    named = move.args[-1] if move.args else None
    owed = owed_by(state, move.player)
    source = named.lstrip("@").lower() if named else (owed[0].source if owed else None)
    if source is not None and tile_fact_key(state, source) is not None:
        return False  # a named bonus tile (format 4): what it prints is a fact, known the next night
    return source is not None and not is_board_space(source)


def fact_words(game: str, verb: str, words: list[str]) -> int:
    """How many words of a move carry printed facts (after its first argument)."""
    patterns = FACT_WORDS.get(game, {}).get(verb)
    if not patterns:
        return 0
    return sum(1 for word in words[1:] if any(re.search(p, word) for p in patterns))


def new_facts(before: Any, after: Any) -> int | None:
    """Component facts a move taught the session's FactBook (None: no FactBook)."""
    book_before, book_after = getattr(before, "facts", None), getattr(after, "facts", None)
    if not isinstance(book_after, FactBook):
        return None
    known = set(book_before.reported) | set(book_before.recorded) | set(book_before.catalog)
    return sum(1 for key in book_after.reported if key not in known)


# Per-player status entries that show what is known of the components, not
# the game: a second night knows more from the catalog (Coming of Age format 3:
# what each Personal Board space gives), like the `facts` entry.
KNOWLEDGE = ("board_bonuses",)


def comparable(rules, state: Any) -> Any:
    """What must agree between two nights: the status without the facts (and
    without who may act, which a tolerated confirmation widens)."""
    status = rules.status(state)
    kept = {key: value for key, value in status.items() if key not in ("facts", "must_act")}
    if isinstance(kept.get("players"), dict):
        kept["players"] = {name: {k: v for k, v in player.items() if k not in KNOWLEDGE} if isinstance(player, dict) else player
                           for name, player in kept["players"].items()}
    return kept


def night(rules, session: Session, shorten: bool) -> tuple[Count, list[Typed], Any]:
    """Fold the session's events, counting; with `shorten`, type each line as
    short as the known facts allow (see the module docstring)."""
    game = session.setup.game
    count = Count()
    typed: list[Typed] = []
    state = rules.setup(session.setup)
    for index, line in enumerate(session.events, start=1):
        try:
            move = parse(rules, state, line, session.setup.players)
            after = play(rules, state, move).state
        except RefereeError:
            count.stopped = index  # an illegal report, as recorded: the night ends there
            break
        kind = OUTCOME if shows_a_card(game, state, move) else verb_class(game, move.verb)
        offered = choices(rules, state)
        if move.verb in CONFIRMATIONS.get(game, ()) and comparable(rules, after) == comparable(rules, state) and not new_facts(state, after):
            count.by_itself += 1  # the referee had already made this move: the table does not type it
            state = after
            continue
        if move.verb in BOT_MOVES.get(game, ()) and typed and typed[-1].bot:
            count.by_class[kind] = count.by_class.get(kind, 0) + 1
            count.by_verb[f"{kind}:{move.verb}"] = count.by_verb.get(f"{kind}:{move.verb}", 0) + 1
            state = after  # the same `referee bot` command as the move before
            continue
        text = line
        if shorten:
            text = _shortest(rules, session, state, line, after)
            if text is None:  # nothing left to type: the line vanishes
                state = after
                continue
        words = text.split(":", 1)[1].split()
        if move.verb in BOT_MOVES.get(game, ()):
            text = "bot"
        learned = new_facts(state, after)
        count.facts += learned if learned is not None else (1 if kind == FACTS else 0) + (1 if fact_words(game, move.verb, words) else 0)
        number = next((i for i, open_ in enumerate(offered, start=1) if open_ == move), None)
        if kind == CHOICE and len(offered) == 1 and number == 1:
            count.forced += 1
            kind = "forced"
        elif kind in (CHOICE, OUTCOME):
            count.decisions += 1
        count.by_class[kind] = count.by_class.get(kind, 0) + 1
        count.by_verb[f"{kind}:{move.verb}"] = count.by_verb.get(f"{kind}:{move.verb}", 0) + 1
        count.lines += 1
        count.chars += len(text)
        typed.append(Typed(text, move.player, number, kind == OUTCOME, move.verb in BOT_MOVES.get(game, ())))
        state = after
    return count, typed, state


def _shortest(rules, session: Session, state: Any, line: str, after: Any) -> str | None:
    """The line as the table would type it with the facts known: None when it
    only reported known facts, else the line without its known fact words."""
    game = session.setup.game
    move = parse(rules, state, line, session.setup.players)
    target = comparable(rules, after)
    if verb_class(game, move.verb) == FACTS and comparable(rules, state) == target and new_facts(state, after) == 0:
        return None
    player, _, rest = line.partition(":")
    words = rest.split()
    patterns = FACT_WORDS.get(game, {}).get(move.verb)
    if not patterns:
        return line
    kept = words[:2] + [word for word in words[2:] if not any(re.search(p, word) for p in patterns)]
    if kept == words:
        return line
    short = f"{player}: {' '.join(kept)}"
    try:
        shorter = play(rules, state, parse(rules, state, short, session.setup.players)).state
    except RefereeError:
        return line
    return short if comparable(rules, shorter) == target else line


def joined(typed: list[Typed]) -> tuple[int, int, int]:
    """Lines, characters and numbered answers with the line-saving features.
    A move joins the line before when it is the same player's and not a
    reported outcome: a roll or a draw is seen before the player goes on, so
    it starts a line (`Ana: roll 3 5; choose 3`), and the moves after it in
    the same turn follow on that line. A move alone on its line that
    `choices` offered is answered with its number (`do 2`)."""
    lines = chars = numbered = 0
    previous = None
    for item in typed:
        if item.bot:  # `referee bot`, a command of its own
            lines, chars, previous = lines + 1, chars + len("bot"), None
            continue
        body = item.text.split(":", 1)[1].strip()
        if previous == item.player and not item.outcome:
            chars += len("; ") + len(body)
            continue
        lines += 1
        if item.number is not None:
            numbered += 1
            chars += len(f"do {item.number}")
        else:
            chars += len(item.player) + 2 + len(body)
        previous = item.player
    return lines, chars, numbered


def measure(path: Path) -> list[tuple[str, Count, str]]:
    """The four rows of one session file, and a note when the second night
    broke. Each session has a catalog of its own (a fresh `REFEREE_HOME`):
    its second night knows what its own first night reported, as the table
    that played it would, and never a board another recording made up."""
    saved = os.environ.get("REFEREE_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["REFEREE_HOME"] = home
        try:
            return _measure(path)
        finally:
            if saved is None:
                os.environ.pop("REFEREE_HOME", None)
            else:
                os.environ["REFEREE_HOME"] = saved


def _measure(path: Path) -> list[tuple[str, Count, str]]:
    from referee.core.catalog import learn, load_catalog
    from referee.games import game_rules

    session = load(path)
    rules = game_rules(session.setup.game)
    session = replace(session, setup=replace(session.setup, catalog={}))
    first, typed, end = night(rules, session, shorten=False)
    rows = [("first", first, ""), ("first+", _plus(first, typed), "")]
    book = getattr(end, "facts", None)
    if isinstance(book, FactBook):
        learn(session.setup.game, book.reported)
        filled = replace(session, setup=replace(session.setup, catalog=load_catalog(session.setup.game)))
        second, typed2, end2 = night(rules, filled, shorten=True)
        note = "" if comparable(rules, end2) == comparable(rules, end) else "second night ends elsewhere!"
        rows += [("second", second, note), ("second+", _plus(second, typed2), note)]
    else:
        rows += [("second", first, "no catalog"), ("second+", _plus(first, typed), "no catalog")]
    return rows


def _plus(count: Count, typed: list[Typed]) -> Count:
    lines, chars, numbered = joined(typed)
    return replace(count, lines=lines, chars=chars, numbered=numbered)


def examples() -> list[Path]:
    return sorted(p for p in (ROOT / "examples").glob("*/*.toml") if p.parent.name != "tallies")


def main(arguments: list[str]) -> int:
    paths = [Path(a) for a in arguments] or examples()
    print(f"targets: <= {FIRST_TARGET} lines per decision in a first game, <= {SECOND_TARGET} in a second")
    print(f"{'game / session':44} {'night':8} {'lines':>5} {'decis.':>6} {'forced':>6} {'facts':>5} {'chars':>6} {'numb.':>5} {'l/dec':>6}")
    failures = 0
    totals: dict[tuple[str, str], list[int]] = {}
    for path in paths:
        try:
            rows = measure(path)
        except RefereeError as error:
            print(f"{path}: does not replay ({error.msg.key})")
            failures += 1
            continue
        game = load(path).setup.game
        for night_, count, note in rows:
            target = FIRST_TARGET if night_.startswith("first") else SECOND_TARGET
            flag = "" if count.per_decision() <= target else " *"
            if count.stopped:
                note = f"{note} stops at refused event {count.stopped}".strip()
            label = f"{game}/{path.stem.removesuffix('.session')}"
            print(f"{label:44} {night_:8} {count.lines:5} {count.decisions:6} {count.forced:6} {count.facts:5} {count.chars:6} {count.numbered:5} {count.per_decision():6.2f}{flag} {note}")
            total = totals.setdefault((game, night_), [0, 0])
            total[0] += count.lines
            total[1] += count.decisions
        not_decided = {verb: n for verb, n in sorted(rows[0][1].by_verb.items()) if not verb.startswith((CHOICE, OUTCOME))}
        by_itself = rows[0][1].by_itself
        if by_itself:
            not_decided[f"made by the referee (recorded, not typed now)"] = by_itself
        if not_decided:
            print(f"{'':44} not decisions: " + ", ".join(f"{verb} {n}" for verb, n in not_decided.items()))
    print()
    print("per game (all its sessions):  * = above target")
    for (game, night_), (lines, decisions) in totals.items():
        target = FIRST_TARGET if night_.startswith("first") else SECOND_TARGET
        ratio = lines / decisions if decisions else float("nan")
        print(f"  {game:16} {night_:8} {lines:5} lines / {decisions:5} decisions = {ratio:.2f}{'' if ratio <= target else ' *'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
