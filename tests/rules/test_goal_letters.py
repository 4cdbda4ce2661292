"""The Coming of Age Goal Tiles carry a letter (A to D), and players name them
by it ("the C tiles"): every Goal entry says which type it is.

Rulebook, "Trait and Goal Tiles > Goals": "Type A — Sociable, Versatile,
Saver, Loyal, Family-Oriented, Friendly; Type B — Gamer / Enthusiast /
Hedonist / Eclectic; Type C — Committed, Persistent; Type D — Grateful /
Experimented / Cautious / Nostalgic"; solo set-up: "Draw 1 Goal Tile of type
B, 2 of type C, and 1 of type D".
"""

import pytest

from referee.rules import corpus

TYPE_OF = {
    "goal.type-b": "B",
    "goal.committed": "C",
    "goal.persistent": "C",
    "goal.type-d": "D",
}
TYPE_A = ("Sociable", "Versatile", "Saver", "Loyal", "Family-Oriented", "Friendly")
TYPE_A_ES = ("Sociable", "Versátil", "Ahorrador", "Leal", "Familiar", "Simpático")


@pytest.mark.parametrize("lang,word", [("en", "Type {}"), ("es", "tipo {}")])
def test_each_goal_entry_names_its_type(lang, word):
    for entry_id, letter in TYPE_OF.items():
        assert word.format(letter) in corpus.entry("coming-of-age", lang, entry_id).text, entry_id


def test_the_type_a_entry_lists_its_six_goals():
    assert all(name in corpus.entry("coming-of-age", "en", "goal.type-a").text for name in TYPE_A)
    assert all(name in corpus.entry("coming-of-age", "es", "goal.type-a").text for name in TYPE_A_ES)
