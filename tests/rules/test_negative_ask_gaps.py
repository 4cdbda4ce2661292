"""A negation that only frames the ask ("DON'T we draw ...?", "¿NO se roban ...?") is no word a known gap holds more
than the rule that answers (issue 12; rules/negative_asks.py `framing_stems`, read in `search._gap_holds_more`): in
the word-for-word search that decides whether the rulebook answers too. Ported from round negfab's tests of its own
detector (rules/asked_negations.py, not merged): the positions are those of `negative_ask_words`.

LOOP's gap of an EVENT deck run empty says "no" of its own case; a player who asks in the negative whether EVENT
cards are drawn in the basic game asks the rule of drawing them, which answers. A negation that tells a case ("what
if I DON'T ...", "¿y si NO quiero ...?") is left as it was. The questions are written for this test, not taken from
the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import negative_asks
from referee.rules.normalize import words
from referee.rules.search import search

ANSWERED = [
    ("basic mode, don't you draw EVENT?", "en"),
    ("in the basic game, don't we draw EVENT?", "en"),
    ("En el juego base, ¿no se roban EVENT?", "es"),
    ("¿No robamos EVENT en el modo base?", "es"),
]


@pytest.mark.parametrize(("question", "lang"), ANSWERED)
def test_a_negation_that_frames_the_ask_leaves_the_rule_answering(question, lang):
    result = search(question, lang=lang)
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].game == "loop" and result.hits[0].id == "events.drawing"


@pytest.mark.parametrize(("question", "lang"), ANSWERED)
def test_without_the_reading_the_gap_was_told(question, lang, monkeypatch):
    monkeypatch.setattr(negative_asks, "framing_stems", lambda stems, positions: frozenset())
    result = search(question, lang=lang)
    assert result.answered is False
    assert result.gap is not None


def test_the_word_for_word_search_finds_the_form_but_does_not_weigh_it():
    assert negative_asks.weighed()
    seen = []

    def run():
        seen.append((negative_asks.weighed(), negative_asks.negative_ask_words("¿No se paga al final?", "es")))
        return search("¿No se paga al final?", lang="es")

    negative_asks.decided_literally(run)
    assert [weighed for weighed, _ in seen] == [True, False]
    assert seen[0][1] == seen[1][1] == {0}


@pytest.mark.parametrize(("question", "lang", "stems"), [
    ("can't i play it right away?", "en", {"not"}),
    ("we draw two, don't we?", "en", {"not"}),
    ("So isn't there a limit on cards?", "en", {"not"}),
    ("what if i don't want to pay?", "en", set()),  # a case told
    ("i really don't want it. can't i skip?", "en", set()),  # a negation in a statement too
    ("can i play it?", "en", set()),
    ("¿No se paga al final?", "es", {"no"}),
    ("Se empieza por el más joven, ¿no?", "es", {"no"}),
    ("¿La carta no se descarta después?", "es", {"no"}),
    ("¿y si no quiero pagar?", "es", set()),  # a case told
    ("¿puedo comprarla pero no pagarla?", "es", set()),
    ("No tengo dinero, ¿qué hago?", "es", set()),  # told before the ask
    ("Si no tengo dinero, ¿no puedo comprar?", "es", set()),  # told before the "¿" of the same sentence too
    ("no se roban cartas", "es", set()),  # no question sentence
])
def test_which_negations_frame_the_ask(question, lang, stems):
    assert negative_asks.framing_stems(words(question), negative_asks.negative_ask_words(question, lang)) == stems
