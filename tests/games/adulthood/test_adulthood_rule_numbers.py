"""The numbers Adulthood's rulebook prints (seed 003) live once, in
`rulesets/adulthood/game.toml`: the referee's moves read them there, and its
messages say them as values, with plural forms in Spanish.

Each test that changes a number in the data checks that the move (or the
message) follows it: a number written again in the code would make it fail."""

import pytest

from referee.core.engine import Setup
from referee.core.registry import get_game
from referee.games.adulthood import data
from referee.games.adulthood.grammar import GRAMMAR
from referee.games.adulthood.referee import RULES
from referee.i18n import Translator

ES = Translator("es")


@pytest.fixture
def play_data(monkeypatch):
    """Change keys of `[play]` (or `[play.solo]` with solo=True) for the test."""

    def change(solo: bool = False, **values) -> None:
        table = data.play()["solo"] if solo else data.play()
        for key, value in values.items():
            monkeypatch.setitem(table, key, value)

    return change


def checklist(mode: str = "standard", players=("Ana", "Ben")) -> list:
    return RULES.checklist(Setup("adulthood", mode, tuple(players)))


def test_the_data_holds_the_printed_numbers():
    play, solo, scoring = data.play(), data.play()["solo"], get_game("adulthood").scoring
    # End of Game (p. 10): "If a player passes the end of a track, they can return to 0 and add 25 to their score."
    assert scoring["lap_bonus"] == 25
    # Set Up 2 (line 44): "and 1 Time meeple (time) within easy reach of all players."
    assert play["supply_time"] == 1
    # Set Up 4 (line 46): "d. 2 Career cards ... f. 2 Score Markers in their player board's color".
    assert (play["careers_dealt"], play["score_markers"]) == (2, 2)
    # Set Up 6 (line 48): "Each player reviews their Career cards and discards one." (keeps the other)
    assert play["careers_kept"] == 1
    # Player Turns 3a (line 78): "You may draft one card from the Market Board."
    assert play["drafts_per_turn"] == 1
    # Solo (line 193): "Shuffle and draw two Solo Achievement cards. Look at both, then keep one and discard the other."
    assert (solo["achievements_drawn"], solo["achievements_kept"]) == (2, 1)


def test_the_score_sheet_says_the_lap_bonus_it_counts(score, monkeypatch):
    # p. 10: "... return to 0 and add 25 to their score." The label and the total say the same number.
    monkeypatch.setitem(get_game("adulthood").scoring, "lap_bonus", 30)
    sheet = score("adulthood", "[players.A]\nhappiness = 3\nhappiness_laps = 1\nimpact = 2\nimpact_laps = 2\n[players.B]\n")
    assert sheet.player("A").total == 3 + 30 + 2 + 60
    labels = {category.key: category.label.english() for category in sheet.categories}
    assert labels["happiness_laps"] == "Happiness track passes (+30 each)"
    assert labels["impact_laps"] == "Impact track passes (+30 each)"
    assert {category.key: category.label.render(ES) for category in sheet.categories}["impact_laps"] == "Vueltas a la pista de Impacto (+30 cada una)"


def test_drafts_per_turn_follow_the_data(game, play_data):
    # Player Turns 3a: "You may draft one card from the Market Board."
    play_data(drafts_per_turn=2)
    g = game()
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 9
    g.do("Ana: draft 1")
    g.do("Ana: draft 2")
    error = g.refused("Ana: draft 3", "turn.draft")
    assert error.msg.english() == "Ana has already drafted 2 cards this turn: 2 market cards per turn."


@pytest.mark.parametrize(("per_turn", "spanish"), [
    (1, "Ana ya tomó una carta este turno: 1 carta del mercado por turno."),
    (2, "Ana ya tomó 2 cartas este turno: 2 cartas del mercado por turno."),
])
def test_the_draft_refusal_is_said_with_plural_forms(game, play_data, per_turn, spanish):
    play_data(drafts_per_turn=per_turn)
    g = game()
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 9
    for slot in range(1, per_turn + 1):
        g.do(f"Ana: draft {slot}")
    assert g.refused(f"Ana: draft {per_turn + 1}", "turn.draft").msg.render(ES) == spanish


def test_careers_kept_follow_the_data(game, play_data):
    # Set Up 6: "Each player reviews their Career cards and discards one." With 3 dealt and 2 kept,
    # each player reports two Careers kept before the first turn.
    play_data(careers_dealt=3, careers_kept=2)
    g = game(players=("Ana", "Ben"))      # reports one Career each
    assert g.state.phase == "setup"
    assert g.verbs("Ana") == ("keep",) and g.verbs("Ben") == ("keep",)
    g.do("Ana: keep clerk action=4t>1m")
    g.do("Ben: keep clerk")
    assert g.state.phase != "setup"
    assert g.p("Ana").hand == ["chef", "clerk"]
    said = " ".join(m.english() for m in checklist())
    assert "3 Career cards" in said and "Each player keeps 2 Careers and discards the rest" in said


def test_solo_achievements_kept_follow_the_data(game, play_data):
    # Solo: "draw two Solo Achievement cards. Look at both, then keep one and discard the other."
    play_data(solo=True, achievements_drawn=3, achievements_kept=2)
    g = game("solo", ("Ana",))            # reports one Achievement
    assert g.verbs("Ana") == ("achievement",)
    g.do("Ana: achievement traveller")
    assert g.state.phase != "setup"
    assert g.p("Ana").achievement == "globetrotter, traveller"
    said = " ".join(m.english() for m in checklist("solo", ("Ana",)))
    assert "Draw 3 Solo Achievement cards, keep 2;" in said


def test_the_verbs_help_says_the_counts_of_the_data():
    # Set Up 4d "2 Career cards"; Solo "draw two Solo Achievement cards" (read when the grammar is built).
    keep, achievement = GRAMMAR.verbs["keep"].help, GRAMMAR.verbs["achievement"].help
    assert (keep.params, achievement.params) == ({"dealt": data.play()["careers_dealt"]}, {"drawn": data.play()["solo"]["achievements_drawn"]})
    assert keep.english() == "The Career you keep of the 2 dealt (facts the first time)."
    assert achievement.render(ES) == "Solitario: la carta de Logro que te quedas de las 2 robadas."


def test_setup_checklist_says_the_data(play_data):
    play_data(score_markers=3)
    said = " ".join(m.english() for m in checklist())
    assert "2 Career cards and 3 Score Markers." in said
    assert "Each player keeps 1 Career and discards the other;" in said


@pytest.mark.parametrize(("supply", "spanish"), [(1, ", 1 ficha de Tiempo y "), (2, ", 2 fichas de Tiempo y ")])
def test_the_time_supply_is_said_with_plural_forms(play_data, supply, spanish):
    # Set Up 2: "and 1 Time meeple (time) within easy reach of all players."
    play_data(supply_time=supply)
    assert any(spanish in step.render(ES) for step in checklist())


@pytest.mark.parametrize(("drawn", "spanish"), [
    (1, "Roba 1 carta de Logro de solitario y quédate 1;"),
    (2, "Roba 2 cartas de Logro de solitario y quédate 1;"),
])
def test_the_solo_achievement_draw_is_said_with_plural_forms(play_data, drawn, spanish):
    play_data(solo=True, achievements_drawn=drawn)
    assert any(step.render(ES).startswith(spanish) for step in checklist("solo", ("Ana",)))


def test_the_board_example_reads_as_an_example():
    # The Scoring Board's spaces are printed on the board only: the checklist's values are an example.
    (step,) = [m for m in checklist() if "board" in m.english() and "example" in m.english()]
    assert "with your board's numbers in place of this example's: 'Ana: board cross=" in step.english()
