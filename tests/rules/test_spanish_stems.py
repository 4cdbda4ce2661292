"""The Spanish stemmer keeps a stem of 3 letters and keeps apart words that
would meet on one stem (issue 12, items 1 and 6).

A word cut to two letters could never count as a thing the rulebook does
not use (the foreign-word check skips stems under three letters), and it
met unrelated words: "edición" was "ed", "suerte" was "su" (the
possessive), "acaba" was "ac" (while "acabar" was "acab"). Other words
met on a longer stem: "manera" and "mano" ("man"), "reto" and "retirar"
("ret"), "tras" and "trae" ("tra"), "entre" and "entra" ("entr"), "creo"
and "crear" ("cre"). Beside each, the near question a rule does answer.
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import stem
from referee.rules.search import search


@pytest.mark.parametrize(
    "forms",
    [
        ("acaba", "acaban", "acabar", "acabamos"),  # "se acaba el mazo": running out, one verb
        ("suerte", "suertes"),  # CV, "3. Bad Luck": "mala suerte" in the Spanish rules
        ("edicion", "ediciones"),
        ("buena", "bueno", "buenos"),
        ("llena", "llenar", "lleno"),
        ("usar", "usando", "usan", "usas"),  # a two-letter verb root kept whole: "us"
    ],
)
def test_the_forms_of_a_word_meet_on_one_stem(forms):
    assert len({stem(form, "es") for form in forms}) == 1


@pytest.mark.parametrize("word", ["edicion", "suerte", "acaba", "buena", "fuerte", "guia", "bien", "plan"])
def test_no_spanish_stem_is_cut_below_three_letters(word):
    assert len(stem(word, "es")) >= 3


@pytest.mark.parametrize("word", ["da", "dan", "va", "ve", "ir"])
def test_short_words_stay_whole(word):
    assert stem(word, "es") == word


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("manera", "mano"),  # "¿de qué manera...?" is how, not a hand of cards
        ("reto", "retirar"),  # a challenge, not removing
        ("tras", "trae"),  # after, not "¿qué trae la caja?" (what the box holds)
        ("entre", "entra"),  # between, not entering
        ("creo", "crear"),  # "creo que..." (I think), not creating
        ("suerte", "su"),  # luck, not the possessive
        ("fuerte", "fuera"),  # strong, not outside
        ("vacaciones", "vacio"),  # Adulthood's "Vacaciones en el extranjero" card, not an empty deck
        ("intimos", "interes"),  # close friends, not Coming of Age's Interest Tokens (Fichas de Interés)
        ("medida", "media"),  # "a medida que" (as), not CV's Middle Age deck (edad media)
        ("estado", "estar"),  # "Contador de Estado de Ánimo" (the Mood Counter), not the verb "to be"
    ],
)
def test_words_of_different_meaning_keep_different_stems(one, other):
    assert stem(one, "es") != stem(other, "es")


def test_a_spanish_present_participle_of_a_short_root_keeps_its_verb_stem():
    # "usando" (using) is "usar": the rule texts say "usar" where players say "usando"
    assert stem("usando", "es") == stem("usar", "es") == "us"


SILENT = [
    # No rulebook speaks of editions (grep of the five seed texts for "edition", "edición": none); "edición"
    # was "ed", too short to count as a topic the rulebook does not use
    ("¿Se pueden usar cartas de otra edición en CV?", "cv"),
    ("¿Puedo mezclar cartas de otra edición de Adulthood?", "adulthood"),
    # Adulthood has no luck (grep of 003_*.txt for "luck": none); "suerte" was "su", the possessive
    ("¿La suerte cuenta en Adulthood?", "adulthood"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_a_question_about_a_word_once_cut_to_two_letters_abstains(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # CV, "3. Bad Luck": "For every 3 bad luck symbols which a player has from dice and tokens, the player
    # suffers misfortune"
    ("¿Cómo funciona la mala suerte en CV?", "cv", {"badluck.misfortune"}),
    # Adulthood p. 10: "Whoever has the highest combined score (Happiness and Impact) wins!"; overview: make
    # Impact and Happiness as high as possible. "manera" was "man", the stem of "mano" (a hand of cards)
    ("¿De qué manera se gana en Adulthood?", "adulthood", {"overview.goal", "end.winner"}),
    # LOOP, game end: "When either of the following occurs, the game will end after the final round is
    # completed"; "acaba" was "ac", apart from "acabar"
    ("¿Cuándo acaba la partida en LOOP?", "loop", {"end.trigger"}),
]


@pytest.mark.parametrize(("question", "game", "entries"), ANSWERED)
def test_the_near_question_a_rule_answers_is_answered_by_it(question, game, entries):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in entries
