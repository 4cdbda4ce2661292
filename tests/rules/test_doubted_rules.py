"""A rule a player doubts exists, of which the first rule does not name every game term (issue 12;
rules/doubted_rules.py).

"..., is that a real rule?", "... ¿Es una regla?" doubts a rule exists at all. A rule the rulebook has
names each of the claim's game terms; the first rule that lacks one of them (the middle-age deck, the
LANDFILL) leaves the doubted rule unstated; the words of the doubt are no topic (rules/framing.py,
`doubt_positions`). The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.doubted_rules import unstated_doubted
from referee.rules.search import get_index, search


def _judged(question: str, lang: str, entry_id: str, game: str) -> str | None:
    index = get_index()
    lang_index = index.langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs)
                  if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_doubted(question, [number], index, lang_index)


SILENT = [
    # LOOP, End Game: "DEPLETION occurs when the MATERIAL deck is empty": nothing of the LANDFILL
    ("my cousin says the Landfill gets emptied whenever the Material deck runs out in loop, is that a real rule?",
     "en", "end.depletion", "landfill", "loop"),
    ("Mi primo dice que en LOOP el LANDFILL se vacía cuando se acaba el mazo de MATERIAL. ¿Es una regla?", "es",
     "end.depletion", "landfill", "loop"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "unnamed", "game"), SILENT)
def test_a_first_rule_that_does_not_name_a_term_of_the_doubted_rule_is_silent(question, lang, entry, unnamed, game):
    assert _judged(question, lang, entry, game) == unnamed


ANSWERED = [
    # Coming of Age, Final Scoring > Frustrations: names VEP, Frustration Tokens and the final scoring
    ("my friend says you lose 3 VEP for every unresolved frustration token at the end, is that a real rule?", "en",
     "scoring.frustration", "coming-of-age"),
    # a detail disputed ("is that right?"), not a rule doubted: no form of silence
    ("my cousin says the Landfill gets emptied whenever the Material deck runs out in loop, is that right?", "en",
     "end.depletion", "loop"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "game"), ANSWERED)
def test_a_rule_that_names_every_term_or_no_doubt_answers(question, lang, entry, game):
    assert _judged(question, lang, entry, game) is None


@pytest.mark.parametrize("question", [
    "my cousin says the Landfill gets emptied whenever the Material deck runs out in loop, is that a real rule?",
    "Mi primo dice que en LOOP el LANDFILL se vacía cuando se acaba el mazo de MATERIAL. ¿Es una regla?",
])
def test_the_search_says_the_rulebook_does_not_cover_it(question):
    assert search(question).answered is False


@pytest.mark.parametrize(("question", "entry"), [
    # Adulthood p. 6 ("energy tokens can also be used as extra time meeples") and Coming of Age's Final Scoring >
    # Frustrations: the doubt is how the player asks, never a topic ("real" is a word of LOOP's rules only)
    ("my sister says an energy token can stand in for a time meeple in adulthood, is that a real rule?",
     "turn.energy-as-time"),
    ("in coming of age my sister says you lose 3 VEP at the end for each frustration token still on the right, "
     "is that real?", "scoring.frustration"),
])
def test_a_doubted_rule_the_rulebook_has_is_answered(question, entry):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == entry
