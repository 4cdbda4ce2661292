"""Plain asks a rule answers are not taken by a gap (issue 12, false abstention,
round fabst37).

A gap (`rulesets/<game>/gaps.*`) is a question the rulebook leaves open; its
aliases must word the open detail, not the plain question next to it that a
rule answers. Some did ("stop now and score" beside Adulthood's rule that play
goes on after the markers cross; "what does Meditate do in solo" beside the
solo Meditate rule), and some plain asks were told only in words the rule
entries lacked ("look at the Trait Tiles in her hand" for "your hand is hidden
from the other players"; "one after another" for Coming of Age's phases played
"at the same time"; "does the game stop right away" for LOOP's and
Adulthood's rule that the round is played out; CV's "still tied after the
tie-break" for "if they are still tied, the game ends in a tie"). The
gaps' aliases now say the open detail and the rules gained the everyday
wording of what they say. TUNE121: false abstention 553 -> 543, top-1 21239 ->
21247, top-3 22548 -> 22551, abstention unchanged (3756, game 3772).
Beside them, the open details stay gaps. The questions are worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

# (question, the game, the entries that answer it)
ANSWERED = [
    ("Do the other players get to look at my Trait Tiles and Parent Cards?", "coming-of-age", {"setup.hidden-hand"}),
    ("Do we pick our dice at the same time or one after another?", "coming-of-age", {"play.simultaneous"}),
    ("Somebody reached HAPPINESS 12 halfway through the round. Does the game stop right away or do the rest still play?",
     "loop", {"end.trigger", "end.max-happiness"}),
    ("Our markers crossed on my turn just now: do we stop right now?", "adulthood", {"scoring-board.crossing", "end.equal-turns", "end.trigger"}),
    ("My markers just crossed on my turn. Does the game stop right now?", "adulthood", {"scoring-board.crossing", "end.equal-turns", "end.trigger"}),
]


@pytest.mark.parametrize("question, game, ids", ANSWERED)
def test_the_plain_ask_a_rule_answers_is_answered(question, game, ids):
    result = search(question)
    assert result.answered is True and result.gap is None, (question, result.gap and result.gap.id)
    assert (result.hits[0].game, result.hits[0].id) in {(game, i) for i in ids}, (
        question, [(hit.game, hit.id) for hit in result.hits[:3]])


# (question, the game, the gap): the open detail beside each mended ask
SILENT = [
    ("We want to stop before anyone crosses. Can we just score it as it stands?", "adulthood", "gap.end-early"),
    ("Can we end the game early and score before anyone's markers cross?", "adulthood", "gap.end-early"),
    ("If I reach HAPPINESS 12 and an EVENT then drops me back to 11 before the round is over, does the game still end?",
     "loop", "gap.happiness-drops-after-12"),
]


@pytest.mark.parametrize("question, game, gap", SILENT)
def test_the_open_detail_stays_a_gap(question, game, gap):
    result = search(question, game=game)
    assert result.answered is False, (question, [hit.id for hit in result.hits[:3]])
    assert result.gap is not None and result.gap.id == gap, (question, result.gap and result.gap.id)
