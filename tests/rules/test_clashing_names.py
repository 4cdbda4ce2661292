"""An English card word two games name differently, in a Spanish question, read as the first entry's game
names it (rules/clashing_names.py)."""

from referee.rules.clashing_names import clashing
from referee.rules.search import search


def test_a_word_two_games_name_differently_is_a_clashing_word():
    # Adulthood names Community "Comunidad", LOOP's Group (also "community") is "Grupo": no table reads it
    assert "community" in clashing("es")
    assert clashing("en") == frozenset()


def test_a_clashing_card_word_is_answered_by_its_games_rule():
    # Adulthood rulebook, Card Types: "You can only have one card of each of these types at a time. If you play a
    # new one, move the card that was there to your Experience stack" (Career, Community, Leisure, Wellness).
    # Before, "Community" was left as typed, no Spanish rule writes it, and the search said the rulebook was silent.
    for question in ("¿Puedo tener dos cartas de Community a la vez?",
                     "¿Solo puedo tener una carta de Community a la vez?"):
        result = search(question, lang="es")
        assert result.answered, question
        assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.one-per-slot")


def test_a_clashing_word_covered_by_the_entrys_own_term():
    # LOOP rulebook, Spending Reputation (Only when you BUY): "You must still pay at least 1 COIN for each MATERIAL,
    # so you cannot BUY a MATERIAL at QUALITY 1 with only 1 REPUTATION". COIN is LOOP's Moneda, Adulthood's dinero.
    result = search("¿Puedo comprar un MATERIAL de QUALITY 1 pagando solo con REPUTATION, sin COIN?", lang="es")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "reputation.buy")


def test_the_clashing_words_read_from_the_index_are_the_ones_of_the_files():
    # (the index's box_words, not every glossary.toml parsed at the first clashing word of a process)
    from referee.core.registry import GAME_IDS
    from referee.rules.clashing_names import _game_words
    from referee.rules.game_words import EVERY_GAME, box_words
    every = box_words("es")
    assert clashing("es") == frozenset(word for game in GAME_IDS for word in box_words("es", game) if word not in every)
    assert _game_words("es", EVERY_GAME) == every
    assert all(_game_words("es", game) == box_words("es", game) for game in GAME_IDS)


def test_the_places_read_from_the_index_are_the_ones_of_the_glossaries():
    # (the index's english_places, not the game's glossary.toml parsed at the first clashing word left lacking)
    from referee.core.registry import GAME_IDS
    from referee.rules.clashing_names import _places
    from referee.rules.game_words import english_places
    from referee.rules.index import get_index
    assert set(get_index().english_places) == set(GAME_IDS)
    assert all(_places(game) == english_places(game) for game in GAME_IDS)
    assert _places("adulthood")["community"]
