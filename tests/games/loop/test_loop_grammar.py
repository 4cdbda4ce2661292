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


def test_a_buy_area_card_may_be_named_by_the_quality_it_shows():
    # Solo (P.17): 'glass:3' is the glass showing QUALITY 3; the type keeps its prefixes and comes out canonical.
    assert GRAMMAR.parse("Ana: buy gl:3 2", PLAYERS).text() == "Ana: buy glass:3 2"
    assert GRAMMAR.parse("Ana: apply util:1", PLAYERS).text() == "Ana: apply utility:1"
    assert GRAMMAR.parse("Ana: buy glass 2", PLAYERS).text() == "Ana: buy glass 2"
    for line in ("Ana: buy glass:x 2", "Ana: buy glas:s 2", "Ana: material glass:3"):
        with pytest.raises(MoveSyntaxError):
            GRAMMAR.parse(line, PLAYERS)
