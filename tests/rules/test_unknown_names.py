"""`ask` abstains on a thing named by a name no text of its game knows (issue 12, rules/unknown_names.py).

"The Night Owl trait", "la carta VIAJE ESPACIAL": a card, trait or ability
named beside its kind by a name no rule entry, gap or glossary term of the
game holds is made up, misremembered or printed only on the component; a
real card's entry that shares the question's other words does not answer
it. Beside each, the near question that names a real thing (or a typo of
one, or a word in capitals that is no name) and stays answered. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.unknown_names import alone_names, known, names, unknown_name

SILENT = [
    # Coming of Age, Trait Tiles, lists every trait (Stubborn, Optimistic / Unmoved / Pessimistic, ...): no
    # "Night Owl" nor "Party Animal" (grep of 000_*.txt: none)
    ("How does the Night Owl trait work?", "coming-of-age", "Night Owl"),
    ("How many VEP does the Party Animal trait give?", "coming-of-age", "Party Animal"),
    ("what does the 'Night Owl' trait do", "coming-of-age", "Night Owl"),
    # Adulthood names Family Time, Overseas Vacation, Marathon, Mall Walkers in its examples (Card Effects); no
    # "Space Travel" card (grep of 003_*.txt: none)
    ("In Adulthood, what does the Space Travel card cost?", "adulthood", "Space Travel"),
    ("¿Cuánto cuesta la carta Viaje Espacial en Adulthood?", "adulthood", "Viaje Espacial"),
    # CV names the bicycle, marriage... no "Lottery Win" card (grep of 004_*.txt for "lottery": none)
    ("in cv what does the Lottery Win card give", "cv", "Lottery Win"),
    ("¿Cuántos puntos da la carta Casa Soñada en CV?", "cv", "Casa Soñada"),
]


@pytest.mark.parametrize(("question", "game", "name"), SILENT)
def test_a_name_no_text_of_the_game_knows_is_not_answered(question, game, name):
    result = search(question)
    assert result.answered is False
    assert name in result.missing
    assert unknown_name(question, result.lang, (game,)) == name


ANSWERED = [
    # Coming of Age, Trait Tiles: "Stubborn (VEP 4): Have at least 3 Motivation Tokens of the same type"
    ("what does the Stubborn trait do", "coming-of-age", "trait.stubborn"),
    # LOOP, Career Overview: "Scavenger (Once-per-turn ABILITY) - Level 2"
    ("what does the Scavenger career do in LOOP?", "loop", "career.scavenger"),
    # CV, set-up step 5: "The player with the bicycle puts it face up in front of them and starts the game"
    ("¿Qué hace la carta Bicicleta en CV?", "cv", "cards.bicycle"),
    # Adulthood, Cost to Play Bar: "should you wish to play the Family Time card to the Leisure slot ..."
    ("what does the Family Time card do?", "adulthood", "cost.family-time-example"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_name_the_game_knows_stays_answered(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("name", "game"), [
    (("scavanger",), "loop"),  # a letter changed: LOOP's Scavenger (Career Overview)
    (("stuborn",), "coming-of-age"),  # a letter dropped: Coming of Age's Stubborn (Trait Tiles)
    (("optimist",), "coming-of-age"),  # another form of the stem: the Optimistic trait
    (("bicycle",), "cv"),  # the English card name in a Spanish question: the English rule says it
    (("office", "lady"), "loop"),  # LOOP's Office Lady (Career Overview), two words in a row
])
def test_a_typo_or_another_form_of_a_real_name_is_known(name, game):
    assert known(name, game)


@pytest.mark.parametrize(("name", "game"), [
    (("flying",), "coming-of-age"),
    (("flying",), "adulthood"),  # a typo keeps its first letter: "Flying" is no "lying"
    (("night", "owl"), "coming-of-age"),
    (("space", "travel"), "adulthood"),  # both words in the rule text, never in a row
])
def test_a_name_the_texts_do_not_hold_in_a_row_is_unknown(name, game):
    assert not known(name, game)


def test_names_are_read_beside_their_kind_only():
    assert names("Does the Flying trait let me move twice?", "en") == [("Flying", ("flying",))]
    # a name in capitals after the kind ("la carta VIAJE ESPACIAL"), up to the game's name
    assert names("¿Qué hace la carta VIAJE ESPACIAL en CV?", "es") == [("VIAJE ESPACIAL", ("viaje", "espacial"))]
    # the first word of a sentence is capitalised by its place, not as a name
    assert names("Playing cards face down, is it allowed?", "en") == []
    # a lowercase word between two names parts them ("GLASS y PLASTIC" are two things)
    assert [folded for _, folded in names("una carta de GLASS y PLASTIC", "es")] == [("glass",)]
    # "I" is no name
    assert names("the card I drew", "en") == []
    # a headline in title case names nothing this way
    assert names("What Does The Red Card Do In CV?", "en") == []


def test_a_name_any_game_knows_is_no_silence_when_the_question_names_no_game():
    # Coming of Age's Optimistic trait (Trait Tiles): a question of ranking when no game is named
    assert unknown_name("How does the Optimistic trait work?", "en") is None
    # ... but a name of another game is unknown to the game asked about (Scavenger is LOOP's)
    assert unknown_name("How does the Scavenger trait work?", "en", ("coming-of-age",)) == "Scavenger"


def test_a_name_said_without_its_kind_needs_a_word_no_game_knows():
    # two capitalised words in a row inside a sentence name a thing; "owl" is in no game's texts (Coming of
    # Age, Trait Tiles, has no Night Owl)
    assert alone_names("Does Night Owl count as a Mood trait?", "en") == [("Night Owl", ("night", "owl"))]
    assert search("Does Night Owl count as a Mood trait?").answered is False
    # ... every word of "Space Travel" is a word of Adulthood's rules ("space" of the tracks, "travel"
    # nowhere in a row with it): without its kind, that is no evidence of a made-up card
    assert unknown_name("When I play Space Travel in Adulthood, what do I get?", "en", ("adulthood",)) is None
    # Adulthood, Cost to Play Bar: "the Family Time card", said without "card"
    assert unknown_name("When I play Family Time, what do I get?", "en", ("adulthood",)) is None


def test_a_possessive_or_a_bracket_ends_a_name():
    # Coming of Age, solo set-up: Rob's Frustration Token; "Rob Bot's" is its owner, not part of its name
    assert alone_names("How is Rob Bot's Frustration Token used?", "en") == [
        ("Rob Bot's", ("rob", "bot")), ("Frustration Token", ("frustration", "token"))]
    assert unknown_name("How is Rob Bot's Frustration Token used?", "en", ("coming-of-age",)) is None
    # Adulthood's Date action, said in both languages: two names, not "Citas Date"
    assert alone_names("¿qué hace la acción de Citas (Date)?", "es") == []
    assert search("¿qué hace la acción de Citas (Date)?", game="adulthood").answered is True


def test_an_owner_before_the_kind_names_no_thing():
    # Coming of Age, Trait Bonus (p. 9): "You cannot mimic the same trait more than once, but different players may
    # mimic the same trait": "Mia's Trait Tiles" are a player's tiles, not a trait called "Mia's"
    assert names("Tom already mimicked one of Mia's Trait Tiles. Can I mimic that same trait too?", "en") == []
    result = search("Tom already mimicked one of Mia's Trait Tiles. Can I mimic that same trait too?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "trait-bonus.mimic-once")
    # ... a name before the kind without a possessive is still read as the thing's name
    assert names("Does the Flying trait let me move twice?", "en") == [("Flying", ("flying",))]


def test_a_given_name_after_de_is_the_owner_not_the_name():
    # Coming of Age, Trait Bonus (p. 9): "You cannot mimic the same trait more than once, but different players may
    # mimic the same trait": "un Rasgo de Lucía" is a player's trait, not a trait called "Lucía"
    question = "Pedro ya imitó un Rasgo de Lucía. ¿Puedo imitar yo el mismo Rasgo?"
    assert names(question, "es") == []
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "trait-bonus.mimic-once")
    # ... a thing's name after "de" is still read as its name, and a made-up one is still unknown
    assert names("¿Cuánto cuesta la carta de Lotería en CV?", "es") == [("Lotería", ("loteria",))]
    assert unknown_name("¿Cuánto cuesta la carta de Lotería en CV?", "es", ("cv",)) == "Lotería"


@pytest.mark.parametrize(("question", "name"), [
    # CV names the bicycle, marriage... no "Lottery Win" card (grep of 004_*.txt for "lottery": none); "sofa" is
    # in no rule either, and the question was refused for it before the silences of form were judged
    ("Can the Lottery Win card be hidden under the sofa in CV?", "Lottery Win"),
    # ... nor a "Casa Soñada" card; "esconder" and "sofá" are in no rule of CV
    ("¿Puedo esconder la carta Casa Soñada debajo del sofá en CV?", "Casa Soñada"),
])
def test_a_thing_no_text_knows_is_what_is_missing_when_a_word_is_uncovered_too(question, name):
    # (rules/silences.py `unknown_thing`: the made-up thing is named, not only the other words no entry covers)
    result = search(question)
    assert result.answered is False
    assert result.missing == (name,)
