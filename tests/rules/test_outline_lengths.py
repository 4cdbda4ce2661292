"""A summary asked by its length in seconds or minutes is a summary (issue 12; lexicon `outline_asked`).

"the 10 second version of a turn?", "¿la versión de 30 segundos de un turno?":
a teacher asks the shortest telling of a part of play. Read as words, "second"
was a second thing past a limit (rules/edge_told.py) and pulled the rule of
an EVENT that allows one BUY and one CONSUME. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.outline_asked import asks_outline
from referee.rules.search import search

TURN = {"turn.draw-favour", "turn.one-action"}


def test_a_length_in_seconds_or_minutes_asks_a_summary():
    assert asks_outline("a LOOP turn, the 30 second version?", "en")
    assert asks_outline("give me the one minute version of scoring", "en")
    assert asks_outline("¿la versión de 30 segundos de un turno de LOOP?", "es")
    assert not asks_outline("can I play a second Community card?", "en")


def _ids(result) -> list[str]:
    return [f"{hit.game}/{hit.id}" for hit in result.hits]


def test_the_turn_in_thirty_seconds_is_the_turn():
    result = search("whats the 30 second version of a LOOP turn? take a FAVOUR, then WORK, BUY or CONSUME?", limit=3)
    assert result.hits[0].id in TURN  # (not the EVENT of one BUY and one CONSUME)
    assert _ids(result) == _ids(search("whats the short version of a LOOP turn? take a FAVOUR, then WORK, BUY or "
                                       "CONSUME?", limit=3))


def test_el_turno_en_diez_segundos_es_la_version_corta():
    result = search("¿Cuál es la versión de 10 segundos de un turno? ¿robar un FAVOUR y luego WORK, BUY o CONSUME?",
                    limit=3)
    assert result.answered is True  # ("segundos" no topic no rule covers)
    assert _ids(result) == _ids(search("¿Cuál es la versión corta de un turno? ¿robar un FAVOUR y luego WORK, BUY o "
                                       "CONSUME?", limit=3))


def test_a_length_in_lines_or_sentences_asks_a_summary():
    # round teachtwo: "in a few lines", "en pocas líneas", "en dos frases"
    assert asks_outline("how does the LANDFILL work, in a few lines?", "en")
    assert asks_outline("explain a turn in two sentences", "en")
    assert asks_outline("¿Cómo funciona el LANDFILL, en pocas líneas?", "es")
    assert asks_outline("¿me explicas un turno en dos frases?", "es")
    assert not asks_outline("how many lines of cards are there?", "en")
