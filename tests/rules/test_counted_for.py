"""What a thing counts for, set apart in its own clause ("FOR THE PUBLIC GOALS,
does ... count?"), is unanswered unless the first rule names it; one named
thing's outcome asked to count for another's is how the two combine
(rules/counted_for.py, issue 12, round counts).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, word", [
    # CV: a misfortune discards an active card; the public goals go to whoever achieved them best; no rule says
    # whether a card lost earlier counts for them, and the rule of the misfortune ranks first
    ("For the public goals, does a card I had to discard to a misfortune still count?", "cv", "public goals"),
    ("Para los objetivos públicos, ¿cuenta una carta que descarté por una desgracia?", "cv", "objetivos publicos"),
    # Coming of Age: the right-most space of a Mood Track gives a passive bonus; the rule of the spaces, first,
    # never names the trait the player counts it for
    ("Para el Rasgo Testarudo, ¿la casilla del extremo derecho cuenta como bonificación pasiva?", "coming-of-age",
     "rasgo testarudo"),
    # Adulthood: the Achievement card is read on the card; the rule of the Partner's heart never names it
    ("My Partner's heart matches a Value. For the final scoring, does that count, say for the Achievement card?",
     "adulthood", "achievement card"),
])
def test_a_condition_set_apart_that_the_first_rule_never_names_is_unanswered(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


def test_a_condition_named_by_the_first_rule_still_answers():
    # Coming of Age, Hoarder: the trait's own rule names it and says which tokens count
    result = search("Para el Rasgo Acaparador, ¿cuentan también las Fichas de Recuerdo?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "trait.hoarder"


def test_a_purpose_inside_the_clause_of_the_verb_is_left_to_the_ranking():
    # CV, social assistance: the card is taken as if bought; "count for my points" is the ordinary way to ask it
    result = search("Does the card I took through social assistance count for my points?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "social.take-card"


@pytest.mark.parametrize("question", [
    "Landfill Tax is active and I'm the Scavenger. Does the MATERIAL I take from a LANDFILL count toward the tax?",
    "Con Landfill Tax activo, soy el Scavenger: ¿el MATERIAL que saco del LANDFILL cuenta para el impuesto?",
])
def test_one_named_things_outcome_asked_to_count_for_anothers_is_unanswered(question):
    # LOOP: Landfill Tax (1 COIN per MATERIAL sent to your LANDFILL) and the Scavenger's ability: no entry speaks
    # of both, so whether what one does counts for the other is how they combine, which the rulebook never says
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing == ("scavenger",)
    assert {hit.id for hit in result.hits[:2]} == {"event.landfill-tax", "career.scavenger"}


def test_one_named_thing_asked_to_count_toward_still_answers():
    # LOOP, Make It Rain: its own rule says what spending counts
    result = search("Do the COIN I spend on BUY count toward Make It Rain?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "event.make-it-rain"
