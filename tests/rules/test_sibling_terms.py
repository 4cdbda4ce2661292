"""A rule about one term of a kind (LOOP's BUY) does not answer a question
about a sibling it never names (RECYCLE); the sibling's own rule answers
when it is close (rules/sibling_terms.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, missing", [
    ("can i spend REPUTATION for an extra QUALITY on the MATERIAL i take with RECYCLE", "recycle"),
    ("se puede gastar REPUTATION para pagar menos COIN al hacer ACQUIRE", "acquire"),
])
def test_the_buy_rule_does_not_answer_for_a_favour(question, missing):
    # LOOP p. 9: "Only when you BUY: spend 1 REPUTATION to add 1 QUALITY"; nothing on the FAVOURs
    result = search(question)
    assert not result.answered
    assert missing in result.missing


@pytest.mark.parametrize("question", [
    "can I play RESELL on someone who has only 1 COIN for my QUALITY 3 MATERIAL?",
    "someone plays me RESELL quality 3 but i only have 1 coin, can they",
])
def test_the_asked_terms_own_rule_goes_first(question):
    # LOOP p. 11, RESELL: "give a MATERIAL, take its QUALITY in COIN", not the BUY rule
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "favour.resell")


@pytest.mark.parametrize("question, entry_id", [
    ("can I spend REPUTATION when I BUY a MATERIAL?", "reputation.buy"),
    ("how much COIN do I pay for QUALITY 3 when I BUY?", "turn.buy"),
])
def test_a_question_about_the_term_itself_still_answers(question, entry_id):
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry_id)


def test_every_member_of_a_kind_is_a_glossary_term():
    # a kind names its terms by the first English name of their glossary entries: a misspelt one would drop silently
    from referee.rules import corpus
    for game in corpus.available_games():
        path = corpus.rulesets_dir() / corpus.game_id(game) / "glossary.toml"
        if not path.is_file():
            continue
        known = {term.in_lang("en")[0].casefold() for term in corpus.glossary(game) if term.in_lang("en")}
        for kind in corpus.read_toml(path).get("kinds", []):
            assert {str(name).casefold() for name in kind["members"]} <= known, game
