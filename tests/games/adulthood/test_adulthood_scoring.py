"""Adulthood end-of-game scoring (seed 003, "End of Game and Scoring", p. 10;
"End of Solo Game")."""

import pytest

from referee.core.errors import BadInput


def test_four_final_steps(score):
    sheet = score("adulthood", """
        [players.Ana]
        happiness = 20
        impact = 15
        unhappiness_tokens = 2
        negative_impact_tokens = 1
        life_icons = { family = 4, fame = 3, social = 2 }
        heart = true
        values = [3, 2]
        [players.Ben]
        happiness = 1
        impact = 1
    """)
    ana = sheet.player("Ana").categories
    # 1. "For each negative or sad token you have, move back one space."
    assert ana["unhappiness"] == -2 and ana["negative_impact"] == -1
    # 2. "if you have 3 Family Icons, you would gain 1 happy; if you had 4, ... 2"
    assert ana["life_icon_sets"] == 2 + 1 + 0
    # 3. "Gain 4 impact if you have a complete heart"
    assert ana["heart"] == 4
    # 4. "Gain happy from each of your Values cards"
    assert ana["values"] == 5
    # "Whoever has the highest combined score (Happiness and Impact) wins"
    assert sheet.player("Ana").total == 20 + 15 - 2 - 1 + 3 + 4 + 5
    assert sheet.winners == ["Ana"]


def test_each_pass_of_a_track_end_adds_25(score):
    # "If a player passes the end of a track, they can return to 0 and add 25."
    sheet = score("adulthood", "[players.A]\nhappiness = 3\nhappiness_laps = 1\nimpact = 2\nimpact_laps = 2\n[players.B]\n")
    assert sheet.player("A").total == 3 + 25 + 2 + 50


def test_ties_share_the_victory(score):
    # "If there is a tie, the players share the victory."
    sheet = score("adulthood", "[players.A]\nhappiness = 10\n[players.B]\nimpact = 10\n")
    assert sorted(sheet.winners) == ["A", "B"] and sheet.decided_by == "shared"


def test_markers_do_not_move_back_past_zero(score):
    sheet = score("adulthood", "[players.A]\nhappiness = 1\nunhappiness_tokens = 3\n[players.B]\n")
    assert sheet.player("A").categories["unhappiness"] == -1


def test_unknown_life_icon_is_refused_with_suggestion(score):
    with pytest.raises(BadInput) as error:
        score("adulthood", "[players.A]\nlife_icons = { famly = 3 }\n[players.B]\n")
    assert "family" in str(error.value)


def test_solo_win_needs_crossed_markers_and_an_achievement_level(score):
    # "You win if your Happiness and Impact scores are crossed at the end of the
    # game and you completed at least one level of your chosen Achievement."
    won = score("adulthood", 'mode = "solo"\n[players.A]\nhappiness = 9\nimpact = 9\nmarkers_crossed = true\nachievement_level = 2\n')
    assert won.outcome_code == "win" and won.winners == ["A"]
    assert "2" in won.outcome.english()
    assert score("adulthood", 'mode = "solo"\n[players.A]\nmarkers_crossed = true\nachievement_level = 0\n').outcome_code == "loss"
    assert score("adulthood", 'mode = "solo"\n[players.A]\nmarkers_crossed = false\nachievement_level = 3\n').outcome_code == "loss"


def test_solo_scores_no_hearts_or_sets_but_tokens(score):
    # "Gain no end-of-game points from hearts or sets of Life Icons. Do gain the
    # negative points from Unhappiness/Negative Impact tokens."
    sheet = score("adulthood", 'mode = "solo"\n[players.A]\nhappiness = 9\nimpact = 9\nunhappiness_tokens = 1\nheart = true\nlife_icons = { family = 5 }\n')
    assert sheet.player("A").total == 17
    assert "heart" not in sheet.player("A").categories


def test_achievement_level_at_most_three(score):
    with pytest.raises(BadInput):
        score("adulthood", 'mode = "solo"\n[players.A]\nachievement_level = 4\n')


def test_solo_has_no_values_cards_to_score(score):
    # Solo set-up: "3. Don't deal out Values." A solo tally with Values cards
    # cannot happen; it is refused, not silently ignored.
    with pytest.raises(BadInput) as error:
        score("adulthood", 'mode = "solo"\n[players.A]\nvalues = [3]\nmarkers_crossed = true\nachievement_level = 1\n')
    assert "values" in str(error.value)
    # an empty list is no Values at all
    assert score("adulthood", 'mode = "solo"\n[players.A]\nvalues = []\n').player("A").total == 0


def test_a_player_holds_three_values_cards(score):
    # Set Up 4e: "2 Facedown Values ... and one additional Value to be added to
    # your hand"; Meditate only swaps one for one ("discard a Values card from
    # your hand to draw a new Values card"): at most 3 Values score in step 4.
    sheet = score("adulthood", "[players.A]\nvalues = [3, 2, 4]\n[players.B]\n")
    assert sheet.player("A").categories["values"] == 9
    with pytest.raises(BadInput) as error:
        score("adulthood", "[players.A]\nvalues = [3, 2, 4, 1]\n[players.B]\n")
    assert "4" in str(error.value) and "3" in str(error.value)


def test_step_one_before_the_gains(score):
    # p. 10 steps in order: "1. For each negative or sad token ... move back one
    # space" comes before "2. Gain 1 happy for each matching Life Icons": the
    # tokens cannot eat into what steps 2-4 add (Happiness 1, 3 sad tokens, 3
    # Family icons: 1 - 1 (the start stops the marker) + 1).
    sheet = score("adulthood", "[players.A]\nhappiness = 1\nunhappiness_tokens = 3\nlife_icons = { family = 3 }\n[players.B]\n")
    assert sheet.player("A").categories["unhappiness"] == -1
    assert sheet.player("A").total == 1
