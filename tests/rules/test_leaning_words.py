"""A glossary word one game's rules say far more than the others' leans to that game (issue 12).

A question that names no game is guessed from its words; a word more than
two games' rules use, that one game's glossary names and its rules use in
many entries at several times any other game's rate, gives that game half a
vote (rules/leaning_words.py). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.normalize import key
from referee.rules.search import get_index, search
from referee.rules.leaning_words import leaning_game


def test_a_word_one_game_says_far_more_leans_to_it():
    index = get_index()
    # Coming of Age, Memory cards: "recuerdo" is its Memory (cartas de Recuerdo)
    assert leaning_game(key("recuerdos", "es"), "es", index) == "coming-of-age"
    # Adulthood, Promotions and Marriage: "casarse" is its Date action's marriage
    assert leaning_game(key("casarse", "es"), "es", index) == "adulthood"


def test_a_word_another_game_also_uses_as_its_term_leans_nowhere():
    index = get_index()
    # Adulthood's action spots, but LOOP's rules speak of actions in 25 entries of their own
    assert leaning_game(key("action", "en"), "en", index) is None
    # CV says "middle" in 11 entries only: everyone's word
    assert leaning_game(key("middle", "en"), "en", index) is None


# Adulthood, Card Effects and Actions > Promotions and Marriage: "To marry your Partner, use the Date action on
# your Player Board, committing one time meeple and paying one money, and gain the Married token." Without the
# half vote of "casarse", CV's rule on paying a card's cost came third.
def test_marrying_asked_without_a_game_keeps_to_adulthood():
    result = search("para casarse hay que pagar dinero?")
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "upgrade.marriage")
    assert all(hit.game == "adulthood" for hit in result.hits[:3])
