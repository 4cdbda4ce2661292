"""LOOP end-of-game scoring (rulebook 2.8 End Game, 5.4, 5.5, 6.3, 7.3).

Basic: the highest Happiness wins, ties broken by Reputation, fewer Materials
in the Landfill, more Goals, more Activities. Competitive adds the Debt
Penalty and the Landfill Penalty. Cooperative: the team wins only if everyone
has Happiness 11 or more after the penalties; Solo: 11 or more wins. The
Depletion Penalty costs whoever triggered Depletion at their turn end 1
Happiness. Happiness never leaves the track (0-12).
"""

from __future__ import annotations

from referee.core.errors import BadInput
from referee.core.messages import Msg, Names, ngettext
from referee.core.registry import Game, Mode
from referee.core.scoresheet import Category, PlayerScore, ScoreSheet, chain_from_data, rank
from referee.core.tally import Tally, optional_fields
from referee.core.template import TemplateField, standard_header, write_template
from referee.i18n import N_

CATEGORIES = [
    # What the tally gives: the mat's HAPPINESS with the Depletion Penalty added back,
    # since the penalty leaves the track the moment it happens (P.10) but is a row here.
    Category("happiness", Msg(N_("Happiness before the penalties"))),
    Category("depletion_penalty", Msg(N_("Depletion Penalty"))),
    Category("debt_penalty", Msg(N_("Debt Penalty (unpaid Credit Cards)"))),
    Category("landfill_penalty", Msg(N_("Landfill Penalty"))),
]
TIE_LABELS = {
    "reputation": Msg(N_("higher Reputation")),
    "fewer-landfill": Msg(N_("fewer Materials in the Landfill")),
    "more-goals": Msg(N_("more Goals achieved")),
    "more-activities": Msg(N_("more Activities completed")),
}
TEAM_MODES = {"cooperative", "solo"}


def score(tally: Tally) -> ScoreSheet:
    game, mode = tally.game, tally.mode
    rules = game.scoring
    penalties = set(rules["penalties"][mode.id])
    goal_limit = rules["solo_goals"] if mode.id == "solo" else rules["goals_per_player"]
    players: list[PlayerScore] = []
    triggers = []
    for name, fields in tally.players:
        happiness = fields.integer("happiness", minimum=rules["happiness_min"], maximum=rules["happiness_max"])
        reputation = fields.integer("reputation", maximum=rules["reputation_max"])
        landfill = fields.integer("landfill")
        goals = fields.integer("goals", maximum=goal_limit)
        activities = fields.integer("activities")
        credit_cards = fields.integer("credit_cards")
        triggered = fields.boolean("triggered_depletion")
        fields.finish()
        if credit_cards and "debt" not in penalties:
            raise BadInput(
                N_("{file}: {owner}: 'credit_cards' is {value}, but {mode} mode has no Credit Cards."),
                file=tally.file, owner=name, value=credit_cards, mode=Names(mode.names),
            )
        if triggered:
            triggers.append(name)
        # Each penalty moves the token down the track; it cannot go below 0.
        remaining = happiness
        categories = {"happiness": happiness}
        wanted = {
            "depletion": rules["depletion_penalty"] if triggered else 0,
            "debt": rules["debt_penalty"] * credit_cards,
            "landfill": rules["landfill_penalty"] * (landfill // rules["landfill_group"]),
        }
        notes = []
        for kind, loss in wanted.items():
            if kind not in penalties:
                continue  # the mode has no such penalty: no row for it
            key = f"{kind}_penalty"
            applied = min(loss, remaining - rules["happiness_min"])
            categories[key] = -applied
            remaining -= applied
            if applied < loss:
                notes.append(Msg(N_("Happiness cannot go below {minimum}."), minimum=rules["happiness_min"]))
            if kind == "depletion" and applied:
                notes.append(Msg(N_("the mat shows Happiness {mat}: the Depletion Penalty came off the track when DEPLETION happened, so the first row adds it back."), mat=happiness - applied))
        players.append(
            PlayerScore(
                name=name,
                categories=categories,
                stats={"reputation": reputation, "landfill": landfill, "goals": goals, "activities": activities},
                notes=notes,
            )
        )
    if len(triggers) > 1:
        raise BadInput(
            N_("{file}: only one player can trigger Depletion, but the tally says: {names}."),
            file=tally.file, names=", ".join(triggers),
        )
    sheet = ScoreSheet(
        game=game.id,
        mode=mode.id,
        categories=CATEGORIES,
        players=players,
        tie_breaks=[] if mode.id in TEAM_MODES else chain_from_data(game.data, TIE_LABELS),
    )
    if mode.id in TEAM_MODES:
        _team_outcome(sheet, rules["win_threshold"], mode)
    else:
        rank(sheet)
    return sheet


def _team_outcome(sheet: ScoreSheet, threshold: int, mode: Mode) -> None:
    """Cooperative and Solo: everyone must end at the threshold or above."""
    short = [p.name for p in sheet.players if p.total < threshold]
    for player in sheet.players:
        player.rank = 1
    solo = len(sheet.players) == 1
    if short:
        sheet.winners = []
        sheet.outcome_code = "loss"
        key = (
            N_("Lost: Happiness below {threshold} after the penalties (rulebook p. {page}).")
            if solo
            else N_("The team loses: {names} ended below Happiness {threshold} after the penalties (rulebook p. {page}).")
        )
        sheet.outcome = Msg(key, names=", ".join(short), threshold=threshold, page=mode.page)
    else:
        sheet.winners = [p.name for p in sheet.players]
        sheet.outcome_code = "win"
        key = (
            N_("Won: Happiness {threshold} or more after the penalties (rulebook p. {page}).")
            if solo
            else N_("The team wins: everyone ended at Happiness {threshold} or more after the penalties (rulebook p. {page}).")
        )
        sheet.outcome = Msg(key, threshold=threshold, page=mode.page)


def template(game: Game, mode: Mode, render) -> str:
    rules = game.scoring
    header, top = standard_header(game, mode)
    fields = [
        TemplateField("happiness", 4, Msg(N_("Happiness on your player mat at the end ({minimum} to {maximum}), before the penalties: if you already took off the Depletion point, add it back, the scorer applies it"), minimum=rules["happiness_min"], maximum=rules["happiness_max"])),
        TemplateField("reputation", 0, Msg(N_("Reputation you hold (0 to {maximum}): it only breaks a tie"), maximum=rules["reputation_max"])),
        TemplateField("landfill", 0, (Msg(N_("Materials in your own Landfill: the referee takes off {penalty} Happiness per {group} itself; it also breaks a tie"), penalty=rules["landfill_penalty"], group=rules["landfill_group"])
                                      if "landfill" in rules["penalties"][mode.id] else Msg(N_("Materials in your own Landfill: it only breaks a tie")))),
        TemplateField("goals", 0, Msg(N_("Goals you achieved: they only break a tie (their Happiness is already on your mat)"))),
        TemplateField("activities", 0, ngettext("Activities you completed during the game: they only break a tie; leave 0 if nobody kept count (you keep only {n} ACTIVITY card on the table)",
                                                "Activities you completed during the game: they only break a tie; leave 0 if nobody kept count (you keep only {n} ACTIVITY cards on the table)",
                                                game.data["play"]["activities"]["kept"])),
    ]
    if "debt" in rules["penalties"][mode.id]:
        fields.append(TemplateField("credit_cards", 0, Msg(N_("Credit Cards not paid off: the referee takes off {penalty} Happiness for each itself"), penalty=rules["debt_penalty"])))
    fields.append(TemplateField("triggered_depletion", False, Msg(N_("true if Depletion happened at the end of your turn (not by burning a Material)"))))
    names = ["Ana", "Ben"][: max(mode.min_players, 1) if mode.max_players == 1 else 2]
    return write_template(render, header, top, names, fields, optional=optional_fields(game, mode))
