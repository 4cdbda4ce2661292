"""A glossary phrase whose words fall in two sentences of the question is no
notion of it (search._concepts_by_sentence, issue 12): "... 5 MATERIAL in my
LANDFILL. What do I LOSE?" asks what is lost at the end, not of a "Landfill
Penalty" the rule must name as such.

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_phrase_across_two_sentences_is_no_notion_asked():
    # LOOP rulebook, "Competitive Mode > Landfill Penalty" and the debt penalty of an unpaid CREDIT CARD: each
    # player loses HAPPINESS at game end for both; the debt rule answers without the words "Landfill Penalty"
    result = search("Final round is done: one CREDIT CARD still unpaid, 8 MATERIAL in my LANDFILL. What do I lose?",
                    limit=3)
    assert result.answered, result.missing
    assert result.hits[0].id in {"credit.debt-penalty", "competitive.landfill-penalty"}


def test_a_phrase_within_one_sentence_is_still_a_notion():
    # said in one sentence, "landfill penalty" is the term, and its rule comes first
    result = search("how does the landfill penalty work at the end of a loop game?", limit=3)
    assert result.answered
    assert result.hits[0].id == "competitive.landfill-penalty"
