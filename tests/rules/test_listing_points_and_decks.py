"""Cards counted by the points they give for a thing, or in a named deck, are listed (rules/instances.py, issue 12).

"How many life goal cards give points FOR Health cards?" counts the goal
cards by what each one prints, which CV's rulebook never lists; "how many
Health cards give points?" asks the scoring rule, and stays answered. The
deck the counted cards lie in ("how many cards IN THE OLD AGE DECK give
...") says where they are, not what they print. The questions are worded
anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.instances import asked_listing
from referee.rules.search import search


@pytest.mark.parametrize("question, lang, kind", [
    ("which life goal cards give points for relationship cards?", "en", ("life", "goal", "cards")),
    ("¿Cuántos objetivos vitales dan puntos por cartas de Salud?", "es", ("objetivos", "vitales")),
    ("how many cards in the old age deck give an extra die?", "en", ("cards",)),
    ("how many Work cards in the middle age deck pay money?", "en", ("work", "cards")),
])
def test_cards_counted_by_their_own_reward_or_in_a_deck_are_listed(question, lang, kind):
    assert asked_listing(question, lang) == kind
    result = search(question, game="cv")
    assert result.answered is False
    assert result.hits and result.hits[0].game == "cv"  # the kind's rule, shown as related
    assert " ".join(kind) in " ".join(result.missing)


@pytest.mark.parametrize("question, lang", [
    ("how many points do Health cards give?", "en"),
    ("¿Cuántos puntos dan las cartas de Salud?", "es"),
    ("how many cards do I draw from the deck?", "en"),
])
def test_points_of_a_scoring_rule_or_cards_drawn_are_no_listing(question, lang):
    assert asked_listing(question, lang) == ()


def test_the_scoring_table_still_answers_the_points_of_a_kind():
    # CV p. 7: Health, Relationship and Knowledge cards score by how many a player has (the table)
    result = search("how many points do 5 knowledge cards give at the end?", game="cv")
    assert result.answered is True
    assert result.hits[0].id in {"scoring.table", "scoring.sets"}
