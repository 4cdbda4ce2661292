"""CV end-of-game scoring (rulebook, "End of the Game").

Health, Relationship and Knowledge cards score by count from the table in
`game.toml`; Possessions score their printed points; the secret Life Goal its
points; each public Life Goal goes to whoever best achieves it, all tied
players scoring it in full. Most points wins; a tie goes to fewer CV cards,
and then remains a tie.
"""

from __future__ import annotations

from referee.core.errors import BadInput
from referee.core.messages import Msg
from referee.core.registry import Game, Mode
from referee.core.scoresheet import Category, PlayerScore, ScoreSheet, chain_from_data, rank
from referee.core.suggest import slug as _slug
from referee.core.tally import MISSING, REQUIRED, Fields, Tally, Where, optional_fields
from referee.games.cv.data import life_goal_shown, public_goals
from referee.core.template import TemplateField, standard_header, write_template
from referee.i18n import N_

CATEGORIES = [
    Category("health", Msg(N_("Health cards"))),
    Category("relationship", Msg(N_("Relationship cards"))),
    Category("knowledge", Msg(N_("Knowledge cards"))),
    Category("possessions", Msg(N_("Possessions"))),
    Category("life_goal", Msg(N_("Secret life goal"))),
    Category("public_goals", Msg(N_("Public life goals"))),
]
TOP_LEVEL = ("public_goals",)  # tables of a tally besides [players.*]
TIE_LABELS = {"fewer-cv-cards": Msg(N_("fewer CV cards"))}


def _public_goals(tally: Tally, minimum_default: int) -> list[tuple[str, int, int]]:
    """The public life goals on the board: (name, points, minimum measure)."""
    goals = []
    raw = tally.top.raw("public_goals", [])
    if not isinstance(raw, list):
        raise BadInput(N_("{file}: 'public_goals' must be a list of tables, like [[public_goals]]."), file=tally.file)
    for index, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict):
            raise BadInput(N_("{file}: 'public_goals' must be a list of tables, like [[public_goals]]."), file=tally.file)
        fields = Fields(entry, Where(tally.file, Msg(N_("public goal {number}"), number=index)))
        name = fields.text("name")
        points = fields.integer("points", default=REQUIRED)
        minimum = fields.integer("minimum", default=minimum_default)
        fields.finish()
        if any(_slug(existing) == _slug(name) for existing, _, _ in goals):
            raise BadInput(N_("{file}: the public goal '{goal}' is listed twice."), file=tally.file, goal=name)
        goals.append((name, points, minimum))
    return goals


def _measures(fields: Fields, goal_names: list[str]) -> dict[str, int]:
    """How far a player achieved each public goal on the board: required for
    every goal the tally lists (a measure left out is not taken as 0), and
    nothing to write when the board shows none."""
    if not goal_names and not fields.has("public_goals"):
        return {}
    measures = fields.counts("public_goals", goal_names)
    missing = next((goal for goal in goal_names if goal not in measures), None)
    if missing is not None:
        where = fields.where.child("public_goals").child(missing)
        raise BadInput(MISSING, file=where.file, owner=where.owner, field=where.path)
    return measures


def score(tally: Tally) -> ScoreSheet:
    game = tally.game
    rules = game.scoring
    table = rules["set_points"]
    public = _public_goals(tally, rules["public_goal_minimum"])
    goal_names = [name for name, _, _ in public]
    # Setup 4: public goals are "several more (the number of players minus one)".
    on_board = public_goals(len(tally.players))
    if len(public) > on_board:
        raise BadInput(
            N_("{file}: {count} public life goals, but with {players} players the board shows {shown} (the number of players minus {fewer})."),
            file=tally.file, count=len(public), players=len(tally.players), shown=on_board, fewer=len(tally.players) - on_board,
        )

    players: list[PlayerScore] = []
    measures: dict[str, dict[str, int]] = {}
    for name, fields in tally.players:
        counts = {kind: fields.integer(kind, maximum=len(table) - 1) for kind in rules["set_types"]}
        work = fields.integer("work")
        possessions = fields.integers("possessions")
        life_goal = fields.integer("life_goal")
        measures[name] = _measures(fields, goal_names)
        fields.finish()
        categories = {kind: table[count] for kind, count in counts.items()}
        categories["possessions"] = sum(possessions)
        categories["life_goal"] = life_goal
        categories["public_goals"] = 0
        cv_cards = sum(counts.values()) + work + len(possessions)
        players.append(PlayerScore(name=name, categories=categories, stats={"cv_cards": cv_cards}))

    for goal, points, minimum in public:
        best = max(measures[p.name].get(goal, 0) for p in players)
        if best < minimum:
            continue
        for player in players:
            if measures[player.name].get(goal, 0) == best:
                player.categories["public_goals"] += points
                player.notes.append(Msg(N_("{goal}: +{points} (best: {measure})"), goal=life_goal_shown(goal), points=points, measure=best))

    for player in players:
        player.notes.insert(0, Msg(N_("CV cards: {cards}"), cards=player.stats["cv_cards"]))

    sheet = ScoreSheet(
        game=game.id,
        mode=tally.mode.id,
        categories=CATEGORIES,
        players=players,
        tie_breaks=chain_from_data(game.data, TIE_LABELS),
    )
    rank(sheet)
    return sheet


def template(game: Game, mode: Mode, render) -> str:
    header, top = standard_header(game, mode)
    public = [
        "# " + render(Msg(N_("One [[public_goals]] per public life goal on the board: its name and the points printed on it."))),
        "[[public_goals]]",
        'name = "Collector"',
        "points = 5",
    ]
    fields = [
        TemplateField("health", 0, Msg(N_("Number of Health cards in your CV"))),
        TemplateField("relationship", 0, Msg(N_("Number of Relationship cards in your CV"))),
        TemplateField("knowledge", 0, Msg(N_("Number of Knowledge cards in your CV"))),
        TemplateField("work", 0, Msg(N_("Number of Work cards in your CV (they count for the tie-break)"))),
        TemplateField("possessions", [], Msg(N_("Points printed on each of your Possession cards, e.g. [3, 4, 5]"))),
        TemplateField("life_goal", 0, Msg(N_("Points from your secret life goal (0 if not fulfilled)"))),
    ]
    tables = [
        (
            "public_goals",
            Msg(N_("How far you achieved each public goal (what the card measures, e.g. possessions owned)")),
            ["Collector = 0"],
        )
    ]
    names = ["Ana", "Ben"][: max(mode.min_players, 2)]
    return write_template(render, header, top, names, fields, tables, extra=public, optional=optional_fields(game, mode))
