"""Questions that liken a thing of the game to a thing from outside these games in words some rulebook uses too ("is a
Date like BUYING a cinema ticket?", "como el LÍMITE de MONEDAS del póker"): those words are the player's frame, not a
topic the answer must cover (rules/outside_frames.py). Without the reading, each of these abstained."""

from referee.rules.normalize import words
from referee.rules.outside_frames import frame_words
from referee.rules.search import search


def test_the_asked_games_own_word_said_of_an_everyday_thing_is_the_frame():
    # Adulthood, Parts of Your Board: "The Leisure lower action is Date: spend 1 time and 1 money to add a Partner
    # card to your hand". Adulthood buys cards, but the ticket bought is the player's frame.
    for question, lang in (("To date a Partner, is it like buying a cinema ticket? what does it cost me?", "en"),
                           ("Para tener una Date, ¿es como comprar una entrada de cine? ¿Qué me cuesta?", "es")):
        result = search(question, lang=lang)
        assert result.answered, question
        assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.date")


def test_the_words_of_another_game_named_in_the_comparison_are_the_frame():
    # LOOP, Player Area: "You can keep up to 2 REPUTATION". The coin limit is poker's.
    for question, lang in (("whats the top REPUTATION, like a coin limit in poker? how high can it go?", "en"),
                           ("¿La REPUTATION tiene tope, como el límite de monedas del póker? ¿Cuánta puedo tener?", "es")):
        result = search(question, lang=lang)
        assert result.answered, question
        assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.reputation")


def _framed(question: str, compared: range, likened: range, lang: str) -> list[str]:
    folded = words(question)
    places = list(range(len(folded)))
    framed, _ = frame_words(set(compared), [n in likened for n in places], places, folded, folded, frozenset(), lang)
    return [word for word, flag in zip(folded, framed) if flag]


def test_a_comparison_that_offers_alternatives_gives_examples_of_the_thing_asked():
    # "like whisper or step out": the ways of negotiating asked about, not a thing compared
    assert _framed("can we talk in secret, like whisper or step out?", range(6, 10), range(6, 10), "en") == []
    assert _framed("¿podemos hablar en secreto, como susurrar o salir?", range(5, 8), range(5, 8), "es") == []
    assert _framed("is it like buying a ticket? what does it cost?", range(3, 6), range(3, 6), "en") == \
        ["buying", "a", "ticket"]
