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


def test_a_player_left_out_of_a_shared_victory_is_told_why(cli, tmp_path):
    # 2.8: Ana and Ben tie on the whole chain and share the victory; Carla ties
    # them on Happiness, Reputation, Landfill and Goals and loses on the last
    # link, "More ACTIVITY completed wins": the sheet says so.
    path = tmp_path / "tally.toml"
    rows = "happiness = 12\nreputation = 2\nlandfill = 1\ngoals = 3\n"
    path.write_text('game = "loop"\n' + "".join(
        f"[players.{name}]\n{rows}activities = {count}\n" for name, count in (("Ana", 4), ("Ben", 4), ("Carla", 3))
    ), encoding="utf-8")
    code, out, _ = cli("score", "loop", str(path))
    assert code == 0 and "share the victory" in out
    assert "Ben ahead of Carla (both 12 points), decided by: more Activities completed" in " ".join(out.split())
    code, out, _ = cli("score", "loop", str(path), "--lang", "es")
    assert "Ben por delante de Carla" in " ".join(out.split())
