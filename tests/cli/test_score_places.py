"""The score sheet explains every place decided on a tie, not only the
winner's (LOOP 2.8: "the highest HAPPINESS wins. Tie-break follows in this
order": Reputation, fewer Landfill, more Goals, more Activities)."""

import textwrap

FOUR = """
game = "loop"
mode = "basic"
[players.Ana]
happiness = 12
reputation = 0
landfill = 0
goals = 0
activities = 0
[players.Ben]
happiness = 9
reputation = 1
landfill = 2
goals = 0
activities = 0
[players.Carla]
happiness = 9
reputation = 1
landfill = 1
goals = 0
activities = 0
[players.Dan]
happiness = 5
reputation = 0
landfill = 0
goals = 0
activities = 0
[players.Eva]
happiness = 5
reputation = 0
landfill = 0
goals = 0
activities = 0
"""


def test_lower_places_say_which_link_ordered_them(score):
    sheet = score("loop", FOUR)
    assert [p.name for p in sheet.players] == ["Ana", "Carla", "Ben", "Dan", "Eva"]
    assert [(t.upper, t.lower, t.link) for t in sheet.ties] == [("Carla", "Ben", "fewer-landfill"), ("Dan", "Eva", "shared")]


def test_sheet_lines_in_both_languages(cli, tmp_path):
    path = tmp_path / "tally.toml"
    path.write_text(textwrap.dedent(FOUR), encoding="utf-8")
    code, out, _ = cli("score", "loop", str(path))
    assert code == 0
    assert "Place 2: Carla ahead of Ben (both 9 points), decided by:" in out
    assert "Dan and Eva tie on 5 points and on the whole tie-break chain: they share place 4." in out
    code, out, _ = cli("score", "loop", str(path), "--lang", "es")
    assert "Puesto 2: Carla por delante de Ben" in out
    assert "Dan y Eva empatan" in out
