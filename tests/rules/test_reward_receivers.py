"""A reward asked for oneself when another player acts on one's thing is
answered only by a rule that rewards a second party (rules/reward_receivers.py,
issue 12): the rule of the act rewards the one who acts. Worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_reputation_asked_by_the_player_of_the_accepted_favour_is_unanswered():
    # LOOP: "When you ACCEPT a FAVOUR you gain REPUTATION": the one who accepts, never the one who played it
    result = search("When another player ACCEPTs the SHARE I played to them, do I gain any REPUTATION as well?",
                    game="loop")
    assert result.answered is False
    assert result.hits[0].id == "favours.accept-reputation"


def test_vep_asked_by_the_owner_of_a_mimicked_trait_is_unanswered():
    # Coming of Age: the one who places the Mimic Trait Token gains the VEP; the tile's owner gets nothing said
    result = search("Si alguien pone su Rasgo Mimético encima de mi Ficha de Rasgo, ¿yo también gano VEP?",
                    game="coming-of-age")
    assert result.answered is False


def test_the_asker_accepting_a_favour_played_to_them_keeps_the_answer():
    # the asker acts ("if I accept"): the rule of the act rewards them
    result = search("someone played me a BARTER, if I accept how much REPUTATION do I get?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "favours.accept-reputation"
