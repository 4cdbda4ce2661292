"""The LOOP move language: prefixes and did-you-mean. (Round trips and cited
rule ids are checked for every refereed game in tests/core/test_game_contract.py.)"""

import pytest

from referee.core.moves import MoveSyntaxError
from referee.games.loop.grammar import GRAMMAR

PLAYERS = ["Ana", "Ben", "Cara"]


def test_prefixes_and_did_you_mean():
    assert GRAMMAR.parse("ana: buy util 2", PLAYERS).args[0] == "utility"
    with pytest.raises(MoveSyntaxError) as error:
        GRAMMAR.parse("Ana: bye glass 2", PLAYERS)
    assert "buy" in error.value.msg.english()
