""""Any more" / "ninguna más" asks one past what one has, not having none (lexicon `absence.more`).

Coming of Age rulebook: a player's Presences go in up to 4 different
locations. Asked "I already have my 4 Presences out: can't I place any
more?", the search put that limit first but said the rulebook was silent:
"any more" after the negation was read as having none of a thing called
"more" (search._had_none), which the rule never says none of. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("text", [
    "My four Presences are all on the board now, so I can't put down any more?",
    "Ya puse mis cuatro Presencias en el tablero, ¿no puedo colocar ninguna más?",
])
def test_one_past_the_limit_is_answered_by_the_limit(text):
    result = search(text, game="coming-of-age")
    assert result.answered, result.missing
    assert result.hits[0].id == "presence.limit"


def test_having_none_of_a_thing_after_more_is_still_asked():
    # what follows "any more" is still had none of: the rule must speak of having none of it
    result = search("I don't have any more money in LOOP and the event says pay, what now?")
    assert "more" not in result.missing


@pytest.mark.parametrize(("text", "word"), [
    ("In Coming of Age I can't place any more Presences, can I buy extra ones in the shop?", "shop"),
    ("En Coming of Age no puedo poner ninguna más: ¿puedo comprar Presencias en la tienda?", "tienda"),
])
def test_a_way_past_the_limit_no_rule_gives_still_abstains(text, word):
    # what the rules never speak of is missing; "more" / "más" is not
    result = search(text)
    assert not result.answered
    assert word in result.missing and "more" not in result.missing and "mas" not in result.missing
