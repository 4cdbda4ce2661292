"""A sentence of the rulebook a question quotes weighs as a scene in the ranking (rules/quoted_weights.py).

The questions are written for these tests after the pattern of blind180's
misses (players quoting a sentence, then asking a case), not copied from a set.
"""

from __future__ import annotations

import pytest

from referee.rules import quoted_weights
from referee.rules import search as searching
from referee.rules.index import get_index
from referee.rules.search import search


def _weights(question: str, lang: str, game: str) -> tuple[searching._Query, dict[str, float]]:
    index = get_index()
    q, _ = searching._prepare(question, lang, index)
    return q, searching._query_weights(q, game, index)


def test_a_sentence_copied_in_marks_is_told_a_name_a_retelling_and_an_english_quote_are_not():
    assert quoted_weights.told_runs([False, True, True, True, False, True, True]) == \
        [False, True, True, True, False, False, False]
    quoted, surface = [True, True, True, True], ["pay", "the", "red", "cost"]
    assert quoted_weights.told_sentence(quoted, [True] * 4, surface, "en") == [True] * 4
    assert quoted_weights.told_sentence(quoted, [False] * 4, surface, "en") == [False] * 4  # (retold, no marks)
    assert quoted_weights.told_sentence(quoted, [True] * 4, surface, "es") == [False] * 4  # (the English rulebook's)
    assert quoted_weights.marked_positions("it says 'pay the red cost' - what if I can't?") == {2, 3, 4, 5}


@pytest.mark.parametrize("question, lang, read, asked", [
    # LOOP, WORK: "you apply for a CREDIT CARD instead in advance modes"; the player asks what those modes are
    ("The WORK rule reads 'you apply for a CREDIT CARD instead in advance modes'. which modes are those?", "en",
     "credit", "modes"),
    ("La acción WORK pone que 'en los modos avanzados pides una CREDIT CARD'. ¿Qué modos son esos?", "es",
     "credit", "modos"),
])
def test_the_words_of_a_quoted_sentence_weigh_less_than_the_ask(question, lang, read, asked):
    """The sentence the player read weighs as a scene; the word of their ask keeps its weight."""
    q, weights = _weights(question, lang, "loop")
    position = q.surface.index(read)
    last = len(q.surface) - 1 - q.surface[::-1].index(asked)  # (the ask's word, said in the quote too)
    assert q.quoted[position] and not q.quoted[last]
    unquoted = {**q.__dict__}
    unquoted["marked"] = [False] * len(q.quoted)
    plain = searching._query_weights(searching._Query(**unquoted), "loop", get_index())
    stemmed = q.stems[position]
    assert weights[stemmed] < plain[stemmed]
    asked_stem = q.stems[last]
    assert weights[asked_stem] == plain[asked_stem]


@pytest.mark.parametrize("question", [
    "La acción WORK pone que 'en los modos avanzados pides una CREDIT CARD'. ¿Qué modos son los avanzados?",
])
def test_the_ask_past_a_quoted_sentence_finds_its_rule(question):
    # LOOP: the Competitive mode is the advance one (competitive.overview); the quoted sentence is WORK's
    ids = [hit.id for hit in search(question, limit=3).hits]
    assert "competitive.overview" in ids, ids


@pytest.mark.parametrize("question, lang", [
    ("'each player keeps at most five cards in hand' - so a sixth card goes to the discard?", "en"),
    ("Pone 'cada jugador guarda como máximo cinco cartas en la mano', o sea que ¿la sexta se descarta?", "es"),
])
def test_a_quote_the_ask_checks_with_so_is_the_topic_not_a_scene(question, lang):
    """A quote the ask right after it opens on a word of consequence ("so", "o sea que") checks: it is the
    topic, and its words keep their weight; a quote followed by another ask, or by a question word, is read."""
    assert quoted_weights.marked_positions(question, lang, searching.detect_language) == set()
    assert quoted_weights.marked_positions(question)  # (the words in marks, with no ask read)
    other = question.replace(" - so ", " - what if ").replace(", o sea que ", ". Y ")
    assert quoted_weights.marked_positions(other, lang)
    new_case = question.replace(" - so ", " - so where does ").replace(", o sea que ", ", o sea que ¿dónde va ")
    assert quoted_weights.marked_positions(new_case, lang)  # ("so WHERE ...?": a new case past the rule)



@pytest.mark.parametrize("question, lang", [
    ("The rule says 'spend 2 REPUTATION to gain 1 HAPPINESS'. Can I do that on a BUY turn?", "en"),
    ("La regla dice 'gasta 2 REPUTATION y gana 1 HAPPINESS'. ¿Eso se puede hacer en un turno de BUY?", "es"),
])
def test_a_quote_the_ask_points_back_to_is_the_topic_not_a_scene(question, lang):
    """An ask that points back to the quote right after it ("can I do THAT", "¿ESO se puede...?") asks of the
    quoted rule: its words keep their weight (round quotetwo); not past a question word ("what if that ...")."""
    assert quoted_weights.points_back(question.split("'")[-1], lang)
    assert quoted_weights.marked_positions(question, lang, searching.detect_language) == set()
    new_case = question.replace("Can I do that", "What if that track").replace("¿Eso se puede", "¿Qué pasa si eso se")
    assert quoted_weights.marked_positions(new_case, lang)


def test_the_rule_pointed_back_to_answers_and_no_gap_of_another_entry(monkeypatch):
    # LOOP: spending REPUTATION for HAPPINESS is reputation.consume; damped, the quote let a gap of an EVENT answer
    question = "La regla dice 'gasta 2 REPUTATION y gana 1 HAPPINESS'. ¿Eso se puede hacer en un turno de BUY?"
    result = search(question, limit=3)
    assert result.answered and result.hits[0].id == "reputation.consume"
    monkeypatch.setattr(quoted_weights, "points_back", lambda after, lang: False)
    result = search(question, limit=3)
    assert not (result.answered and result.hits[0].id == "reputation.consume")
