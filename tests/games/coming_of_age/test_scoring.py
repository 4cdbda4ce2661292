"""Coming of Age final scoring (seed 000, "Final Scoring", "Trait and Goal
Tiles", Solo Mode "Final Scoring")."""

import pytest

from referee.core.errors import BadInput

OTHER = "\n[players.Other]\n"


def test_unresolved_frustration_costs_3_each(score):
    # "Each player loses 3 VEP for each unresolved Frustration"
    sheet = score("coming-of-age", "[players.A]\nvep = 30\nunresolved_frustration = 2\n" + OTHER)
    assert sheet.player("A").categories["frustration"] == -6


def test_leftovers_divided_by_three_rounded_down(score):
    # "adds up all their unused Willpower Tokens, Motivation Tokens, and Memory
    # Tokens, divides the total by 3 (rounding down)"
    sheet = score("coming-of-age", "[players.A]\nwillpower = 4\nmotivation = 3\nmemory_unused = { yellow = 1 }\nmemory_used = { purple = 5 }\n" + OTHER)
    assert sheet.player("A").categories["leftovers"] == 2


def test_goals_limited_by_traits_played(score):
    # "as many Goal Tiles as the number of Trait Tiles they have played ...
    # Each Goal Tile whose requirement you meet is worth 5 VEP."
    sheet = score("coming-of-age", """
        [players.A]
        traits_played = 1
        friendship = [7]
        fulfillment_end = true
        [players.A.goals]
        committed = {}
        sociable = {}
        [players.Other]
    """)
    # both goals are met (level 7; one Character Token against none), one scores
    assert sheet.player("A").categories["goals"] == 5


def test_type_a_majority_tie_counts_as_fulfilled(score):
    # Type A: "In case of a tie, the goal is considered fulfilled."
    sheet = score("coming-of-age", """
        [players.A]
        traits_played = 1
        friendship = [0, 1]
        goals = { sociable = {} }
        [players.B]
        friendship = [2, 3]
    """)
    assert sheet.player("A").categories["goals"] == 5


def test_type_a_majority_lost_to_another_player(score):
    # Sociable: "more Character Tokens on your Friendship Track than any other player"
    sheet = score("coming-of-age", """
        [players.A]
        traits_played = 1
        friendship = [0]
        goals = { sociable = {} }
        [players.B]
        friendship = [2, 3]
    """)
    assert sheet.player("A").categories["goals"] == 0


@pytest.mark.parametrize("goal, fields, met", [
    ("versatile", "presences = [1, 2]", True),  # more Presences than any other player
    ("saver", "willpower = 3\nmotivation = 3", True),  # more Willpower and Motivation Tokens
    ("family-oriented", "parent_cards = 1", False),  # more Parent Cards (B played 2)
    ("loyal", "traits_played = 4", True),  # "Have played 4 Trait Tiles"
    ("loyal", "traits_played = 3", False),
    ("friendly", "traits_played = 3\nmimicked = 2", True),  # 5 own + mimicked
    ("friendly", "traits_played = 3\nmimicked = 1", False),
    ("committed", "friendship = [7]", True),  # a Character Token at level 7
    ("committed", "friendship = [6]", False),
    ("persistent", "fulfillment_end = true", True),  # final space of Personal Fulfillment
])
def test_goal_requirements(score, goal, fields, met):
    traits = "" if "traits_played" in fields else "traits_played = 1\n"
    sheet = score("coming-of-age", f"""
[players.A]
{traits}{fields}
goals = {{ {goal} = {{}} }}
[players.B]
presences = [3]
willpower = 5
parent_cards = 2
""")
    assert (sheet.player("A").categories["goals"] == 5) is met


def test_type_b_two_presences_among_the_tile_locations(score):
    # Type B: "Have at least 2 Presences among the 3 indicated locations."
    base = "[players.A]\ntraits_played = 1\npresences = [{p}]\ngoals = {{ gamer = {{ locations = [2, 5, 10] }} }}\n[players.B]\n"
    assert score("coming-of-age", base.format(p="2, 0")).player("A").categories["goals"] == 5  # 0 = location 10
    assert score("coming-of-age", base.format(p="2, 6")).player("A").categories["goals"] == 0


def test_type_d_memory_tokens_used_or_unused(score):
    # Type D: "at least the required number of Memory Tokens of the indicated
    # types, whether used or unused."
    base = "[players.A]\ntraits_played = 1\nmemory_unused = {{ yellow = 1 }}\nmemory_used = {{ yellow = {y} }}\ngoals = {{ nostalgic = {{ memory = {{ yellow = 3 }} }} }}\n[players.B]\n"
    assert score("coming-of-age", base.format(y=2)).player("A").categories["goals"] == 5
    assert score("coming-of-age", base.format(y=1)).player("A").categories["goals"] == 0


def test_tie_break_most_tiles_then_friends(score):
    # "the tied player who has completed the most Trait and Goal Tiles,
    # including those mimicked ... If the tie persists, the player with the
    # most Character Tokens on their Friendship Track wins."
    tiles = score("coming-of-age", "[players.A]\nvep = 20\ntraits_played = 2\n[players.B]\nvep = 20\ntraits_played = 1\nmimicked = 0\nfriendship = [1, 2, 3]\n")
    assert tiles.winners == ["A"] and tiles.decided_by == "most-tiles"
    friends = score("coming-of-age", "[players.A]\nvep = 20\ntraits_played = 1\nmimicked = 1\n[players.B]\nvep = 20\ntraits_played = 2\nfriendship = [1]\n")
    assert friends.winners == ["B"] and friends.decided_by == "most-friends"
    shared = score("coming-of-age", "[players.A]\nvep = 20\n[players.B]\nvep = 20\n")
    assert sorted(shared.winners) == ["A", "B"] and shared.decided_by == "shared"


def test_mimicked_cannot_exceed_traits_played(score):
    # "Each time you play a Trait Tile onto your board, you'll unlock a Mimic Trait Token"
    with pytest.raises(BadInput):
        score("coming-of-age", "[players.A]\ntraits_played = 1\nmimicked = 2\n" + OTHER)


def test_at_most_four_traits_and_five_frustrations(score):
    # "You may only play 4 Trait Tiles during the game"; one Frustration per Mood Track (5).
    with pytest.raises(BadInput):
        score("coming-of-age", "[players.A]\ntraits_played = 5\n" + OTHER)
    with pytest.raises(BadInput):
        score("coming-of-age", "[players.A]\nunresolved_frustration = 6\n" + OTHER)


def test_presences_no_repeats(score):
    # Presences: "in up to 4 different locations (no repeats)"
    with pytest.raises(BadInput):
        score("coming-of-age", "[players.A]\npresences = [3, 3]\n" + OTHER)
    with pytest.raises(BadInput):
        score("coming-of-age", "[players.A]\npresences = [1, 2, 3, 4, 5]\n" + OTHER)


def test_unknown_goal_gets_a_suggestion(score):
    with pytest.raises(BadInput) as error:
        score("coming-of-age", "[players.A]\ngoals = { sociabel = {} }\n" + OTHER)
    assert "sociable" in str(error.value)


def test_solo_rob_scores_pile_ignoring_requirements_and_motivation(score):
    # Rob "reveals and scores all remaining Trait Tiles in his pile, ignoring
    # their requirements. He gains 1 VEP for every 3 Motivation Tokens".
    sheet = score("coming-of-age", """
        mode = "solo"
        [players.Ana]
        vep = 30
        [rob]
        vep = 25
        trait_pile = ["stubborn", "calm", "cheerful"]
        motivation = 8
    """)
    rob = sheet.player("Rob Bot")
    assert rob.bot
    assert rob.categories == {"vep": 25, "rob_traits": 4 + 4 + 3, "rob_motivation": 2}
    assert sheet.winners == ["Rob Bot"]


def test_solo_refuses_type_a_goals(score):
    # Solo setup: "Draw 1 Goal Tile of type B, 2 of type C, and 1 of type D."
    with pytest.raises(BadInput):
        score("coming-of-age", 'mode = "solo"\n[players.A]\ngoals = { sociable = {} }\n[rob]\n')


def test_solo_needs_rob(score):
    with pytest.raises(BadInput):
        score("coming-of-age", 'mode = "solo"\n[players.A]\n')


@pytest.mark.parametrize("mode, goals, ok", [
    # p. 3, Individual Player Setup: "4 Goal Tiles (1 of each letter: A, B, C, D)"
    ("standard", "sociable = {}\nversatile = {}", False),
    ("two-player", "gamer = { locations = [1, 2, 3] }\nhedonist = { locations = [4, 5, 6] }", False),
    ("standard", "sociable = {}\ngamer = { locations = [1, 2, 3] }\ncommitted = {}", True),
    # Solo Mode, Setup: "Draw 1 Goal Tile of type B, 2 of type C, and 1 of type D."
    ("solo", "gamer = { locations = [1, 2, 3] }\nhedonist = { locations = [4, 5, 6] }", False),
    ("solo", "committed = {}\npersistent = {}\ngamer = { locations = [1, 2, 3] }", True),
])
def test_goal_tiles_at_most_as_many_of_a_letter_as_drawn(score, mode, goals, ok):
    rob = "\n[rob]\n" if mode == "solo" else OTHER
    text = f'mode = "{mode}"\n[players.A]\ntraits_played = 4\n[players.A.goals]\n{goals}\n{rob}'
    if ok:
        score("coming-of-age", text)
    else:
        with pytest.raises(BadInput, match="Goal Tiles of type"):
            score("coming-of-age", text)


def test_solo_tie_with_rob_counts_his_revealed_pile_as_completed_tiles(score):
    # Final Scoring: "the tied player who has completed the most Trait and Goal
    # Tiles, including those mimicked ... wins"; Solo, Final Scoring: "Rob
    # reveals and scores all remaining Trait Tiles in his pile, ignoring their
    # requirements" -- read as completing them (rule note on solo.final-scoring).
    tally = """
        mode = "solo"
        [players.Ana]
        vep = 27
        traits_played = 3
        mimicked = 1
        [rob]
        vep = 23
        traits_played = 2
        trait_pile = ["stubborn"]
        mimicked = %d
    """
    # 27 against 23 + 4: both 27; Ana 4 tiles, Rob 2 + 1 pile + 2 mimicked = 5
    sheet = score("coming-of-age", tally % 2)
    assert sheet.player("Rob Bot").total == sheet.player("Ana").total == 27
    assert sheet.winners == ["Rob Bot"] and sheet.decided_by == "most-tiles"
    # with one mimicked, 4 against 4: the Friendship Track decides (both empty: shared)
    sheet = score("coming-of-age", tally % 1)
    assert sorted(sheet.winners) == ["Ana", "Rob Bot"] and sheet.decided_by == "shared"


def test_rob_tie_break_reading_is_a_rule_note_in_both_languages():
    from referee.core.files import read_toml
    from referee.core.resources import rulesets_dir

    for lang in ("en", "es"):
        entries = read_toml(rulesets_dir() / "coming-of-age" / f"rules.{lang}.toml")["entries"]
        note = next(e for e in entries if e["id"] == "solo.final-scoring").get("note", "")
        assert "Rob" in note
