"""`referee ask`: a question that names a variant in words (solo, co-op,
competitive, Rob Bot) is answered by that variant's entry before the
general rule whose words it repeats (rules/named_variant.py, issue 12).

Each case is worded anew after a group of the blind sets' top-1 misses,
with the rulebook fact that makes the variant's entry the answer.
"""

from __future__ import annotations

import pytest

from referee.rules import search as search_module
from referee.rules.index import get_index
from referee.rules.named_variant import named_variant_first
from referee.rules.normalize import read_by_neighbours, words
from referee.rules.search import search


def _first(question: str, game: str | None = None) -> str:
    result = search(question, game=game)
    assert result.answered, (question, result.missing)
    return result.hits[0].id


VARIANT_ASKED = [
    # LOOP p. 17, Solo Mode: "Blue RESELL (Solo): move 1 MATERIAL from your AREA to the bottom of the MATERIAL
    # deck" (the red RESELL of p. 11 gives it to another player): where the MATERIAL goes in solo
    ("¿adónde va a parar el MATERIAL si juego RESELL en solitario?", "loop", "favour.solo-resell"),
    ("en solitario, ¿adónde va el MATERIAL con RESELL?", "loop", "favour.solo-resell"),
    # LOOP p. 17: "Blue BARTER (Solo): exchange 1 of your MATERIAL with 1 MATERIAL from the BUY AREA"
    ("LOOP en solitario, ¿qué hace la FAVOUR BARTER azul?", "loop", "favour.solo-barter"),
    # Coming of Age, Solo Mode, Rob's turn step B: "he places one of his Character Tokens there as a Presence,
    # unless he has none left in his supply or already has a Presence there" (Rob's own rule, beside the
    # players' "never two in the same location")
    ("can Rob have 2 presences at the same location?", "coming-of-age", "solo.rob-presence"),
    ("¿Rob puede tener dos Presencias en el mismo sitio?", "coming-of-age", "solo.rob-presence"),
    # Adulthood, Solo Mode, End of Solo Game: "you gain no end-of-game points from hearts or from sets of Life
    # icons" (step 2 of the normal scoring gives them)
    ("solo game end: do we add happy for life icon sets as in a normal game?", "adulthood", "solo.end-scoring"),
]


# LOOP p. 16, Cooperative Mode: "you do not draw FAVOUR at the start of your turn" (the general rule's words, "draw
# 1 FAVOUR at the start of your turn", lift it well above the co-op entry: compared from
# search.NAMED_VARIANT_OVER_GENERAL_MARGIN)
VARIANT_ASKED.append(("en LOOP cooperativo, ¿robamos FAVOUR al empezar el turno?", "loop", "coop.favours"))


@pytest.mark.parametrize(("question", "game", "expected"), VARIANT_ASKED)
def test_the_named_variants_entry_comes_before_the_general_rule(question, game, expected):
    assert _first(question) == expected
    assert _first(question, game) == expected


# LOOP p. 14, Competitive Mode > Event: "Whenever your HAPPINESS token moves into another zone, whether by gaining
# or losing HAPPINESS and even outside your turn ..., immediately draw an EVENT": the rule of that section, which
# a question naming the competitive mode favours as it does the mode's own entries (its overview says "plus: you
# draw an EVENT whenever..." beside everything else that mode adds)
COMPETITIVE_SECTION = [
    "in competitive LOOP when exactly does someone draw an event card?",
    "competitive LOOP: do I draw an EVENT even when it's not my turn?",
    "competitive loop, when do i draw event cards exactly",
]


@pytest.mark.parametrize("question", COMPETITIVE_SECTION)
def test_a_rule_under_the_named_modes_section_is_favoured_as_the_modes_own(question):
    assert _first(question) == "events.drawing"


def test_a_general_entry_that_holds_a_setup_word_does_not_speak_of_the_variant():
    # LOOP p. 13, Competitive Mode > Setup: "Place your HAPPINESS token at your CAREER's starting HAPPINESS";
    # the INTERN's own card entry speaks of starting, which names LOOP's set-up, not the competitive mode
    question = "competitive LOOP: how much HAPPINESS does a player who isn't the INTERN start with?"
    assert _first(question) == "competitive.setup-player"


def test_the_general_rule_still_answers_when_no_variant_is_named():
    # LOOP p. 11: "RESELL: give 1 MATERIAL to any player and take COIN equal to its QUALITY from them";
    # Coming of Age p. 10: "never two in the same location"
    assert _first("how does RESELL work in loop?") == "favour.resell"
    assert _first("can I put two presences at the same location?") == "presence.limit"


def test_a_solo_card_rule_is_an_entry_of_the_solo_mode():
    # LOOP p. 17, Solo Mode: the five blue FAVOUR (favour.solo-*) are Solo Mode rules, as solo.* are
    modes = get_index().entry_modes["loop"]
    assert modes["favour.solo-resell"] == modes["solo.favours"] == "solo"
    assert modes.get("favour.resell") is None
    # ... and LOOP's EVENT rules sit under Competitive Mode (p. 13), whatever their ids
    english = get_index().langs["en"]
    sections = search_module._section_modes(get_index(), english)
    drawing = next(n for n, doc in enumerate(english.docs) if doc.entry.game == "loop" and doc.entry.id == "events.drawing")
    assert sections[drawing] == "competitive"


def test_spanish_solo_is_the_mode_only_after_a_word_of_playing():
    # "jugando solo", "modo solo" name the solo mode; "o solo después" is "only" (a question's reading; rule text
    # keeps its words)
    assert "solo" in read_by_neighbours(words("jugando solo, ¿cómo se gana?"), "es", asked=True)
    assert "solo" in read_by_neighbours(words("modo solo: con qué HAPPINESS gano"), "es", asked=True)
    assert "solo" not in read_by_neighbours(words("¿antes de trabajar o solo después?"), "es", asked=True)
    assert "solo" not in read_by_neighbours(words("solo al final"), "es", asked=True)
    assert "solo" in read_by_neighbours(words("solo al final"), "es")
    # LOOP p. 17: "In Solo Mode you try to reach HAPPINESS 11 or more at game end"
    assert _first("modo solo: ¿con cuánta HAPPINESS gano en LOOP?") in {"solo.aim", "solo.end"}


def test_una_sola_is_only_one_not_the_solo_mode():
    # "sola" stems as "solo" does: "una sola" is "only one" ("con una sola en la mano"); "jugando sola" the mode
    assert "unicamente" in read_by_neighbours(words("terminé con una sola en la mano"), "es", asked=True)
    assert "sola" in read_by_neighbours(words("jugando sola, ¿cómo se gana?"), "es", asked=True)


def test_a_card_the_question_names_is_not_passed_by_the_modes_overview():
    # LOOP: the Tycoon's card entry says where it may be used; the co-op overview does not name it
    assert _first("LOOP: can the Tycoon be used in co-op?") == "career.tycoon"
    assert _first("loop: ¿el Tycoon se puede usar en solitario?") == "career.tycoon"


def test_an_only_in_spanish_does_not_ask_the_solo_mode():
    # LOOP p. 9: "you may play any number of FAVOUR at any time in your turn: before, during and/or after WORK"
    # (not the solo FAVOUR rules)
    assert _first("¿puedo jugar favores antes de trabajar o solo después, en LOOP?") == "favours.play-anytime"


def _judged(rank: int, answered: bool, topics: int) -> tuple:
    # (the reasons of `search._best_covering`, in rules/judged_reasons.py's order: the naming at NAMING, the topics
    # at TOPICS)
    return ((answered, False, 0, True, False, False, False, True, False, topics, 0), rank, (), answered, ())


def test_the_variant_entry_must_answer_and_be_of_the_same_game():
    games = {0: "loop", 1: "loop", 2: "adulthood"}
    judged = [_judged(0, True, 2), _judged(1, False, 2), _judged(2, True, 2)]

    def pick(asked, speaks=lambda number: False):
        return named_variant_first(judged[0], judged, games.get, asked, lambda rank: rank, speaks)[1]

    assert pick({1}) == 0  # the variant's entry does not answer: the general rule stays
    assert pick({2}) == 0  # another game's variant: the general rule of the game asked stays
    judged[1] = _judged(1, True, 1)
    assert pick({1}) == 1  # both answer, the general rule never speaks of the variant
    assert pick({1}, speaks=lambda number: number == 0) == 0  # it does, and covers more of the question
    judged[1] = _judged(1, True, 0)
    assert pick({1}) == 0  # the variant's entry scores well below the first (its topics are not counted)
    judged[1] = _judged(1, True, 1)
    assert named_variant_first(judged[0], judged, games.get, {1}, lambda rank: rank, lambda number: False,
                               lambda rank: rank != 1)[1] == 0  # well behind, it must cover as many topics
    judged[0] = ((True, False, 0, True, False, False, False, 2, False, 2, 0), 0, (), True, ())
    assert pick({1}) == 0  # the first is the entry of the thing the question names, which the variant's does not
    judged[0] = _judged(0, True, 2)
    games[0] = None
    assert pick({1}) == 0  # a gap first keeps its place


def test_the_mode_table_that_says_what_is_left_out_is_not_passed_by_the_variant_set_up():
    # LOOP rulebook (Mode comparison, p. 12): "Cooperative = remove CAREER with the Not-For-Coop icon": the table
    # says the not-doing asked; the co-op set-up ("use only CAREER ... without the Not-For-Coop icon") does not
    result = search("¿Qué CAREER no se usan en el modo cooperativo?")
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "modes.careers")
