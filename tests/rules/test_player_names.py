"""Players told by their names are no topic of the question (rules/player_names.py, issue 12).

A dispute after a game tells who did what by the players' names ("MAX has
18 cards", "el RODRI eligió"); the rule asked of is the same as if it said
"a player", and a rulebook that never says "Max" is not silent about it.
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.player_names import name_marks
from referee.rules.search import search


def _names(text: str, lang: str, known: frozenset[str] = frozenset(), terms: frozenset[str] = frozenset()) -> list[str]:
    marks = name_marks(text, lang, known.__contains__, frozenset({"cv", "loop", "adulthood"}), terms.__contains__)
    return [word for word, mark in zip(words(text), marks) if mark]


@pytest.mark.parametrize("text, lang, named", [
    ("we tied and Max had fewer cards than me", "en", ["max"]),
    ("on Jay's last turn he paid 3 COIN", "en", ["jay"]),
    ("Lucas took the bus bonus", "en", ["lucas"]),  # (a word no list knows, opening the sentence)
    ("Nina says you can", "en", ["nina"]),  # (opening, but a verb of saying follows)
    ("la partida la ganó el Nahue por un punto", "es", ["nahue"]),
    ("¿Quién elige? la Caro dice que ella", "es", ["caro"]),
])
def test_a_capitalised_word_of_no_glossary_beside_what_a_player_does_is_a_name(text, lang, named):
    assert _names(text, lang) == named


@pytest.mark.parametrize("text, lang", [
    ("Can I pay twice?", "en"),  # (a sentence's first word)
    ("what does the Flying trait do", "en"),  # (a thing after an article, beside its kind)
    ("how many COIN does a BUY cost", "en"),  # (LOOP's words in capitals)
    ("is my Partner safe in CV", "en"),  # (after a possessive)
    ("¿qué hace la carta Viaje?", "es"),  # (beside its kind)
    ("in Loop can I", "en"),  # (a game's name)
    ("No entiendo los Registros de Animo", "es"),  # (a thing's name of several words, joined by "de")
    ("we claimed Sense of Belonging late", "en"),
    ("she passed the Grown-Up space", "en"),  # (one chunk of two words)
])
def test_a_thing_or_a_sentence_opening_is_no_name(text, lang):
    assert _names(text, lang, known=frozenset({"can", "what", "how", "is", "in", "que", "no"})) == []


def test_a_term_of_a_game_is_no_name_but_as_the_speaker_of_a_claim():
    terms = frozenset({"abogado", "rob"})
    assert _names("el Abogado usó su OBJECTION", "es", terms=terms) == []
    assert _names("y el Abogado dice que no", "es", terms=terms) == ["abogado"]
    assert _names("i drew 2, Rob says only 1", "en", terms=terms) == ["rob"]


def test_the_article_before_a_name_opening_a_sentence_is_no_part_of_a_thing_s_name():
    assert _names("El Juan cambió 1 por 1", "es") == ["juan"]


@pytest.mark.parametrize("question, game, entry", [
    # CV: a tie on points goes to the player with the fewest cards ("Max" is no limit here, but a player)
    ("cv ended in a tie on points and Max had two cards fewer than me, who wins then", "cv", "end.tiebreak"),
    # Adulthood: the score markers never move backwards
    ("en Adulthood el Tincho quiso bajar su marcador de Felicidad a propósito, ¿se puede mover para atrás?",
     "adulthood", "scoring-board.no-backwards"),
])
def test_a_dispute_told_with_players_names_is_answered(question, game, entry):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, game, entry", [
    # Coming of Age, setup: every VEP counter starts on space 5
    ("en Coming of Age el Nahue dice que el marcador de VEP arranca en 0, ¿dónde empieza?", "coming-of-age",
     "setup.vep-counter"),
    # LOOP: the Intern works for 2 REPUTATION; "Rob" is Coming of Age's bot, a player of LOOP here
    ("in loop Rob says a WORK turn with the Intern gives 5 COIN for 2 REPUTATION, right?", "loop", "reputation.work"),
])
def test_a_claim_a_player_makes_by_name_asks_the_rule(question, game, entry):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_rob_in_coming_of_age_is_still_the_bot():
    # Coming of Age's solo mode: Rob Bot is a glossary name, never read as a player there
    result = search("in coming of age solo, what does Rob do with his Trait Tiles at the end?")
    assert result.hits[0].game == "coming-of-age" and result.hits[0].id.startswith("solo.")


@pytest.mark.parametrize("question", [
    "what does the Stargazer career do in adulthood?",
    "in LOOP, with Lucky Charm active, who loses HAPPINESS when DEPLETION comes up?",  # (a card's name, two words)
])
def test_a_made_up_thing_named_with_capitals_is_still_unanswered(question):
    assert search(question).answered is False


# CV, End of the game (p. 11): "If players are tied on points, the one with fewer CV cards wins" (event cards are not
# CV cards). The gap "is there a limit on the event cards I can hold?" holds "max event cards in hand": a player named
# Max is no limit that gap holds more than the rule; a limit asked beside the name still is.
def test_a_player_named_max_is_no_limit_a_gap_holds():
    result = search("fewer cards tiebreak: Max counted the event cards in his hand. do they count")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cv.events-hand")
    assert not search("Max counted the event cards in his hand, is there a limit?").answered
