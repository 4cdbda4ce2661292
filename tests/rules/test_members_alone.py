"""A FAVOUR named by its type alone is a FAVOUR to the rule that speaks of any FAVOUR (issue 12, false abstentions).

"Can I REJECT an ACQUIRE by discarding a RESELL?": the question never says
"FAVOUR", yet ACQUIRE and RESELL are two of its types (the glossary's
`[[kinds]]` `kind_of`), and the rule "You can REJECT a FAVOUR only by discarding another
FAVOUR of the same type" answers for each (rules/kinds.py
`_members_alone`). The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules.kinds import members_of
from referee.rules.normalize import key
from referee.rules.search import search


def test_a_favour_named_by_its_type_is_answered_by_the_rule_of_any_favour():
    # LOOP rulebook 2.4 b) (P.9): "You can only choose to REJECT a FAVOUR by discarding another same FAVOUR from
    # your hand; or by deducting 1 REPUTATION of yours"; 3.1 (P.11): ACQUIRE and RESELL are two of the 5 types
    result = search("can I REJECT an ACQUIRE by discarding a RESELL, or must it be another ACQUIRE?")
    assert result.answered, result.missing
    assert result.hits[0].id == "favours.reject"


def test_the_types_of_favour_are_listed_members_of_their_kind():
    # LOOP rulebook 3.1 (P.11): "There are 5 types of red FAVOUR" (ACQUIRE, BARTER, RECYCLE, RESELL, SHARE)
    assert "favor" in members_of("loop", "en")["barter"]
    assert "favor" in members_of("loop", "es")[key("trueque", "es")]
    assert "trad" not in members_of("loop", "en")  # ("trade", a synonym of BARTER, is an everyday word too)


def test_a_member_whose_rule_is_not_about_its_kind_stays_a_topic():
    # LOOP: no rule limits how many FAVOUR of one type a player holds (only "draw 1 FAVOUR if you have less than
    # 5 in hand"): the type asked is still a topic the nearest rule lacks
    assert search("LOOP: is there a limit to how many SHARE I hold?").answered is False
