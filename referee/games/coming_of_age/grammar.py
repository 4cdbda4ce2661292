"""The move grammar of Coming of Age: one `Verb` per kind of report, with its
help message, an example line and the rule entries that govern it.

Board and card facts the rulebook does not print (Experience Spaces, required
Motivation, Bus Stop Tiles, track bonuses) are entered with `location`,
`board` and `goal` the first time they matter. Rob Bot's moves (solo) are
recorded under the human player's name with the `rob` verb.

A bonus report may name the owed bonus it resolves with a last word starting
with '@' (`Ana: gain 1 willpower @fulfillment-4`); that word may stand
anywhere after the verb and is always printed last, so parse∘format holds.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from referee.core.messages import Msg, ngettext
from referee.core.moves import Arg, Grammar, Verb
from referee.i18n import N_

from .config import config

_C = config()
TRACKS = tuple(_C.tracks)
TRAITS = tuple(_C.traits)
GOALS = tuple(_C.goals)
SPACES = tuple(_C.spaces)
EFFECTS = tuple(_C.memory["effects"])
CHOICES = ("frustration", "vep")
SOURCES = TRACKS + ("willpower",)
GAINS = ("vep", "willpower", "motivation", "memory")
ROB_ACTIONS = ("interest", "follow", "mimic", "draw", "friend", "presence", "memory", "motivation")
FACTS = ("needs", "experience", "stop")
BOARD_FACTS = ("fulfillment-vep", "friendship-vep", "memory", "layout")
# Format 4: a track of the player's Personal Board read at once (board_print.py).
BOARD_TRACKS = TRACKS + ("fulfillment", "friendship")
TOP = _C.max_location

# Facts printed on the board, entered by a player who has something to do when they matter.
FACT_VERBS = ("location", "tiles", "board", "goal")
# Reports of a bonus owed (from spaces, cards and tiles), and declining one.
BONUS_VERBS = ("gain", "mood", "friend", "intimacy", "draw-trait", "play-trait", "mimic", "overcome")
OWED_VERBS = BONUS_VERBS + ("skip",)
# The optional last argument of those verbs: the owed bonus resolved, as '@SOURCE'.
SOURCE = Arg("@source", "text", optional=True)
MARK = "@"
# The last word of `start` from format 3 on: the Personal Board's colour (any word that names no Goal Tile).
BOARD = Arg("board", "text", optional=True)
# Solo, from format 4 on: after it, the colour of Rob Bot's Personal Board.
ROB_BOARD = Arg("rob-board", "text", optional=True)

VERBS = [
    Verb("start", (Arg("trait", "choice", TRAITS), Arg("goals", "choice", GOALS, many=True), BOARD, ROB_BOARD),
         ngettext("Set up: your Starting Trait Tile, your {n} Goal Tile and (in new sessions) the colour of your Personal Board (solo: then Rob Bot's).",
                  "Set up: your Starting Trait Tile, your {n} Goal Tiles and (in new sessions) the colour of your Personal Board (solo: then Rob Bot's).",
                  _C.scoring["max_goals"]),
         "Ana: start cheerful sociable gamer committed nostalgic red",
         ("setup.starting-trait-and-goals", "solo.setup-player-goals")),
    Verb("row", (Arg("tiles", "text", many=True),),
         ngettext("Two-player variant and solo: the {n} Trait Tile in the row, levels 1 to {n}, each as TRAIT:CHARACTER (its neutral character).",
                  "Two-player variant and solo: the {n} Trait Tiles in the row, levels 1 to {n}, each as TRAIT:CHARACTER (its neutral character).", _C.row),
         "Ana: row stubborn:purple calm:white fair:black sad:brown",
         ("two-player.setup", "two-player.levels")),
    Verb("location", (Arg("location", "int", minimum=1, maximum=TOP), Arg("fact", "choice", FACTS), Arg("values", "text", many=True)),
         Msg(N_("A fact printed on a location: 'needs' COLOURS [willpower]; 'experience' TRACK+N TRACK-N ...; 'stop' CHARACTER or 'bonus' (its Bus Stop Tile now).")),
         "Ana: location 3 needs pink turquoise willpower",
         ("memory.gain", "experience.resolve", "bus.step-a")),
    Verb("tiles", (Arg("tiles", "text", many=True),),
         Msg(N_("The Bus Stop Tiles as they lie now under locations 1 to {count}, each a neutral character or 'bonus' (placed at random for each game); in new sessions a bonus tile may be named, 'bonus:NAME', so what it gives is asked once ever."),
             count=TOP),
         "Ana: tiles purple bonus grey white bonus lilac brown bonus purple bonus",
         ("setup.bus-stop-tiles", "end-of-year.bus-stop-shift", "bus.step-a")),
    Verb("board", (Arg("fact", "choice", BOARD_FACTS + BOARD_TRACKS), Arg("values", "text", many=True)),
         Msg(N_("A fact printed on the boards: 'memory' COLOUR EFFECT; 'fulfillment-vep' SPACE=VEP ...; 'friendship-vep' LEVEL=VEP ... from the top (for Rob Bot); 'layout' every location from left to right on the Main Board; in new sessions, a track of your Personal Board at once: TRACK SPACE=BONUS ... (like 'board turquoise 1=vep:1 3=trait').")),
         "Ana: board memory purple left",
         ("memory-tokens.effects", "solo.rob-fulfillment", "solo.rob-friendship")),
    Verb("goal", (Arg("goal", "choice", GOALS), Arg("values", "text", many=True)),
         ngettext("What your Goal Tile asks for: type B, its {n} location; type D, the Memory Tokens as COLOUR=N.",
                  "What your Goal Tile asks for: type B, its {n} locations; type D, the Memory Tokens as COLOUR=N.", _C.scoring["type_b_locations"]),
         "Ana: goal gamer 2 5 8",
         ("goal.type-b", "goal.type-d")),
    Verb("roll", (Arg("dice", "int", minimum=0, maximum=TOP, many=True),),
         Msg(N_("Phase 1: the values you rolled, one per Die you have this turn ({zero} on a {faces}-sided Die is location {top})."),
             zero=_C.ten_face, faces=_C.faces[-1], top=TOP),
         "Ana: roll 3 5",
         ("phase1.roll", "play.turns-and-rounds")),
    Verb("choose", (Arg("die", "int", minimum=0, maximum=TOP), Arg("location", "int", minimum=0, maximum=TOP, optional=True),
                    Arg("tracks", "choice", TRACKS, many=True, optional=True)),
         Msg(N_("Phase 1: the Die you visit with; to change location add the new location and the Mood Tracks that take the Frustration Tokens.")),
         "Ana: choose 4 6 turquoise",
         ("phase1.choose", "change-location.frustration", "change-location.non-adjacent", "fulfillment.advance", "phase1.retrieve-dice")),
    Verb("rob-roll", (Arg("dice", "int", minimum=0, maximum=TOP, many=True),),
         Msg(N_("Solo: the values rolled for Rob Bot, as many Dice as yours.")),
         "Ana: rob-roll 2 6",
         ("solo.rob-roll",)),
    Verb("experience", (),
         Msg(N_("Phase 2: apply the Experience Space of your location (enter it once with 'location N experience ...').")),
         "Ana: experience",
         ("experience.resolve", "experience.locked-track")),
    Verb("memory", (Arg("colour", "text"), Arg("track", "choice", TRACKS), Arg("effect", "choice", EFFECTS)),
         ngettext("Flip one unused Memory Token to move a Mood Counter: right, left or to the center (bonus {n} time).",
                  "Flip one unused Memory Token to move a Mood Counter: right, left or to the center (bonus {n} times).", _C.memory["center_bonus_times"]),
         "Ana: memory yellow turquoise right",
         ("experience.memory-token", "memory-tokens.effects", "end.last-memory-token")),
    Verb("bounce", (Arg("choice", "choice", CHOICES),),
         Msg(N_("A Counter bounced to the left: add a Frustration Token or lose {vep} VEP."), vep=-_C.mood["left_bounce_vep"]),
         "Ana: bounce vep",
         ("bounce.left",)),
    Verb("done", (),
         Msg(N_("Nothing more this phase (no Memory Token now; at the end of the game: finished).")),
         "Ana: done",
         ("experience.memory-token", "end.last-memory-token")),
    Verb("bus-stop", (Arg("character", "text", optional=True), Arg("space", "choice", SPACES, optional=True)),
         Msg(N_("Step A: take the Bus Stop bonus; name the neutral character if the tile shows one (and the Friendship space).")),
         "Ana: bus-stop purple left",
         ("bus.step-a", "bus.die-and-presence", "friendship.new-character", "friendship.level-up", "solo.rob-bus-order")),
    Verb("befriend", (Arg("character", "text"), Arg("space", "choice", SPACES, optional=True)),
         Msg(N_("Step A: a Friendship Bonus with a player who has a Presence here.")),
         "Ana: befriend Ben center",
         ("bus.step-a", "friendship.new-character", "friendship.level-up", "solo.rob-bus-order")),
    Verb("remember", (Arg("source", "choice", SOURCES), Arg("count", "int", minimum=1, maximum=99), Arg("token", "text")),
         ngettext("Step B: gain the Memory, spending COUNT Motivation Tokens of one colour (or {n} willpower), and the colour of its Memory Token.",
                  "Step B: gain the Memory, spending COUNT Motivation Tokens of one colour (or {n} willpower), and the colour of its Memory Token.",
                  _C.memory["willpower_cost"]),
         "Ana: remember pink 2 purple",
         ("bus.step-b", "memory.gain", "memory.vep-scale", "memory.willpower", "motivation.mood-penalty", "mood-tracks.pink-passive")),
    Verb("presence", (Arg("source", "choice", SOURCES), Arg("from", "int", minimum=1, maximum=TOP, optional=True)),
         ngettext("Step B: leave a Presence, paying {n} Motivation Token (or {willpower} willpower); with all {presences} placed, say which location it leaves.",
                  "Step B: leave a Presence, paying {n} Motivation Tokens (or {willpower} willpower); with all {presences} placed, say which location it leaves.",
                  _C.presence["motivation_cost"], willpower=_C.presence["willpower_cost"], presences=_C.scoring["presence_tokens"]),
         "Ana: presence green",
         ("bus.step-b", "presence.place", "presence.limit", "motivation.mood-penalty")),
    Verb("parent", (),
         Msg(N_("Step B: play a Parent Card (report its bonus with 'gain' and the bonus moves).")),
         "Ana: parent",
         ("bus.step-b", "parent-card.play", "parent-card.hand-and-discard")),
    Verb("gain", (Arg("amount", "int", minimum=1, maximum=99), Arg("kind", "choice", GAINS), Arg("colour", "text", optional=True), SOURCE),
         Msg(N_("An owed bonus that gave VEP, Willpower, a Motivation Token of a colour or a Memory Token of a colour.")),
         "Ana: gain 1 willpower @fulfillment-4",
         ("mood-tracks.bonuses", "setup.unlimited-tokens", "end-of-round.motivation-tokens")),
    Verb("mood", (Arg("track", "choice", TRACKS), Arg("steps", "int", minimum=-9, maximum=9), SOURCE),
         Msg(N_("An owed bonus that moves a Mood Counter: steps to the right, or negative steps (-1) to the left.")),
         "Ana: mood orange 2 @friendship-4-left",
         ("mood-tracks.bonuses", "bounce.overview", "bounce.multiple")),
    Verb("friend", (Arg("character", "text"), Arg("space", "choice", SPACES, optional=True), SOURCE),
         Msg(N_("An owed Friendship Bonus with any character: a new one at level 0 (+{vep} VEP), a known one a level up."), vep=_C.friendship["new_vep"]),
         "Ana: friend purple left",
         ("friendship.sources", "friendship.new-character", "friendship.level-up")),
    Verb("intimacy", (Arg("character", "text"), Arg("space", "choice", SPACES, optional=True), SOURCE),
         Msg(N_("An owed Intimacy Bonus: a character at level {top} or more goes one level up (levels {first} to {last})."),
             top=_C.friendship["bonus_top"], first=_C.friendship["bonus_top"] + 1, last=_C.friendship["intimacy_top"]),
         "Ana: intimacy purple center",
         ("friendship.intimacy",)),
    Verb("draw-trait", (Arg("trait", "choice", TRAITS), Arg("discard", "choice", TRAITS, optional=True), SOURCE),
         Msg(N_("Trait Bonus: the Trait Tile you drew; with {count} in hand, the one you discard."), count=_C.player["trait_hand_limit"] + 1),
         "Ana: draw-trait calm",
         ("trait-bonus.draw", "trait-bonus.hand-limit")),
    Verb("play-trait", (Arg("trait", "choice", TRAITS), SOURCE),
         Msg(N_("Trait Bonus: play a Trait Tile from your hand whose requirement you meet now.")),
         "Ana: play-trait cheerful",
         ("trait-bonus.play-tile", "trait-bonus.requirement-timing", "trait-bonus.max-four")),
    Verb("mimic", (Arg("owner", "text"), Arg("trait", "choice", TRAITS), SOURCE),
         Msg(N_("Trait Bonus: place a Mimic Trait Token on a Trait Tile of another player (or of the neutral row: owner 'row').")),
         "Ana: mimic Ben stubborn",
         ("trait-bonus.mimic", "trait-bonus.mimic-once", "two-player.mimic")),
    Verb("overcome", (Arg("track", "choice", TRACKS), Arg("source", "choice", ("bonus", "willpower")), SOURCE),
         ngettext("Overcome the Frustration on a Mood Track with an owed Overcoming Bonus, or {n} Willpower Token at any time.",
                  "Overcome the Frustration on a Mood Track with an owed Overcoming Bonus, or {n} Willpower Tokens at any time.", _C.frustration["overcome_willpower"]),
         "Ana: overcome green willpower",
         ("frustration.overcome",)),
    Verb("skip", (SOURCE,),
         Msg(N_("Decline an owed bonus (the oldest, or the one named with @SOURCE).")),
         "Ana: skip @parent",
         ("mood-tracks.bonuses", "parent-card.play", "memory.gain", "bus.step-a")),
    Verb("rob", (Arg("action", "choice", ROB_ACTIONS), Arg("values", "text", many=True, optional=True)),
         Msg(N_("Solo: a move of Rob Bot, as the referee works it out (recorded so the log stays complete).")),
         "Ana: rob interest 2 6",
         ("solo.rob-roll", "solo.rob-step-a", "solo.rob-presence")),
    Verb("rob-reveal", (Arg("trait", "choice", TRAITS),),
         Msg(N_("Solo: the Trait Tile turned face up from Rob Bot's pile.")),
         "Ana: rob-reveal stubborn",
         ("solo.rob-play-trait", "solo.final-scoring")),
]



class ComingOfAgeGrammar(Grammar):
    """The core grammar, plus the '@SOURCE' word of the bonus verbs: taken out
    wherever it stands and given to their last argument."""

    def __init__(self, verbs):
        super().__init__(verbs)
        self._leading: dict[tuple[str, int], Verb] = {}  # (verb, n) -> the same verb without its last n arguments (read apart)

    def _without_last(self, verb: Verb, count: int = 1) -> Verb:
        """`verb` with its arguments but the last `count`, whose words are read apart; made once per verb."""
        found = self._leading.get((verb.name, count))
        if found is None or found.args != verb.args[:-count]:
            found = self._leading[(verb.name, count)] = replace(verb, args=verb.args[:-count])
        return found

    def _args(self, verb: Verb, tokens: list[str], players: Sequence[str], line: str) -> tuple[Any, ...]:
        if verb.args and verb.args[-1] is ROB_BOARD:
            return self._start_args(verb, tokens, players, line)
        if not verb.args or verb.args[-1] is not SOURCE:
            return super()._args(verb, tokens, players, line)
        marked: list[str] = []
        rest: list[str] = []
        for token in tokens:
            (marked if token.startswith(MARK) else rest).append(token)
        if len(marked) > 1 or (marked and marked[0] == MARK):
            raise self._usage(verb, line)
        values = super()._args(self._without_last(verb), rest, players, line)
        return values + (marked[0].lower() if marked else None,)

    def _start_args(self, verb: Verb, tokens: list[str], players: Sequence[str], line: str) -> tuple[Any, ...]:
        """`start`: the last words that name no Goal Tile (at most two: the
        player's Personal Board, then in solo Rob Bot's) are boards, each kept
        as its colour's id when it names a colour in any language ('rojo' ->
        'red'), so one board has one catalog key at a bilingual club."""
        boards: list[str] = []
        # a second board only beyond the Starting Trait Tile and the 4 Goal Tiles: a mistyped Goal Tile stays a Goal Tile
        while len(boards) < 2 and len(tokens) > (1 if not boards else 1 + _C.scoring["max_goals"]) and self._choice(verb.args[1], tokens[-1]) is None:
            board, tokens = str(self._value(BOARD, tokens[-1], players, verb, line)).lower(), tokens[:-1]
            boards.insert(0, (self.words.canonical_word(board) if self.words is not None else None) or board)
        boards += [None] * (2 - len(boards))
        return super()._args(self._without_last(verb, 2), tokens, players, line) + tuple(boards)


GRAMMAR = ComingOfAgeGrammar(VERBS)
