"""Questions that liken a thing of the game to a thing from outside these games ("is a Presence like a house on a
MONOPOLY property?", "¿es como el ladrón del Catan?"): the other game's words are the player's frame, and an entry
that shares one of them must not outrank the rule of the game's own thing asked about (rules/likened_things.py)."""

from referee.rules.likened_things import likened_words
from referee.rules.normalize import clause_starts, words
from referee.rules.search import search

OUTSIDE = {"bridge", "wingspan", "monopoly", "tenis"}


def _likened(question: str, lang: str) -> list[str]:
    folded = words(question)
    flags = likened_words(question, folded, list(range(len(folded))), clause_starts(question), lang,
                          lambda n: folded[n] in OUTSIDE, set())
    return [word for word, flag in zip(folded, flags) if flag]


def test_a_likening_runs_to_the_end_of_its_clause_in_both_languages():
    assert _likened("is the bot like a dummy player in bridge, does it take turns?", "en") == \
        ["a", "dummy", "player", "in", "bridge"]
    assert _likened("¿deja de empezar, como cuando pierdes el saque en el tenis?", "es") == \
        ["cuando", "pierdes", "el", "saque", "en", "el", "tenis"]


def test_no_likening_without_a_word_from_outside_or_where_like_and_como_say_something_else():
    # (all its words known here: it may be the very thing asked)
    assert _likened("is it like a deck where only the top card counts?", "en") == []
    # (a wish; a question of how; a kind)
    assert _likened("i would like to play wingspan rules, how?", "en") == []
    assert _likened("Tío, ¿como se juega al tenis aquí?", "es") == []
    assert _likened("¿qué tipo de carta es la del tenis?", "es") == []


def test_the_compared_games_property_does_not_outrank_the_presence_asked_about():
    # Coming of Age rulebook: a Presence placed on a location gives its bonus in the years after. "Property" is the
    # Monopoly thing the player likens it to, and LOOP's properties goal shares the word.
    result = search("a presence is like putting a hotel on a monopoly property? what does it do for me", lang="en")
    assert result.hits[0].game == "coming-of-age"
    assert result.hits[0].id.startswith("presence.")
    assert all(hit.game == "coming-of-age" for hit in result.hits[:3])


def test_la_propiedad_del_monopoly_no_pasa_delante_de_la_presencia():
    # El mismo caso en castellano: sin leer la comparación, el objetivo de propiedades de LOOP iba primero.
    result = search("¿La Presencia es como una casa en una propiedad del Monopoly? ¿Qué hace por mí después?",
                    lang="es")
    assert result.hits[0].game == "coming-of-age"
    assert "presence.overview" in {hit.id for hit in result.hits[:3]}
    assert all(hit.game != "loop" for hit in result.hits[:3])
