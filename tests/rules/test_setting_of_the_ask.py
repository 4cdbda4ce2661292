"""`referee ask`: what sets the question's moment or table is not what it asks (issue 12).

Each case is a question worded anew after a pattern of the tuning sets'
misses, with the rulebook fact that makes the outcome right, and a
neighbour the mechanism must leave as it was.
"""

from __future__ import annotations

from referee.rules.search import search


# ---- a clause of when ("during a BUY turn", "durante la fase del autobús") sets the scene

def test_a_during_clause_sets_the_scene_of_the_ask():
    # LOOP p. 8, Optional Action: Achieving Goal: "During a CONSUME turn you may achieve GOAL": the rule that
    # answers "during my BUY turn?" (no: only when you CONSUME); the turn named is the question's scene, not a
    # topic the entry must hold
    result = search("is it ok to complete a GOAL during my BUY turn?")
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "goal.achieve")


def test_a_durante_clause_sets_the_scene_of_the_ask():
    # Coming of Age p. 7, Frustration Tokens: "overcome ... by spending 4 Willpower Tokens at any time"; the phase
    # it is done in ("durante la fase del autobús") is the scene of the question, not what it asks
    result = search("¿se puede superar una Frustración gastando Fuerza de Voluntad durante la fase del autobús?")
    assert result.answered, result.missing
    assert result.hits[0].id == "frustration.overcome"


def test_a_while_clause_sets_the_scene_of_the_ask():
    # Coming of Age p. 7, Frustration Tokens: "... by spending 4 Willpower Tokens at any time": what the bus is
    # doing meanwhile ("while the bus is moving", "mientras se mueve el autobús") is the scene of the question
    for question in ("can I spend Willpower to overcome a frustration while the bus is moving?",
                     "¿puedo superar una Frustración gastando Fuerza de Voluntad mientras se mueve el autobús?"):
        result = search(question)
        assert result.answered, (question, result.missing)
        assert result.hits[0].id == "frustration.overcome"


def test_a_during_clause_that_is_all_the_question_asks_stays_a_topic():
    # no rulebook says what happens when a die breaks: "during the game" sets the scene, "breaks" is the ask
    # (the main clause "what if a die breaks" keeps its topic; the rulebooks are silent)
    assert not search("what if a die breaks during the game").answered
    assert not search("¿qué pasa si se rompe un dado durante la partida?").answered
    # no rulebook speaks of a die off the table: the ask is the fall, the roll it happened in is its scene
    assert not search("what happens if a die falls off the table while rolling?").answered


# ---- a player count is the table the question is asked at, not what it asks

def test_a_player_count_does_not_put_the_count_rule_before_the_asked_one():
    # CV, Setup step 6 "Play your childhood: ... passes the other 2 to the player on the left" is the rule
    # for passing cards, in every player count; step 5's 2-player deck (bicycle + 5 cards) says nothing of it
    result = search("Jugando CV con 2 jugadores, ¿las cartas de infancia se siguen pasando a la izquierda?")
    assert result.hits[0].id == "setup.childhood-draft"


def test_a_player_count_still_picks_the_rule_for_that_count():
    # CV, Setup step 5: "For 2 ... players, combine the bicycle card with 5 random cards": how the
    # childhood deck is prepared for two is the two-player rule
    assert search("con 2 jugadores, ¿cómo se prepara el mazo de infancia en CV?").hits[0].id == "setup.childhood-2p"
    assert search("how do we prepare the childhood deck with 2 players in CV?").hits[0].id == "setup.childhood-2p"
