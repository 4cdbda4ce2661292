"""A second side after "or" that opens one of two moments offered asks when, not where (rules/named_places.py, issue 12).

"¿me da algo ya en este turno O A PARTIR del siguiente?": the "o a" is a
moment, not a second place a thing is put in; the question is read as an
either/or of moments (rules/offered_moments.py). The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "if i put a Presence there, does it count right away or in the next year?",
    "Si pongo una Presencia en esa ubicación, ¿cuenta ya en este turno o a partir del año que viene?",
])
def test_two_moments_offered_after_a_placing_verb_are_no_two_places(question):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert "or in" not in result.missing and "o a" not in result.missing


def test_two_named_places_are_still_two_places():
    # the Married token: on the Partner card OR ON the player board, no moment offered
    result = search("Once we marry, does the Married token sit on my Partner card or on my player board?",
                    game="adulthood")
    assert result.answered is False
    assert result.missing == ("or on",)
