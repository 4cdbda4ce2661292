"""Punctuation said aloud to the phone ("question mark", "signo de interrogación") is no word of the question
(rules/spoken_fillers.py `marks`; "coma", also a form of "comer", only between words and not after one that
makes it a verb: `lone_marks`); an everyday word written as a sound-alike where only the word said can stand
("i role a four": roll) is read as that word (rules/sound_alikes.py); the top of a pile named after a height word
("el MATERIAL de arriba del mazo") is no printed part's place (rules/placed_parts.py `decks_after`).

The probes are written for these tests, each with the entry that answers it.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from support.dictated import read_as_meant


@pytest.mark.parametrize("spoken, lang, meant", [
    ("who takes the first turn question mark", "en", "who takes the first turn"),
    ("so question mark how many dice", "en", "so how many dice"),
    ("cuántas cartas robo al empezar signo de interrogación", "es", "cuántas cartas robo al empezar"),
    ("abre interrogación quién empieza cierra interrogación", "es", "quién empieza"),
    # "coma" between words is the comma said ...
    ("en cv cuántos puntos dan tres cartas de salud coma más o menos", "es", "en cv cuántos puntos dan tres cartas de salud más o menos"),
    ("can i role again", "en", "can i roll again"),
    ("do we role the white die too", "en", "do we roll the white die too"),
])
def test_said_marks_and_sound_alikes_are_read_as_meant(spoken, lang, meant):
    assert read_as_meant(spoken, lang) == meant


@pytest.mark.parametrize("typed, lang", [
    ("what role does the salesman career play", "en"),  # "role" after no subject: LOOP's word for a career
    ("which role should i pick", "en"),
    ("cuántos puntos da una carta de valor tres", "es"),  # "punto" alone is a victory point, never a mark
    ("y si el perro se lo coma qué hago", "es"),  # ... but after a word that makes it a verb, "comer"
    ("coma", "es"),
])
def test_words_of_the_rules_are_kept(typed, lang):
    assert read_as_meant(typed, lang) == typed


@pytest.mark.parametrize("question, game, entry", [
    # LOOP rulebook, Solo Mode: at the end of each turn the top MATERIAL of the deck is burnt
    ("en cooperativo cada cuánto se quema el MATERIAL de arriba del mazo", "loop", "coop.burning-material"),
    ("en solitario cuándo se quema el MATERIAL de arriba del mazo signo de interrogación", "loop",
     "solo.burning-material"),
    # Coming of Age: the game ends after the last round
    ("en coming of age cuándo termina la partida signo de interrogación", "coming-of-age", "end.trigger"),
    ("in cv how many dice do i role at the start question mark", "cv", "roll.four-dice"),
    # CV scoring table: 3 cards of a kind score 6 points; the comma said aloud is no topic
    ("en cv tres cartas de salud coma cuántos puntos dan", "cv", "scoring.table"),
    # LOOP, Cooperative Mode: played FAVOURS come back; said as Latin America says getting back
    ("en loop cooperativo cuándo vuelvo a agarrar mis FAVOUR jugados", "loop", "coop.favour-return"),
])
def test_dictated_questions_are_answered(question, game, entry):
    result = search(question, limit=3)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_a_part_at_the_top_of_a_card_is_still_a_place():
    # "de la carta" names no pile: the height keeps its reading as a printed part's place
    from referee.rules import placed_parts
    from referee.rules.normalize import words
    text = "el hueco de arriba de la carta qué da"
    assert placed_parts._heights_named(words(text), "es", text) == {"top"}
    text = "el material de arriba del mazo"
    assert placed_parts._heights_named(words(text), "es", text) == set()
