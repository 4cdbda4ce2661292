"""LOOP's silences that sit right beside a rule abstain with their gap (issue 12, item 1).

A rule of the LOOP rulebook settles A and B; the careful player's next
question (the same CAREER ability in another action, another timing, the
order of two steps, whether X also counts as Y) is often left open. Those
silences are catalogued in `rulesets/loop/gaps.<lang>.toml`; a question about
one abstains, tells that gap, and offers the rule it borders first as related
reading. Beside them, the near question the same rule does answer stays
answered. The questions are worded anew, not copied from the benchmark sets;
each quotes the rulebook text (/work/shared/seeds/001_*.txt) the silence was
checked against.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

# (question, the gap it asks, the rule entry it borders: the first related reading)
BESIDE = [
    # 8.0 Office Lady / Clerk: "During your WORK turn, you may also BUY 1 and only 1 MATERIAL at any QUALITY";
    # 9.0 BOGOF: "For every MATERIAL you BUY, you must take 1 MATERIAL at QUALITY 1" -- whether the purchase
    # inside a WORK turn counts as a BUY is never said
    ("Does the clerk's extra purchase trigger BOGOF?", "gap.slack-off-buy-counts", "career.office-lady"),
    ("¿La compra de Escaquearse cuenta para BOGOF?", "gap.slack-off-buy-counts", "career.office-lady"),
    # 8.0 Craftsman: Forge lasts "for your entire turn. It returns to its original type when you end turn";
    # 9.0 A Diamond Is For Business: "if you don't have METAL in your AREA at your turn end" -- no order given
    ("Craftsman forged a glass into metal; Diamond Is For Business checks at end of turn, does it count?",
     "gap.forge-at-turn-end", "career.craftsman"),
    # 8.0 Tycoon: "take the same amount of COIN from WORK AREA as you currently have"; 9.0 Overtime: "gain 4
    # more COIN" -- whether the 4 come before or after the doubling is never said
    ("¿El Magnate duplica también la moneda de Overtime?", "gap.tycoon-work-extras", "career.tycoon"),
    # 8.0 Salesman, "Included in all 4 Modes": "Whenever you ACCEPT an ACQUIRE or RESELL, or when others ACCEPT
    # your played ACQUIRE or RESELL"; 7.0 Solo: a played FAVOUR goes "face-up to the left of your AREA", no ACCEPT
    ("Salesman in solo mode, do I get the coin when I play acquire?", "gap.salesman-coop-solo", "career.salesman"),
    # 2.2 CONSUME: "must discard any older one to the Discard Pile when you complete the 4th"; 2.3: a GOAL counts
    # "the ACTIVITY kept in your AREA" -- whether the discard comes before the GOAL is checked is never said
    ("¿Puedo reclamar un objetivo con 4 actividades antes de descartar la vieja?", "gap.goal-with-fourth-activity",
     "turn.activity-keep"),
    # 9.0 BOGOF (above) and 2.2 BUY: "You may BUY up to 3 MATERIAL in 1 turn" -- whether the free ones count
    ("With BOGOF can I buy 3 and get 3 free, or is it 3 total?", "gap.bogof-buy-limit", "event.bogof"),
    # 2.2 Start Turn: "If the FAVOUR deck is empty, shuffle FAVOUR from the Discard Pile to refill" is said of the
    # start-of-turn draw only; 9.0 Redeem Bonus: "draw 1 FAVOUR from the deck"
    ("Redeem Bonus me hace robar un favor y el mazo está vacío, ¿barajamos?", "gap.favour-draw-empty-deck-effects",
     "turn.draw-favour"),
    # 2.7 End Turn refills the slots; 7.0 Solo: "At the end of each turn, flip over and discard the top MATERIAL
    # from deck" -- no order between the two
    ("Solo: at the end of my turn, burn first or refill the buy area first?", "gap.burn-and-refill-order",
     "solo.burning-material"),
    # 9.0 Treat Yo Self: "Gain 1 HAPPINESS immediately if you APPLY a new CREDIT CARD this turn"; 5.4: "You may
    # APPLY for 1 or more CREDIT CARD" -- per card or per turn is never said
    ("Treat Yo Self: pedí dos tarjetas de crédito, ¿gano 2 de felicidad?", "gap.treat-yo-self-several-cards",
     "event.treat-yo-self"),
    # 5.4 PAYOFF: "place 1 or 2 COIN on top of it"; 9.0 The Gap alone says "(excluding those on CREDIT CARD)";
    # Status Climb: "if he has more COIN than you"
    ("Are the coins sitting on my credit card counted for Status Climb?", "gap.coins-on-credit-card",
     "credit.payoff"),
]

# the near questions the same rules do answer
ANSWERED = [
    # 8.0 Office Lady / Clerk: "Slack Off - During your WORK turn, you may also BUY 1 and only 1 MATERIAL"
    ("What does the Office Lady's ability do?", "career.office-lady"),
    # 8.0 Craftsman: "Forge - Once per turn, make 1 of your or other player's MATERIAL into any non-FOOD MATERIAL"
    ("¿Qué hace el Artesano?", "career.craftsman"),
    # 9.0 BOGOF: "For every MATERIAL you BUY, you must take 1 MATERIAL at QUALITY 1 from the BUY AREA"
    ("How does BOGOF work?", "event.bogof"),
    # 2.2 CONSUME: "must discard any older one to the Discard Pile when you complete the 4th and above ACTIVITY"
    ("¿Qué pasa al completar la cuarta actividad?", "turn.activity-keep"),
    # 2.2 Start Turn: "If the FAVOUR deck is empty, shuffle FAVOUR from the Discard Pile to refill"
    ("What if the favour deck is empty at the start of my turn?", "turn.draw-favour"),
    # 7.0 Solo: "At the end of each turn, flip over and discard the top MATERIAL from deck to Discard Pile"
    ("When do I burn a material in solo mode?", "solo.burning-material"),
    # 5.3 Triggering EVENT: "When 2 or more CONTINUOUS EVENT are triggered, only the latest one takes effect"
    ("Two continuous events flipped at once, which one counts?", "events.triggering"),
    # 2.4: "you may play unlimited amount of FAVOUR anytime in your turn, before, during, and/or after WORK"
    ("Can I play favours before I work?", "favours.play-anytime"),
]


@pytest.mark.parametrize("question, gap_id, bordered", BESIDE)
def test_a_silence_beside_a_rule_abstains_with_its_gap(question, gap_id, bordered):
    result = search(question, game="loop")
    assert not result.answered, (question, result.hits[0].id if result.hits else None)
    assert result.gap is not None and result.gap.id == gap_id
    assert result.hits[0].id == bordered  # the rule it borders, as related reading


@pytest.mark.parametrize("question, expected", ANSWERED)
def test_the_rule_itself_still_answers_the_near_question(question, expected):
    result = search(question, game="loop")
    assert result.answered, (question, result.missing)
    assert result.hits[0].id == expected
