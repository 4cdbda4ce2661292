"""`ask` reads an account asked in brief as the player's wording, never a topic (issue 12).

"IN A NUTSHELL", "EN POCAS PALABRAS", "EN UNA FRASE", "THE SHORT VERSION":
a player who wants the big picture says how much of the rule to tell.
Read word by word, "nutshell", "pocas", "frase", "version" were topics no
entry covers, and `ask` said the rulebook was silent beside the rule asked
(rules/brief_asked.py, lexicon `question_form.idioms` and `brief_versions`).
A short version offered as a shorter game ("is there A short version?")
stays the rulebooks' silence. Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.brief_asked import brief_version_positions
from referee.rules.idioms import idiom_positions
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize(("question", "game", "entry"), [
    ("the Parent Cards, in a nutshell?", "coming-of-age", "parent-card.hand-and-discard"),
    ("el modo solitario de LOOP en pocas palabras", "loop", "solo.overview"),
    ("explícame en pocas palabras el modo cooperativo de LOOP", "loop", "coop.overview"),
    ("la preparación de CV, sin entrar en detalles", "cv", "setup.board"),
])
def test_a_brief_account_is_no_topic(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# Coming of Age, Memory Tokens: the rule of what they do answers; "en una frase" is how much to tell, no
# funny sentence printed on a card (rules/marking_asked.py)
@pytest.mark.parametrize("question", [
    "las Fichas de Recuerdo: ¿para qué sirven, en una frase?",
    "¿para qué sirven las Fichas de Recuerdo, en una sola frase?",
])
def test_in_one_sentence_is_no_printed_sentence(question):
    result = search(question)
    assert result.answered is True
    assert result.printed is False
    assert result.hits[0].game == "coming-of-age"


# LOOP, Competitive Mode: the mode's own overview answers the short version of it; the gap of a shorter game
# (no rulebook offers one) does not
def test_the_short_version_of_a_mode_is_its_rule():
    result = search("LOOP's competitive mode, short version?")
    assert result.answered is True
    assert result.gap is None
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.overview")


@pytest.mark.parametrize("question", ["is there a short version of LOOP?", "¿hay una versión corta de CV?"])
def test_a_shorter_game_offered_stays_silent(question):
    result = search(question)
    assert result.answered is False
    assert result.gap is not None


def test_a_short_version_is_the_account_only_where_nothing_offers_it():
    assert brief_version_positions(words("give me the short version of the solo mode"), "en") == {3, 4}
    assert brief_version_positions(words("how do goals work, short version"), "en") == {4, 5}
    assert brief_version_positions(words("is there a short version"), "en") == set()
    assert brief_version_positions(words("can we play the short version"), "en") == set()
    assert brief_version_positions(words("dame la versión corta del modo solitario"), "es") == {2, 3}
    assert brief_version_positions(words("¿hay una versión corta?"), "es") == set()
    assert brief_version_positions(words("is there a shorter version"), "en") == set()


def test_the_brief_phrases_are_idioms():
    assert idiom_positions(words("solo mode in a nutshell"), "en") == {2, 3, 4}
    assert idiom_positions(words("¿cómo funciona, a grandes rasgos?"), "es") == {2, 3, 4}
    assert idiom_positions(words("put the cards in a line"), "en") == set()
