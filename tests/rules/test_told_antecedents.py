"""An ask's pronoun points back to the thing the story named (issue 12).

"I have two Values face down and I'm curious. Can I look at THEM?",
"... y me pica la curiosidad. ¿Puedo mirarLOS?": the act asked of has no
object in its own sentence; what it is done to is what the story named,
not the word the story happened to end on (rules/antecedents.py). The
probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.antecedents import names_own_object, told_antecedent
from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "Halfway through Adulthood, my two Values are still face down and I'm dying of curiosity. Can I look at them?",
    "Tengo dos Valores boca abajo desde que empezamos y me pica la curiosidad. ¿Los puedo mirar un momento?",
    "Sigo con mis dos Values boca abajo y me mata la curiosidad. ¿Puedo mirarlos?",
    # typed on a phone: no question mark, capital or accent
    "sigo con mis dos values boca abajo y me mata la curiosidad. puedo mirarlos",
    "my two values are face down and im dying of curiosity. can i look at them",
])
def test_looking_at_what_the_story_named_is_answered(question):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "setup.values")


def test_the_object_in_the_acts_own_sentence_is_kept():
    # one sentence, or an object told in the ask's own sentence: nothing to point back to
    assert told_antecedent([], 5, 3, lambda n: False) == 3
    assert told_antecedent([-1, -1, 0, 0], 3, 2, lambda n: n == 0) == 2


def test_an_object_in_the_story_is_its_nearest_known_word():
    # "Values(0) face(1) down(2) curiosity(3). Can(4) look(5)": back from "curiosity" to "face down"
    assert told_antecedent([-1, -1, -1, -1, 0, 0], 5, 3, lambda n: n in (0, 2)) == 2
    # nothing known in the story: the nearest word stays
    assert told_antecedent([-1, -1, 0], 2, 1, lambda n: False) == 1


# LOOP, Accepting a FAVOUR: "there is no hand limit" / "No hay límite de mano": the phrase names the hand, the
# story's guess of a limit ("pensé que había un tope", "I thought there was a cap") is no object of it
@pytest.mark.parametrize("question", [
    "Me quedé con seis FAVOUR y tiré uno porque creía que había límite. ¿Hay límite de mano?",
    "I ditched a FAVOUR card because I assumed there was a limit. Is there a hand limit?",
])
def test_a_limit_whose_phrase_names_its_object_does_not_reach_into_the_story(question):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "favours.accept")


def test_a_limit_phrase_names_its_own_object():
    hand_limit = frozenset({"~common:27"})
    topics = frozenset({"~common:27", "~common:52"})
    limits = [False, False, True, False]
    # "había(0) tope(1). límite(2) mano(3)": "mano" is one phrase with the limit at 2
    assert names_own_object([frozenset(), frozenset(), hand_limit, hand_limit], 3, topics, limits)
    assert names_own_object([frozenset(), frozenset(), hand_limit, hand_limit], 2, topics, limits)
    # a limit said alone, "¿hay límite?": no phrase names its object
    assert not names_own_object([frozenset(), frozenset(), frozenset(), frozenset()], 2, topics, limits)
    # a phrase of running out, "¿me quedo(2) sin(3) nada?": the act itself, its object may be told in the story
    run_out = frozenset({"~common:52"})
    assert not names_own_object([frozenset(), frozenset(), run_out, run_out], 3, topics, [False] * 4)


# the unanswerable neighbour: LOOP sets no time limit on a turn; the phrase names the time, which no rule limits
@pytest.mark.parametrize(("question", "missing"), [
    ("Our last game dragged on and I thought there was a cap. Is there a time limit for each turn in LOOP?",
     {"time", "limit"}),
    ("La última partida se hizo eterna y pensé que había un tope. ¿Hay límite de tiempo por turno en LOOP?",
     {"limite", "tiempo"}),
])
def test_a_limit_phrase_no_rule_states_still_abstains(question, missing):
    result = search(question)
    assert result.answered is False
    assert missing <= set(result.missing)
    assert result.hits[0].game == "loop"  # the nearest LOOP rules, as related reading
