"""A game term glossed in the player's words is asked once (issue 12, rules/glosses.py).

"LANDFILL, el montón de basura": the gloss after the comma names the same
thing as the printed term; its words are no topic of their own. Questions
worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.glosses import glossed_words
from referee.rules.normalize import words
from referee.rules.search import search


def _glossed(text: str, lang: str) -> list[str]:
    folded = words(text)
    return [folded[n] for n in sorted(glossed_words(text, lang))]


@pytest.mark.parametrize(
    ("text", "lang", "gloss"),
    [
        ("¿puedo comprar del LANDFILL, el montón de basura?", "es", ["el", "monton", "de", "basura"]),
        ("can I buy from the LANDFILL, the discard pile?", "en", ["the", "discard", "pile"]),
    ],
)
def test_a_gloss_after_a_term_in_capitals_is_found(text, lang, gloss):
    assert _glossed(text, lang) == gloss


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a longer run after the comma is another clause, whatever it says
        ("after the LANDFILL, the rules never say what happens when it fills up?", "en"),
        # no printed term before the comma: the words after it are asked
        ("in my turn, the coins go where?", "en"),
        ("si se acaba el mazo, la partida termina?", "es"),
    ],
)
def test_a_clause_after_a_comma_is_no_gloss(text, lang):
    assert _glossed(text, lang) == []


# LOOP, Career Overview, Scientist: "In your BUY turn, may BUY any 1 MATERIAL (including UTILITY) from any LANDFILL,
# including your own."
def test_the_term_s_rule_answers_a_glossed_question():
    result = search("¿la Scientist puede comprar cartas de su LANDFILL, la pila de basura?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "career.scientist")
