"""A known gap against the rule that answers: what the question raises is not the gap's edge case (issue 12).

`search._names_what_rule_lacks` lets a known gap close behind the answering
rule be the question when it names the thing asked about that the rule
never says. A noun of the situation told before the ask ("If I lose the
bicycle card TO A MISFORTUNE, ...?") names no such thing: the gap that
speaks of it (how the bicycle card is lost) is about its own edge case, and
the rule that answers the ask keeps the question. Nor is doing without a
thing ("sin materiales") the gap's point when the rule says having none of
it in its own words ("quien no tenga Materiales"). Nor is a noun of a
clause that tells the moment of the ask ("... right away, DURING MY
ROLLS?"): the moment the player is at, not the thing asked. Questions
worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# CV, Setup: the start player takes the bicycle token "so everyone remembers who started even if that player loses
# the bicycle card during play"; gap.bicycle-lost is about how the card is lost and whether it comes back.
def test_a_misfortune_told_before_the_ask_is_the_scene():
    result = search("If I lose the bicycle card to a misfortune, do I still go first each round?")
    assert result.answered is True
    assert result.gap is None
    assert {hit.id for hit in result.hits[:3]} >= {"setup.bicycle-token", "cards.bicycle"}


def test_the_same_scene_told_in_spanish():
    result = search("Si la desgracia se lleva mi bicicleta, ¿empiezo yo igual las rondas?")
    assert result.answered is True
    assert result.gap is None
    assert result.hits[0].id in {"setup.bicycle-token", "cards.bicycle", "round.order"}


# LOOP, Favours (p. 11): ACQUIRE "cannot be played against a player who has no MATERIAL", RESELL against one "who does
# not have enough COIN to pay you". Doing it to someone "sin" them is what the rule says in its own words; the gaps
# of paying with too few COIN yourself (gap.acquire-cannot-pay) and of Red Gown without MATERIAL are other cases.
def test_a_rule_that_says_having_none_answers_doing_without():
    acquired = search("puedo hacer un ACQUIRE a un jugador sin materiales?")
    assert acquired.answered is True
    assert acquired.hits[0].id == "favour.acquire"
    resold = search("RESELL a un jugador sin monedas, ¿vale?")
    assert resold.answered is True
    assert resold.hits[0].id == "favour.resell"


# CV, Bad luck (Phase 1): every 3 bad luck symbols are one misfortune; gap.bad-luck-carry-over asks whether one or two
# leftover symbols count toward the next turn's rolls. "During my rolls" tells the moment of the ask, not the rolls.
def test_a_noun_of_the_moment_told_is_not_the_gap_thing():
    for question in ("Third bad luck symbol showed up. When does my misfortune happen, right away during my rolls?",
                     "I have 3 bad luck symbols now. Do I lose a card immediately, during my rolls?"):
        result = search(question)
        assert result.answered is True, question
        assert result.gap is None
        assert result.hits[0].id == "badluck.misfortune"
