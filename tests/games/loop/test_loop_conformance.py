"""Rulebook conformance: each test is named after the page and paragraph it
checks (`p9_2_4` is P.9, section 2.4) and quotes it; most check both
directions, the legal report accepted and the illegal one refused with the
deciding rule cited. CONFORMANCE.md (beside this file) maps every passage of
the LOOP rulebook to its rule id and tests."""

from __future__ import annotations


def _ready(t, **ana):
    """Ana's first Basic turn, the FAVOUR drawn."""
    t.do("Ana: draw share")
    t.give("Ana", **ana)


def _kinds(person):
    return sorted((m.kind, m.quality) for m in person.materials)


# P.9 2.4: "Regardless of your choice for the turn, you may play unlimited amount of FAVOUR anytime in
# your turn, before, during, and/or after WORK, BUY, or CONSUME."

def test_p9_2_4_share_after_work_is_played_and_goes_unused(table):
    # P.11 SHARE: "Spend 1 QUALITY of a player's MATERIAL to CONSUME ... QUALITY is not deducted if the
    # SHAREd MATERIAL is not used at the end. ... Player who ACCEPT gain 2 REPUTATION."
    t = table("basic")
    _ready(t, hand={"share": 1}, materials=[("glass", 2)])
    t.give("Ben", materials=[("plastic", 1)], reputation=0, hand={})
    t.do("Ana: work")
    changes = t.do("Ana: play share Ben plastic")
    t.do("Ben: accept")
    ben = t.p("Ben")
    assert (ben.reputation, ben.hand) == (2, {"share": 1})
    assert _kinds(ben) == [("plastic", 1)] and ben.landfill == []
    t.refused("Ana: consume a1 glass Ben.plastic", "turn.one-action")   # a WORK turn: no CONSUME
    t.finish_turn()
    assert _kinds(t.p("Ben")) == [("plastic", 1)]


def test_p9_2_4_share_after_buy_says_it_goes_unused(table):
    t = table("basic")
    _ready(t, hand={"share": 1}, coins=4)
    t.give("Ben", materials=[("plastic", 2)], reputation=0)
    t.do("Ana: buy glass 1")
    t.do("Ana: play share Ben plastic")
    changes = t.do("Ben: accept")
    text = t.english(changes)
    assert "chose BUY this turn and cannot CONSUME: the SHARE goes unused" in text
    assert t.p("Ben").reputation == 2 and _kinds(t.p("Ben")) == [("plastic", 2)]
    t.do("Ana: buy food 1")   # the BUY turn goes on after the FAVOUR
    assert t.state.this_turn.buys == 2


def test_p9_2_4_share_after_consume_serves_the_next_consume(table):
    # "after ... CONSUME": a CONSUME turn allows up to 3 ACTIVITY (P.7), so a SHARE played after the first serves the next.
    t = table("basic")
    _ready(t, hand={"share": 1}, materials=[("glass", 2), ("plastic", 1), ("food", 1)])
    t.give("Ben", materials=[("metal", 2)])
    t.do("Ana: consume a1 glass plastic")
    t.do("Ana: play share Ben metal")
    t.do("Ben: accept")
    t.do("Ana: consume a2 food Ben.metal")
    assert _kinds(t.p("Ben")) == [("metal", 1)] and t.state.this_turn.consumes == 2


def test_p9_2_4_acquire_and_resell_after_work(table):
    # P.11 ACQUIRE: "Take 1 MATERIAL from any player and pay him COIN equal to its QUALITY";
    # RESELL: "Give 1 MATERIAL to any player and take COIN equal to its QUALITY from him."
    t = table("basic")
    _ready(t, hand={"acquire": 1, "resell": 1}, coins=0, materials=[("utility", 2)])
    t.give("Ben", materials=[("glass", 3)], coins=5)
    t.refused("Ana: play acquire Ben glass", "favour.acquire")   # 0 COIN before WORK
    t.do("Ana: work")
    t.do("Ana: play acquire Ben glass")
    t.do("Ben: accept")
    t.do("Ana: play resell Ben utility")
    t.do("Ben: accept")
    assert _kinds(t.p("Ana")) == [("glass", 3)] and _kinds(t.p("Ben")) == [("utility", 2)]
    assert (t.p("Ana").coins, t.p("Ben").coins) == (2, 6)


def test_p9_2_4_barter_and_recycle_after_buy(table):
    # P.11 BARTER: "Exchange 1 MATERIAL with another player which has the same or less QUALITY than yours";
    # RECYCLE: "Take 1 MATERIAL (except UTILITY) from other player's LANDFILL ... Pay COIN to WORK AREA".
    t = table("basic")
    _ready(t, hand={"barter": 1, "recycle": 1}, coins=5, materials=[])
    t.give("Ben", materials=[("food", 2)], landfill=["plastic"])
    t.refused("Ana: play barter Ben glass food", "favour.barter")   # nothing to exchange yet
    t.do("Ana: buy glass 3")
    t.do("Ana: play barter Ben glass food")
    t.do("Ben: accept")
    t.do("Ana: play recycle Ben plastic 1")
    t.do("Ben: accept")
    assert _kinds(t.p("Ana")) == [("food", 2), ("plastic", 1)] and _kinds(t.p("Ben")) == [("glass", 3)]
    assert t.p("Ana").coins == 1 and t.p("Ben").landfill == []


def test_p9_2_4_favour_after_consume(table):
    t = table("basic")
    _ready(t, hand={"resell": 1}, materials=[("glass", 2), ("plastic", 1), ("utility", 3)])
    t.give("Ben", coins=3)
    t.do("Ana: consume a1 glass plastic")
    t.do("Ana: play resell Ben utility")
    t.do("Ben: accept")
    assert t.p("Ana").coins == 2 + 3 and "utility" in [m.kind for m in t.p("Ben").materials]


def test_p16_6_2_favour_played_after_work_stays_face_up_until_the_next_work(table):
    # P.16: "You will and only will take all your played FAVOUR back into your hand when you WORK."
    t = table("cooperative", ("Ana", "Ben"))
    t.give("Ana", coins=5)
    t.give("Ben", materials=[("glass", 1), ("metal", 2)])
    t.do("Ana: work")
    t.do("Ana: play share Ben metal")
    assert t.p("Ana").played == {"share": 1} and "share" not in t.p("Ana").hand
    assert _kinds(t.p("Ben")) == [("glass", 1), ("metal", 2)]
    t.do("Ana: play acquire Ben glass")
    assert t.p("Ana").played == {"share": 1, "acquire": 1}


def test_p17_7_0_blue_favours_after_work_and_buy(table):
    # P.17 Solo: "When you play a FAVOUR, place it face-up ... then effect takes place."
    t = table("solo", ("Ana",))
    t.give("Ana", coins=10, materials=[("metal", 2)])
    t.do("Ana: buy glass 1")
    t.do("Ana: play share plastic:2")   # after a BUY: played, unused
    assert t.state.buy_area[3].quality == 2 and t.p("Ana").played == {"share": 1}
    t.do("Ana: play acquire food:3")
    t.do("Ana: play barter metal utility:1")
    assert _kinds(t.p("Ana")) == [("food", 3), ("glass", 1), ("utility", 1)]


# Every refusal cites the rule that decides it.

def test_p6_2_1_out_of_turn_cites_turn_order_not_the_move(table):
    # P.6 2.1: "Player who most recently spent over $100 starts first, then turn goes in clockwise."
    # P.10 2.7: "Turn goes to your left."
    t = table("basic")
    _ready(t)
    error = t.refused("Ben: work", "gameplay.start-player")
    assert "turn.work" not in error.rule_ids and "turn.end-refill" in error.rule_ids
    t.do("Ana: work")   # Ana's turn is hers to play


def test_p10_2_8_a_move_after_the_end_cites_the_end_of_game(table):
    # P.10 2.8: "the game will end after the final round is completed."
    t = table("basic")
    _ready(t)
    t.state.over = True
    error = t.refused("Ana: work", "end.trigger")
    assert "turn.work" not in error.rule_ids


def test_p16_6_2_and_p17_7_0_no_favour_draw_cites_the_mode(table):
    # P.16 (Cooperative) and P.17 (Solo): "You will not draw FAVOUR at the start of your turn."
    coop = table("cooperative", ("Ana", "Ben"))
    error = coop.refused("Ana: draw share", "coop.favours")
    assert "turn.draw-favour" not in error.rule_ids
    solo = table("solo", ("Ana",))
    error = solo.refused("Ana: draw share", "solo.favours")
    assert "turn.draw-favour" not in error.rule_ids
    basic = table("basic")
    basic.do("Ana: draw share")   # Basic draws (P.6 2.2)


def test_p13_5_0_basic_mode_has_no_credit_card(table):
    # P.13 5.0: "Competitive Mode is Basic Mode with CAREER, EVENT, CREDIT CARD, and the LANDFILL Penalty."
    basic = table("basic")
    _ready(basic)
    for line in ("Ana: apply glass", "Ana: payoff 1 1"):
        error = basic.refused(line, "competitive.overview")
        assert "credit.apply-when" not in error.rule_ids and "credit.payoff" not in error.rule_ids
    competitive = table("competitive")
    competitive.do("Ana: draw share")
    competitive.do("Ana: apply glass")


# P.15 5.4 CREDIT CARD: "You must PAYOFF each and every one of your CREDIT CARD during your turn ...
# A CREDIT CARD's debt is clear when 5 COIN are paid. Return them all to the WORK AREA."

def _three_cards(t):
    t.do("Ana: draw share")
    t.give("Ana", coins=20)
    for kind in ("glass", "food", "metal"):
        t.do(f"Ana: apply {kind}")
    return t.p("Ana")


def test_p15_5_4_paying_a_card_off_renumbers_no_other(table):
    t = table("competitive")
    ana = _three_cards(t)
    ana.cards[0]["paid"] = 4   # card 1 is one COIN from clear
    t.do("Ana: payoff 1 1")
    assert [card["number"] for card in ana.cards] == [2, 3]
    error = t.refused("Ana: payoff 1 1", "credit.payoff")
    assert "holds CREDIT CARD 2, 3; there is no card 1" in error.msg.english()
    t.do("Ana: payoff 2 2")
    t.do("Ana: payoff 3 1")
    assert [(card["number"], card["paid"]) for card in ana.cards] == [(2, 2), (3, 1)]
    assert t.rules.status(t.state)["players"]["Ana"]["credit_cards"] == {"2": 2, "3": 1}
    t.do("Ana: apply plastic")   # a new card takes a new number
    assert [card["number"] for card in ana.cards] == [2, 3, 4]
    t.do("Ana: work")
    error = t.refused("Ana: end", "credit.payoff")
    assert "CREDIT CARD 4 needs a PAYOFF" in error.msg.english()


def test_p15_5_4_sessions_recorded_before_stable_numbers_replay_as_recorded(table):
    # A session file without the 'credit_card_numbers' option was recorded when `payoff N` named the
    # N-th card held at that moment: it replays with that meaning.
    t = table("competitive", setup_options={})
    ana = _three_cards(t)
    ana.cards[0]["paid"] = 4
    t.do("Ana: payoff 1 1")
    t.do("Ana: payoff 1 2")   # the card APPLYed second, first of those held now
    assert [card["paid"] for card in ana.cards] == [2, 0]


def test_new_loop_sessions_record_stable_credit_card_numbers(cli, tmp_path):
    import tomllib

    path = tmp_path / "night.toml"
    code, _, err = cli("new", "loop", "--players", "Ana,Ben", "--mode", "competitive", "--file", str(path))
    assert code == 0, err
    assert tomllib.loads(path.read_text(encoding="utf-8"))["options"] == {"credit_card_numbers": "stable", "buy_area_cards": "named"}
    code, _, err = cli("new", "loop", "--players", "Ana,Ben", "--option", "colour=red", "--file", str(tmp_path / "x.toml"))
    assert code == 2 and "colour" in err


# P.17 Solo: ACQUIRE "pay COIN equal to its Exhibited QUALITY (its current No. of white dots shown on top)";
# BARTER "with another 1 from BUY AREA of the same or less Exhibited QUALITY"; SHARE "Use 1 QUALITY of any
# MATERIAL in BUY AREA". What a card shows in the BUY AREA matters, so a move taking one of several cards of
# a type that show different QUALITY names the one it takes.

def _solo(careers=None, options=None, **ana):
    from conftest import Table
    from referee.games.loop.state import Material

    t = Table("solo", ("Ana",), careers=careers, setup_options=options)
    t.state.buy_area = [Material("glass", 1), Material("food", 2), Material("glass", 3), Material("metal", 2), Material("plastic", 2)]
    t.give("Ana", **ana)
    return t


def _shown(t):
    return [(m.kind, m.quality) for m in t.state.buy_area if m is not None]


def test_p17_7_0_buy_names_the_card_when_the_shown_quality_differs():
    t = _solo(coins=5)
    error = t.refused("Ana: buy glass 2", "turn.buy")
    assert "favour.solo-acquire" in error.rule_ids
    assert "1) Ana: buy glass:1 2; 2) Ana: buy glass:3 2" in error.msg.english()
    t.refused("Ana: buy glass:2 2", "turn.buy")   # no glass shows 2
    t.do("Ana: buy glass:3 2")
    assert ("glass", 1) in _shown(t) and ("glass", 3) not in _shown(t)
    assert ("glass", 2) in [(m.kind, m.quality) for m in t.p("Ana").materials]
    t.do("Ana: play acquire glass")   # one glass left: no need to say
    assert t.p("Ana").coins == 5 - 2 - 1


def test_p17_7_0_a_bare_type_is_enough_when_the_choice_does_not_matter():
    t = _solo(coins=5)
    t.do("Ana: buy food 1")   # the only food
    t.state.buy_area[2].quality = 1   # both glass show 1
    t.do("Ana: buy glass 1")
    assert _shown(t).count(("glass", 1)) == 1


def test_p17_7_0_welcoming_gift_names_the_card():
    # P.15: "take ... 1 MATERIAL at QUALITY 1 from the 5 face-up MATERIAL in BUY AREA as a Welcoming Gift."
    t = _solo(coins=0)
    t.refused("Ana: apply glass", "credit.welcome-gift")
    t.do("Ana: apply glass:1")
    assert _shown(t).count(("glass", 3)) == 1 and ("glass", 1) not in _shown(t)
    assert ("glass", 1) in [(m.kind, m.quality) for m in t.p("Ana").materials]


def test_p17_7_0_artist_create_names_the_card():
    # P.18 Artist: "Only when WORK, take 1 face-up MATERIAL at QUALITY 4 from BUY AREA and 1 COIN."
    t = _solo(careers={"Ana": "artist"}, happiness=5, materials=[])
    t.refused("Ana: work glass", "career.artist")
    t.do("Ana: work glass:1")
    assert _shown(t).count(("glass", 3)) == 1 and [(m.kind, m.quality) for m in t.p("Ana").materials] == [("glass", 4)]


def test_p17_7_0_bogof_free_card_names_the_card():
    # P.20 BOGOF: "For every MATERIAL you BUY, you must take 1 MATERIAL at QUALITY 1 from the BUY AREA if there is any."
    t = _solo(coins=5)
    t.state.active_event = "bogof"
    t.refused("Ana: buy metal 1 free:glass", "event.bogof")
    t.do("Ana: buy metal 1 free:glass:3")
    assert ("glass", 1) in _shown(t) and ("glass", 3) not in _shown(t)


def test_p17_7_0_sessions_recorded_before_take_the_first_card():
    # A session file without the 'buy_area_cards' option replays as it was recorded: the first such card.
    t = _solo(options={}, coins=5)
    t.do("Ana: buy glass 2")
    assert ("glass", 3) in _shown(t) and ("glass", 1) not in _shown(t)


def test_p17_7_0_other_modes_take_any_card_of_the_type(table):
    t = table("basic")
    _ready(t, coins=5)
    kind = t.state.buy_area[0].kind
    t.state.buy_area[0].quality, t.state.buy_area[1].kind, t.state.buy_area[1].quality = 1, kind, 3
    t.do(f"Ana: buy {kind} 1")   # the shown QUALITY matters only to Solo's blue FAVOUR


def test_spanish_names_the_shown_quality_too():
    from referee.games import game_rules

    grammar = game_rules("loop").grammar   # with the game's words learnt
    assert grammar.parse("Ana: comprar vidrio:3 2", ["Ana"]).text() == "Ana: buy glass:3 2"
    assert grammar.parse("Ana: solicitar vid:1", ["Ana"]).text() == "Ana: apply glass:1"


def test_p10_2_8_depletion_penalty_one_figure_on_the_mat_and_the_score_sheet(table):
    # P.10 2.8 a: "Player who triggers DEPLETION at turn end loses 1 HAPPINESS immediately". The mat (status)
    # shows it at once; the score sheet shows the HAPPINESS before the penalties, the penalty as its row,
    # and says why its first row is one more than the mat.
    from referee.core.registry import get_game
    from referee.core.tally import tally_from_data
    from referee.games import score as score_tally

    t = table("basic")
    _ready(t, coins=3, happiness=5)
    t.state.deck = {"metal": 1}
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    t.do("Ana: material metal")
    mat = t.rules.status(t.state)["players"]["Ana"]["happiness"]
    sheet = score_tally(tally_from_data(t.rules.tally(t.state), get_game("loop"), "session"))
    ana = next(p for p in sheet.players if p.name == "Ana")
    assert mat == 4 and ana.categories["happiness"] == 5 and ana.categories["depletion_penalty"] == -1 and ana.total == mat
    assert [c.label.english() for c in sheet.categories][0] == "Happiness before the penalties"
    assert "the mat shows Happiness 4: the Depletion Penalty came off the track" in " ".join(n.english() for n in ana.notes)
    ben = next(p for p in sheet.players if p.name == "Ben")
    assert ben.notes == [] and ben.categories["happiness"] == t.rules.status(t.state)["players"]["Ben"]["happiness"]


# The order of a turn's steps: a move of the turn reported before the step that comes first is refused
# citing that step, not the rule of the move attempted.

def test_p6_2_2_a_move_before_the_draw_cites_the_draw(table):
    # P.6 2.2: "Draw 1 and only 1 FAVOUR if you have less than 5 in hand." (at the start of your turn)
    t = table("basic")
    error = t.refused("Ana: work", "turn.draw-favour")
    assert "turn.work" not in error.rule_ids and "first draws 1 FAVOUR" in error.msg.english()
    t.refused("Ana: buy food 1", "turn.draw-favour")
    t.do("Ana: draw share")
    t.do("Ana: work")


def test_p6_2_2_waitress_before_her_draw_cites_her_two(table):
    # P.18 Waitress: "Draw 2 FAVOUR if you have less than 5 FAVOUR in hand at the start of your turn."
    t = table("competitive", careers={"Ana": "waitress"})
    error = t.refused("Ana: work", "career.waitress")
    assert "turn.draw-favour" in error.rule_ids and "first draws 2 FAVOUR" in error.msg.english()


def test_p10_2_7_a_move_after_end_cites_the_refill(table):
    # P.10 2.7: "When you are done, flip over new MATERIAL and/or ACTIVITY to refill all empty card slots
    # on the board. ... Turn goes to your left."
    t = table("basic")
    _ready(t, coins=2)
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    error = t.refused("Ana: buy glass 1", "turn.end-refill")
    assert "turn.buy" not in error.rule_ids
    t.do("Ana: material food")
    assert t.state.active == "Ben"


def test_p17_7_0_a_move_before_the_burn_cites_the_burn(table):
    # P.17 7.0: "At the end of each turn, flip over and discard the top MATERIAL from deck to Discard Pile."
    t = table("solo", ("Ana",))
    t.give("Ana", happiness=4)
    t.do("Ana: work")
    t.do("Ana: end")
    assert t.state.phase == "burn"
    error = t.refused("Ana: work", "solo.burning-material")
    assert "turn.work" not in error.rule_ids
    t.do("Ana: burn food")
    assert t.state.phase == "turn"


# Readings written as notes on the rule entries (rules.en.toml / rules.es.toml): the rulebook is silent.

def test_p16_6_2_cooperative_favour_gives_the_reputation_of_accepting(table):
    # P.16 6.2: "There is no REJECT in Cooperative Mode ... The effect must take place."; P.9 2.4: "gain
    # 2 REPUTATION if you ACCEPT SHARE." Reading (note on coop.favours): as if ACCEPTed.
    t = table("cooperative", ("Ana", "Ben"))
    t.give("Ben", materials=[("plastic", 2)], reputation=0)
    t.do("Ana: play share Ben plastic")
    assert t.state.favour is None and t.p("Ben").reputation == 2


def test_p10_2_8_overproduction_depletion_costs_no_one_the_penalty(table):
    # P.10 2.8: "Player who triggers DEPLETION at turn end loses 1 HAPPINESS"; Overproduction: "Remove from
    # game the top 2 cards of MATERIAL deck." Reading (CONFORMANCE.md, end.depletion-penalty): between turns, nobody.
    t = table("competitive", ("Ana", "Ben", "Cara"))
    t.do("Ana: draw share")
    t.give("Ana", coins=3)
    t.do("Ana: buy food 1")
    t.p("Ana").events_down = 1
    t.finish_turn()
    t.state.deck = {"metal": 2}
    before = {name: p.happiness for name, p in t.state.people.items()}
    t.do("Ana: event overproduction")
    assert t.state.depleted and t.state.end_triggered and t.state.depletion_by is None
    assert {name: p.happiness for name, p in t.state.people.items()} == before


def test_p17_7_0_refill_before_burn_the_refill_depletion_is_penalised(table):
    # P.17 7.0: "At the end of each turn, flip over and discard the top MATERIAL ... If DEPLETION occurs now,
    # the DEPLETION Penalty does not apply." Reading (note on solo.burning-material): refill first, then burn.
    t = table("solo", ("Ana",))
    t.give("Ana", coins=3, happiness=6)
    t.state.deck = {"metal": 1}
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    assert t.state.phase == "refill"
    t.do("Ana: material metal 2")   # the refill takes the last card: DEPLETION at turn end
    assert t.state.depletion_by == "Ana" and t.p("Ana").happiness == 5 and t.state.over
    t = table("solo", ("Ana",))
    t.give("Ana", coins=3, happiness=6)
    t.state.deck = {"metal": 2}
    t.do("Ana: buy food 1")
    t.do("Ana: end")
    t.do("Ana: material metal 2")
    t.do("Ana: burn metal")         # the burn takes the last card: no penalty
    assert t.state.depleted and t.state.depletion_by is None and t.p("Ana").happiness == 6 and t.state.over


def test_readings_are_written_as_notes_in_both_languages():
    # The readings above that the rule entries carry as notes, in English and Spanish.
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[3] / "rulesets" / "loop"
    for lang, word in (("en", "Reading chosen"), ("es", "Interpretación elegida")):
        entries = {e["id"]: e for e in tomllib.loads((root / f"rules.{lang}.toml").read_text(encoding="utf-8"))["entries"]}
        for rule_id in ("coop.favours", "solo.burning-material"):
            assert word in entries[rule_id].get("note", ""), (lang, rule_id)
