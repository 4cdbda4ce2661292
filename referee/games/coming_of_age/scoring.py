"""Coming of Age final scoring (rulebook "End of the Game and Final Scoring",
"Trait and Goal Tiles", and Solo Mode's "Final Scoring").

VEP on the track; -3 VEP per unresolved Frustration; Goal Tiles: at most as
many as Trait Tiles played, 5 VEP each whose requirement is met, each goal
evaluated here from the tally (Type A majorities against the other players,
a tie counting as fulfilled; Type B Presences among the tile's printed
locations; Type C; Type D Memory Tokens against the tile's printed
threshold); leftovers (Willpower + Motivation + unused Memory Tokens) // 3.
Ties: most Trait and Goal Tiles (mimicked included), then most Character
Tokens on the Friendship Track, else a shared victory. Solo: Rob Bot scores
his remaining Trait pile ignoring requirements and 1 VEP per 3 Motivation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.core.errors import BadInput
from referee.core.messages import Msg, Names
from referee.core.registry import Game, Mode
from referee.core.scoresheet import (
    Category,
    PlayerScore,
    ScoreSheet,
    chain_from_data,
    rank,
)
from referee.core.tally import Fields, Tally, Where, optional_fields
from referee.core.template import TemplateField, standard_header, write_template
from referee.games.coming_of_age.goals import STATS, GoalFacts, evaluate
from referee.i18n import N_

CATEGORIES = [
    Category("vep", Msg(N_("VEP on the track"))),
    Category("frustration", Msg(N_("Unresolved Frustration"))),
    Category("goals", Msg(N_("Goal Tiles"))),
    Category("leftovers", Msg(N_("Leftover elements"))),
    Category("rob_traits", Msg(N_("Rob's remaining Trait Tiles"))),
    Category("rob_motivation", Msg(N_("Rob's Motivation Tokens"))),
]
TOP_LEVEL = ("rob",)  # tables of a tally besides [players.*] (solo: Rob Bot)
TIE_LABELS = {
    "most-tiles": Msg(N_("most Trait and Goal Tiles, mimicked ones included")),
    "most-friends": Msg(N_("most Character Tokens on the Friendship Track")),
}


@dataclass
class Counts:
    """What one player counted on the table, checked."""

    name: str
    vep: int
    frustration: int
    traits_played: int
    mimicked: int
    friendship: list[int]
    presences: list[int]
    parent_cards: int
    willpower: int
    motivation: int
    memory_unused: dict[str, int]
    memory_used: dict[str, int]
    fulfillment_end: bool
    goals: dict[str, Fields] = field(default_factory=dict)

    def stat(self, name: str) -> int:
        """The numbers goals and tie-breaks compare (see STATS)."""
        return {
            "friends": len(self.friendship),
            "presences": len(self.presences),
            "savings": self.willpower + self.motivation,
            "parent_cards": self.parent_cards,
            "traits_played": self.traits_played,
            "tiles_fulfilled": self.traits_played + self.mimicked,
            "top_friendship": max(self.friendship, default=0),
            "fulfillment_end": int(self.fulfillment_end),
        }[name]

    def memory_of(self, kind: str) -> int:
        return self.memory_unused.get(kind, 0) + self.memory_used.get(kind, 0)


def _location(value: int, rules: dict, where: Where) -> int:
    low, high = rules["locations"]
    from referee.core.tally import check_integer

    value = check_integer(value, where, minimum=0, maximum=high)
    return high if value == 0 else value  # the tenth location is the 0 of the ten-sided die


def _read_player(name: str, fields: Fields, game: Game, solo: bool) -> Counts:
    rules = game.scoring
    low, high = rules["friendship_levels"]
    traits_played = fields.integer("traits_played", maximum=rules["max_traits_played"])
    presences_raw = fields.integers("presences", minimum=0, maximum=rules["locations"][1])
    presences = [_location(v, rules, fields.where.child("presences")) for v in presences_raw]
    if len(set(presences)) != len(presences):
        raise BadInput(N_("{file}: {owner}: 'presences' repeats a location; Presences are in different locations."), file=fields.where.file, owner=name)
    if len(presences) > rules["presence_tokens"]:
        raise BadInput(
            N_("{file}: {owner}: {count} Presences, but a player has only {tokens} Character Tokens for them."),
            file=fields.where.file, owner=name, count=len(presences), tokens=rules["presence_tokens"],
        )
    counts = Counts(
        name=name,
        vep=fields.integer("vep"),
        frustration=fields.integer("unresolved_frustration", maximum=rules["mood_tracks"]),
        traits_played=traits_played,
        mimicked=fields.integer("mimicked", maximum=traits_played),
        friendship=fields.integers("friendship", minimum=low, maximum=high),
        presences=presences,
        parent_cards=fields.integer("parent_cards"),
        willpower=fields.integer("willpower"),
        motivation=fields.integer("motivation"),
        memory_unused=fields.counts("memory_unused"),
        memory_used=fields.counts("memory_used"),
        fulfillment_end=fields.boolean("fulfillment_end"),
    )
    goals = fields.table("goals")
    catalogue = game.data["goals"]
    for goal_key in goals.keys():
        from referee.core.tally import match_choice

        goal_id = match_choice(goal_key, list(catalogue), goals.where.child(goal_key))
        if goal_id in counts.goals:
            raise BadInput(N_("{file}: {owner}: the goal '{goal}' is listed twice."), file=fields.where.file, owner=name, goal=goal_id)
        if solo and catalogue[goal_id]["type"] not in rules["solo_goal_types"]:
            raise BadInput(
                N_("{file}: {owner}: in solo mode you play Goal Tiles of types {types} only, not '{goal}'."),
                file=fields.where.file, owner=name, types=", ".join(sorted(set(rules["solo_goal_types"]))), goal=goal_id,
            )
        counts.goals[goal_id] = goals.table(goal_key)
    _check_goal_types(counts, game, solo, fields.where.file)
    if len(counts.goals) > rules["max_goals"]:
        raise BadInput(
            N_("{file}: {owner}: {count} Goal Tiles, but a player has {maximum}."),
            file=fields.where.file, owner=name, count=len(counts.goals), maximum=rules["max_goals"],
        )
    fields.finish()
    return counts


def _check_goal_types(player: Counts, game: Game, solo: bool, file: str) -> None:
    """A player holds one Goal Tile of each letter ("4 Goal Tiles (1 of each
    letter: A, B, C, D)", p. 3); in solo "1 Goal Tile of type B, 2 of type C,
    and 1 of type D" (Solo Mode, Setup): no more of a letter than drawn."""
    from collections import Counter

    drawn = Counter(game.scoring["solo_goal_types"] if solo else game.data["player"]["goal_types"])
    held = Counter(game.data["goals"][goal_id]["type"] for goal_id in player.goals)
    for letter, count in sorted(held.items()):
        if count > drawn[letter]:
            raise BadInput(
                N_("{file}: {owner}: {count} Goal Tiles of type {letter}, but a player draws {drawn} of that type."),
                file=file, owner=player.name, count=count, letter=letter, drawn=drawn[letter],
            )


def _goal_details(goal_id: str, details: Fields, player: Counts, game: Game) -> dict | None:
    """The tile's printed details, as entered in the tally, checked."""
    rules = game.scoring
    check = game.data["goals"][goal_id]["check"]
    if check == "presences_among":
        where = details.where.child("locations")
        raw = details.integers("locations", minimum=0, maximum=rules["locations"][1])
        locations = {_location(v, rules, where) for v in raw}
        details.finish()
        if len(locations) != rules["type_b_locations"]:
            raise BadInput(
                N_("{file}: {owner}: '{field}' must list the {count} locations printed on the tile."),
                file=where.file, owner=player.name, field=where.path, count=rules["type_b_locations"],
            )
        return {"locations": locations}
    if check == "memory_threshold":
        required = details.counts("memory")
        details.finish()
        if not required:
            where = details.where.child("memory")
            raise BadInput(
                N_("{file}: {owner}: '{field}' must give the Memory Tokens the tile asks for, like {{ yellow = 2 }}."),
                file=where.file, owner=player.name, field=where.path,
            )
        return {"memory": required}
    details.finish()
    return None


def _facts(player: Counts) -> GoalFacts:
    colours = set(player.memory_unused) | set(player.memory_used)
    return GoalFacts(
        stats={name: player.stat(name) for name in STATS},
        presences=frozenset(player.presences),
        memory={colour: player.memory_of(colour) for colour in colours},
    )


def _score_player(player: Counts, others: list[Counts], game: Game) -> PlayerScore:
    rules = game.scoring
    met: list[str] = []
    notes: list[Msg] = []
    for goal_id, details in player.goals.items():
        ok, reason = evaluate(
            game.data["goals"][goal_id], game.scoring, _facts(player), [_facts(o) for o in others],
            _goal_details(goal_id, details, player, game),
        )
        name = Names({lang: game.data["goals"][goal_id][lang] for lang in ("en", "es")})
        notes.append(Msg(N_("{goal}: met ({reason})") if ok else N_("{goal}: not met ({reason})"), goal=name, reason=reason))
        if ok:
            met.append(goal_id)
    scored = met[: player.traits_played]
    if len(met) > len(scored):
        notes.append(Msg(N_("Goal Tiles allowed: {allowed}, one per Trait Tile played"), allowed=player.traits_played))
    leftovers = player.willpower + player.motivation + sum(player.memory_unused.values())
    categories = {
        "vep": player.vep,
        "frustration": -rules["frustration_penalty"] * player.frustration,
        "goals": rules["goal_vep"] * len(scored),
        "leftovers": leftovers // rules["leftover_divisor"],
    }
    stats = {"tiles": player.traits_played + player.mimicked + len(scored), "friends": len(player.friendship)}
    return PlayerScore(name=player.name, categories=categories, stats=stats, notes=notes)


def _check_memory_colours(counts: list[Counts], game: Game, file: str) -> None:
    """Memory Tokens come in a fixed number of colours, 12 of each ("36 Memory
    Tokens (12 of each color)"): more colours in one tally means a typo, and
    more tokens of a colour than exist is impossible."""
    memory = game.data["memory"]
    totals: dict[str, int] = {}
    named: set[str] = set()
    for player in counts:
        for table in (player.memory_unused, player.memory_used):
            for colour, count in table.items():
                totals[colour] = totals.get(colour, 0) + count
        for details in player.goals.values():
            if details.has("memory"):
                named.update(str(colour).strip().lower() for colour in details.table("memory").keys())
    colours = sorted(set(totals) | named)
    if len(colours) > memory["colours"]:
        raise BadInput(
            N_("{file}: the tally names {count} Memory Token colours ({colours}), but there are {maximum}: is one misspelt?"),
            file=file, count=len(colours), colours=", ".join(colours), maximum=memory["colours"],
        )
    for colour, total in totals.items():
        if total > memory["tokens_per_colour"]:
            raise BadInput(
                N_("{file}: {total} {colour} Memory Tokens in all, but the game has {maximum} of each colour."),
                file=file, total=total, colour=colour, maximum=memory["tokens_per_colour"],
            )


def _score_rob(tally: Tally, game: Game) -> PlayerScore:
    """Solo: Rob Bot's final scoring."""
    rules = game.scoring
    rob = tally.section("rob")
    traits_played = rob.integer("traits_played", maximum=rules["max_traits_played"])
    pile = rob.choices("trait_pile", list(game.data["traits"]))
    repeated = sorted({trait for trait in pile if pile.count(trait) > 1})
    if repeated:
        # "28 Trait Tiles": one tile per trait
        raise BadInput(N_("{file}: Rob Bot: 'trait_pile' lists {traits} twice; there is one tile per Trait."), file=tally.file, traits=", ".join(repeated))
    categories = {
        "vep": rob.integer("vep"),
        "rob_traits": sum(game.data["traits"][trait]["vep"] for trait in pile),
        "rob_motivation": rob.integer("motivation") // rules["rob_motivation_divisor"],
    }
    mimicked = rob.integer("mimicked", maximum=traits_played)
    friendship = rob.integers("friendship", minimum=rules["friendship_levels"][0], maximum=rules["friendship_levels"][1])
    name = rob.text("name") if rob.has("name") else rules["rob_name"]
    rob.finish()
    stats = {"tiles": traits_played + mimicked + len(pile), "friends": len(friendship)}
    return PlayerScore(name=name, categories=categories, stats=stats, bot=True)


def score(tally: Tally) -> ScoreSheet:
    game, mode = tally.game, tally.mode
    solo = mode.id == "solo"
    counts = [_read_player(name, fields, game, solo) for name, fields in tally.players]
    _check_memory_colours(counts, game, tally.file)
    if solo and any(p.name.strip().lower() == game.scoring["rob_name"].lower() for p in counts):
        raise BadInput(N_("{file}: '{name}' is Rob Bot's name in solo mode: give the player another name."), file=tally.file, name=game.scoring["rob_name"])
    players = [_score_player(p, [o for o in counts if o is not p], game) for p in counts]
    if solo:
        if not tally.top.has("rob"):
            raise BadInput(N_("{file}: solo mode needs a [rob] table with Rob Bot's counts."), file=tally.file)
        players.append(_score_rob(tally, game))
    elif tally.top.has("rob"):
        raise BadInput(N_("{file}: a [rob] table belongs to solo mode only."), file=tally.file)
    sheet = ScoreSheet(
        game=game.id, mode=mode.id, categories=CATEGORIES, players=players,
        tie_breaks=chain_from_data(game.data, TIE_LABELS),
    )
    rank(sheet)
    return sheet


def template(game: Game, mode: Mode, render) -> str:
    rules = game.scoring
    solo = mode.id == "solo"
    start_vep = game.data["player"]["start_vep"]  # where every VEP Counter starts
    header, top = standard_header(game, mode)
    fields = [
        TemplateField("vep", start_vep, Msg(N_("VEP on the track before the final scoring (the referee adds Goals and leftovers and takes off Frustrations itself)"))),
        TemplateField("unresolved_frustration", 0, Msg(N_("Unresolved Frustration Tokens (on the far right of a Mood Track): the referee takes off {penalty} VEP for each"), penalty=rules["frustration_penalty"])),
        TemplateField("traits_played", 1, Msg(N_("Trait Tiles played on your Personal Board (0 to {maximum})"), maximum=rules["max_traits_played"])),
        TemplateField("mimicked", 0, Msg(N_("Mimic Trait Tokens you placed on other Trait Tiles (for Goals and the tie-break)"))),
        TemplateField("friendship", [], Msg(N_("Level ({low}-{high}) of each Character Token on your Friendship Track, e.g. [0, 2, 4]"), low=rules["friendship_levels"][0], high=rules["friendship_levels"][1])),
        TemplateField("presences", [], Msg(N_("Locations ({low}-{high}) where you have a Presence, e.g. [2, 7]"), low=rules["locations"][0], high=rules["locations"][1])),
        TemplateField("parent_cards", 0, Msg(N_("Parent Cards you played"))),
        TemplateField("willpower", 0, Msg(N_("Unused Willpower Tokens (with Motivation and unused Memory Tokens: 1 VEP per {divisor}, counted by the referee)"), divisor=rules["leftover_divisor"])),
        TemplateField("motivation", 0, Msg(N_("Unused Motivation Tokens, all colours together"))),
        TemplateField("fulfillment_end", False, Msg(N_("true if your Personal Fulfillment Counter reached the final space"))),
        TemplateField("memory_unused", {}, Msg(N_("Unused Memory Tokens per colour, e.g. {{ yellow = 1 }}"))),
        TemplateField("memory_used", {}, Msg(N_("Used Memory Tokens per colour, e.g. {{ purple = 2 }}"))),
    ]
    goal_lines = ["# " + render(Msg(N_("One line per Goal Tile you hold. Type B: the three locations printed on the tile. Type D: the Memory Tokens it asks for.")))]
    goal_lines += [
        "# sociable = {}",
        "# gamer = { locations = [1, 4, 7] }",
        "# committed = {}",
        "# nostalgic = { memory = { yellow = 2 } }",
    ]
    tables = [("goals", Msg(N_("Your Goal Tiles")), goal_lines)]
    names = ["Ana"] if solo else ["Ana", "Ben"]
    text = write_template(render, header, top, names, fields, tables, optional=optional_fields(game, mode))
    if solo:
        text += "\n".join([
            "",
            "# " + render(Msg(N_("Rob Bot's counts: VEP, the Trait Tiles left in his pile, his Motivation Tokens."))),
            "[rob]",
            f"vep = {start_vep}",
            "trait_pile = []",
            "motivation = 0",
            "traits_played = 0",
            "mimicked = 0",
            "friendship = []",
        ]) + "\n"
    return text
