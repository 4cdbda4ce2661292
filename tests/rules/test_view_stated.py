"""A verb of seeing, looking or showing in a question that states a
visibility itself ("face down ... do I ever get to look at them?") is
covered by a rule that states a visibility; asking leave to look, or a
question that states no visibility, is not (rules/view_stated.py, issue 12,
round hidfabst2). A count the others may know is answered by a rule that
has the player show the current amount, unless leave to hide it is asked
(rules/hidden_counts.py).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.view_stated import stated_view_words


@pytest.mark.parametrize("question, game, entry", [
    # Adulthood p. 4: 2 Values cards facedown, "which they may not look at"
    ("the two Values I got face down at the start, do I ever get to look at them?", "adulthood", "setup.values"),
    ("¿Los dos Valores boca abajo del principio, los llego a ver en algún momento?", "adulthood", "setup.values"),
    # Coming of Age solo: Rob starts with a Trait tile face down
    ("the bot's trait tile that starts face down, when do I see it?", "coming-of-age", "solo.setup-rob-trait"),
    ("La Ficha de Rasgo de Rob que empieza boca abajo, ¿cuándo la veo?", "coming-of-age", "solo.setup-rob-trait"),
])
def test_a_stated_visibility_is_answered_by_the_rule_that_states_it(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, game, word", [
    # leave to look at a face-down pile: that it lies face down does not say whether a player may peek
    ("can I peek at the face-down Memory deck?", "coming-of-age", "peek"),
    ("¿puedo mirar el mazo de Recuerdos boca abajo?", "coming-of-age", "mirar"),
])
def test_leave_to_look_stays_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert word in result.missing
    assert result.hits[0].id == "setup.memory-cards"  # the nearest rule, shown as related


def test_the_reading_marks_only_questions_that_state_a_visibility():
    said = words("do i ever get to see the face down tile")
    assert stated_view_words(said, list(range(len(said))), "en", ()) == [
        False, False, False, False, False, True, False, True, True, False]
    # no visibility stated, leave asked, or the seeing the purpose of a layout: nothing marked
    said = words("do i ever get to see the tile")
    assert stated_view_words(said, list(range(len(said))), "en", ()) == []
    said = words("can i look at the face down tile")
    assert stated_view_words(said, list(range(len(said))), "en", ("?may",)) == []
    said = words("does it go face up so everyone sees it or face down")
    assert not any(stated_view_words(said, list(range(len(said))), "en", ()))


def test_a_rule_that_shows_the_current_amount_answers_how_the_others_know():
    # LOOP p. 4: "Show your current REPUTATION by flipping the token"
    result = search("how will the other players know how much REPUTATION I am holding?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "area.reputation"


def test_leave_to_hide_the_amount_stays_unanswered():
    result = search("can I cover my REPUTATION token so the others can't see how much I have?", game="loop")
    assert result.answered is False
    assert "see" in result.missing[0]
    assert "area.reputation" in [hit.id for hit in result.hits]  # shown as related


def test_one_word_of_visibility_is_marked():
    said = words("los values se ensenan o siempre van escondidos")
    assert stated_view_words(said, list(range(len(said))), "es", ()) == [
        False, False, False, True, False, False, False, True]
    # two visibilities said ("private vs public"): a choice of sides, not marked
    said = words("life goals private vs public")
    assert not any(stated_view_words(said, list(range(len(said))), "en", ()))


@pytest.mark.parametrize("question", [
    # Adulthood step 4: Life Events go to the Experience stack "so that their story symbol is visible"
    "When I move my Life Events to the Experience stack in step 4, what stays visible?",
    "Al pasar mis Eventos Vitales a la pila de Experiencias en el paso 4, ¿qué se deja a la vista?",
])
def test_what_is_left_in_view_is_answered_by_the_rule_that_leaves_it_visible(question):
    # (rules/player_acts.py: Spanish "visible" is a word of what is seen, as English "visible" is)
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.life-events-to-stack"
