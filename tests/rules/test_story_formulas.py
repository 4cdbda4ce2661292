"""A story told after the game: its formulas of when and of checking are how the player talks (issue 12).

"LAST NIGHT my cousin ...", "LA VEZ PASADA ...", "... WERE THEY RIGHT?",
"¿ESO ESTABA PERMITIDO?", "WHATS THE RULE?": the night the story happened
and the formula that checks it are read as typed (never as a typo of a
word of the rules), weigh little in the ranking and give the question no
kind of its own: the story is what is asked of. The probes are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.framing import speech_positions
from referee.rules.index import get_index
from referee.rules.search import _check_formulas, _prepare, search


def test_the_night_of_the_story_is_read_as_typed():
    query, _ = _prepare("In LOOP last night my aunt drew two events. Was that right?", "en", get_index())
    assert "night" in query.surface and "right" not in query.surface[:3]
    assert query.discourse[query.surface.index("night")]


@pytest.mark.parametrize("lang, formula", [
    ("en", "were they right"), ("en", "was that legit"), ("en", "is it allowed"), ("en", "whats the rule"),
    ("es", "eso estaba permitido"), ("es", "era valido"), ("es", "que dice la regla"),
])
def test_a_check_is_made_of_its_parts(lang, formula):
    assert tuple(formula.split()) in _check_formulas(lang)


def test_a_check_after_the_story_gives_no_kind_of_question():
    index = get_index()
    told, _ = _prepare("My uncle bought two cards in one turn. Is that allowed?", "en", index)
    assert "?may" not in told.intents
    ahead, _ = _prepare("Is it allowed to buy two cards in one turn?", "en", index)
    assert "?may" in ahead.intents
    rule, _ = _prepare("My uncle rerolled the bad luck die. Whats the rule?", "en", index)
    assert "?def" not in rule.intents


@pytest.mark.parametrize("question, game, entry", [
    # CV p. 4: a die showing Bad Luck is set aside, not rerolled
    ("Last night my cousin rerolled a bad luck die together with the others. we argued for ages. whats the rule?", "cv",
     "roll.bad-luck-frozen"),
    # CV: tokens spent on a card may not pay a cost again
    ("The other night my uncle paid a red slash cost with tokens he had already spent on a card. Was that legit?", "cv",
     "cost.no-reuse"),
    # LOOP p. 7: up to 3 ACTIVITY consumed in one turn
    ("last game my aunt consumed 4 activities in one turn. were they right to let her?", "loop", "turn.consume"),
    # Adulthood: Energy placed as Time
    ("La partida pasada un jugador usó Energía en lugar de un Tiempo. ¿Eso estaba permitido?", "adulthood",
     "turn.energy-as-time"),
    ("Anoche mi suegra volvió a tirar un dado de mala suerte junto con los demás. ¿Qué dice la regla?", "cv",
     "roll.bad-luck-frozen"),
])
def test_a_story_checked_after_the_game_is_answered_by_its_rule(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("text, lang, frame", [
    ("friend said no", "en", {0, 1}),
    ("the others said the game was over", "en", {1, 2}),
    ("los demas dicen que no", "es", {1, 2, 3}),
])
def test_a_speaker_told_bare_frames_the_claim(text, lang, frame):
    assert speech_positions(text.split(), lang) == frame


def test_a_story_checked_by_an_ask_of_no_topic_is_answered_by_the_near_entries_together():
    from referee.rules.several_asks import CONTEXT, each_asked_answered

    # "I had the Sociable goal and tied ... a tie doesnt count. Was I right?": the goal's entry and the entry on
    # ties for a majority each cover part of the story; the ask ("right") has no topic
    clause = [CONTEXT, CONTEXT, CONTEXT, 0]
    goal = (("sociable", True, True), ("tied", True, False), ("scored", True, True), ("right", False, False))
    ties = (("sociable", True, False), ("tied", True, True), ("scored", True, True), ("right", False, False))
    assert each_asked_answered(clause, [goal, ties])
    # ... but an ask with a topic of its own needs one entry that holds the story too
    asked = (("sociable", True, True), ("tied", True, False), ("table", True, True), ("right", False, False))
    other = (("sociable", True, False), ("tied", True, True), ("table", True, False), ("right", False, False))
    assert not each_asked_answered(clause[:2] + [0, 0], [asked, other])
    # ... and a story no near entry covers stays unanswered
    lacking = (("sociable", True, True), ("tied", True, False), ("scored", True, True), ("right", False, False))
    assert not each_asked_answered(clause, [lacking, lacking])
