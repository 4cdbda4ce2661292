"""How long and how hard the table argued is no topic of the question (issue 12).

"..., WE ARGUED FOR AGES, can he do that?", "WE HAD A BIG FIGHT ABOUT
WHETHER you can...", "... Y SE ARMÓ LA DISCUSIÓN, ¿vale?": a dispute after
a game tells that the table argued before it tells what about. Those words
are formulas of telling (lexicon `question_form.discourse`), never a topic
the answering rule must hold. The probes are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game, entry", [
    # LOOP: ACQUIRE takes a MATERIAL from another player
    ("my sister played ACQUIRE on me when i had no MATERIAL and we argued for hours, can she?", "loop",
     "favour.acquire"),
    ("Mi hermana me jugó ACQUIRE sin que yo tuviera MATERIAL y estuvimos horas discutiendo, ¿puede hacerlo?", "loop",
     "favour.acquire"),
    ("mi hermana me jugo ACQUIRE cuando yo no tenia MATERIAL y se armo la discusion, ¿vale?", "loop",
     "favour.acquire"),
])
def test_a_dispute_told_before_the_ask_is_answered(question, game, entry):
    result = search(question)
    assert result.answered is True, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


def test_a_fight_about_whether_asks_the_whether():
    # what decides is the card asked about, never the fight told
    result = search("we had a big argument about whether the Overtime card counts as a Career in adulthood, does it?")
    assert "big" not in result.missing and "whether" not in result.missing
