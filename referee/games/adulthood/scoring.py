"""Adulthood end-of-game scoring (rulebook "End of Game and Scoring", p. 10,
and "End of Solo Game").

The four final steps, in the rulebook's order: (1) each Unhappiness /
Negative Impact token moves that marker back one space; (2) +1 happy per
matching Life icon beyond 2 in each set; (3) +4 impact for a complete heart;
(4) the happy of each Values card. Each pass of a track's end adds 25. The
score is Happiness + Impact; ties share the victory. Solo: hearts and sets
score nothing; a win needs crossed markers and a completed Achievement level.
"""

from __future__ import annotations

from referee.core.errors import BadInput
from referee.core.messages import Msg
from referee.core.registry import Game, Mode
from referee.core.scoresheet import Category, PlayerScore, ScoreSheet, rank
from referee.core.tally import Tally, optional_fields
from referee.core.template import TemplateField, standard_header, write_template
from referee.i18n import N_


def sheet_categories(rules: dict) -> list[Category]:
    """The score sheet's categories; the labels say the numbers of `rules`
    (the game's `[scoring]`), as the scorer counts them."""
    return [
        Category("happiness", Msg(N_("Happiness track"))),
        Category("happiness_laps", Msg(N_("Happiness track passes (+{bonus} each)"), bonus=rules["lap_bonus"])),
        Category("unhappiness", Msg(N_("Step 1: Unhappiness tokens"))),
        Category("life_icon_sets", Msg(N_("Step 2: Life icons beyond the first {free} of each kind"), free=rules["life_icon_set_free"])),
        Category("values", Msg(N_("Step 4: Values cards"))),
        Category("impact", Msg(N_("Impact track"))),
        Category("impact_laps", Msg(N_("Impact track passes (+{bonus} each)"), bonus=rules["lap_bonus"])),
        Category("negative_impact", Msg(N_("Step 1: Negative Impact tokens"))),
        Category("heart", Msg(N_("Step 3: complete heart"))),
    ]


def score(tally: Tally) -> ScoreSheet:
    game, mode = tally.game, tally.mode
    rules = game.scoring
    solo = mode.id == "solo"
    players: list[PlayerScore] = []
    solo_result: tuple[bool, int, str | None] | None = None
    for name, fields in tally.players:
        happiness = fields.integer("happiness")
        impact = fields.integer("impact")
        happiness_laps = fields.integer("happiness_laps")
        impact_laps = fields.integer("impact_laps")
        unhappiness = fields.integer("unhappiness_tokens")
        negative = fields.integer("negative_impact_tokens")
        icons = fields.counts("life_icons", rules["life_icons"])
        heart = fields.boolean("heart")
        values = fields.integers("values")
        _check_values(values, solo, game, fields)
        notes: list[Msg] = []
        if solo:
            crossed = fields.boolean("markers_crossed")
            level = fields.integer("achievement_level", maximum=rules["achievement_levels"])
            achievement = fields.text("achievement") if fields.has("achievement") else None
            solo_result = (crossed, level, achievement)
        fields.finish()

        happy_track = happiness + rules["lap_bonus"] * happiness_laps
        impact_track = impact + rules["lap_bonus"] * impact_laps
        # Step 1: markers move back one space per token, never below the start.
        lost_happy = min(unhappiness, happy_track)
        lost_impact = min(negative, impact_track)
        if lost_happy < unhappiness or lost_impact < negative:
            notes.append(Msg(N_("A marker cannot move back past the start of its track.")))
        categories = {
            "happiness": happiness,
            "happiness_laps": rules["lap_bonus"] * happiness_laps,
            "unhappiness": -lost_happy,
            "impact": impact,
            "impact_laps": rules["lap_bonus"] * impact_laps,
            "negative_impact": -lost_impact,
        }
        if solo:
            if icons or heart or values:
                notes.append(Msg(N_("Solo: hearts, Life icon sets and Values score nothing.")))
        else:
            free = rules["life_icon_set_free"]
            categories["life_icon_sets"] = sum(max(0, count - free) for count in icons.values())
            categories["heart"] = rules["heart_impact"] if heart else 0
            categories["values"] = sum(values)
        players.append(PlayerScore(name=name, categories=categories, notes=notes))

    sheet = ScoreSheet(game=game.id, mode=mode.id, categories=sheet_categories(rules), players=players)
    if solo and solo_result is not None:
        _solo_outcome(sheet, *solo_result, page=rules["page"])
    else:
        rank(sheet)
    return sheet


def _check_values(values: list[int], solo: bool, game: Game, fields) -> None:
    """Values cards a player can hold: none in solo ("3. Don't deal out
    Values."), else the three dealt ("2 Facedown Values ... and one additional
    Value", p. 3), which Meditation only swaps one for one."""
    where = fields.where.child("values")
    if solo and values:
        raise BadInput(
            N_("{file}: {owner}: '{field}': no Values cards are dealt in solo mode, so none can score."),
            file=where.file, owner=where.owner, field=where.path,
        )
    play = game.data["play"]
    held = play["values_face_down"] + play["values_in_hand"]
    if len(values) > held:
        raise BadInput(
            N_("{file}: {owner}: '{field}' lists {count} Values cards, but a player holds {held}."),
            file=where.file, owner=where.owner, field=where.path, count=len(values), held=held,
        )


def _solo_outcome(sheet: ScoreSheet, crossed: bool, level: int, achievement: str | None, page: int) -> None:
    player = sheet.players[0]
    player.rank = 1
    name = achievement or "—"
    if crossed and level >= 1:
        sheet.winners = [player.name]
        sheet.outcome_code = "win"
        sheet.outcome = Msg(
            N_("Won: the markers crossed and level {level} of the Achievement ({achievement}) is complete. Record {score} on the card."),
            level=level, achievement=name, score=player.total,
        )
    else:
        sheet.outcome_code = "loss"
        reason = Msg(N_("the markers did not cross")) if not crossed else Msg(N_("no Achievement level was completed"))
        sheet.outcome = Msg(N_("Lost: {reason}."), reason=reason)


def template(game: Game, mode: Mode, render) -> str:
    rules = game.scoring
    solo = mode.id == "solo"
    header, top = standard_header(game, mode)
    fields = [
        TemplateField("happiness", 0, Msg(N_("Space of your Happiness marker at the end of the game"))),
        TemplateField("happiness_laps", 0, Msg(N_("Times your Happiness marker passed the end of the track (+{bonus} each)"), bonus=rules["lap_bonus"])),
        TemplateField("impact", 0, Msg(N_("Space of your Impact marker at the end of the game"))),
        TemplateField("impact_laps", 0, Msg(N_("Times your Impact marker passed the end of the track (+{bonus} each)"), bonus=rules["lap_bonus"])),
        TemplateField("unhappiness_tokens", 0, Msg(N_("Unhappiness (sad) tokens you hold"))),
        TemplateField("negative_impact_tokens", 0, Msg(N_("Negative Impact tokens you hold"))),
    ]
    tables = []
    if solo:
        fields += [
            TemplateField("markers_crossed", False, Msg(N_("true if your Happiness and Impact markers are crossed at the end, after the tokens"))),
            TemplateField("achievement", "?", Msg(N_("Name of your Achievement card"))),
            TemplateField("achievement_level", 0, Msg(N_("Highest level of the Achievement you completed (0 to {levels})"), levels=rules["achievement_levels"])),
        ]
    else:
        fields += [
            TemplateField("heart", False, Msg(N_("true if you married a Partner whose heart matches one of your Values"))),
            TemplateField("values", [], Msg(N_("Happy points from each of your Values cards, as printed, e.g. [3, 2]"))),
        ]
        tables.append(("life_icons", Msg(N_("Life icons in your tableau and Experience stack, per kind")), [f"{icon} = 0" for icon in rules["life_icons"]]))
    names = ["Ana"] if solo else ["Ana", "Ben"]
    return write_template(render, header, top, names, fields, tables, optional=optional_fields(game, mode))
