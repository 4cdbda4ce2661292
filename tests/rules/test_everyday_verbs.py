"""Everyday Spanish verbs of placing and obtaining ("colocar", "poner",
"obtener") are how a player tells the question, not its topic (issue 12):
a rule that says "puedes colocar" in other words, or never says the verb,
still answers. The questions are worded anew, not copied from the
benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿Cuántas Presencias puedo poner como máximo?",
    "¿Cuántas Presencias se pueden colocar como máximo?",
])
def test_a_verb_of_placing_is_a_detail_of_a_limit_question(question):
    # Coming of Age, p. 10, Presence: "You have 4 Character Tokens for Presences, which you may place in up
    # to 4 different locations (never two in the same location)"
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "presence.limit")


def test_a_verb_of_placing_does_not_hide_the_rule_of_the_thing_placed():
    # Coming of Age, p. 7, Frustration Tokens: "Flip the Token and place it covering the icon at the other (left)
    # end of the same Mood Track"
    result = search("Cuando supero una Frustración, ¿dónde coloco la ficha y con qué cara arriba?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "frustration.overcome", result.missing


def test_placing_somewhere_the_rulebook_never_speaks_of_stays_unanswered():
    # Coming of Age never speaks of tokens on the floor (grep of /work/shared/seeds for "floor"/"suelo": no match)
    assert not search("¿Puedo colocar una Presencia en el suelo?", game="coming-of-age").answered


@pytest.mark.parametrize("question", [
    "¿Cómo se colocan las cartas de Posesión en el CV, a la hora de jugarlas?",
    "A la hora de colocar una carta de Trabajo en mi CV, ¿dónde va?",
])
def test_a_la_hora_de_is_a_fixed_expression_not_a_time_of_day(question):
    # CV, Game Play > 4. Add to CV: "A new Possession or Work card must always go on top of its stack"; "a la
    # hora de" only means "when it comes to": no clock is asked about
    result = search(question, game="cv")
    assert result.answered and result.hits[0].id == "cv.place-work-possession", result.missing


@pytest.mark.parametrize("question, game, expected", [
    # Adulthood, Promotions and Marriage: "To marry your Partner, use the Date action on your Player Board,
    # committing one time meeple and paying one money, and gain the Married token" -- a gap that also says
    # "necesito" is no closer to the question for it
    ("¿Qué necesito para poder casarme?", "adulthood", "upgrade.marriage"),
    # Coming of Age, Setup: "Place your Vital Experience Point Counter on space 5 of the VEP Track"
    ("¿En qué casilla pongo el contador de VEP al preparar la partida?", "coming-of-age", "setup.vep-counter"),
])
def test_a_verb_of_doing_does_not_bring_a_gap_before_the_rule(question, game, expected):
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, expected)


def test_a_detail_word_that_is_the_point_still_brings_the_gap():
    # CV, End of the Game: "Each public life goal ... awards additional points to the player who best achieved
    # it"; what happens to one nobody achieved is not said: "nobody" (a `detail` word, not a verb of doing)
    # stays what makes the question go unanswered
    result = search("a public life goal that nobody completed: does anyone score it?")
    assert not result.answered and "nobody" in result.missing


@pytest.mark.parametrize("question", [
    "Usamos el CONTINUOUS EVENT en el mismo turno en que lo volteé, ¿estuvo bien?",
    "¿Un EVENT se aplica en el mismo turno en que lo volteo?",
])
def test_turning_a_card_over_is_said_in_the_rule_as_flipping_it(question):
    # LOOP, p. 14, Event: "Face-down EVENT in your AREA trigger only after you end your turn. Flip them all at
    # once ... A CONTINUOUS EVENT takes effect from the next player's turn" (Spanish: "dales la vuelta")
    result = search(question)
    assert result.answered, result.missing
    assert result.hits[0].game == "loop" and result.hits[0].id in {"events.triggering", "events.continuous"}


def test_a_little_is_a_detail_of_how_much_a_card_is_slid():
    # CV, Game Play > 2. Select Cards: the player "may slide a card slightly out of the track to remember which
    # one they want to buy" -- "un poquito" is how the player tells it, not a topic the rule must word
    result = search("¿Puedo asomar un poquito una carta de la fila para recordar cuál quiero?", game="cv")
    assert result.answered and result.hits[0].id == "select.plan", result.missing


@pytest.mark.parametrize("question", [
    "Adulthood en solitario: si gano, ¿dónde anoto mis puntos?",
    "adulthood solo: where do I write down my score when I win?",
])
def test_noting_a_score_down_is_said_in_the_rule_as_writing_it(question):
    # Adulthood, solo mode, End of Solo Game: "If you won, record your final score with a marker in the box on the
    # Achievement card you completed" (Spanish: "apunta tu puntuación final"): "anotar", "write down" are the
    # player's words for it
    result = search(question)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "solo.record-score")


def test_going_back_said_with_ir_is_moving_back():
    # Adulthood, Scoring Board: nobody moves back on a track during the game ("nadie retrocede"); "VA PARA
    # ATRÁS" says the same with "ir" and its way
    # (no token named: "con las fichas de Unhappiness" would ask of the tokens too, which that rule does not speak of)
    result = search("mi primo dice que el marcador de Impact va para atrás durante la partida, ¿es así?",
                    game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "scoring-board.no-backwards"
