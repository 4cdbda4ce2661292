"""A verb of the question that the rule says with another word of the same act (issue 12, false abstentions).

A topic word of the question (the action a "can I" question asks leave for,
or a word another game's glossary holds) used to be covered only by the
entry holding the very word or one of the game's glossary concepts: "get
rid of an activity" was not covered by the rule that says "DISCARD an older
one", so the right entry, found first, was judged silent. The groups named
in `same_act` (common.toml: discarding, moving, scoring) are read as one act:
an entry holding any word of the group covers the question's word. The same
commit reads Spanish "comprobar" as a word of looking ("check" already was)
and the subjunctive "se acabe / se terminen" of a supply as running out; and
"me ROMPEN un MATERIAL" (another player breaks it: LOOP's act of breaking)
no longer as a piece damaged at the table, which needs "SE me rompe".
Each class keeps the silences of its words that no rule answers.
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.search import search


def _answer(question: str) -> list[str]:
    result = search(question, limit=3)
    assert result.answered, (question, result.missing)
    return [f"{hit.game}:{hit.id}" for hit in result.hits]


def _silent(question: str) -> None:
    result = search(question, limit=3)
    assert not result.answered, (question, [hit.id for hit in result.hits])


@pytest.mark.parametrize("question", [
    "do i have to get rid of an activity when i complete a fourth one",
    "¿tengo que deshacerme de una Actividad cuando completo la cuarta?",
])
def test_getting_rid_of_is_the_rule_that_says_discard(question):
    # LOOP rulebook p. 7 (Start Turn): "You can keep only 3 ACTIVITY; when you complete a 4th or later
    # one, discard an older one to the Discard Pile."
    assert _answer(question)[0] == "loop:turn.activity-keep"


def test_a_mulligan_stays_silent_beside_the_discard_class():
    # Coming of Age rulebook (Parent Cards): played cards go to a public discard pile and are redrawn;
    # no rule lets a player throw back the cards dealt at setup and draw new ones
    _silent("We're playing our very first game and I really dont like the two Parent Cards I drew at setup. "
            "Am I allowed to shuffle them back and draw two new ones, like a mulligan?")


def test_moving_back_is_the_rule_that_says_no_one_goes_back():
    # Adulthood rulebook (Scoring Board): "Players never move backwards on any track during the game";
    # the Spanish entry says it "nadie retrocede", the question "mover ... hacia atrás"
    answers = _answer("¿Puedo mover mi marcador de Felicidad hacia atrás a propósito para que la partida de "
                      "Adulthood no se acabe todavía?")
    assert "adulthood:scoring-board.no-backwards" in answers


def test_taking_back_a_move_stays_silent():
    # Coming of Age has no rule for taking back a move already made (undoing is a topic of its own)
    _silent("can I take back my move after I placed my die")


def test_what_a_set_is_worth_is_the_final_scoring_step():
    # Adulthood rulebook p. 10: "Final scoring step 2: gain 1 happy for each matching Life icon you have
    # beyond 2 of that kind" (the question says WORTH, the entry SCORING)
    assert _answer("At the end I have 4 Education icons. How much happiness is that worth for sets?")[0] \
        == "adulthood:end.step2-sets"


def test_partial_points_stay_silent():
    # Adulthood rulebook: a Life Goal scores when it is met; no rule gives points for half of one
    _silent("do you get partial points for a life goal you only half completed")


def test_checking_social_assistance_is_looking_at_it():
    # CV rulebook (Social Assistance): "Each time one of the 3 stage decks runs out, the game stops at
    # once to check whether any player is eligible" (Spanish "se comprueba", the question "mirar")
    assert _answer("¿cuando se para la partida de cv para mirar lo de la asistencia social?")[0] == "cv:social.trigger"


def test_looking_at_a_deck_stays_silent():
    # Coming of Age rulebook: the Memory deck is drawn face down; no rule lets a player look through it
    _silent("can I look at the memory deck in coming of age")


@pytest.mark.parametrize("text, runs_out", [
    ("sin que se acabe un mazo", True),
    ("cuando se terminen las fichas", True),
    ("cuando se acabe la partida", False),  # the end of the game, not a supply running out
])
def test_a_supply_that_may_run_out_in_the_subjunctive(text, runs_out):
    assert ("agota" in normalize.read_by_neighbours(normalize.words(text), "es")) is runs_out


def test_the_same_act_classes_are_common_groups():
    assert normalize.SAME_ACT_CONCEPTS == frozenset(
        normalize.common_concept(word) for word in ("discard", "move", "points"))


@pytest.mark.parametrize("question", [
    "Landfill Tax activo, me rompen un MATERIAL y no tengo COIN, che que hago",
    "Landfill Tax activo, me rompen un MATERIAL con SHARE y no tengo COIN, ¿qué hago?",
])
def test_another_player_breaking_my_material_is_loops_broken(question):
    # LOOP rulebook (Landfill Tax, continuous event): "Each player loses 1 COIN for each MATERIAL that
    # ends up in their own LANDFILL ... the GLASS BREAKS, goes to P3's LANDFILL and P3 loses 1 COIN":
    # "me ROMPEN un MATERIAL" is that act (LOOP's "romper"), not a card torn at the table
    assert _answer(question)[0] == "loop:event.landfill-tax"


@pytest.mark.parametrize("text, damaged", [
    ("se me rompe una carta", True),
    ("se nos rompió un dado", True),
    ("me rompen un material", False),
])
def test_it_broke_on_me_is_said_with_se(text, damaged):
    assert ("deteriorado" in normalize.read_by_neighbours(normalize.words(text), "es")) is damaged


def test_a_loop_card_torn_at_the_table_stays_silent():
    # no rulebook speaks of damaged components; LOOP's Broken is a MATERIAL at QUALITY 0, not a torn card
    _silent("en LOOP se nos rompe una carta de MATERIAL de verdad, está rota, ¿qué hacemos?")
