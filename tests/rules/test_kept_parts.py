"""What rules/search.py derives from a part of the index (`_kept_for_the_index_last_read`) is made once per
part while the last few parts are read in turn (one a language): a process answering in both languages
does not make a language's table again at each question of the other."""

from __future__ import annotations

from referee.rules import search


def test_a_table_is_made_once_per_part_read_in_turn():
    made = []

    @search._kept_for_the_index_last_read
    def derive(part):
        made.append(part)
        return [id(part)]

    english, spanish = {"lang": "en"}, {"lang": "es"}  # (equal dicts are still two parts: kept by identity)
    for _ in range(3):
        assert derive(english) == [id(english)] and derive(spanish) == [id(spanish)]
    assert made == [english, spanish]
    first = derive(english)
    assert derive(english) is first


def test_only_the_last_parts_are_kept():
    made = []

    @search._kept_for_the_index_last_read
    def derive(part):
        made.append(part)
        return len(made)

    parts = [{} for _ in range(search.KEPT_PARTS + 1)]
    for part in parts:
        derive(part)
    derive(parts[-1])
    assert len(made) == len(parts)
    derive(parts[0])  # (the first read, no longer kept: made again)
    assert len(made) == len(parts) + 1
