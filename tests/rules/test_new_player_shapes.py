"""`ask` reads the question shapes of new players (issue 12, blind27's style).

Three shapes, each a mechanism of its own module:

* what a thing is for ("what's the point of X", "what is X about", "¿para
  qué sirve X?"): the frame is how it asks, no word of the answer
  (rules/purpose.py);
* the order of play ("what do we do first", "what comes next", "¿qué
  hacemos primero?"): the entry that lays the turn out in order answers
  (rules/sequence.py);
* two things side by side ("the difference between X and Y", "¿es lo
  mismo X que Y?"): the entries that define each (rules/comparison.py).

Beside each, a near question it must not change. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import comparison, purpose, sequence
from referee.rules.normalize import words
from referee.rules.search import search


def _ids(result) -> list[str]:
    return [f"{hit.game}:{hit.id}" for hit in result.hits]


# ---------------------------------------------------------------- what a thing is for


@pytest.mark.parametrize(
    ("text", "lang", "frame"),
    [
        ("what's the point of the Interview action?", "en", "the point of"),
        ("what is REPUTATION good for?", "en", "good for"),
        ("what is CV about?", "en", "about"),
        ("what are the round tokens for, do I keep them?", "en", "for"),
        ("¿Para qué sirven las Fichas de Voluntad?", "es", "para que sirven"),
    ],
)
def test_the_frame_of_a_purpose_question_is_found(text, lang, frame):
    folded = words(text)
    assert " ".join(folded[n] for n in sorted(purpose.purpose_positions(text, lang))) == frame


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("at what point of the turn do I draw?", "en"),  # "at what point": when, not what for
        ("how many points is a Possession worth?", "en"),
        ("can I ask about a card in my hand?", "en"),  # "about" inside the clause: a word of the question
        ("¿cuántos puntos vale una Posesión?", "es"),
    ],
)
def test_other_uses_of_the_frame_words_are_kept(text, lang):
    assert purpose.purpose_positions(text, lang) == set()


def test_the_point_of_an_action_is_answered_by_that_action():
    # Adulthood rulebook, the Interview action spot (Career, lower): "1 time to draw a Career or get Promoted";
    # before rules/purpose.py the question abstained for "point"
    result = search("What is the point of the Interview action?")
    assert result.answered
    assert _ids(result)[0] == "adulthood:board.interview"


# ---------------------------------------------------------------- the order of play


@pytest.mark.parametrize(
    ("title", "lang", "lays_out"),
    [
        ("The 4 phases of a turn", "en", True),  # Coming of Age, p. 8
        ("A turn has four steps, in order", "en", True),  # Adulthood, Turn Overview
        ("Las cinco fases del turno", "es", True),  # CV, Desarrollo de la partida
        ("Step 3: draft and play cards in either order", "en", False),  # one step, not the list
        ("Rounds: each player plays all phases on their turn", "en", False),  # counts none of them
        ("Final scoring steps, in order", "en", False),  # not a turn or a round
    ],
)
def test_an_entry_lays_out_the_turn_when_its_title_counts_its_parts(title, lang, lays_out):
    assert sequence.lays_out_order(title, lang) is lays_out


def test_what_comes_first_on_a_turn_is_the_list_of_its_steps():
    # Adulthood rulebook, Turn Overview: "1) place your Time, Money and Energy; 2) spend them ...; 3) play cards
    # from your hand and take a card from the market (in any order); 4) reset"
    result = search("¿Qué hacemos primero en el turno de Adulthood, colocar el tiempo o robar una carta?")
    assert result.answered
    assert _ids(result)[0] == "adulthood:turn.steps"


def test_a_choice_within_one_step_keeps_that_step():
    # Adulthood rulebook, step 3: drafting from the market and playing cards "in any order" (the step's own entry)
    result = search("in adulthood which comes first, drafting from the market or playing cards?")
    assert _ids(result)[0] == "adulthood:turn.step3-any-order"


def test_the_order_asked_of_a_variant_keeps_the_variant_rule():
    # CV rulebook, two-player note: "In the 2-player game this should be done after each player's turn"
    result = search("In the 2-player game of CV, what comes next after my turn?")
    assert _ids(result)[0] == "cv:cleanup.two-player"


# ---------------------------------------------------------------- two things side by side


@pytest.mark.parametrize(
    ("text", "lang", "phrase"),
    [
        ("is a willpower token the same as a motivation token?", "en", "the same as"),
        ("¿Es lo mismo una Ficha de Voluntad que una de Motivación?", "es", "lo mismo"),
    ],
)
def test_a_comparison_phrase_is_found(text, lang, phrase):
    folded = words(text)
    assert " ".join(folded[n] for n in sorted(comparison.phrase_positions_of(folded, lang))) == phrase


def test_a_comparison_is_answered_by_the_entries_that_define_each_side():
    # LOOP rulebook, Events: "CONTINUOUS EVENT: ... until replaced" and "IMMEDIATE EVENT: ... between turns", each
    # before the entry that only counts both ("30 EVENT: 19 CONTINUOUS, 11 IMMEDIATE")
    result = search("what is the difference between a continuous and an immediate EVENT in LOOP?")
    assert set(_ids(result)[:2]) == {"loop:events.immediate", "loop:events.continuous"}


def test_a_spanish_comparison_does_not_abstain_for_its_own_words():
    # Coming of Age rulebook, Memory: Willpower and Motivation tokens are two kinds of token; "mismo" is how
    # the question asks, not a word the rules must say
    result = search("¿Es lo mismo una Ficha de Voluntad que una de Motivación?")
    assert result.answered
    assert {"coming-of-age:memory.willpower", "coming-of-age:setup.unlimited-tokens"} & set(_ids(result)[:3])


@pytest.mark.parametrize(
    ("text", "lang", "left", "right"),
    [
        ("whats the difference between BUY and CONSUME", "en", {"buy"}, {"consum"}),
        ("is a willpower token the same as a motivation token", "en", {"willpower", "token"}, {"motivation", "token"}),
        ("¿Es lo mismo una Ficha de Rasgo que un Rasgo Mimético?", "es", {"fich", "rasg"}, {"rasg", "mimetic"}),
    ],
)
def test_the_sides_of_a_comparison_are_read_around_its_words(text, lang, left, right):
    from referee.rules.index import get_index
    from referee.rules.search import _prepare

    query, _ = _prepare(text, lang, get_index())
    assert query.compares
    assert set(query.sides[0]) - {"between", "entre"} == left and set(query.sides[1]) == right


def test_a_comparison_in_passing_names_no_sides_in_the_rest_of_the_question():
    from referee.rules.index import get_index
    from referee.rules.search import _prepare

    query, _ = _prepare("My HAPPINESS is at 0 and I want to WORK. What happens in basic mode, compared to the "
                        "competitive mode?", "en", get_index())
    assert not {"happi", "work"} & (query.sides[0] | query.sides[1])


def test_the_entries_of_each_side_come_before_a_rule_that_names_both():
    # LOOP rulebook, Your turn: "WORK: lose 1 HAPPINESS, gain 3 COIN" and "BUY: up to 3 MATERIAL ...", each before
    # "Do exactly 1 of WORK, BUY or CONSUME", which only names both
    result = search("whats the difference between the WORK and the BUY action in LOOP?")
    assert result.answered
    assert set(_ids(result)[:2]) == {"loop:turn.buy", "loop:turn.work"}


def test_a_spanish_comparison_puts_the_definitions_first():
    # CV rulebook, card types: "Posesiones: cuestan dinero y dan puntos" and "Cartas de trabajo: empleo, dinero y
    # sacrificios", not "Trabajo y Posesión siempre van encima", which names both in passing
    result = search("¿Qué diferencia hay entre una carta de Posesión y una de Trabajo en CV?")
    assert _ids(result)[0] == "cv:card-type.possession"
    assert "cv:card-type.work" in _ids(result)[:3]


# ---------------------------------------------------------------- components told by their pictures


@pytest.mark.parametrize(
    "text",
    [
        # LOOP rulebook, Goals: the 5 properties HOUSE, GROUP, LEAF, BOOK, HEART drawn on the ACTIVITY cards
        "what do the pictures of a heart and a house on the ACTIVITY mean?",
        "¿qué significan los dibujos de hoja y libro en las ACTIVITY?",
    ],
)
def test_a_word_of_a_picture_before_the_things_drawn_is_a_detail(text):
    result = search(text)
    assert result.answered
    assert _ids(result)[0] == "loop:goal.properties"


def test_a_word_of_a_picture_with_nothing_covered_after_it_stays_a_topic():
    from referee.rules.pictures import depicted_covered

    found = [("dibujos", True, False), ("caja", True, False)]
    depicted_covered(found, "es")
    assert found[0] == ("dibujos", True, False)


def test_a_face_told_before_a_covered_token_is_its_look():
    from referee.rules.modifiers import looks_covered

    # Adulthood rulebook, negative tokens: the sad face is what the Unhappiness token shows
    found = [("sad", True, True), ("face", True, False), ("tokens", False, True)]
    looks_covered(found, [True, True, False], [False, False, False], [], "en")
    assert found[1] == ("face", False, False)


def test_an_adverb_after_a_card_name_is_no_part_of_it():
    # LOOP rulebook, FAVOUR BARTER ("Trueque"): the card's own entry answers; "exactamente" is no word of its name
    result = search("¿qué hace la carta BARTER exactamente?")
    assert result.answered
    assert _ids(result)[0] == "loop:favour.barter"


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # CV rulebook, card types: "Relationship cards: relationships, often good luck", "Work cards: jobs, money and
        # sacrifices"; the catalog's gap of how many cards of each type there are is not this question
        ("¿En qué se diferencian las cartas de Relación de las de Trabajo?", "cv:card-type.relationship"),
        ("¿Cuál es la diferencia entre las cartas de Salud y las de Trabajo?", "cv:card-type.health"),
    ],
)
def test_the_two_entries_of_a_comparison_answer_before_a_gap_that_holds_both_words(text, first):
    result = search(text)
    assert result.answered
    assert _ids(result)[0] == first
    assert "cv:card-type.work" in _ids(result)[:2]


def test_a_count_of_the_same_two_kinds_is_still_the_gap():
    # CV rulebook, Components: deck sizes only; how many cards of each type is the catalog's known gap
    result = search("¿Cuántas cartas de Salud y cuántas de Trabajo hay en total en CV?")
    assert not result.answered


def test_a_look_word_is_no_thing_a_purpose_question_asks_about():
    # CV rulebook, Cleanup: the round tokens follow the active cards; "Rounds: ..." is no entry of a thing asked
    assert purpose.asked_things(["littl", "round", "token"], ["little", "round", "tokens"], [True, True, False],
                                "en") == {"token"}
    assert purpose.asked_things(["memori", "token"], ["memory", "tokens"], [True, False], "en") == {"memori", "token"}
