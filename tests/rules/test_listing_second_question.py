"""A listing question ends where a second question begins (rules/instances.py, issue 12).

"¿Qué cartas de Salud dan buena suerte?" lists the Health cards by what they
print, which CV's rulebook does not (silent). "¿Qué son las cartas de posesión
y qué dan?" asks two things of the kind, what it is and what it gives: the
"qué" after "y" opens a second question, it is no relative pronoun before the
kind's verb, so the question lists nothing and the rule of the kind answers
it. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.instances import asked_listing
from referee.rules.search import search


def test_a_word_of_asking_after_and_opens_a_second_question():
    assert asked_listing("¿Qué son las cartas de posesión y qué dan?", "es") == ()
    # CV, card types: "6. Possession - to get possessions, it's usually necessary to have money. They give you
    # satisfaction, that is, victory points!" (the kind's own rule)
    result = search("¿Qué son las cartas de posesión y qué dan?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "card-type.possession"


def test_a_listing_by_what_the_cards_print_stays_silent():
    # CV's rulebook explains each type of card, never which Health cards print good luck
    assert asked_listing("¿Qué cartas de Salud dan buena suerte?", "es") == ("cartas", "de", "salud")
    assert search("¿Qué cartas de Salud dan buena suerte?", game="cv").answered is False
