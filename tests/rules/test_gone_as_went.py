""""Where should it HAVE GONE?" asks where a thing goes, not about a thing gone (issue 12).

In English "gone" is a word of running out ("the cards are gone"); after a
form of "have" ("have gone", "should've gone") it is the verb "go", and a
table that asks where a thing should have gone after putting it somewhere
else asks the rule that says where it goes (lexicon `neighbours.by_previous_word`).
The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import read_by_neighbours, words
from referee.rules.search import search


@pytest.mark.parametrize("text", ["where should it have gone", "it has gone to the box", "should've gone left"])
def test_gone_after_have_reads_as_go(text):
    assert "gone" not in read_by_neighbours(words(text), "en", asked=True)


def test_gone_as_a_state_stays_gone():
    assert "gone" in read_by_neighbours(words("the cards are all gone, what now"), "en", asked=True)


@pytest.mark.parametrize("question", [
    "my PLASTIC dropped to quality 0 and we left it in my area, where should it have gone?",
    "en LOOP mi PLASTIC bajó a calidad 0 y lo dejamos en mi zona, ¿dónde tendría que haber ido?",
])
def test_where_a_broken_material_should_have_gone_is_answered(question):
    # LOOP: a MATERIAL at QUALITY 0 is BROKEN and goes to its owner's LANDFILL
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.broken")


# "gone" alone says a thing is lost or over ("gone for good", "they're gone"), which is not a supply run out:
# only "ALL gone" is (lexicon common.toml, the group of running out)
@pytest.mark.parametrize("question, answer", [
    ("after promotion, is the left career action gone for good?", ("adulthood", "cards.career-spots")),
    ("what if the willpower tokens are all gone?", ("coming-of-age", "setup.unlimited-tokens")),
])
def test_gone_alone_is_no_running_out(question, answer):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == answer
