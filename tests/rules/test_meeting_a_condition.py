"""Meeting a requirement said with another verb than the rule's (issue 12).

The CV rulebook writes of one act "the player must still FULFILL it" (2. Select
Cards, 3 good luck) and "any special conditions on the card must still be MET"
(Social Assistance); players ask "a special condition I don't MEET", "without
MEETING it". The everyday group of meeting a requirement
(referee/rules/lexicon/common.toml) makes the verbs one, so the rule that says
"fulfil" covers the question that says "meet". Questions written for this test.
"""

from referee.rules.normalize import COMMON_GROUPS
from referee.rules.search import search


def test_meet_and_fulfil_are_one_everyday_concept():
    group = next(group for group in COMMON_GROUPS if "fulfil" in group)
    assert {"meet", "meeting", "fulfil", "fulfill", "fulfilled", "satisfy"} <= set(group)


def test_a_condition_not_met_is_answered_by_the_rule_that_says_fulfil():
    # CV rulebook, 2. Select Cards: "If a card's cost also includes some special condition, the player must
    # still fulfill it. 3 good luck symbols only covers the cost expressed in symbols."
    for question in ("I've got 3 good luck. May I take a card that has a special condition too, without meeting it?",
                     "Does three good luck let me take a card without meeting the special condition printed on it?"):
        result = search(question, game="cv")
        assert result.answered is True, question
        assert result.hits[0].id == "select.good-luck-conditions", question
