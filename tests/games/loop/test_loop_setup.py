"""LOOP set-up (rulebook P.2 1.0, P.4-5 1.1, P.13 5.1, P.16 6.1, P.17 7.1)."""

import pytest

from referee.core.engine import Setup
from referee.core.errors import BadInput
from referee.games.loop import data
from referee.games.loop.referee import RULES


@pytest.mark.parametrize("count, removed", [(1, 2), (2, 2), (3, 1), (4, 1), (5, 0), (6, 0)])
def test_material_sets_removed_by_player_count(count, removed):
    # P.2: "Total Player No. 1 2 3 4 5 6 / Sets of MATERIAL to remove 2 2 1 1 - -";
    # "Place 1 set of MATERIAL face-up surrounding the DEPLETION ... Shuffle the remaining MATERIAL".
    mode = "solo" if count == 1 else "basic"
    state = RULES.setup(Setup("loop", mode, tuple(f"P{i}" for i in range(count))))
    assert state.deck_size() == 30 - 5 * removed - 5
    assert sorted(m.kind for m in state.buy_area) == sorted(data.material_types())
    steps = " ".join(m.english() for m in RULES.checklist(Setup("loop", mode, tuple(f"P{i}" for i in range(count)))))
    players = "1 player" if count == 1 else f"{count} players"
    if removed:
        assert f"Remove {removed} set{'s' if removed > 1 else ''} of MATERIAL (1 of each type) for {players}." in steps
    else:  # "-": none removed
        assert f"Keep every MATERIAL for {players}." in steps


def test_player_counts_and_options_are_checked():
    # P.12: Solo is 1 player; the other modes are for 2-6 (game.toml).
    with pytest.raises(BadInput):
        RULES.validate_setup(Setup("loop", "solo", ("Ana", "Ben")))
    with pytest.raises(BadInput):
        RULES.validate_setup(Setup("loop", "basic", ("Ana",)))
    with pytest.raises(BadInput):
        RULES.validate_setup(Setup("loop", "basic", ("Ana", "B.en")))
    with pytest.raises(BadInput):
        RULES.validate_setup(Setup("loop", "basic", ("Ana", "Ben"), {"speed": 1}))


def test_basic_intern_start(table):
    # P.2: "HAPPINESS token over HAPPINESS 4 ... The starting player will use the golden side";
    # "Take 2 COIN and 1 random MATERIAL at QUALITY 2"; REPUTATION token covering the icon (0).
    t = table("basic", ("Ana", "Ben", "Cara"))
    for name in ("Ana", "Ben", "Cara"):
        p = t.p(name)
        assert (p.career, p.happiness, p.coins, p.reputation) == ("intern", 4, 2, 0)
        assert [m.quality for m in p.materials] == [2]
    assert t.p("Ana").golden and not t.p("Ben").golden
    assert t.state.phase == "turn" and t.state.active == "Ana"


@pytest.mark.parametrize("count, row", [(2, [2, 3]), (3, [1, 2, 3]), (4, [1, 2, 2])])
def test_favours_dealt_by_seat(table, count, row):
    # P.2 "No. of FAVOUR to start": 1st 2/1/1, 2nd 3/2/2, 3rd -/3/2 for 2/3/4 players.
    t = table("basic", ("Ana", "Ben", "Cara", "Dan")[:count])
    for seat, name in enumerate(t.setup.players[: len(row)]):
        assert sum(t.p(name).hand.values()) == row[seat]


def test_wrong_starting_hand_is_refused(table):
    # P.2 table: the 2nd of 2 players starts with 3 FAVOUR.

    t = table.__new__(table)
    t.setup = Setup("loop", "basic", ("Ana", "Ben"))
    t.state = RULES.setup(t.setup)
    for line in ("a1 glass plastic house heart", "a2 food metal group leaf", "a3 utility food book heart", "a4 metal metal house group", "a5 plastic utility leaf book"):
        t.do(f"Ana: activity {line}")
    error = t.refused("Ana: hand share share share", "setup.favour-table")
    assert "starts with 2 FAVOUR, not 3" in error.msg.english()
    t.do("Ana: hand share share")
    t.do("Ana: start food")
    error = t.refused("Ben: hand acquire acquire", "setup.favour-table")
    assert "not 2" in error.msg.english()


def test_solo_and_cooperative_hands(table):
    # P.17: "You start with a special set of 5 blue FAVOUR in hand"; "Draw 4 random GOAL".
    # P.16: "Each player starts with 1 set of 5 red FAVOUR in hand (1 of each)."
    solo = table("solo", ("Ana",))
    assert solo.p("Ana").hand == {k: 1 for k in ("acquire", "barter", "renew", "resell", "share")}
    assert data.goal_limit("solo") == 4
    coop = table("cooperative", ("Ana", "Ben"))
    assert coop.p("Ben").hand == {k: 1 for k in ("acquire", "barter", "recycle", "resell", "share")}
    assert coop.state.favour_deck == {}


def test_competitive_careers_dealt_and_chosen(table):
    # P.13 5.1: "Shuffle all CAREER, then deal 2 to each player. Choose either one or the INTERN";
    # P.18 Scientist: "2 random MATERIAL each at QUALITY 1 and 1 REPUTATION", HAPPINESS 3.
    t = table("competitive", ("Ana", "Ben"), careers={"Ana": "scientist"})
    ana, ben = t.p("Ana"), t.p("Ben")
    assert (ana.career, ana.happiness, ana.coins, ana.reputation) == ("scientist", 3, 0, 1)
    assert [m.quality for m in ana.materials] == [1, 1]
    assert (ben.career, ben.happiness) == ("intern", 4)


def test_careers_excluded_by_mode():
    # P.12: Cooperative "Remove (Not-For-Coop icon)"; Solo "Remove (Not-For-Solo icon)";
    # P.18 Banker is "Excluded from Solo Mode", Lawyer "from Cooperative and Solo Mode".
    assert "banker" in data.careers_for("cooperative") and "banker" not in data.careers_for("solo")
    assert "lawyer" not in data.careers_for("cooperative")
    assert len(data.careers_for("competitive")) == 20


def test_career_choice_must_be_dealt(table):
    # P.13: "Choose either one or the INTERN (back) to play."
    from referee.core.engine import Setup as S

    t = table.__new__(table)
    t.setup = S("loop", "competitive", ("Ana", "Ben"))
    t.state = RULES.setup(t.setup)
    for line in ("a1 glass plastic house heart", "a2 food metal group leaf", "a3 utility food book heart", "a4 metal metal house group", "a5 plastic utility leaf book"):
        t.do(f"Ana: activity {line}")
    t.refused("Ana: careers chef chef", "competitive.setup-careers")
    t.do("Ana: careers chef banker")
    t.refused("Ana: career lawyer", "competitive.setup-careers")
    t.do("Ana: career intern")
    assert t.p("Ana").happiness == 4


def test_coop_refuses_not_for_coop_career():
    from referee.core.engine import IllegalMove, parse, play

    setup = Setup("loop", "cooperative", ("Ana", "Ben"))
    state = RULES.setup(setup)
    for line in ("a1 glass plastic house heart", "a2 food metal group leaf", "a3 utility food book heart", "a4 metal metal house group", "a5 plastic utility leaf book"):
        state = play(RULES, state, parse(RULES, state, f"Ana: activity {line}", setup.players)).state
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "Ana: careers lawyer chef", setup.players))
    assert "careers.mode-restrictions" in error.value.rule_ids


def test_events_per_mode():
    # P.14 "30 EVENT cards, 19 ... CONTINUOUS EVENT and 11 IMMEDIATE EVENT"; P.16/P.17 remove icons.
    assert len(data.events_for("competitive")) == 30
    assert "redeem-bonus" not in data.events_for("cooperative") and "overproduction" not in data.events_for("cooperative")
    assert "the-gap" not in data.events_for("solo") and "hypebeast" not in data.events_for("solo")


def test_checklist_names_mode_specific_steps():
    solo = " ".join(m.english() for m in RULES.checklist(Setup("loop", "solo", ("Ana",))))
    assert "5 blue FAVOUR" in solo and "Deal 4 GOAL" in solo and "HAPPINESS 11" in solo
    comp = " ".join(m.english() for m in RULES.checklist(Setup("loop", "competitive", ("Ana", "Ben", "Cara", "Dan", "Eve"))))
    assert "Deal 2 CAREER" in comp and "table on P.2" in comp


def test_activity_entry_is_remembered(table):
    # The rulebook does not list ACTIVITY cards: they are entered once and remembered by name.
    # P.8: "Each ACTIVITY has 2 different PROPERTY".
    t = table.__new__(table)
    t.setup = Setup("loop", "basic", ("Ana", "Ben"))
    t.state = RULES.setup(t.setup)
    t.refused("Ana: activity x glass glass house house", "goal.properties")
    t.do("Ana: activity x glass glass house heart")
    t.do("Ana: activity x")   # the twin card: known by name
    assert [c.name for c in t.state.consume_area[:2]] == ["x", "x"]
    t.refused("Ana: activity x", "goal.hobby")   # P.11: 15 pairs share a name: only 2 'x'
