"""Shared helpers for the Coming of Age referee tests: a random legal player
(`RandomTable`) that picks among the verbs `expected()` allows with random
legal-looking arguments, entering printed facts when the referee asks and
reporting (or declining) the bonuses owed, and helpers to build sessions and
score tallies."""

from __future__ import annotations

import copy
import random

import pytest

from referee.core.engine import IllegalMove, Setup, play
from referee.games.coming_of_age import bot, facts
from referee.games.coming_of_age.board import tile_fact
from referee.games.coming_of_age.bonus_queue import expected_gift, owed_by, queue_bonus
from referee.games.coming_of_age.config import config
from referee.games.coming_of_age.goal_relevance import goals_to_describe
from referee.games.coming_of_age.referee import RULES
from referee.games.coming_of_age.traits import out_of_pile

NEUTRALS = ["purple", "lilac", "grey", "white", "brown"]
MEMORY = ["yellow", "purple", "green"]
BONUS_TILES = ["bonus", "bonus:2vep", "bonus:trait", "bonus:friend"]  # format 4: named bonus tiles (and one unnamed)
BOARDS = ["red", "yellow", "blue", "green"]  # the players' Personal Boards in format-3 games (the rulebook names red and yellow)
GAME = "coming-of-age"


def g_board(game, player, source: str) -> bool:
    """Format 3: `source` is a space of the player's named Personal Board."""
    from referee.games.coming_of_age.owed import is_board_space

    return game.by_board and player.board is not None and is_board_space(source)


def new_game(mode: str, players, facts=None, **options):
    """The set-up and first state of a game; `facts`: those its session file records."""
    setup = Setup(GAME, mode, tuple(players), options, dict(facts or {}))
    RULES.validate_setup(setup)
    return setup, RULES.setup(setup)


LONG_QUEUE = 8  # owed bonuses past which the random table declines them, every one until none is left


class RandomTable:
    """Plays random legal games; `lines` keeps every accepted move."""

    def __init__(self, seed: int, mode: str, players, board: int | None = None, **options):
        """`board`: the printed facts (Experience Spaces, required Motivation,
        Memory Token effects, Goal Tile details) come from this seed, the same
        in every game played with it — one physical board, as a catalog sees it."""
        self.rng = random.Random(seed)
        self.board = board
        self.setup, self.state = new_game(mode, players, **options)
        self.lines: list[str] = []
        self.refused = 0
        self.declining: set[str] = set()  # players declining every bonus they owe until they owe none

    # --- moves -----------------------------------------------------------
    def submit(self, line: str) -> bool:
        move = RULES.grammar.parse(line, list(self.setup.players))
        try:
            self.state = play(RULES, self.state, move).state
        except IllegalMove:
            self.refused += 1
            return False
        self.lines.append(move.text())
        return True

    def run(self, limit: int = 6000) -> None:
        for _ in range(limit):
            if RULES.is_over(self.state):
                return
            for move in bot_moves(self.state):
                assert self.submit(move.text()), move.text()
            if RULES.is_over(self.state):
                return
            line = self.pick()
            if line:
                self.submit(line)
        raise AssertionError("the game did not end")

    def pick(self) -> str | None:
        from referee.games.coming_of_age.grammar import OWED_VERBS

        exp = RULES.expected(self.state)
        must = [(name, verbs) for name, verbs in exp.actors.items() if self._required(name, verbs)]
        owing = [name for name in exp.actors if owed_by(self.state, name) and (self.state.strict or not self.state.players[name].mood_steps)]
        if owing and (not must or self.rng.random() < 0.5):
            return self.bonus_line(self.rng.choice(owing))
        name, verbs = self.rng.choice(must or list(exp.actors.items()))
        required = self._required(name, verbs)
        if required and self.rng.random() < 0.85:
            verb = self.rng.choice(required)
        else:
            verb = self.rng.choice(verbs)
        if self.state.by_board and name in owing and verb in OWED_VERBS:  # format 3: a bonus report says what the board prints
            return self.bonus_line(name)
        return self.line_for(name, verb)

    @staticmethod
    def _required(name, verbs):
        from referee.games.coming_of_age.grammar import FACT_VERBS, OWED_VERBS

        return [v for v in verbs if v not in OWED_VERBS and v not in FACT_VERBS]

    def bonus_line(self, name: str) -> str:
        """Report the oldest bonus `name` owes (what its space gave before, if known), or decline it."""
        p, r = self.state.players[name], self.rng
        queue = owed_by(self.state, name)
        owed = queue[0]
        tag = f" @{owed.source}" if r.random() < 0.3 else ""
        gift = expected_gift(owed)
        # A table that invents its prints (format 1 keeps none) can make Mood spaces that send a Counter
        # back and forth, each move owing the next: one report then owes as many bonuses as the referee's
        # bounded chain of automatic moves leaves (mood.AUTO_CHAIN), more than a player skips between two
        # reports. Past a long queue the player declines them all, as one may, until none is owed: every
        # decline shortens the queue, so the game goes on (CI found a table that never ended while the
        # player went back to reporting as soon as the queue was short again: seed 238851, format 1).
        if len(queue) > LONG_QUEUE:
            self.declining.add(name)
        if name in self.declining:
            if len(queue) == 1:
                self.declining.discard(name)
            return f"{name}: skip{tag}"
        if r.random() < 0.15:
            return f"{name}: skip{tag}"
        if gift is None and g_board(self.state, p, owed.source):
            if self.state.by_tile and r.random() < 0.3:  # format 4: the space read off the board (a track line)
                line = self.board_print_line(name, owed.source)
                if line:
                    return line
            return self.board_bonus_line(name, owed.source, tag)
        if gift is None:
            verb = r.choice(["gain", "gain", "gain", "mood", "friend", "draw-trait", "play-trait", "mimic", "overcome", "intimacy"])
        elif gift[0] in ("vep", "willpower", "motivation", "memory"):
            return f"{name}: gain {' '.join(map(str, gift[1:2] + gift[:1] + gift[2:]))}{tag}"
        elif gift[0] == "mood":  # format 2 knows the steps only: the Counter is chosen each time
            track = gift[1] if len(gift) == 3 else r.choice([t for t, track in p.tracks.items() if track.pos is not None])
            return f"{name}: mood {track} {gift[-1]}{tag}"
        else:
            verb = {"trait": r.choice(["draw-trait", "play-trait", "mimic"])}.get(gift[0], gift[0])
        if verb == "overcome":
            frustrated = [t for t, track in p.tracks.items() if track.frustration == "unresolved"]
            return f"{name}: overcome {r.choice(frustrated)} bonus{tag}" if frustrated else f"{name}: skip{tag}"
        line = self.line_for(name, verb)
        if line is None or not line.startswith(f"{name}: {verb}"):
            return line or f"{name}: skip{tag}"
        return line + tag

    def board_bonus_line(self, name: str, source: str, tag: str) -> str:
        """Format 3: what a Personal Board space prints is the same at every
        game (drawn from the board seed and the board's colour); the player's
        choices within it stay the game's own."""
        g, p, r, c = self.state, self.state.players[name], self.rng, config()
        pr = self.printed(f"{p.board}-{source}")
        verb = pr.choice(["gain", "gain", "gain", "mood", "friend", "draw-trait", "overcome"])
        if verb == "gain":
            kind = pr.choice(["vep", "willpower", "willpower", "motivation", "memory"])
            if kind == "motivation":
                colour = pr.choice(c.tracks)
                if colour not in c.tracks[: g.unlocked_tracks]:  # still in the unavailable supply: nothing to take
                    return f"{name}: skip{tag}"
                return f"{name}: gain 1 motivation {colour}{tag}"
            if kind == "memory":
                return f"{name}: gain 1 memory {pr.choice(MEMORY)}{tag}"
            return f"{name}: gain {pr.randint(1, 3)} {kind}{tag}"
        if verb == "mood":
            tracks = [t for t, track in p.tracks.items() if track.pos is not None]
            return f"{name}: mood {r.choice(tracks)} {pr.choice([-2, -1, 1, 2])}{tag}"
        if verb == "overcome":
            frustrated = [t for t, track in p.tracks.items() if track.frustration == "unresolved"]
            return f"{name}: overcome {r.choice(frustrated)} bonus{tag}" if frustrated else f"{name}: skip{tag}"
        if verb == "draw-trait":
            verb = r.choice(["draw-trait", "play-trait", "mimic"])  # a Trait Bonus: the player picks the action
        line = self.line_for(name, verb)
        if line is None or not line.startswith(f"{name}: {verb}"):
            return line or f"{name}: skip{tag}"
        return line + tag

    def board_print_line(self, name: str, source: str) -> str | None:
        """Format 4: the same print as `board_bonus_line` draws for this space,
        written as a `board` line (None for a Motivation Token, which the
        supply may not hold yet: that one is reported as it is reached)."""
        p, c = self.state.players[name], config()
        pr = self.printed(f"{p.board}-{source}")
        verb = pr.choice(["gain", "gain", "gain", "mood", "friend", "draw-trait", "overcome"])
        if verb == "gain":
            kind = pr.choice(["vep", "willpower", "willpower", "motivation", "memory"])
            if kind == "motivation":
                return None
            printed = f"memory:1:{pr.choice(MEMORY)}" if kind == "memory" else f"{kind}:{pr.randint(1, 3)}"
        elif verb == "mood":
            printed = f"mood:{pr.choice([-2, -1, 1, 2])}"
        else:
            printed = {"draw-trait": "trait"}.get(verb, verb)
        parts = source.split("-")
        track, space = (parts[0], "-".join(parts[1:]))
        return f"{name}: board {track} {space}={printed}"

    # --- arguments -------------------------------------------------------
    def line_for(self, name: str, verb: str) -> str | None:
        g, p, r, c = self.state, self.state.players[name], self.rng, config()
        open_tracks = [t for t in c.tracks if p.tracks[t].pos is not None]
        faces = c.faces[max(g.round, 1) - 1]
        fact = self.missing_fact(name) if verb != "bounce" else None  # a bounce's choice comes before anything else
        if fact:
            return fact
        if verb == "start":
            types = c.scoring["solo_goal_types"] if g.solo else c.player["goal_types"]
            goals = []
            held = {goal for other in g.players.values() for goal in other.goals if facts.needs_details(goal)} if g.strict else set()
            for t in types:
                goals.append(r.choice([k for k, v in c.goals.items() if v["type"] == t and k not in goals and k not in held]))
            taken = out_of_pile(g)
            board = f" {BOARDS[g.order.index(name)]}" if g.by_board else ""  # format 3: the Personal Board's colour
            if g.by_tile and g.solo:  # format 4: then Rob Bot's
                board += f" {BOARDS[-1]}"
            return f"{name}: start {r.choice([t for t in c.traits if t not in taken])} {' '.join(goals)}{board}"
        if verb == "row":
            taken = out_of_pile(g)
            tiles = r.sample([t for t in c.traits if t not in taken], 4)
            return f"{name}: row " + " ".join(f"{t}:{n}" for t, n in zip(tiles, r.sample(NEUTRALS, 4)))
        if verb in ("roll", "rob-roll"):
            low = 0 if faces == 10 else 1
            return f"{name}: {verb} " + " ".join(str(r.randint(low, faces - (1 if faces == 10 else 0))) for _ in range(p.dice))
        if verb == "choose":
            die = r.choice(p.roll)
            if r.random() < 0.25:
                target = r.randint(1, g.available)
                free = [t for t in open_tracks if p.tracks[t].frustration is None]
                from referee.games.coming_of_age.board import adjacent

                need = 1 if adjacent(g, die, target) else 2
                if target != die and len(free) >= need:
                    return f"{name}: choose {die} {target} " + " ".join(r.sample(free, need))
            return f"{name}: choose {die}"
        if verb == "experience":
            return f"{name}: experience"
        if verb == "memory":
            colours = [k for k, v in p.memory_unused.items() if v]
            if not colours:
                return None
            colour = r.choice(colours)
            from referee.games.coming_of_age.requirements import memory_effect

            effect = memory_effect(g, colour) or self.printed(f"memory-{colour}").choice(["left", "center"])
            return f"{name}: memory {colour} {r.choice(open_tracks)} {effect}"
        if verb == "bounce":
            return f"{name}: bounce {r.choice(['vep', 'frustration'])}"
        if verb == "done":
            return f"{name}: done"
        if verb == "skip":
            return f"{name}: skip"
        if verb == "bus-stop":
            tile = tile_fact(g, g.stop.location)
            if tile is None:
                tile = r.choice(NEUTRALS + ["bonus"] * 3)
            space = r.choice(c.spaces + [""] * 2)
            return f"{name}: bus-stop" if tile == "bonus" else f"{name}: bus-stop {tile} {space}".strip()
        if verb == "befriend":
            holders = [n for n in g.order if n != name and g.stop.location in g.players[n].presences]
            if g.rob and g.stop.location in g.rob.presences:
                holders.append("rob")
            return f"{name}: befriend {r.choice(holders)} {r.choice(c.spaces)}" if holders else None
        if verb in ("remember", "presence"):
            needs = facts.needs(g, g.stop.location) or []
            options = [col for col in needs if p.motivation.get(col, 0)]
            if facts.willpower_allowed(g, g.stop.location) and p.willpower >= 4:
                options.append("willpower")
            if not options:
                return f"{name}: parent"
            source = r.choice(options)
            if verb == "remember":
                # a random board can print spaces that feed each other Motivation: at most what a move can say
                most = RULES.grammar.verb("remember").args[1].maximum
                count = 4 if source == "willpower" else r.randint(1, min(p.motivation[source], most))
                return f"{name}: remember {source} {count} {r.choice(MEMORY)}"
            origin = f" {r.choice(p.presences)}" if len(p.presences) >= 4 else ""
            return f"{name}: presence {source}{origin}"
        if verb == "parent":
            return f"{name}: parent"
        if verb == "gain":
            kind = r.choice(["vep", "willpower", "willpower", "motivation", "memory"])
            if kind == "motivation":
                return f"{name}: gain 1 motivation {r.choice(c.tracks[: g.unlocked_tracks])}"
            if kind == "memory":
                return f"{name}: gain 1 memory {r.choice(MEMORY)}"
            return f"{name}: gain {r.randint(1, 3)} {kind}"
        if verb == "mood":
            return f"{name}: mood {r.choice(open_tracks)} {r.choice([-2, -1, 1, 2])}"
        if verb in ("friend", "intimacy"):
            options = [n for n in g.order if n != name] + NEUTRALS[:3]
            return f"{name}: {verb} {r.choice(options)} {r.choice(c.spaces)}"
        if verb == "draw-trait":
            taken = out_of_pile(g)
            pile = [t for t in c.traits if t not in taken]
            trait = r.choice(pile)
            extra = f" {r.choice(p.hand + [trait])}" if len(p.hand) >= 4 else ""
            return f"{name}: draw-trait {trait}{extra}"
        if verb == "play-trait":
            return f"{name}: play-trait {r.choice(p.hand)}" if p.hand else None
        if verb == "mimic":
            owners = [(n, t) for n in g.order if n != name for t in g.players[n].played] + [("row", t) for t, _ in g.row or []]
            if not owners:
                return None
            owner, trait = r.choice(owners)
            return f"{name}: mimic {owner} {trait}"
        if verb == "overcome":
            return f"{name}: overcome {r.choice(open_tracks)} {r.choice(['bonus', 'willpower'])}"
        if verb == "rob":
            found = bot.decision(g)
            return found[1].text() if found and found[0] == "move" else None
        if verb == "rob-reveal":
            taken = out_of_pile(g)
            return f"{name}: rob-reveal {r.choice([t for t in c.traits if t not in taken])}"
        if verb in ("location", "tiles", "board", "goal"):
            return None
        raise AssertionError(verb)

    def printed(self, what: str) -> random.Random:
        """The random source of one printed fact: the game's own, or the board's (the same every game)."""
        return self.rng if self.board is None else random.Random(f"{self.board}-{what}")

    def missing_fact(self, name: str) -> str | None:
        """A printed fact the referee needs now, made up at random (a table would read it)."""
        g, c = self.state, config()
        p = g.players[name]
        if g.by_board and not g.tiles and g.phase != "setup":  # format 3: the Bus Stop Tiles, reported once (placed at random each game)
            bonus = BONUS_TILES if g.by_tile else ["bonus", "bonus"]  # format 4: bonus tiles may be named
            return f"{name}: tiles " + " ".join(self.rng.choice(NEUTRALS + bonus) for _ in range(c.tiles))
        if g.by_board and g.phase in ("experience", "bus"):  # format 3: all a location prints, read once
            location = p.location if g.phase == "experience" else g.stop.location if g.stop else None
            if location and (facts.experience(g, location) is None or facts.needs(g, location) is None):
                return self.location_line(name, location)
        if g.phase == "experience" and p.location and facts.experience(g, p.location) is None:
            r = self.printed(f"experience-{p.location}")
            moves = [f"{t}{r.choice(['+1', '+2', '-1', '+1'])}" for t in r.sample(c.tracks, r.randint(1, 3))]
            return f"{name}: location {p.location} experience {' '.join(moves)}"
        if g.phase == "bus" and g.stop and facts.needs(g, g.stop.location) is None:
            return self.needs_line(name, g.stop.location)
        if g.phase == "final":
            for goal in goals_to_describe(g, p):
                check, r = c.goals[goal]["check"], self.printed(f"goal-{goal}")
                if facts.goal_details(g, p, goal) is None and check == "presences_among":
                    return f"{name}: goal {goal} " + " ".join(map(str, r.sample(range(1, 11), 3)))
                if facts.goal_details(g, p, goal) is None and check == "memory_threshold":
                    return f"{name}: goal {goal} {r.choice(MEMORY)}={r.randint(1, 3)}"
        if g.rob:
            found = bot.decision(g)
            if found and found[0] == "fact":
                key = found[1].key
                if "Bus Stop" in key:  # placed at random each game: the game's own draw
                    return f"{name}: location {g.stop.location} stop {self.rng.choice(NEUTRALS + ['bonus', 'bonus'])}"
                if "friendship-vep" in key:
                    return f"{name}: board friendship-vep 0=1 1=1 2=1 3=2 5=2 7=3"
                if "fulfillment-vep" in key:
                    return f"{name}: board fulfillment-vep 2=1 4=2 6=2 9=3"
                if "needs" in key:
                    return self.needs_line(name, g.stop.location)
        return None

    def location_line(self, name: str, location: int) -> str:
        """Format 3: what `location` prints that is not known yet, on one line."""
        g, parts = self.state, []
        if facts.experience(g, location) is None:
            parts.append(self.experience_words(location))
        if facts.needs(g, location) is None:
            parts.append(self.needs_line(name, location).split(f"location {location} ", 1)[1])
        return f"{name}: location {location} " + " ".join(parts)

    def experience_words(self, location: int) -> str:
        r = self.printed(f"experience-{location}")
        return "experience " + " ".join(f"{t}{r.choice(['+1', '+2', '-1', '+1'])}" for t in r.sample(config().tracks, r.randint(1, 3)))

    def needs_line(self, name: str, location: int) -> str:
        r, tracks = self.printed(f"needs-{location}"), config().tracks
        colours = r.sample(tracks, r.randint(1, 2))
        return f"{name}: location {location} needs {' '.join(colours)}" + (" willpower" if r.random() < 0.5 else "")


@pytest.fixture
def table():
    return RandomTable


# --- scripted helpers ---------------------------------------------------------

STARTS = {
    "standard": ["start cheerful sociable gamer committed nostalgic", "start calm versatile hedonist persistent grateful",
                 "start brilliant saver eclectic committed cautious", "start sad loyal enthusiast persistent experimented"],
    "two-player": ["start cheerful sociable gamer committed nostalgic", "start calm versatile hedonist persistent grateful"],
    "solo": ["start cheerful gamer committed persistent nostalgic"],
}
ROW = "row stubborn:purple fair:lilac hoarder:grey positive:white"


def do(state, *lines):
    """Play lines that must be legal; returns the new state."""
    for line in lines:
        move = RULES.grammar.parse(line, list(state.order))
        state = play(RULES, state, move).state
    return state


def refuse(state, line) -> IllegalMove:
    """Play a line that must be refused; returns the error."""
    move = RULES.grammar.parse(line, list(state.order))
    with pytest.raises(IllegalMove) as caught:
        play(RULES, state, move)
    return caught.value


def started(mode="standard", players=None, facts=None, **options):
    """A game right after set-up (round 1, year 1, phase 1); `facts`: those its session file records."""
    players = players or (("Ana",) if mode == "solo" else ("Ana", "Ben"))
    _, state = new_game(mode, players, facts, **options)
    boards = [f" {board}" if state.by_board else "" for board in BOARDS]  # format 3 names each Personal Board
    if state.by_tile and mode == "solo":  # format 4: and Rob Bot's after the player's
        boards[0] += f" {BOARDS[-1]}"
    lines = [f"{name}: {STARTS[mode][i]}{boards[i]}" for i, name in enumerate(players)]
    if mode in ("two-player", "solo"):
        lines.append(f"{players[0]}: {ROW}")
    return do(state, *lines)


def owing(state, name, count=1, source="parent"):
    """Give `name` bonuses owed (as from a Parent Card), to test the verbs that report them."""
    for _ in range(count):
        queue_bonus(state, name, source, None)
    return state


def agrees(state, move) -> None:
    """One source for check and apply: on a move the turn order lets through,
    `check` refuses exactly when applying it to a deep copy refuses (with the
    same message and rule ids), and `check` leaves the state unchanged."""
    from referee.core.engine import verify_turn

    try:
        verify_turn(RULES, state, move)
    except IllegalMove:
        return  # refused before the game's own rules, the same way for both
    before = copy.deepcopy(state)
    checked = applied = None
    try:
        RULES.check(state, move)
    except IllegalMove as error:
        checked = error
    assert state == before, f"check changed the state: {move.text()}"
    try:
        RULES.apply(before, move)  # the copy, equal to the state: spent on the apply
    except IllegalMove as error:
        applied = error
    assert (checked is None) == (applied is None), f"{move.text()}: check {checked!r}, apply {applied!r}"
    if checked is not None:
        assert (checked.msg.english(), checked.rule_ids) == (applied.msg.english(), applied.rule_ids), move.text()


def settle(state):
    """Decline (`skip`) every bonus owed, player by player; returns the new state."""
    while True:
        # format 1: a bounce waiting for its choice comes before the bonuses; format 2: the bonuses come first
        who = next((n for n in state.order if owed_by(state, n) and (state.strict or not state.players[n].mood_steps)), None)
        if who is None:
            return state
        state = do(state, f"{who}: skip")


def rob_moves(state):
    """Record Rob Bot's moves (solo) until he waits."""
    for move in bot_moves(state):
        state = play(RULES, state, move).state
    return state


def bot_moves(state):
    """Rob Bot's moves now; none while he waits for the table (a fact, a revealed tile)."""
    from referee.core.errors import BadInput

    try:
        return RULES.bot_turn(state)
    except BadInput:
        return []


def to_tally(data):
    """A scorer Tally from `tally(state)`."""
    from referee.core.registry import get_game
    from referee.core.tally import Fields, Tally, Where

    game = get_game(GAME)
    top = Fields(data, Where("state", "top"))
    top.raw("game", None)
    mode = game.mode(top.raw("mode"))
    top.raw("players")
    players = [(name, Fields(fields, Where("state", name))) for name, fields in data["players"].items()]
    return Tally(game, mode, "state", top, players)


@pytest.fixture
def coa():
    """The helpers above, for test modules (conftest is not importable under --import-mode=importlib)."""
    from types import SimpleNamespace

    return SimpleNamespace(do=do, refuse=refuse, agrees=agrees, started=started, rob_moves=rob_moves, to_tally=to_tally, owing=owing, settle=settle,
                           new_game=new_game, RandomTable=RandomTable, RULES=RULES)
