"""CV end-of-game scoring, each test quoting the rulebook fact it checks
(seed 004, "End of the Game")."""

import pytest

from referee.core.errors import BadInput


def test_rulebook_worked_example_felix_scores_63(score):
    # "Thus Felix's total is 10 + 6 + 15 + 19 + 8 + 5 = 63 points."
    sheet = score("cv", """
        [[public_goals]]
        name = "Collector"
        points = 5
        [players.Felix]
        health = 4
        relationship = 3
        knowledge = 5
        possessions = [3, 3, 4, 4, 5]
        life_goal = 8
        public_goals = { Collector = 5 }
        [players.Julius]
        possessions = [1, 1, 1, 1, 1]
        public_goals = { Collector = 5 }
        [players.Eric]
        possessions = [1, 1, 1]
        public_goals = { Collector = 3 }
    """)
    felix = sheet.player("Felix")
    assert felix.categories == {"health": 10, "relationship": 6, "knowledge": 15, "possessions": 19, "life_goal": 8, "public_goals": 5}
    assert felix.total == 63
    # "Both Felix and Julius gain 5 points from the Collector goal" (Eric has only 3).
    assert sheet.player("Julius").categories["public_goals"] == 5
    assert sheet.player("Eric").categories["public_goals"] == 0
    assert sheet.winners == ["Felix"]


@pytest.mark.parametrize("cards, points", [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)])
def test_set_table_is_triangular(score, cards, points):
    # The box table, inferred from the worked example (4 = 10, 3 = 6, 5 = 15): n(n+1)/2.
    sheet = score("cv", f"""
        [players.A]
        knowledge = {cards}
        [players.B]
    """)
    assert sheet.player("A").categories["knowledge"] == points


def test_tie_goes_to_fewer_cv_cards(score):
    # "In case of a tie, the player with fewer CV cards wins."
    sheet = score("cv", """
        [players.A]
        health = 3
        work = 2
        [players.B]
        relationship = 3
    """)
    assert sheet.player("A").total == sheet.player("B").total == 6
    assert sheet.winners == ["B"]
    assert sheet.decided_by == "fewer-cv-cards"


def test_tie_with_equal_cards_remains_a_tie(score):
    # "If there is still a tie, then it remains a tie!"
    sheet = score("cv", """
        [players.A]
        health = 3
        [players.B]
        relationship = 3
    """)
    assert sorted(sheet.winners) == ["A", "B"]
    assert sheet.decided_by == "shared"
    assert {p.rank for p in sheet.players} == {1}


def test_public_goal_not_achieved_by_anyone_scores_nothing(score):
    # A goal goes "to whoever best achieved it": nobody achieved it at all here.
    sheet = score("cv", """
        [[public_goals]]
        name = "Collector"
        points = 5
        [players.A]
        public_goals = { Collector = 0 }
        [players.B]
        public_goals = { Collector = 0 }
    """)
    assert all(p.categories["public_goals"] == 0 for p in sheet.players)


def test_unknown_public_goal_in_a_player_table_is_refused(score):
    with pytest.raises(BadInput) as error:
        score("cv", """
            [[public_goals]]
            name = "Collector"
            points = 5
            [players.A]
            public_goals = { Colector = 2 }
            [players.B]
        """)
    assert "Collector" in str(error.value)


def test_cv_needs_two_players(score):
    # CV is for 2-4 players.
    with pytest.raises(BadInput):
        score("cv", "[players.A]\nhealth = 1\n")


def test_public_goals_are_the_number_of_players_minus_one(score):
    # Setup 4: "Deal one card from the life goal deck to each player, then
    # reveal several more (the number of players minus one)": two players see
    # one public goal, never two.
    two_goals = """
        [[public_goals]]
        name = "Collector"
        points = 5
        [[public_goals]]
        name = "Sportsman"
        points = 4
        [players.A]
        public_goals = { Collector = 1, Sportsman = 0 }
        [players.B]
        public_goals = { Collector = 0, Sportsman = 2 }
    """
    with pytest.raises(BadInput) as error:
        score("cv", two_goals)
    assert "2 public life goals" in str(error.value)
    sheet = score("cv", two_goals + "        [players.C]\n        public_goals = { Collector = 0, Sportsman = 0 }\n")
    assert sheet.winners  # three players: two public goals fit


def test_public_goal_listed_twice_in_another_case_is_refused(score):
    # One card per public goal on the board ("Each of the public goals awards
    # additional points"): 'Collector' and 'collector' are the same card.
    with pytest.raises(BadInput) as error:
        score("cv", """
            [[public_goals]]
            name = "Collector"
            points = 5
            [[public_goals]]
            name = "collector"
            points = 5
            [players.A]
            [players.B]
            [players.C]
        """)
    assert "twice" in str(error.value)


def test_public_goal_readings_are_a_rule_note_in_both_languages():
    # Setup 4 reveals "the number of players minus one" public goals: the
    # scorer refuses more, and says so where players ask about public goals.
    from referee.core.files import read_toml
    from referee.core.resources import rulesets_dir

    for lang in ("en", "es"):
        entries = read_toml(rulesets_dir() / "cv" / f"rules.{lang}.toml")["entries"]
        note = next(e for e in entries if e["id"] == "scoring.public-goals").get("note", "")
        assert ("minus one" in note or "menos uno" in note)


def _goal_notes(sheet, player: str, lang: str) -> list[str]:
    from referee.i18n import Translator
    tr = Translator(lang)
    return [note.render(tr) for note in sheet.player(player).notes]


@pytest.mark.parametrize("typed", ["Collector", "coleccionista"])
def test_a_life_goal_the_rulebook_names_is_shown_in_the_readers_language(score, typed):
    # "Example of scoring": "5 points from the Collector goal" -- the one public
    # goal the rulebook names; its Spanish name is shown at a Spanish table,
    # whichever language the tally typed it in.
    sheet = score("cv", f"""
        [[public_goals]]
        name = "{typed}"
        points = 5
        [players.Felix]
        public_goals = {{ {typed} = 5 }}
        [players.Julius]
        public_goals = {{ {typed} = 3 }}
    """)
    assert "Coleccionista: +5 (mejor: 5)" in _goal_notes(sheet, "Felix", "es")
    assert "Collector: +5 (best: 5)" in _goal_notes(sheet, "Felix", "en")


def test_a_life_goal_only_its_card_prints_keeps_the_players_name(score):
    # The rulebook does not list the 8 life goal cards, so a goal it never
    # names is shown as the players typed it, in both languages.
    sheet = score("cv", """
        [[public_goals]]
        name = "Globetrotter"
        points = 4
        [players.Felix]
        public_goals = { Globetrotter = 2 }
        [players.Julius]
        public_goals = { Globetrotter = 1 }
    """)
    assert "Globetrotter: +4 (mejor: 2)" in _goal_notes(sheet, "Felix", "es")
