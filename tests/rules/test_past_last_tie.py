"""A tie told past the last step of the tie-break, when no near rule says what such a tie does (issue 12;
rules/past_last_tie.py).

"Still tied AFTER ALL the tie-breaks", "EMPATADOS EN TODO", or a tie told on
the steps of the list down to its last: LOOP's tie-break stops at "More
ACTIVITY completed wins" and never says what a tie past it does, while CV
("if they are STILL TIED, the game ends in a tie") and Coming of Age ("the
tied players SHARE the victory") do. The questions are written for this
test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.past_last_tie import unstated_past_last
from referee.rules.search import get_index, search


def _number(lang_index, game: str, entry_id: str) -> int:
    return next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)


def _past(question: str, lang: str, game: str, *entry_ids: str, stems: list[str] | None = None) -> str | None:
    lang_index = get_index().langs[lang]
    return unstated_past_last(question, stems or [], [_number(lang_index, game, entry_id) for entry_id in entry_ids],
                              lang_index)


@pytest.mark.parametrize(("question", "lang", "missing"), [
    ("We went through all of it and are still tied after all the tie-breaks. Does the youngest player win?", "en",
     "after all the tie"),
    ("Después de todos los desempates seguimos igual. ¿Gana el más joven?", "es", "despues de todos los desempates"),
])
def test_a_tie_past_the_whole_list_asked_of_a_list_that_stops_is_unstated(question, lang, missing):
    assert _past(question, lang, "loop", "end.tie-break", "setup.happiness-token") == missing


@pytest.mark.parametrize(("question", "lang", "game", "entry"), [
    # CV: "If they are still tied, the game ends in a tie"
    ("Still tied after all the tie-breaks in CV, who wins?", "en", "cv", "end.tiebreak"),
    # Coming of Age: "si aún persiste, los empatados comparten la victoria"
    ("Empatados en todo al final, ¿quién gana?", "es", "coming-of-age", "scoring.tie-break"),
])
def test_a_list_that_says_what_a_tie_past_it_does_answers(question, lang, game, entry):
    assert _past(question, lang, game, entry) is None


@pytest.mark.parametrize(("question", "lang"), [
    ("Our game ended level on HAPPINESS, REPUTATION, LANDFILL, GOAL and ACTIVITY. Who takes it?", "en"),
    ("Terminamos igualados en HAPPINESS, REPUTATION, LANDFILL, GOAL y ACTIVITY. ¿Quién se lo lleva?", "es"),
])
def test_the_search_leaves_a_tie_on_every_step_unanswered(question, lang):
    result = search(question, limit=3)
    assert not result.answered
    assert "end.tie-break" in [hit.id for hit in result.hits]


@pytest.mark.parametrize(("question", "lang"), [
    # a step the list follows with another: the next step answers (rules/tie_steps.py)
    ("Tied on everything down to the LANDFILL. What comes next?", "en"),
    ("Empatados en todo hasta el Vertedero, ¿qué se mira luego?", "es"),
])
def test_a_tie_down_to_a_step_with_a_next_is_left_to_the_list(question, lang):
    assert _past(question, lang, "loop", "end.tie-break") is None


@pytest.mark.parametrize(("question", "lang"), [
    ("For the tie-break, does an ACTIVITY I finished with someone else's MATERIAL count for both of us?", "en"),
    ("Para el desempate, ¿la ACTIVITY que terminé con el MATERIAL de otro cuenta para los dos?", "es"),
])
def test_the_tie_break_only_named_tells_no_tie_past_it(question, lang):
    """The steps' things named (ACTIVITY, the last; MATERIAL, the second) with the tie-break only named: the
    question asks what a step counts, not who wins a tie past the list."""
    lang_index = get_index().langs[lang]
    from referee.rules.normalize import stem, words
    stems = [stem(word, lang) for word in words(question)]
    assert unstated_past_last(question, stems, [_number(lang_index, "loop", "end.tie-break")], lang_index) is None
