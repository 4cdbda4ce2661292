"""The move language of LOOP: one line per reported event, `PLAYER: verb args`.

Each verb names the rule entries that govern it (rules.en.toml ids), an
example (round-tripped by the tests) and its arguments. Words that need the
game state to read (MATERIAL references, option words) are kept as text and
read by tokens.py inside the rules.
"""

from __future__ import annotations

from referee.core.messages import Msg, ngettext
from referee.core.moves import Arg, Grammar, Verb
from referee.games.loop import data
from referee.i18n import N_

TYPES = data.material_types()
RED = tuple(data.table()["favours"]["red"])
CAREERS = tuple(data.careers())
EVENTS = tuple(data.events())
QMIN, QMAX = data.table()["materials"]["quality_min"], data.table()["materials"]["quality_max"]
PAYOFF = data.table()["credit"]
_BANKER = data.ability_numbers("banker")
_INVESTOR = data.ability_numbers("investor")
_EVENTS = data.table()["events"]
_DEALT = data.table()["careers"]["dealt"]
_FREELANCER = data.ability_numbers("freelancer")
_REPUTATION = data.table()["reputation"]


def _text(name: str, many: bool = False, optional: bool = False) -> Arg:
    return Arg(name, "text", many=many, optional=optional)


VERBS = [
    # Set-up and the board
    Verb("activity", (_text("name"), _text("details", many=True, optional=True)), Msg(N_("An ACTIVITY flipped into the CONSUME AREA: NAME, then (the first time) 2 colours and 2 PROPERTY.")), "Ana: activity dance glass plastic house heart", ("setup.activities", "turn.end-refill", "goal.properties")),
    Verb("material", (Arg("type", "choice", TYPES), Arg("quality", "int", minimum=QMIN, maximum=QMAX, optional=True)), Msg(N_("A MATERIAL flipped into the BUY AREA (Solo: with its shown QUALITY).")), "Ana: material glass", ("turn.end-refill", "favour.solo-acquire")),
    Verb("careers", (Arg("first", "choice", CAREERS), Arg("second", "choice", CAREERS)), ngettext("The {n} CAREER dealt to you.", "The {n} CAREER dealt to you.", _DEALT), "Ana: careers chef banker", ("competitive.setup-careers", "careers.mode-restrictions")),
    Verb("career", (Arg("career", "choice", CAREERS),), ngettext("The CAREER you play: one of the {n} dealt, or intern.", "The CAREER you play: one of the {n} dealt, or intern.", _DEALT), "Ana: career chef", ("competitive.setup-careers", "competitive.setup-player")),
    Verb("hand", (Arg("favours", "choice", RED, many=True),), Msg(N_("The red FAVOUR dealt to you at set-up.")), "Ana: hand share acquire", ("setup.favours", "setup.favour-table")),
    Verb("start", (Arg("materials", "choice", TYPES, many=True),), Msg(N_("The random starting MATERIAL you drew.")), "Ana: start food", ("setup.starting-resources", "careers.initial-setup")),
    Verb("burn", (Arg("type", "choice", TYPES),), Msg(N_("The MATERIAL burned from the deck (Cooperative each round, Solo each turn).")), "Ana: burn metal", ("coop.burning-material", "solo.burning-material")),
    # The turn
    Verb("draw", (Arg("favours", "choice", RED, many=True),), Msg(N_("The FAVOUR drawn at the start of your turn.")), "Ana: draw share", ("turn.draw-favour",)),
    Verb("work", (_text("options", many=True, optional=True),), Msg(N_("WORK: 'rep' per REPUTATION spent; Freelancer: the SALARY's COIN; Artist: the MATERIAL created.")), "Ana: work rep", ("turn.work", "area.salary", "reputation.work", "turn.work-no-happiness", "credit.forced-debt")),
    Verb("buy", (Arg("type", "choice", TYPES, numbered=True), Arg("coins", "int", minimum=0, maximum=QMAX), _text("options", many=True, optional=True)), Msg(N_("BUY one MATERIAL for {low}-{high} COIN (= QUALITY); options: rep, half, free:TYPE, landfill:PLAYER. Solo: TYPE:N is the card showing QUALITY N."), low=QMIN, high=QMAX), "Ana: buy utility 2 rep", ("turn.buy", "reputation.buy")),
    Verb("consume", (_text("activity"), _text("materials", many=True)), Msg(N_("CONSUME an ACTIVITY with 2 MATERIAL (yours, or PLAYER.TYPE you SHAREd); drop:NAME when you keep {kept}."), kept=data.table()["activities"]["kept"]), "Ana: consume dance glass plastic:2", ("turn.consume", "turn.consume-cost", "turn.broken", "turn.activity-keep")),
    Verb("goal", (_text("name"), _text("details", many=True, optional=True)), Msg(N_("Achieve a GOAL: NAME, then (the first time) its HAPPINESS and PROPERTY.")), "Ana: goal sense-of-belonging 3 house house group group", ("goal.achieve", "goal.claim", "goal.reveal-timing", "goal.limit")),
    Verb("rep-happiness", (), Msg(N_("In a CONSUME turn, spend {cost} REPUTATION for {gain} HAPPINESS."), cost=_REPUTATION["consume_cost"], gain=_REPUTATION["consume_happiness"]), "Ana: rep-happiness", ("reputation.consume",)),
    Verb("play", (Arg("favour", "choice", data.ALL_FAVOURS), _text("details", many=True, optional=True)), Msg(N_("Play a FAVOUR: EFFECT TARGET DETAILS (see 'referee rules show loop favours.how-to-play').")), "Ana: play acquire Ben glass:2", ("favours.play-anytime", "favours.how-to-play", "favour.acquire", "favour.barter", "favour.recycle", "favour.resell", "favour.share")),
    Verb("accept", (), Msg(N_("ACCEPT the FAVOUR played to you.")), "Ben: accept", ("favours.accept", "favours.accept-reputation")),
    Verb("reject", (Arg("how", "choice", ("favour", "reputation")),), Msg(N_("REJECT by discarding the same FAVOUR or {cost} REPUTATION."), cost=_REPUTATION["reject_cost"]), "Ben: reject reputation", ("favours.reject", "reputation.reject")),
    Verb("object", (Arg("favour", "choice", RED),), Msg(N_("Lawyer: discard any FAVOUR to REJECT a FAVOUR.")), "Cara: object barter", ("career.lawyer",)),
    Verb("call", (), Msg(N_("Call the Politician's bluff.")), "Ben: call", ("career.politician",)),
    Verb("apply", (Arg("gift", "choice", TYPES, optional=True, numbered=True),), Msg(N_("APPLY for a CREDIT CARD, naming the Welcoming Gift MATERIAL.")), "Ana: apply food", ("credit.apply-when", "credit.welcome-gift")),
    Verb("payoff", (Arg("card", "int", minimum=1), Arg("coins", "int", minimum=PAYOFF["payoff_min"], maximum=PAYOFF["payoff_max"])), Msg(N_("PAYOFF {low}-{high} COIN onto a CREDIT CARD."), low=PAYOFF["payoff_min"], high=PAYOFF["payoff_max"]), "Ana: payoff 1 2", ("credit.payoff", "credit.cleared")),
    Verb("end", (Arg("target", "player", optional=True),), Msg(N_("End your turn (Hypebeast: name the player you compare with).")), "Ana: end", ("turn.end-refill", "turn.one-action")),
    # CAREER abilities
    Verb("influence", (Arg("player", "player"), Arg("trade", "choice", ("rep-for-coin", "coin-for-rep"))), ngettext("Banker: trade {rep} REPUTATION and {n} COIN with a player.", "Banker: trade {rep} REPUTATION and {n} COIN with a player.", _BANKER["coins"], rep=_BANKER["reputation"]), "Ana: influence Ben rep-for-coin", ("career.banker",)),
    Verb("forge", (_text("material"), Arg("type", "choice", TYPES)), Msg(N_("Craftsman: a MATERIAL counts as another non-FOOD type this turn.")), "Ana: forge Ben.glass:2 metal", ("career.craftsman",)),
    Verb("repair", (_text("material"),), Msg(N_("Engineer: +{quality} QUALITY to a non-UTILITY MATERIAL."), quality=data.ability_numbers("engineer")["quality"]), "Ana: repair glass:1", ("career.engineer",)),
    Verb("swap", (Arg("discard", "choice", RED), Arg("draw", "choice", RED)), ngettext("Freelancer: discard {n} FAVOUR and draw {n}.", "Freelancer: discard {n} FAVOUR and draw {n}.", _FREELANCER["favours"]), "Ana: swap share acquire", ("career.freelancer",)),
    Verb("invest", (Arg("result", "choice", ("win", "lose")),), ngettext("Investor: pay {n} COIN, toss {tosses}; win {win} COIN if either shows $.", "Investor: pay {n} COIN, toss {tosses}; win {win} COIN if either shows $.", _INVESTOR["cost"], win=_INVESTOR["win_coins"], tosses=ngettext("{n} time", "{n} times", _INVESTOR["tosses"])), "Ana: invest win", ("career.investor",)),
    Verb("care", (Arg("player", "player"), Arg("favour", "choice", RED)), Msg(N_("Nurse: give a FAVOUR, gain {rep} REPUTATION."), rep=data.ability_numbers("nurse")["reputation"]), "Ana: care Ben share", ("career.nurse",)),
    Verb("scavenge", (_text("landfill"), Arg("type", "choice", TYPES)), Msg(N_("Scavenger: take a non-UTILITY MATERIAL at QUALITY {quality} from a LANDFILL."), quality=data.ability_numbers("scavenger")["quality"]), "Ana: scavenge Ben glass", ("career.scavenger",)),
    Verb("peek", (Arg("deck", "choice", ("material", "activity", "favour", "event")),), Msg(N_("Scholar: look at the top card of a deck.")), "Ana: peek event", ("career.scholar",)),
    Verb("steal", (Arg("player", "player"), Arg("favour", "choice", RED)), Msg(N_("Soldier: take a random FAVOUR from a player's hand (report which).")), "Ana: steal Ben share", ("career.soldier",)),
    # EVENT
    Verb("event", (Arg("event", "choice", EVENTS),), Msg(N_("An EVENT flipped after your turn.")), "Ana: event overtime", ("events.triggering", "events.continuous", "events.immediate")),
    Verb("insurance", (Arg("choice", "choice", ("pay", "toss")), Arg("result", "choice", ("win", "lose"), optional=True)), ngettext("Insurance: pay {n} COIN, or toss (win +{toss} / lose -{toss}).", "Insurance: pay {n} COIN, or toss (win +{toss} / lose -{toss}).", _EVENTS["insurance_loss"], toss=_EVENTS["insurance_toss"]), "Ben: insurance toss win", ("event.insurance",)),
    Verb("obsolete", (_text("material"),), Msg(N_("Planned Obsolescence: your MATERIAL that loses {quality} QUALITY."), quality=_EVENTS["planned_obsolescence_quality"]), "Ben: obsolete glass:2", ("event.planned-obsolescence",)),
    Verb("redeem", (Arg("option", "choice", ("none", "a", "b", "c")), _text("details", many=True, optional=True)), Msg(N_("Redeem Bonus: none, or a/b/c with the MATERIAL and the FAVOUR drawn.")), "Ben: redeem b glass share", ("event.redeem-bonus",)),
    Verb("repurchase", (Arg("player", "player"), Arg("type", "choice", TYPES)), ngettext("Repurchase: {n} COIN to a player for a MATERIAL from their LANDFILL.", "Repurchase: {n} COIN to a player for a MATERIAL from their LANDFILL.", _EVENTS["repurchase_coins"]), "Ben: repurchase Ana food", ("event.repurchase",)),
    Verb("santa", (Arg("player", "player"), _text("material")), Msg(N_("Satan Santa: the MATERIAL you give and to whom.")), "Ben: santa Ana glass:2", ("event.satan-santa",)),
    Verb("take", (Arg("player", "player"), Arg("favour", "choice", RED)), Msg(N_("Social Responsibility: the FAVOUR you draw from a happier player.")), "Ben: take Ana share", ("event.social-responsibility",)),
    Verb("climb", (Arg("player", "player"),), Msg(N_("Status Climb: a player with less HAPPINESS to compare COIN with.")), "Ben: climb Ana", ("event.status-climb",)),
]

GRAMMAR = Grammar(VERBS)
