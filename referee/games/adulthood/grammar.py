"""The move language of Adulthood: one line per reported event, `PLAYER: verb args`.

Cards are named by one word (`mall-walkers`); the first time a card appears,
its printed facts follow its name as key=value words (see cards.py):
`Ana: market yoga type=wellness cost=1e action=2t>2e ...`. Spots are named
by id (career, interview, community, donate, leisure, date, wellness,
meditate, partner, or a Resource/Trait card's name; with Open Relationship,
the other Partners by name).
"""

from __future__ import annotations

from referee.core.messages import Msg
from referee.core.moves import Arg, Grammar, Verb
from referee.games.adulthood import data
from referee.i18n import N_


def _text(name: str, many: bool = False, optional: bool = False) -> Arg:
    return Arg(name, "text", many=many, optional=optional)


FACTS = _text("facts", many=True, optional=True)

VERBS = [
    # Set-up
    Verb("board", (_text("facts", many=True),), Msg(N_("The spaces printed on the Scoring Board (once): cross=COMBINED grown=HAPPY,IMPACT events-happy=... events-impact=... and the middle market prices.")),
         "Ana: board cross=24 grown=10,10 events-happy=6,14 events-impact=6,14 price3=1e price4=1m", ("scoring-board.grown-up", "scoring-board.life-event-spaces", "scoring-board.crossing", "turn.market-costs")),
    Verb("market", (_text("cards", many=True),), Msg(N_("The cards dealt face up into the market's empty slots, left to right (facts after a new card's name).")),
         "Ana: market yoga type=wellness cost=1e action=2t>2e mall-walkers", ("setup.market", "turn.refill-market", "solo.market-refresh")),
    Verb("keep", (_text("career"), FACTS), Msg(N_("The Career you keep of the {dealt} dealt (facts the first time)."), dealt=data.play()["careers_dealt"]),
         "Ana: keep chef cost=1m icons=creativity action=4t>2m upgraded=3t>3m upgrade=creativity,creativity", ("setup.careers",)),
    Verb("achievement", (_text("name"),), Msg(N_("Solo: the Achievement card you keep of the {drawn} drawn."), drawn=data.play()["solo"]["achievements_drawn"]), "Ana: achievement globetrotter", ("solo.achievement-draw", "solo.achievement-levels")),
    # Step 1
    Verb("place", (_text("spots", many=True, optional=True),), Msg(N_("Step 1: every action spot you use this turn, at once (Energy stands in for missing Time).")),
         "Ana: place career community interview", ("turn.place-resources", "turn.once-per-turn", "turn.energy-as-time", "turn.no-new-actions", "turn.place-early")),
    # Step 2
    Verb("career", (_text("card"), FACTS), Msg(N_("Interview: the Career card drawn (facts the first time).")), "Ana: career nurse cost=1e icons=service action=4t>2m1i", ("board.interview",)),
    Verb("promote", (), Msg(N_("Interview, when Grown Up: get Promoted instead of drawing a Career.")), "Ana: promote", ("upgrade.promotion", "upgrade.promotion-icons", "upgrade.own-icon-counts")),
    Verb("partner", (_text("card"), FACTS), Msg(N_("Date: the Partner card drawn (facts the first time).")), "Ana: partner sam cost=1m icons=social action=1t>2h upgraded=1t>3h upgrade=social", ("board.date",)),
    Verb("marry", (_text("partner", optional=True),), Msg(N_("Date, when Grown Up: get Married instead of drawing a Partner (with Open Relationship, name the Partner).")), "Ana: marry", ("upgrade.marriage", "upgrade.marriage-icons", "cards.partner")),
    Verb("meditate", (_text("choice", many=True),), Msg(N_("Meditate: 'reveal' a face-down Value or 'swap' one; solo: SLOT NEW-CARD replaces a market card.")), "Ana: meditate reveal", ("board.meditate", "solo.meditate")),
    # Step 3
    Verb("draft", (Arg("slot", "int", minimum=1, maximum=data.play()["market_size"]), Arg("free", "choice", ("free", "extra"), optional=True)), Msg(N_("Take the market card in SLOT (1 = left-most); 'extra' for a card's extra-card effect (solo: free; 'free' says the same).")),
         "Ana: draft 1", ("turn.draft", "turn.market-leftmost", "turn.market-costs", "solo.market-costs", "solo.extra-card-effects")),
    Verb("play", (_text("card"), FACTS), Msg(N_("Play a card from your hand, paying its cost bar (facts the first time).")),
         "Ana: play chef", ("turn.play-cards", "cost.green-bar", "cost.grown-up-icon", "cost.life-icon", "cost.resources-elsewhere", "turn.place-slot-cards", "turn.place-partner")),
    Verb("done", (), Msg(N_("End step 3; step 4 resets your board and the market.")), "Ana: done", ("turn.steps",)),
    # Life Events and the end
    Verb("event", (_text("card"), FACTS), Msg(N_("The Life Event drawn, resolved now: gives=... (lasting if it affects the next round).")), "Ana: event new-puppy gives=2h1u icons=family", ("scoring-board.life-event-spaces", "cards.life-event-timing", "solo.round-life-event")),
    Verb("values", (_text("points", many=True),), Msg(N_("End: the happy of each of your Values cards, then 'heart' for a complete heart.")), "Ana: values 3 2 0 heart", ("end.step4-values", "end.step3-heart")),
    Verb("level", (Arg("level", "int", minimum=0, maximum=data.scoring()["achievement_levels"]),), Msg(N_("Solo end: the highest Achievement level completed (0 if none).")), "Ana: level 2", ("solo.win",)),
]

GRAMMAR = Grammar(VERBS)
