"""A game the question names only to compare with is not the game it asks about (issue 12).

"In Adulthood the oldest starts. Who starts in LOOP?", "¿Se repone el
mercado a mitad de ronda, como en LOOP?": a player who knows one game of the
family asks about another in the words of the one they know. The compared
game's name and words must not pull its own rules first
(rules/compared_games.py, lexicon `compared_games`). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.compared_games import comparisons
from referee.rules.index import get_index
from referee.rules.normalize import words
from referee.rules.search import _prepare, search


# LOOP, Gameplay > Start Game (p. 6): "The player who most recently spent over $100 goes first".
# Adulthood, End of Game (p. 10): "If there is a tie, the players share the victory."
# Adulthood, Solo Mode (1.): "The market ... is emptied and replaced at the end of each round. The market is not
# restocked mid-round."
@pytest.mark.parametrize("question, game, entry", [
    # (a statement of the compared game beside a question that names the game asked)
    ("Adulthood always starts with the oldest player. In LOOP, who takes the first turn?", "loop",
     "gameplay.start-player"),
    ("En Coming of Age el empate lo rompen los Rasgos. ¿Y en Adulthood quién gana si empatamos?", "adulthood",
     "end.tie"),
    # (only the compared game named, after "como en": the question's other words are Adulthood's)
    ("¿Se repone el mercado a mitad de ronda en solitario, como en LOOP al final de cada turno?", "adulthood",
     "solo.market-refresh"),
])
def test_the_compared_game_does_not_answer(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def _named(question: str, lang: str) -> set[str]:
    return set(_prepare(question, lang, get_index())[1])


@pytest.mark.parametrize("question, lang, named", [
    ("Is there a hand limit like LOOP's FAVOUR limit in Coming of Age?", "en", {"coming-of-age"}),
    ("CV has a bicycle card. Who goes first in adulthood?", "en", {"adulthood"}),
    # (the statement names the game asked: nothing else is named and nothing says "here")
    ("We just set up LOOP. Who starts?", "en", {"loop"}),
    # ("like" as a filler, and as a verb: no comparison)
    ("does my guy get old, like is there a retirement thing in adulthood?", "en", {"adulthood"}),
    ("we played for like 4 turns of cv and nobody won, is that normal?", "en", {"cv"}),
])
def test_names_told_apart(question, lang, named):
    assert _named(question, lang) == named


def test_a_comparison_reaches_back_to_its_word():
    folded = words("como la CREDIT CARD de LOOP, puedo pedir prestado")
    compared = comparisons(folded, [("loop", 5, 6)], [], frozenset(), "es")
    assert compared == {"loop": set(range(0, 6))}


# Coming of Age, p. 8, Bouncing on a Track to the Left: "it does not move: you must choose either to put a
# Frustration Token over the Motivation icon at the far right of that Track, or to lose 2 VEP."
def test_the_compared_games_own_term_is_no_topic_of_the_game_asked():
    """HAPPINESS is LOOP's term, which Coming of Age's rules never use: told in the comparison, it says what
    the player compares with, and the bounce rule answers without it."""
    result = search("In Coming of Age do we lose VEP like losing HAPPINESS in LOOP when the Mood Counter must go "
                    "left past the end?")
    assert result.answered is True
    assert result.hits[0].game == "coming-of-age" and result.hits[0].id in {"bounce.overview", "bounce.left"}


# LOOP, Gameplay > Start Turn (p. 6): "At the start of your turn, draw 1 (and only 1) FAVOUR if you have fewer
# than 5 in hand."
def test_a_long_comparison_reaches_back_to_its_word():
    """The compared thing can take ten words ("like topping my hand of Parent Cards back up to two in Coming of
    Age"): the word of comparison still reaches the game's name, and LOOP's rule answers."""
    result = search("Do I draw a FAVOUR when my turn starts, like topping my hand of Parent Cards back up to two "
                    "in Coming of Age?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.draw-favour")


# Adulthood, Player Turns, step 4: "return any spent time tokens from your board to your own Time supply."
def test_a_statement_of_the_compared_game_alone():
    """The question names no game and the statement beside it tells of Coming of Age only; its own words are
    Adulthood's ("time meeples"): Coming of Age is compared with, and Adulthood's step 4 answers."""
    result = search("Coming of Age dice are spent once you use them. Are my time meeples back at the start of "
                    "every turn?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.reset-time")


def test_a_statement_beside_a_question_of_whether_there_is_such_a_thing():
    """"Is there a bonus ...?" beside a statement of Adulthood's scoring asks whether this game has one too; the
    statement's game is not set aside for it (the game that lacks it would answer with its nearest rules)."""
    assert _named("In Adulthood you score extra for sets of the same Life icon. Is there a bonus for Memory Tokens "
                  "of one colour?", "en") == {"adulthood"}


# CV, Game Play > 4. Add to CV: "The card on top of each stack is 'active' and gives the effect written on it."
def test_a_word_of_the_compared_games_rule_text_is_no_vote_for_it():
    """"stack" is CV's term, and a word Adulthood's rule text prints too: it does not keep Adulthood, named only in
    the comparison, as the game asked about."""
    result = search("Does only the topmost card of each stack work? Like only your latest Career in Adulthood?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cv.active")


# CV, Setup, step 5: "With 3 players, first build the childhood deck: combine the bicycle card with 8 random
# childhood cards (9 cards)"; "set aside the childhood cards that were not used."
def test_the_compared_games_term_after_its_name_is_no_topic_of_the_game_asked():
    """MATERIAL, after "Like LOOP", is LOOP's term only: what the player compares with, not a word CV's set-up
    must hold, so the set-up rule answers instead of abstaining."""
    result = search("Like LOOP taking out MATERIAL sets for fewer players, how do we prepare the childhood cards "
                    "with 3 players in CV?")
    assert result.answered is True
    assert result.hits[0].game == "cv" and result.hits[0].id in {"setup.childhood-3p", "setup.childhood-unused"}


# CV, Setup (p. 4): "The player with the bicycle card ... starts the game"; LOOP, Gameplay > Start Game (p. 6): "The
# player who most recently spent over $100 goes first". Ranked first by score, the compared game's rule left out no
# word of the question: the abstention named no missing word ("missing ''"). The named game's nearest rule, leaving
# out no topic, answers.
def test_the_named_games_rule_answers_when_the_compared_games_ranked_first():
    result = search("LOOP starts with whoever last spent over $100. Who starts in CV?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cards.bicycle")



# Adulthood, Card Types > Partners: "You can only have one Partner active at a time (unless you have the Open
# Relationship trait!)"; Parts of Your Board, 1. Career b.: "Interview. Spend 1 time to draw a new Career card, or get
# Promoted if you're Grown Up."
@pytest.mark.parametrize("question, entries", [
    ("¿Se pueden tener varias Parejas al mismo tiempo? En CV solo cuenta la carta de arriba de cada pila",
     {"cards.partner"}),
    ("How can I get Promoted? In LOOP you keep one CAREER for the whole game", {"upgrade.promotion", "board.interview"}),
])
def test_a_statement_told_after_the_question_compares(question, entries):
    """Told after the question, a statement of the only game named sets it beside the game asked: the question's
    own words ("Parejas", "Promoted": Adulthood's) say which game it asks about, and its rule answers."""
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == "adulthood" and result.hits[0].id in entries


def test_a_statement_after_a_question_in_no_games_words_keeps_naming():
    """"Who starts? We are playing LOOP tonight.": the question's words point to no other game, so the statement
    names the game asked."""
    assert _named("Who starts? We are playing LOOP tonight with friends", "en") == {"loop"}


# Adulthood, Player Turns, 4. c.: "Slide all the cards in the market to the left to fill any empty slots, then fill any
# empty slots with cards from the Adulthood deck."
def test_the_compared_games_term_right_after_its_name_is_no_vote_for_it():
    """"like LOOP's BUY AREA": LOOP's term right after its name is the thing compared with; the question's own
    word ("market") is Adulthood's, whose market rule comes first, not LOOP's."""
    result = search("When is the market refilled, like LOOP's BUY AREA?")
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.refill-market")



# Adulthood, Player Turns, 4. c. (as above).
def test_a_word_of_the_compared_games_phrase_is_no_topic_of_the_game_asked():
    """"BUY AREA" is a phrase of LOOP's glossary; Adulthood's rules say "buy" and "area" apart, never the phrase:
    the words name the thing compared with, and Adulthood's market rule answers."""
    result = search("When is the market refilled, like LOOP's BUY AREA?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.refill-market")


# Adulthood, Card Effects and Actions (paying icons): "Remember that energy tokens may be used in place of time
# meeples if needed."
@pytest.mark.parametrize("question", [
    "Is energy any good as time, the way Willpower stands in for Motivation in Coming of Age?",
    "¿La energía me sirve de tiempo, de la misma manera que la Voluntad sustituye a la Motivación en "
    "Coming of Age?",
])
def test_the_way_another_game_does_it_compares(question):
    """"the way ... in Coming of Age", "de la misma manera que ... en Coming of Age": words of comparison; the question's own
    words (energy, time) are Adulthood's, whose rule answers."""
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.energy-as-time")


# CV, Game Play: "The player who rode a bike as a child (has the bicycle card) starts each round.
# Play continues in clockwise order."
def test_a_statement_after_the_question_that_opens_with_the_game_compares():
    """"En LOOP ...", told after a question in no game's words, sets LOOP's way against the question: LOOP is
    compared with, and CV's round order answers."""
    result = search("¿Quién arranca cada ronda? En LOOP solo se pasa el turno a la izquierda")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "round.order")


# LOOP, Gameplay > CONSUME (P.7): "You can only keep up to 3 ACTIVITY in your AREA and must discard any older one".
def test_a_word_typed_in_capitals_of_another_game_sets_the_statement_aside():
    """The statement tells of CV in CV's terms (top card, stack), the question asks in LOOP's ACTIVITY, typed in
    capitals as LOOP prints it: CV is compared with, and LOOP's rule answers."""
    result = search("In CV only the topmost card of a stack counts. How many ACTIVITY may I hold at once?")
    assert result.answered is True
    assert result.hits[0].game == "loop" and result.hits[0].id in {"turn.activity-keep", "area.activity-slots"}


# CV, Game Play > 5. Cleanup: "Tokens do not accumulate like income, but are simply a convenient way to represent the
# current symbols".
def test_a_thing_of_the_compared_game_set_beside_a_question_in_no_games_words():
    """", like money saved up in Adulthood": a comparison that opens its clause and names Adulthood's thing; the
    question's words (tokens, carry over) are no game's own, so Adulthood is compared with, and CV's rule answers."""
    result = search("Do my tokens carry over, like money saved up in Adulthood?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.tokens-not-income")


def test_a_thing_given_as_an_example_of_what_is_asked_keeps_naming():
    """"a card like the Nurse in LOOP": the comparison stands inside its clause, an example of what is asked."""
    assert _named("How does a card like the Nurse in LOOP work?", "en") == {"loop"}
