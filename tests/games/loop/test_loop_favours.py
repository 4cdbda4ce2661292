"""FAVOUR (rulebook P.9 2.4, P.11 3.1; Cooperative P.16; Solo P.17) and the
CAREER abilities that act on them (P.18)."""



def ready(t, hand=None, **ana):
    t.do("Ana: draw share")
    if hand is not None:
        t.give("Ana", hand=hand)
    if ana:
        t.give("Ana", **ana)


def test_acquire_accepted(table):
    # P.11 ACQUIRE: "Take 1 MATERIAL from any player and pay him COIN equal to its QUALITY ...
    # Player who ACCEPT gain 1 REPUTATION." P.9: ACCEPTed FAVOUR go "into the hand of the ACCEPTEE".
    t = table("basic")
    ready(t, hand={"acquire": 1}, coins=3)
    t.give("Ben", materials=[("glass", 2)], coins=0, hand={})
    t.do("Ana: play acquire Ben glass")
    assert t.verbs("Ben") == ("accept", "reject") and t.verbs("Ana") == ()
    t.do("Ben: accept")
    ana, ben = t.p("Ana"), t.p("Ben")
    assert ("glass", 2) in [(m.kind, m.quality) for m in ana.materials]
    assert (ana.coins, ben.coins, ben.reputation, ben.hand) == (1, 2, 1, {"acquire": 1})


def test_acquire_needs_target_material_and_coins(table):
    # P.11: "Cannot play to those who has no MATERIAL."
    t = table("basic")
    ready(t, hand={"acquire": 1}, coins=1)
    t.give("Ben", materials=[])
    t.refused("Ana: play acquire Ben glass", "favour.acquire")
    t.give("Ben", materials=[("glass", 3)])
    error = t.refused("Ana: play acquire Ben glass", "favour.acquire")
    assert "costs 3 COIN" in error.msg.english()


def test_must_hold_the_favour(table):
    t = table("basic")
    ready(t, hand={"share": 1})
    t.give("Ben", materials=[("glass", 1)])
    t.refused("Ana: play acquire Ben glass", "favours.how-to-play")


def test_barter_same_or_less_quality(table):
    # P.11 BARTER: "Exchange 1 MATERIAL with another player which has the same or less QUALITY than yours."
    t = table("basic")
    ready(t, hand={"barter": 1}, materials=[("metal", 2)])
    t.give("Ben", materials=[("glass", 3), ("food", 2)])
    t.refused("Ana: play barter Ben metal glass", "favour.barter")
    t.do("Ana: play barter Ben metal food")
    t.do("Ben: accept")
    assert [m.kind for m in t.p("Ana").materials] == ["food"] and "metal" in [m.kind for m in t.p("Ben").materials]


def test_recycle_from_other_landfill_not_utility(table):
    # P.11 RECYCLE: "Take 1 MATERIAL (except UTILITY) from other player's LANDFILL ... Pay COIN to WORK AREA
    # to determine its QUALITY ... Player who ACCEPT gain 0 REPUTATION."
    t = table("basic")
    ready(t, hand={"recycle": 1}, coins=3, materials=[])
    t.give("Ben", landfill=["utility", "food"])
    t.refused("Ana: play recycle Ben utility 2", "favour.recycle")
    t.refused("Ana: play recycle Ana food 2", "favours.how-to-play")   # "You cannot RECYCLE from your LANDFILL"
    t.do("Ana: play recycle Ben food 2")
    t.do("Ben: accept")
    assert [(m.kind, m.quality) for m in t.p("Ana").materials] == [("food", 2)]
    assert t.p("Ana").coins == 1 and t.p("Ben").landfill == ["utility"] and t.p("Ben").reputation == 0


def test_resell_needs_target_coins(table):
    # P.11 RESELL: "Give 1 MATERIAL to any player and take COIN equal to its QUALITY from him.
    # Cannot play to those who has not enough COIN to pay you."
    t = table("basic")
    ready(t, hand={"resell": 1}, materials=[("utility", 3)], coins=0)
    t.give("Ben", coins=2)
    error = t.refused("Ana: play resell Ben utility", "favour.resell")
    assert "has 2 COIN, the price is 3" in error.msg.english()
    t.give("Ben", coins=3)
    t.do("Ana: play resell Ben utility")
    t.do("Ben: accept")
    assert (t.p("Ana").coins, t.p("Ben").coins, t.p("Ben").reputation) == (3, 0, 1)


def test_share_then_consume_with_their_material(table):
    # P.11 SHARE: "Spend 1 QUALITY of a player's MATERIAL to CONSUME ... Player who ACCEPT gain 2 REPUTATION."
    # P.7: "If you SHARE her MATERIAL at QUALITY 1, her MATERIAL is BROKEN and is moved to her LANDFILL."
    t = table("basic")
    ready(t, hand={"share": 1}, materials=[("glass", 2)])
    t.give("Ben", materials=[("plastic", 1)])
    t.do("Ana: play share Ben plastic")
    t.do("Ben: accept")
    assert t.p("Ben").reputation == 2
    t.do("Ana: consume a1 glass Ben.plastic")
    assert t.p("Ben").materials == [] and t.p("Ben").landfill == ["plastic"]
    assert t.p("Ana").landfill == []


def test_unused_share_costs_nothing(table):
    # P.11: "QUALITY is not deducted if the SHAREd MATERIAL is not used at the end."
    t = table("basic")
    ready(t, hand={"share": 1}, materials=[("glass", 2), ("plastic", 2)])
    t.give("Ben", materials=[("plastic", 1)])
    t.do("Ana: play share Ben plastic")
    t.do("Ben: accept")
    t.do("Ana: consume a1 glass plastic")
    t.finish_turn()
    assert [(m.kind, m.quality) for m in t.p("Ben").materials] == [("plastic", 1)]


def test_share_cannot_be_used_without_it(table):
    t = table("basic")
    ready(t, materials=[("glass", 2)])
    t.give("Ben", materials=[("plastic", 1)])
    t.refused("Ana: consume a1 glass Ben.plastic", "favour.share")


def test_reject_by_same_favour_or_reputation(table):
    # P.9 b: "REJECT a FAVOUR by discarding another same FAVOUR from your hand; or by deducting 1 REPUTATION.
    # If you can do neither, then you must ACCEPT." "REJECT-ed FAVOURs always go to the Discard Pile."
    t = table("basic")
    ready(t, hand={"acquire": 2}, coins=5)
    t.give("Ben", materials=[("glass", 1), ("food", 1)], hand={}, reputation=0)
    t.do("Ana: play acquire Ben glass")
    t.refused("Ben: reject favour", "favours.reject")
    t.refused("Ben: reject reputation", "favours.reject")
    t.give("Ben", hand={"acquire": 1})
    discard = sum(t.state.favour_discard.values())
    t.do("Ben: reject favour")
    assert t.p("Ben").hand == {} and sum(t.state.favour_discard.values()) == discard + 2
    t.give("Ben", reputation=1)
    t.do("Ana: play acquire Ben food")
    t.do("Ben: reject reputation")
    assert t.p("Ben").reputation == 0 and len(t.p("Ben").materials) == 2   # both REJECTed: nothing taken


def test_reputation_cap_two(table):
    # P.9: "can keep at most 2 REPUTATION, at which you can still ACCEPT but gain no REPUTATION."
    t = table("basic")
    ready(t, hand={"share": 1}, materials=[("glass", 2)])
    t.give("Ben", materials=[("plastic", 2)], reputation=1)
    t.do("Ana: play share Ben plastic")
    t.do("Ben: accept")
    assert t.p("Ben").reputation == 2


def test_favours_any_time_in_own_turn_only(table):
    # P.9: "you may play unlimited amount of FAVOUR anytime in your turn, before, during, and/or after".
    t = table("basic")
    ready(t, hand={"acquire": 1, "share": 1}, coins=5, materials=[("glass", 2)])
    t.give("Ben", materials=[("food", 1), ("plastic", 2)])
    t.do("Ana: play acquire Ben food")
    t.do("Ben: accept")
    t.refused("Ben: play share Ana glass", None)   # not Ben's turn
    t.do("Ana: buy metal 1")
    t.do("Ana: play share Ben plastic")   # after BUY too: it goes unused (test_loop_conformance.py)
    t.do("Ben: accept")
    assert t.p("Ben").reputation == 2


def test_officer_enforce_and_lawyer_objection(table):
    # P.18 Officer: "Your first played FAVOUR per turn cannot be REJECT, except intercepted by Lawyer's Objection."
    # Lawyer: "You may discard any 1 FAVOUR to REJECT a FAVOUR, even if that FAVOUR is not targeting you."
    t = table("competitive", ("Ana", "Ben", "Cara"), careers={"Ana": "officer", "Cara": "lawyer"})
    ready(t, hand={"acquire": 2}, coins=9)
    t.give("Ben", materials=[("glass", 1), ("food", 1)], reputation=1)
    t.give("Cara", hand={"share": 1})
    t.do("Ana: play acquire Ben glass")
    assert "object" in t.verbs("Cara")
    t.refused("Ben: reject reputation", "career.officer")
    t.do("Cara: object share")
    assert t.state.favour is None and t.p("Cara").hand == {} and len(t.p("Ben").materials) == 2
    t.do("Ana: play acquire Ben glass")   # the second FAVOUR can be REJECTed
    t.do("Ben: reject reputation")


def test_politician_bluff(table):
    # P.18 Politician: "play FAVOUR face-down ... and claim what that is ... call your bluff ...
    # If that FAVOUR is what you claim it is (true), you gain 1 REPUTATION then he continues to choose ...
    # If it is a lie, discard the falsely claimed FAVOUR to the Discard Pile."
    t = table("competitive", ("Ana", "Ben"), careers={"Ana": "politician"})
    ready(t, hand={"acquire": 1, "barter": 1}, coins=5, reputation=0)
    t.give("Ben", materials=[("glass", 1), ("glass", 1)])
    t.do("Ana: play acquire Ben glass face-down")
    assert t.verbs("Ben") == ("accept", "reject", "call")
    t.do("Ben: call")
    assert t.p("Ana").reputation == 1 and t.verbs("Ben") == ("accept", "reject")
    t.do("Ben: accept")
    t.do("Ana: play acquire Ben glass face-down card:barter")
    t.do("Ben: call")
    assert t.state.favour is None and t.state.favour_discard.get("barter") == 1


def test_only_politician_plays_face_down(table):
    t = table("basic")
    ready(t, hand={"acquire": 1}, coins=5)
    t.give("Ben", materials=[("glass", 1)])
    t.refused("Ana: play acquire Ben glass face-down", "career.politician")


def test_scavenger_recycle_as_resell(table):
    # P.18 Scavenger: "You may also play RECYCLE ... as RESELL. Your target player must REJECT by discarding a RESELL
    # or deduct 1 REPUTATION; if he ACCEPT, he can only play it later as RECYCLE."
    t = table("competitive", ("Ana", "Ben"), careers={"Ana": "scavenger"})
    ready(t, hand={"recycle": 1}, materials=[("glass", 2)], coins=0)
    t.give("Ben", coins=2, hand={"recycle": 1})
    t.do("Ana: play resell Ben glass card:recycle")
    t.refused("Ben: reject favour", "favours.reject")   # a RECYCLE does not reject a RESELL
    t.do("Ben: accept")
    assert t.p("Ben").hand == {"recycle": 2} and t.p("Ana").coins == 2


def test_salesman_gains_a_coin(table):
    # P.18 Salesman: "Whenever you ACCEPT an ACQUIRE or RESELL ... you gain 1 COIN from the WORK AREA".
    t = table("competitive", ("Ana", "Ben"), careers={"Ben": "salesman"})
    ready(t, hand={"acquire": 1}, coins=4)
    t.give("Ben", materials=[("glass", 2)], coins=0)
    t.do("Ana: play acquire Ben glass")
    t.do("Ben: accept")
    assert t.p("Ben").coins == 3


def test_manners_makyth_man(table):
    # 9.0 Manners Makyth Man: "Player can only REJECT by deducting 1 REPUTATION."
    t = table("competitive", ("Ana", "Ben"))
    ready(t, hand={"acquire": 1}, coins=4)
    t.state.active_event = "manners-makyth-man"
    t.give("Ben", materials=[("glass", 2)], hand={"acquire": 1}, reputation=0)
    t.do("Ana: play acquire Ben glass")
    t.refused("Ben: reject favour", "event.manners-makyth-man")


def test_cooperative_favour_face_up_no_reject(table):
    # P.16: "place it face-up to the left of your AREA ... There is no REJECT in Cooperative Mode ...
    # The effect must take place." "take all your played FAVOUR back into your hand when you WORK."
    t = table("cooperative", ("Ana", "Ben"))
    t.give("Ana", coins=5)
    t.give("Ben", materials=[("glass", 1)])
    t.do("Ana: play acquire Ben glass")
    assert t.state.favour is None and t.p("Ana").played == {"acquire": 1} and "acquire" not in t.p("Ana").hand
    assert t.p("Ben").reputation == 1
    t.do("Ana: work")
    assert t.p("Ana").hand["acquire"] == 1 and t.p("Ana").played == {}


def test_no_draw_in_cooperative_and_solo(table):
    # P.16/P.17: "You will not draw FAVOUR at the start of your turn."
    assert "draw" not in table("cooperative", ("Ana", "Ben")).verbs("Ana")
    assert "draw" not in table("solo", ("Ana",)).verbs("Ana")


def test_solo_blue_favours(table):
    # P.17: ACQUIRE "from the BUY AREA and pay COIN equal to its Exhibited QUALITY"; BARTER "with another 1 from
    # BUY AREA of the same or less Exhibited QUALITY"; RENEW "from central LANDFILL, then pay double the COIN";
    # RESELL "to the bottom of MATERIAL deck. Take COIN equal to its QUALITY"; SHARE "Use 1 QUALITY of any MATERIAL
    # in BUY AREA to CONSUME. Move it to central LANDFILL if it is BROKEN."
    t = table("solo", ("Ana",))
    t.give("Ana", coins=10, materials=[("metal", 2), ("glass", 2)])
    t.refused("Ana: play acquire food", "favour.solo-acquire")   # say the shown QUALITY
    t.do("Ana: play acquire food:3")
    assert t.p("Ana").coins == 7 and ("food", 3) in [(m.kind, m.quality) for m in t.p("Ana").materials]
    t.refused("Ana: play barter metal glass:3", "favour.solo-barter")
    t.do("Ana: play barter metal glass:2")
    t.state.discard = {"utility": 1}
    t.do("Ana: play renew utility 2")
    assert t.p("Ana").coins == 3
    deck = t.state.deck_size()
    t.do("Ana: play resell food")
    assert t.state.deck_size() == deck + 1 and t.p("Ana").coins == 6
    t.state.buy_area[3].quality = 1   # the plastic shows 1 dot
    t.do("Ana: play share plastic")
    t.do("Ana: consume a1 glass buy.plastic")
    assert t.state.buy_area[3] is None and t.state.discard == {"plastic": 1}
    assert t.p("Ana").hand == {} and sum(t.p("Ana").played.values()) == 5


def test_the_answers_to_a_favour_are_numbered_choices(table):
    # P.9 2.4: ACCEPT, or REJECT "by discarding another same FAVOUR from your hand; or by deducting 1 REPUTATION".
    from referee.core.engine import choices

    t = table("basic")
    ready(t, hand={"acquire": 1}, coins=3)
    t.give("Ben", materials=[("glass", 2)], hand={"acquire": 1}, reputation=0)
    assert choices(t.rules, t.state) == []   # Ana's own turn is not a closed choice
    t.do("Ana: play acquire Ben glass")
    assert [m.text() for m in choices(t.rules, t.state)] == ["Ben: accept", "Ben: reject favour"]   # no REPUTATION to spend
    t.give("Ben", reputation=1)
    assert [m.text() for m in choices(t.rules, t.state)] == ["Ben: accept", "Ben: reject favour", "Ben: reject reputation"]
