"""`ask` does not abstain over the frame a question is told in (issue 12).

Two frames: reported speech, a couple settling a dispute ("my partner says
...", "dice mi pareja que ...", "según mi pareja ...") and remembering,
players back after months ("I forget, ...", "remind me", "ya ni me
acuerdo", "recuérdame"): rules/framing.py. Beside each, the near question
where the same words are the game's own ("can my partner card be
replaced?", "¿cuántos dados se tiran?", CoA's "Ficha de Recuerdo"), and the
unanswerable question framed the same way, which stays unanswerable. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import framing
from referee.rules.normalize import words
from referee.rules.search import search


def _framed(text: str, lang: str) -> str:
    folded = words(text)
    frame = framing.frame_positions(folded, lang)
    return " ".join(word for position, word in enumerate(folded) if position in frame)


@pytest.mark.parametrize(
    ("text", "lang", "frame"),
    [
        ("my partner says you can reroll", "en", "my partner says"),
        ("my boyfriend reckons that tokens stay", "en", "my boyfriend reckons that"),
        ("he says the Lawyer can reject", "en", "he says"),
        ("she thinks each spot is used once", "en", "she thinks"),
        ("according to my wife the tie goes to money", "en", "according to my wife"),
        ("mi chica dice que el empate", "es", "mi chica dice que"),
        ("vale, dice mi pareja que puedo jugar", "es", "dice mi pareja que"),
        ("según mi pareja solo se pueden jugar 4", "es", "segun mi pareja"),
        ("ella dice que para ser adulto", "es", "ella dice que"),
        ("mi mejor amigo cree que se puede", "es", "mi mejor amigo cree que"),
    ],
)
def test_reported_speech_is_read_as_a_frame(text, lang, frame):
    assert _framed(text, lang) == frame


@pytest.mark.parametrize(
    ("text", "lang", "frame"),
    [
        ("I forget, after I play a parent card", "en", "i forget"),
        ("remind me how Meditate works", "en", "remind me"),
        ("I can't remember how many rerolls", "en", "i can not remember"),
        ("¿qué hacía ese evento? ya ni me acuerdo", "es", "ya ni me acuerdo"),
        ("recuérdame, ¿cuántas fichas hay?", "es", "recuerdame"),
        ("no me acuerdo bien del límite", "es", "no me acuerdo bien"),
    ],
)
def test_remembering_is_read_as_a_frame(text, lang, frame):
    assert _framed(text, lang) == frame


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("can my partner card be replaced?", "en"),  # Adulthood's Partner cards
        ("my partner and I both want the card", "en"),  # a person, but no one reported
        ("the Partner card says I gain energy", "en"),  # a card says: what it prints is asked
        ("¿cuántos dados se tiran?", "es"),
        ("¿cuándo se cambia de pareja?", "es"),  # Adulthood's Pareja cards
        ("el dado dice 6", "es"),  # no speaker: the article, not "él"
        ("¿para qué sirve la Ficha de Recuerdo?", "es"),  # Coming of Age's Memory token
        ("we forgot to hand out a life event", "en"),  # an act forgotten at the table: what is asked
        ("se me olvidó agarrar el bonus", "es"),
        ("me olvidé de ponerlo", "es"),
    ],
)
def test_the_same_words_outside_a_frame_are_left_to_the_rules(text, lang):
    assert _framed(text, lang) == ""


# CV, Game Play > 1. Roll the Dice: "Dice showing the bad luck symbol are frozen: they cannot be rerolled."
# CV, End of the game: a tie goes to the player with more cards (end.tiebreak). Coming of Age p. 9, Trait Bonus:
# "Solo puedes jugar 4 Fichas de Rasgo en tu tablero en toda la partida". Adulthood, Tablero de puntuación: "Solo
# necesitas pasar uno de los dos símbolos de Adulto". The one who says it and the verb of saying are not topics
# ("partner", "chica", "chico" were, with no game named), and the Spanish "dice" (says) is not dice: the rule
# of the claim answers.
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("my partner says the bad luck dice may be rerolled on the last reroll. is that true?", "cv",
         "roll.bad-luck-frozen"),
        ("mi chica dice que el empate lo gana quien tiene más cartas en CV", "cv", "end.tiebreak"),
        ("Según mi chico, en Coming of Age se pueden jugar más de 4 Fichas de Rasgo. ¿Cierto?", "coming-of-age",
         "trait-bonus.max-four"),
        ("Él dice que para ser Grown Up tengo que pasar las dos casillas Grown-Up. ¿Tiene razón?", "adulthood",
         "scoring-board.grown-up-once"),
    ],
)
def test_a_claim_reported_in_a_dispute_is_answered_by_its_rule(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# CV, Game Play > 1. Roll the Dice: "the player may reroll any number of dice, two times"; Coming of Age p. 9:
# at most 4 Trait Tiles played per game. Forgetting is how the player asks, not what ("forget" was a topic).
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("I forget, how many rerolls do you get in CV?", "cv", "roll.rerolls"),
        ("I forget, how many Trait Tiles can I play in a game of Coming of Age?", "coming-of-age",
         "trait-bonus.max-four"),
    ],
)
def test_a_question_told_as_remembering_is_answered_by_its_rule(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# Adulthood, Card Types: "If you get a new Partner (without Open Relationship), the previous Partner stops being
# active". CV, 1. Tirar los dados: "El jugador tira 4 dados". Outside the frame, "partner" and "dados" are the
# game's words, and rank the rule of them.
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("can my partner card be replaced in adulthood?", "adulthood", "cards.partner-replace"),
        ("¿cuántos dados se tiran en CV?", "cv", "roll.four-dice"),
    ],
)
def test_the_game_s_own_words_near_a_frame_still_find_their_rule(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# No rulebook says who designed a game, in what year it came out, or that players may team up in threes or pick
# the next game (grep of the seeds for "designer", "year", "teams of", "next game": no rule). Framed as a
# dispute or as remembering, the question is still about what the rulebook never says.
@pytest.mark.parametrize(
    "question",
    [
        "my partner says the winner of CV gets to pick the next game, is that right?",
        "he says in Coming of Age the youngest player picks the music, true?",
        "Dice mi pareja que en LOOP se puede jugar por equipos de tres. ¿Cierto?",
        "remind me, who designed LOOP?",
        "ya ni me acuerdo, ¿en qué año salió CV?",
    ],
)
def test_an_unanswerable_question_stays_unanswerable_inside_a_frame(question):
    assert search(question).answered is False
