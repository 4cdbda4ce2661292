"""Something besides asked outright, with no condition after it ("does the player who takes the last card GET ANYTHING
EXTRA?", "¿el primero que junta 5 cartas GANA ALGO EXTRA?"), is a reward asked: the rule that ranks first must give
something besides (rules/unstated_specifics.py `unstated_reward`; round abst42). Worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import get_index, search
from referee.rules.unstated_specifics import unstated_reward


def _judged(question: str, lang: str, game: str, entry_id: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs)
                  if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_reward(question, [number], lang_index)


@pytest.mark.parametrize(("question", "lang", "game", "entry", "asked"), [
    # CV, End of the Game: "the old age deck has fewer cards left than the number of players, the game is over": the
    # end, nothing given to whoever drew the last card
    ("the one who draws the final old age card, does she get anything extra?", "en", "cv", "end.trigger",
     "get anything extra"),
    # CV, Card types: health cards "generate health symbols and help against bad luck": nothing for the first to 5
    ("¿Quien reúne primero 5 cartas de Salud gana algo extra?", "es", "cv", "card-type.health", "gana algo extra"),
])
def test_something_besides_a_rule_never_gives_is_silent(question, lang, game, entry, asked):
    assert _judged(question, lang, game, entry) == asked


@pytest.mark.parametrize("question, lang", [
    ("if I take the left-most card in the market, do I get something extra?", "en"),
    ("Si me llevo la carta de más a la izquierda del mercado, ¿gano algo extra?", "es"),
])
def test_a_rule_that_gives_something_besides_answers(question, lang):
    # Adulthood, Player Turns: "If you take the left-most card of the market, you also gain one energy"
    assert _judged(question, lang, "adulthood", "turn.market-leftmost") is None
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.market-leftmost"


def test_the_silence_shows_the_rule_as_related():
    result = search("the one who draws the final old age card, does she get anything extra?", game="cv")
    assert result.answered is False
    assert "end.trigger" in [hit.id for hit in result.hits]
