"""`ask` abstains on a thing named in lowercase beside its kind by a word its game never uses (issue 12,
rules/plain_names.py).

"Is there a flying trait?", "la carta de viaje espacial": a lowercase word
between an article and a kind (or after the kind's link) that no rule
entry, gap or glossary term of the game holds names a thing the rules never
speak of. Beside each, the near question whose lowercase words only
describe the thing (its place, order, look or state: "the last card", "la
carta de arriba", "mi ficha roja") or name a real one, which stays
answered. The questions are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

import pytest

from referee.rules.plain_names import game_uses, plain_names, unknown_plain_name
from referee.rules.search import search

SILENT = [
    # Coming of Age, Trait Tiles, lists every trait (Stubborn, Optimistic / Unmoved / Pessimistic, ...): no
    # flying one (grep of 000_*.txt for "flying": none)
    ("is there a flying trait in coming of age?", "en", "coming-of-age", "flying"),
    # CV names the bicycle, marriage, ... (Card types): no lottery (grep of 004_*.txt for "lottery": none)
    ("what does the lottery card give in cv?", "en", "cv", "lottery"),
    ("¿hay una carta llamada lotería en CV?", "es", "cv", "lotería"),
    # Adulthood's cards (Card Effects: Family Time, Overseas Vacation, Marathon, ...): no travel to space, in
    # either language (grep of 003_*.txt for "travel" and "space travel": none)
    ("what does the space travel card cost in adulthood?", "en", "adulthood", "space travel"),
    ("¿qué hace la carta de viaje espacial en Adulthood?", "es", "adulthood", "viaje"),
    # Coming of Age, Trait Tiles (000_*.txt; Ficha de Rasgo in 002_*.txt): no flying ("volador") trait
    ("¿hay un rasgo volador en Coming of Age?", "es", "coming-of-age", "volador"),
    # LOOP, 8.0 CAREER Overview (P.18) lists its 20 CAREERS (Artist, Banker, Engineer, ...): no pilot
    ("what does the pilot career do in loop?", "en", "loop", "pilot"),
]


@pytest.mark.parametrize(("question", "lang", "game", "name"), SILENT)
def test_a_lowercase_name_the_game_never_uses_is_not_answered(question, lang, game, name):
    assert unknown_plain_name(question, lang, (game,)) == name
    result = search(question)
    assert result.answered is False
    assert name in result.missing


DESCRIBED = [
    # CV, card track: "the card on the far left of the track is discarded" - where a card lies
    ("what happens to the leftmost card of the track in cv?", "en", "cv"),
    ("¿qué pasa con la carta de más a la izquierda en CV?", "es", "cv"),
    # Adulthood, Market: costs by position, right to left
    ("how much does the rightmost card in the market cost in adulthood?", "en", "adulthood"),
    # its order, look, state or owner: no name
    ("what do i do with the last card in cv?", "en", "cv"),
    ("can i peek at the top card of the deck in loop?", "en", "loop"),
    ("where does a face-down tile go in coming of age?", "en", "coming-of-age"),
    ("¿se puede mirar la carta de arriba del mazo en CV?", "es", "cv"),
    ("¿mi ficha roja cuenta en Coming of Age?", "es", "coming-of-age"),
    ("¿puedo jugar la carta ahora en CV?", "es", "cv"),
    ("what happens to the discarded cards in cv?", "en", "cv"),
    ("what if there is a duplicate card in the deck in cv?", "en", "cv"),
    ("can i use the wooden tokens as coins in loop?", "en", "loop"),
    ("what do the clock tokens do in adulthood?", "en", "adulthood"),
    ("what are the little round tokens for in cv?", "en", "cv"),
    # shorthand of three letters ("exp": the Experience space) is no name
    ("the exp space says move it right again, what happens in coming of age?", "en", "coming-of-age"),
    # a person at the table before the kind tells who, and names no thing (rules/people.py's table people)
    ("in adulthood my cousin placed money tokens on an action spot as time. is that allowed?", "en", "adulthood"),
]


@pytest.mark.parametrize(("question", "lang", "game"), DESCRIBED)
def test_a_describing_word_is_no_name(question, lang, game):
    assert unknown_plain_name(question, lang, (game,)) is None


REAL = [
    # Coming of Age, Trait Tiles: "Stubborn (VEP 4)"; a letter dropped is a typo of it
    ("what does the stubborn trait do in coming of age?", "coming-of-age", "trait.stubborn"),
    # LOOP, 8.0 CAREER Overview: "Banker"
    ("what does the banker career do in loop?", "loop", "career.banker"),
    # CV, set-up step 5: "The player with the bicycle puts it face up in front of them"
    ("¿qué hace la carta de bicicleta en CV?", "cv", "cards.bicycle"),
    # Coming of Age, Memory Tokens: "Recuerdo" is their Spanish name (002_*.txt)
    ("¿qué hace la ficha de recuerdo en Coming of Age?", "coming-of-age", "memory-tokens.effects"),
]


@pytest.mark.parametrize(("question", "game", "entry"), REAL)
def test_a_lowercase_name_the_game_uses_stays_answered(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_name_is_read_between_an_article_and_its_kind_only():
    # English: between the article and the kind, a kind inside the name too ("the flying trait tile")
    assert plain_names("does the flying trait tile score?", "en") == [
        ("flying", ("flying",)), ("flying trait", ("flying", "trait"))]
    # after a word that links a name to its kind, up to a little word (a kind may be in it: "space")
    assert plain_names("is there a card called space travel in adulthood?", "en") == [
        ("space travel", ("space", "travel"))]
    # ... or after "how many" or "are there" ("how many dragon tokens are there?")
    assert plain_names("how many dragon tokens are there?", "en") == [("dragon", ("dragon",))]
    # no article: a verb before a plural kind ("can i swap cards") is no name
    assert plain_names("can i swap cards with another player?", "en") == []
    # Spanish: after the kind and its link, one word (a describing word or a verb may follow it)
    assert plain_names("¿las cartas de salud caducan?", "es") == [("salud", ("salud",))]
    # not after a kind without its article ("tengo cartas de dragón")
    assert plain_names("tengo cartas de dragón", "es") == []
    # without a link, the word right after the kind when the kind is the object of the question's verb ...
    assert plain_names("¿qué hace la carta dragón?", "es") == [("dragón", ("dragon",))]
    assert plain_names("¿hay fichas voladoras en LOOP?", "es") == [("voladoras", ("voladoras",))]
    # ... not when it is the subject of a clause, whose verb may follow it
    assert plain_names("¿las cartas caducan?", "es") == []
    assert plain_names("¿qué pasa si la carta caduca?", "es") == []
    # a name in capitals is the other module's (rules/unknown_names.py)
    assert plain_names("what does the Flying trait do?", "en") == []


def test_a_word_the_rules_hold_in_another_form_or_language_is_used():
    assert game_uses("optimist", "coming-of-age")  # Trait Tiles: Optimistic, another form of the stem
    assert game_uses("bicycle", "cv")  # the English rules' word, asked in a Spanish question
    assert game_uses("scavanger", "loop")  # a letter changed: Scavenger (CAREER Overview)
    assert not game_uses("flying", "coming-of-age")


def test_a_word_any_game_uses_is_no_silence_when_the_question_names_no_game():
    # Coming of Age, Trait Tiles: Stubborn; asked of no game, a name one game knows is a question of ranking
    assert unknown_plain_name("what does the stubborn trait do?", "en") is None
    # ... but asked of LOOP, whose texts never use it, it names nothing LOOP has
    assert unknown_plain_name("what does the stubborn trait do?", "en", ("loop",)) == "stubborn"


# Adulthood, Player Turns: time is placed on the action spots (energy may stand in for time; money may not)
def test_a_person_at_the_table_before_a_kind_leaves_the_question_answered():
    result = search("in adulthood my cousin placed money tokens on an action spot as time. is that allowed?")
    assert result.answered is True
    assert result.hits[0].game == "adulthood"
