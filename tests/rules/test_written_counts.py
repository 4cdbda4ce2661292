"""`ask` reads a player count as players write it: short ("2p", "3j") or as
the people at the table ("somos dos", "we're only two"; issue 12,
rules/written_counts.py, normalize.people_counts). The questions are worded
anew, not copied from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.normalize import people_counts
from referee.rules.search import search
from referee.rules.written_counts import shorthand_count


@pytest.mark.parametrize(
    ("word", "lang", "count"),
    [("2p", "en", "2"), ("3p", "es", "3"), ("4j", "es", "4"), ("4j", "en", None), ("p2", "en", None), ("1p", "en", None)],
)
def test_shorthand_count(word, lang, count):
    assert shorthand_count(word, lang) == count


def test_count_written_short_is_read():
    result = search("in a 2p game of CV, when is the leftmost track card discarded?", lang="en")
    assert result.hits[0].id == "cleanup.two-player"


@pytest.mark.parametrize(
    ("words", "lang", "counts"),
    [
        (["somos", "dos", "como", "se", "prepara"], "es", ["2"]),
        (["cuando", "somos", "tres"], "es", ["3"]),
        (["we", "only", "two", "anything", "different"], "en", ["2"]),
        (["we", "are", "4", "who", "starts"], "en", ["4"]),
        (["if", "two", "of", "us", "tie"], "en", []),
        (["jugando", "en", "pareja", "quien", "empieza"], "es", ["2"]),
        (["en", "pareja", "cuantas", "cartas", "se", "reparten"], "es", ["2"]),
        (["jugamos", "de", "a", "dos", "que", "cambia"], "es", ["2"]),
        (["robo", "una", "carta", "de", "pareja"], "es", []),
    ],
)
def test_people_at_the_table_are_the_count(words, lang, counts):
    assert people_counts(words, lang) == counts


def test_we_are_two_names_the_two_player_game():
    result = search("we're just two tonight, what is different in CV?", lang="en")
    assert result.hits[0].id in {"mode.two-player", "cleanup.two-player", "setup.childhood-2p"}
