""""Does X count as Y?" is answered by a rule that makes X one of the Ys, and asks a condition when a denial or a
clause follows "count as" (issue 12; rules/stand_ins.py `_placed_among`, `stand_in_counted_told`;
rules/counted_states.py `counted_clauses`).

A rule need not say "counts as" to tell it: "a new Possession goes on top, BECOMING the active card", "move any
Life Events ... TO YOUR Experience stack" (the thing is then one of one's Ys). And "count as NOT allowed",
"cuenta como QUE consume" name no thing X could stand in for. A thing no rule puts among the Ys stays a stand-in
the rulebook does not allow. The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import counted_states, stand_ins
from referee.rules.normalize import words
from referee.rules.search import search

TOLD = [
    # CV, Add to CV: "A new Possession or Work card must always go on top of its stack, becoming the active card."
    ("¿Una Posesión nueva cuenta como la activa en cuanto la pongo?", "cv", "cv.place-work-possession"),
    # Adulthood, step 4: "move any Life Events you acquired during your last turn to your Experience stack"
    ("Does a Life Event count as an Experience once I file it?", "adulthood", "turn.life-events-to-stack"),
    ("¿Un Evento Vital cuenta como Experiencia en mi pila?", "adulthood", "turn.life-events-to-stack"),
]


@pytest.mark.parametrize(("question", "game", "entry"), TOLD)
def test_a_rule_that_makes_x_one_of_the_ys_answers(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "game", "entry"), TOLD)
def test_without_those_rule_words_it_was_a_stand_in(question, game, entry, monkeypatch):
    frames = stand_ins._frames(search(question, game=game).lang)
    monkeypatch.setattr(frames, "counted_rule", tuple(f" {word} " for word in ("not", "never", "no", "nunca")))
    monkeypatch.setattr(frames, "counted_placed", ())
    assert search(question, game=game).answered is False


CONDITIONS = [
    # LOOP, Cooperative Mode: the CAREER and the cards a mode leaves out
    ("Which ACTIVITY cards count as not usable in co-op?", "loop"),
    # LOOP, CONSUME example: "DANCE needs GLASS and PLASTIC"
    ("¿El ACTIVITY de DANCE cuenta como que consume GLASS?", "loop"),
    ("Does the DANCE ACTIVITY count as not needing METAL?", "loop"),
]


@pytest.mark.parametrize(("question", "game"), CONDITIONS)
def test_a_denial_or_a_clause_after_count_as_asks_a_condition(question, game):
    assert search(question, game=game).answered is True


@pytest.mark.parametrize(("question", "game"), CONDITIONS)
def test_without_the_clause_words_it_was_a_stand_in(question, game, monkeypatch):
    real = counted_states.asks_condition
    clauses = {"not", "no", "que"}
    monkeypatch.setattr(counted_states, "asks_condition",
                        lambda said, after, lang: after < len(said) and said[after] not in clauses
                        and real(said, after, lang))
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "game"), [
    # CV: no rule puts the childhood cards among the CV cards the social assistance compares
    ("do the three childhood cards count as CV cards for social assistance?", "cv"),
    # Adulthood: the Partner's heart is its own icon; no rule makes it a Life icon
    ("Does the heart on a Partner count as a Life icon at the end?", "adulthood"),
    # CoA, Final Scoring: "pasas A TU reserva personal la Ficha de Rasgo Mimético" files the token, not among Traits
    ("Para el desempate, ¿las fichas miméticas cuentan como Fichas de Rasgo?", "coming-of-age"),
])
def test_a_thing_no_rule_puts_among_the_ys_stays_a_stand_in(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("which careers count as not allowed", "en", True),
    ("cuenta como que pide un glass", "es", True),
    ("cuentan como no permitidas", "es", True),
    ("does it count as a time meeple", "en", False),
])
def test_what_follows_count_as(question, lang, asked):
    said = words(question)
    after = next(at for at, word in enumerate(said) if word in ("as", "como")) + 1
    assert counted_states.asks_condition(said, after, lang) is asked
