"""`ask` reads an idiom as the player's wording, never a topic (issue 12).

"Keep THE REST", "POR LAS DUDAS", "WHAT'S THE POINT OF": read word by word,
"rest", "dudas", "point" looked like topics the answering entry lacks, and
`ask` said the rulebook was silent beside the rule that answers
(rules/idioms.py, lexicon `question_form.idioms`). "On purpose" is no idiom
there: doing a thing by choice is what is asked. Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.idioms import idiom_positions
from referee.rules.normalize import words
from referee.rules.search import search


# CV, Game Play > 1. Roll the Dice: "After the first roll the player may reroll any number of dice, two times."
@pytest.mark.parametrize("question", [
    "in CV can I reroll one die and keep the rest?",
    "en CV, ¿puedo volver a tirar un dado por las dudas antes de elegir?",
])
def test_an_idiom_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "roll.rerolls")


# CV, Game Play > 3. Bad Luck: "For each misfortune, the player chooses one active card ... and discards it";
# the rulebook never says whether a player may discard one by choice: "on purpose" is what is asked.
def test_doing_it_on_purpose_stays_a_topic():
    result = search("in CV may I throw out one of my active cards on purpose?")
    assert result.answered is False
    assert "purpose" in result.missing


def test_only_the_whole_phrase_is_an_idiom():
    assert idiom_positions(words("whats the point of the meditate action"), "en") == {0, 1, 2, 3}
    assert idiom_positions(words("how many points is the rest worth"), "en") == set()
    assert idiom_positions(words("me quedo el resto por las dudas"), "es") == {2, 3, 4, 5, 6}


# Adulthood, Turn > Activate: once activating begins no new action may be taken (turn.no-new-actions). "A esa
# altura" / "at that point" is the moment already told, not the game's points.
@pytest.mark.parametrize("question", [
    "En Adulthood, ya en el paso 2 activando acciones, ¿puedo añadir un meeple a otra acción a esa altura?",
    "En Adulthood, activando ya las acciones del paso 2, ¿a estas alturas puedo poner otro meeple en otra acción?",
])
def test_the_moment_told_before_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.no-new-actions")


def test_at_that_point_is_a_whole_idiom():
    assert idiom_positions(words("can i add one at that point"), "en") == {4, 5, 6}
    assert idiom_positions(words("how many points is that"), "en") == set()


# Adulthood, Parts of Your Board: the Wellness lower action, Meditate, costs 1 energy to put a facedown Values card
# into your hand or swap one. "What's the catch" asks what the thing costs or takes, which its rule tells.
@pytest.mark.parametrize("question", [
    "what is the catch with the Meditate action in adulthood?",
    "¿Dónde está la trampa de Meditar en Adulthood?",
])
def test_the_catch_of_a_plan_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.meditate")


def test_a_catch_up_rule_is_no_catch():
    assert idiom_positions(words("is there a catch-up rule for whoever is last"), "en") == set()
    assert idiom_positions(words("hacer trampa con los dados"), "es") == set()


# Coming of Age, General Setup: "Willpower and Motivation Tokens are considered unlimited. If you need more than the
# game provides, substitute with any other components." LOOP, End Game (P.10): DEPLETION, "when the MATERIAL deck is
# empty and DEPLETION is revealed on the board". "Out of luck", "in particular" put the player's case, asking nothing.
@pytest.mark.parametrize("question, game, rule", [
    ("The others emptied the Willpower Tokens from the supply before my turn in Coming of Age. Am I out of luck now?",
     "coming-of-age", "setup.unlimited-tokens"),
    ("The MATERIAL deck ran out in LOOP and DEPLETION is showing at the end of my turn. Does anything happen to me in "
     "particular?",
     "loop", "end.depletion"),
])
def test_a_plight_told_in_everyday_words_is_no_topic(question, game, rule):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, rule)


def test_in_particular_is_a_whole_idiom():
    assert idiom_positions(words("what happens to me in particular"), "en") == {4, 5}
    assert idiom_positions(words("se me acaba en particular"), "es") == {3, 4}


def test_what_a_die_came_up_is_no_topic():
    # CV, Game Play > 1. Roll the Dice: "dice with the bad luck symbol are frozen - they cannot be rerolled"
    result = search("Playing CV, may I reroll a die that came up with a bad luck symbol?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "roll.bad-luck-frozen")


# Timing talk (round timing): the reverse of an order offered ("... first and then ..., OR THE OTHER WAY ROUND?", "O AL
# REVÉS") asks the order, not about the game's round; "RIGHT NOW", "AT THAT MOMENT", "EN ESE MOMENTO" ask when, and
# name no thing the answering entry must hold.
# Adulthood, Scoring Board: "As soon as one player's two score markers cross paths, play continues to finish the round".
def test_a_moment_asked_in_everyday_words_is_no_topic():
    result = search("If my markers cross, does the game end at that moment?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id in {"scoring-board.crossing", "end.trigger"}


@pytest.mark.parametrize(("question", "lang", "idiom"), [
    ("do I take the bonus first and then the memory, or the other way round?", "en", "round"),
    ("is it discarded first and then refilled, or vice versa?", "en", "versa"),
    ("do I lose the card right now?", "en", "now"),
    ("¿primero se descarta y luego se repone, o al revés?", "es", "reves"),
    ("¿se acaba la partida en ese momento?", "es", "momento"),
])
def test_timing_idioms_are_the_players_wording(question, lang, idiom):
    said = words(question)
    assert said.index(idiom) in idiom_positions(said, lang)


def test_a_round_of_play_stays_a_word_of_the_question():
    said = words("what happens at the end of the round?")
    assert said.index("round") not in idiom_positions(said, "en")
