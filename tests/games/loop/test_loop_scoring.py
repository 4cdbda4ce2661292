"""LOOP end-of-game scoring, each test quoting the rulebook (seed 001)."""

import pytest

from referee.core.errors import BadInput

TWO = """
[players.Ana]
happiness = {a}
reputation = {ra}
landfill = {la}
goals = {ga}
activities = {aa}
[players.Ben]
happiness = {b}
reputation = {rb}
landfill = {lb}
goals = {gb}
activities = {ab}
"""


def two(a=10, b=10, ra=0, rb=0, la=0, lb=0, ga=0, gb=0, aa=0, ab=0):
    return TWO.format(**locals())


def test_basic_highest_happiness_wins(score):
    # 2.8: "In Basic Mode, the highest HAPPINESS wins."
    sheet = score("loop", two(a=12, b=9))
    assert sheet.winners == ["Ana"] and sheet.decided_by is None


@pytest.mark.parametrize(
    "kwargs, link",
    [
        (dict(ra=2, rb=1), "reputation"),  # "Higher REPUTATION wins."
        (dict(la=1, lb=4), "fewer-landfill"),  # "Fewer MATERIAL in the LANDFILL wins."
        (dict(ga=3, gb=2), "more-goals"),  # "More GOAL achieved wins."
        (dict(aa=7, ab=6), "more-activities"),  # "More ACTIVITY completed wins."
    ],
)
def test_basic_tie_break_chain_in_order(score, kwargs, link):
    sheet = score("loop", two(**kwargs))
    assert sheet.winners == ["Ana"]
    assert sheet.decided_by == link


def test_earlier_link_beats_later_links(score):
    # The chain is ordered: Reputation decides before the Landfill is looked at.
    sheet = score("loop", two(ra=0, rb=1, la=0, lb=5))
    assert sheet.winners == ["Ben"] and sheet.decided_by == "reputation"


def test_full_tie_is_shared(score):
    sheet = score("loop", two())
    assert sorted(sheet.winners) == ["Ana", "Ben"] and sheet.decided_by == "shared"


def test_competitive_debt_and_landfill_penalties(score):
    # 5.4 "Lose 2 HAPPINESS per CREDIT CARD that is not PAYOFF at game end."
    # 5.5 "Lose 1 HAPPINESS if you end game with 5 MATERIAL in LANDFILL."
    sheet = score("loop", """
        mode = "competitive"
        [players.Ana]
        happiness = 12
        landfill = 5
        credit_cards = 2
        [players.Ben]
        happiness = 7
        landfill = 6
    """)
    ana, ben = sheet.player("Ana"), sheet.player("Ben")
    assert ana.categories["debt_penalty"] == -4 and ana.categories["landfill_penalty"] == -1
    assert ana.total == 7
    assert ben.categories["landfill_penalty"] == -2 and ben.total == 5


def test_depletion_penalty_for_the_trigger_only(score):
    # 2.8 "Player who triggers DEPLETION at turn end loses 1 HAPPINESS".
    sheet = score("loop", """
        [players.Ana]
        happiness = 10
        triggered_depletion = true
        [players.Ben]
        happiness = 10
    """)
    assert sheet.player("Ana").categories["depletion_penalty"] == -1
    assert sheet.player("Ben").categories["depletion_penalty"] == 0
    assert sheet.winners == ["Ben"]


def test_basic_mode_has_no_landfill_penalty(score):
    # 5.0: Competitive is Basic "with ... the LANDFILL Penalty" (Basic has none).
    sheet = score("loop", two(a=10, la=9))
    assert "landfill_penalty" not in sheet.player("Ana").categories


def test_basic_mode_refuses_credit_cards(score):
    with pytest.raises(BadInput):
        score("loop", "[players.A]\nhappiness = 3\ncredit_cards = 1\n[players.B]\nhappiness = 3\n")


def test_happiness_never_below_zero(score):
    # The HAPPINESS track runs 0-12: penalties stop at 0.
    sheet = score("loop", """
        mode = "competitive"
        [players.Ana]
        happiness = 1
        credit_cards = 3
        [players.Ben]
        happiness = 0
    """)
    assert sheet.player("Ana").total == 0
    assert sheet.player("Ana").categories["debt_penalty"] == -1


def test_happiness_above_track_is_refused(score):
    with pytest.raises(BadInput):
        score("loop", two(a=13))


def test_reputation_at_most_two(score):
    # 1.1 "You can keep up to 2 REPUTATION."
    with pytest.raises(BadInput):
        score("loop", two(ra=3))


def test_cooperative_team_wins_only_if_all_reach_11(score):
    # 6.3 "You win if all of you reach HAPPINESS 11 (flag) or above after the
    # DEPLETION Penalty, Debt Penalty, and LANDFILL Penalty are factored."
    won = score("loop", 'mode = "cooperative"\n[players.A]\nhappiness = 11\n[players.B]\nhappiness = 12\n')
    assert won.outcome_code == "win" and sorted(won.winners) == ["A", "B"]
    lost = score("loop", 'mode = "cooperative"\n[players.A]\nhappiness = 12\nlandfill = 3\n[players.B]\nhappiness = 11\nlandfill = 3\n')
    assert lost.outcome_code == "loss" and lost.winners == []


def test_solo_wins_with_11_after_penalties(score):
    # 7.3 "You win if you reach HAPPINESS 11 (flag) or above after the ... Penalty".
    assert score("loop", 'mode = "solo"\n[players.A]\nhappiness = 11\n').outcome_code == "win"
    assert score("loop", 'mode = "solo"\n[players.A]\nhappiness = 12\ncredit_cards = 1\n').outcome_code == "loss"


def test_solo_allows_four_goals(score):
    # 7.1 "Draw 4 random GOAL to start with instead of 3."
    assert score("loop", 'mode = "solo"\n[players.A]\nhappiness = 11\ngoals = 4\n').outcome_code == "win"
    with pytest.raises(BadInput):
        score("loop", two(ga=4))


def test_only_one_player_triggers_depletion(score):
    with pytest.raises(BadInput):
        score("loop", "[players.A]\ntriggered_depletion = true\n[players.B]\ntriggered_depletion = true\n")
