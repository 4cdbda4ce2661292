"""The move language of CV: one line per reported event, `PLAYER: verb args`.

Dice are reported as the symbols lying on the table (`roll` and `reroll`
give the whole set, so which dice were rerolled follows from it). Cards are
named by a word the table agrees on (`used-car`); the first time a card
appears its printed facts follow its name (see cards.py). Each verb names
the rule entries that govern it (ids in rulesets/cv/rules.*.toml) and an
example the tests round-trip.
"""

from __future__ import annotations

from referee.core.messages import Msg
from referee.core.moves import Arg, Grammar, Verb
from referee.games.cv import data
from referee.i18n import N_

FACES = data.faces()


def _text(name: str, many: bool = False, optional: bool = False) -> Arg:
    return Arg(name, "text", many=many, optional=optional)


VERBS = [
    # Set-up
    Verb("reveal", (_text("card"), _text("facts", many=True, optional=True)),
         Msg(N_("A card dealt onto the track: its name, then (the first time it is seen) TYPE cost: gives: upkeep: dice: points: condition.")),
         "Felix: reveal used-car possession cost:money,money,money points:3",
         ("setup.track", "cleanup.slide-refill", "cleanup.deck-order", "cards.layout")),
    Verb("goal", (_text("goal"), Arg("points", "int", minimum=0, optional=True)),
         Msg(N_("A public life goal revealed at set-up: its name and (the first time it is seen) the points printed on it.")),
         "Felix: goal collector 5", ("setup.public-goals", "scoring.public-goals")),
    Verb("dealt", (_text("cards", many=True),),
         Msg(N_("The childhood cards dealt to you, before the draft.")),
         "Felix: dealt bicycle piano dog", ("setup.childhood-4p", "setup.childhood-2p", "setup.childhood-3p")),
    Verb("keep", (_text("card"),),
         Msg(N_("The childhood card you keep; the others pass to the player on your left.")),
         "Felix: keep bicycle", ("setup.childhood-draft",)),
    Verb("card", (_text("card"), _text("facts", many=True)),
         Msg(N_("The facts of a childhood card in your hand (gives: the symbols it adds when played).")),
         "Felix: card piano gives:knowledge", ("cards.childhood", "select.events")),
    # The turn
    Verb("roll", (Arg("dice", "choice", FACES, many=True),),
         Msg(N_("The symbols your dice show after the first roll.")),
         "Felix: roll health money money luck", ("roll.four-dice", "roll.max-seven")),
    Verb("reroll", (Arg("dice", "choice", FACES, many=True),),
         Msg(N_("All your dice after a reroll (bad luck dice stay as they are).")),
         "Felix: reroll health money money money", ("roll.rerolls", "roll.bad-luck-frozen")),
    Verb("effect", (_text("card"), Arg("dice", "choice", FACES, many=True)),
         Msg(N_("A card's effect changed your dice: the active card (or the event played) and all your dice as they are now.")),
         "Felix: effect tutoring health money money money", ("card-type.knowledge", "card-type.health", "card-type.event")),
    Verb("buy", (_text("card"), _text("with", many=True, optional=True)),
         Msg(N_("Take a card from the track, paying its symbols from dice and tokens; add 'luck' to pay with {count} good luck, and name event or childhood cards whose symbols help."),
             count=data.good_luck_buys()),
         "Felix: buy used-car", ("select.take-cards", "select.pay-cost", "select.events", "select.events-unused", "select.three-good-luck", "select.good-luck-conditions")),
    Verb("done", (), Msg(N_("End Select Cards (no more cards this turn).")), "Felix: done", ("select.take-cards",)),
    Verb("play", (_text("card"),), Msg(N_("Play an event or childhood card from your hand for its effect; it is discarded.")),
         "Felix: play piano", ("card-type.event", "card-type.event-not-cv")),
    Verb("discard", (_text("card"),), Msg(N_("Misfortune: the active card of your CV you discard.")),
         "Felix: discard used-car", ("badluck.misfortune", "badluck.discard-active")),
    Verb("add", (_text("card"), _text("where", many=True, optional=True)),
         Msg(N_("Place a bought card in your CV: its TYPE if it has two, and top, bottom or under:CARD (Health, Relationship, Knowledge).")),
         "Felix: add marriage under:first-love", ("cv.add-cards", "cv.place-hrk", "cv.place-work-possession", "two-color.choose-type")),
    Verb("upkeep", (_text("cards", many=True, optional=True),),
         Msg(N_("When the dice and tokens left pay some card costs but not all: the cards whose cost you pay (the others go to the box).")),
         "Felix: upkeep office", ("cost.pay-each-turn", "cost.cannot-pay", "cost.no-reuse")),
    Verb("assist", (_text("card"), _text("where", many=True, optional=True)),
         Msg(N_("Social assistance: the track card you take free (placed like 'add').")),
         "Eric: assist marriage", ("social.eligibility", "social.take-card", "social.order")),
    Verb("pass", (), Msg(N_("Take no card from social assistance.")), "Eric: pass", ("social.take-card",)),
    # The end
    Verb("goals", (Arg("points", "int", minimum=0), _text("achieved", many=True, optional=True)),
         Msg(N_("At the end: the points of your secret life goal, then GOAL:MEASURE for each public goal you achieved.")),
         "Felix: goals 8 collector:5", ("scoring.personal-goal", "scoring.public-goals")),
]

GRAMMAR = Grammar(VERBS)
