"""`referee ask`: "had to" asks what the table must do, as "has to" does (round hadto).

A player who asks after the fact what the table HAD TO do ("¿quién TENÍA QUE
empezar?", "¿TENDRÍAMOS QUE robar dos?") asks the same duty as the present
("¿quién TIENE QUE empezar?"): the past and conditional of "tener que" read
as "tengo que" (lexicon `neighbours.by_next_word`), so their words leave the
question as the present's do and it keeps the intent of obligation. English
already drops "had" ("who had to start?" reads as "who has to start?").
"Tenía" alone is having ("¿quién tenía menos cartas?"), and the preterite
tells what was done ("nos TUVIMOS QUE ir"): both keep their word.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import content_words, intents, read_by_neighbours, words


def _asked(text: str, lang: str) -> tuple[list[str], list[str]]:
    return content_words(text, lang), intents(read_by_neighbours(words(text), lang), lang)


@pytest.mark.parametrize(
    ("past", "present", "lang"),
    [
        ("Did I have to shuffle the deck again?", "Do I have to shuffle the deck again?", "en"),
        ("¿Quién tenía que salir primero?", "¿Quién tiene que salir primero?", "es"),
        ("¿Teníamos que barajar el mazo otra vez?", "¿Tengo que barajar el mazo otra vez?", "es"),
        ("¿Tendrían que devolver la ficha?", "¿Tienen que devolver la ficha?", "es"),
    ],
)
def test_had_to_reads_as_has_to(past: str, present: str, lang: str) -> None:
    assert _asked(past, lang) == _asked(present, lang)  # the same words of the topic, the same intents


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("¿Quién tenía más monedas al final?", "tenia"),  # having, not a duty
        ("Nos tuvimos que ir antes del final, ¿quién gana?", "tuvimos"),  # told, not asked
    ],
)
def test_having_and_telling_keep_their_word(text: str, kept: str) -> None:
    assert kept in content_words(text, "es")
