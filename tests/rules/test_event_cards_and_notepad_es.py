""""Cartas de evento" are CV's, Adulthood's are Life Events; "el bloc de notas" is CV's score pad (issue 12;
rulesets/adulthood/rules.*.toml `cards.life-event` aliases, rulesets/cv/glossary.toml).

CV's rulebook calls its one-use cards "event cards" ("cartas de evento"); Adulthood's calls its cards "Life Event"
("Evento Vital"), and LOOP's its EVENT. An alias "event cards" / "cartas de evento" on Adulthood's Life Event entry
put it first for CV's questions that name no game. A player's "bloc de notas" (or "libreta de notas") is the score
pad the CV box holds ("un bloc de puntuación y un lápiz"); without it the Spanish question abstained on "bloc" and
ranked LOOP's Landfill first. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿Y las cartas de evento, qué hacen?",
    "what are the event cards for?",
])
def test_event_cards_are_cvs(question):
    result = search(question)
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "card-type.event")


@pytest.mark.parametrize("question", [
    "en adulthood, ¿qué hacen las cartas de evento?",
    "¿Para qué sirven los Eventos Vitales?",
])
def test_life_events_keep_their_entry(question):
    result = search(question)
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.life-event")


@pytest.mark.parametrize("question", ["¿Para qué sirve el bloc de notas?", "¿la libreta de notas para qué es?"])
def test_the_notepad_of_cv(question):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "components.notepad")
