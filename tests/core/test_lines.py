"""Several moves on one typed line (`Ana: roll 3 5; choose 3`)."""

import pytest

from referee.core.lines import split_moves
from referee.core.moves import MoveSyntaxError


def test_one_move_is_left_as_typed():
    assert split_moves("Ana: roll 3") == ["Ana: roll 3"]


def test_later_parts_belong_to_the_player_named_last():
    assert split_moves("Ana: roll 3 5; choose 3; Ben: roll 2; done") == ["Ana: roll 3 5", "Ana: choose 3", "Ben: roll 2", "Ben: done"]


def test_empty_parts_are_skipped():
    assert split_moves("Ana: roll 3;; ") == ["Ana: roll 3"]


@pytest.mark.parametrize("line", ["roll 3; Ana: done", " ; ;"])
def test_a_part_with_no_player_is_refused(line):
    with pytest.raises(MoveSyntaxError):
        split_moves(line)
