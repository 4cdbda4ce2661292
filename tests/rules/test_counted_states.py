""""Does X count as ..." followed by a condition, an act or an outcome asks whether X meets it, not whether X stands
in for a thing: the rule of that condition answers (issue 12; rules/counted_states.py, read by rules/stand_ins.py).

A thing right after "count as" ("a time meeple", "1 symbol") is still a stand-in no rule allows. The questions are
written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import counted_states, scored_things
from referee.rules.normalize import words
from referee.rules.search import search

ANSWERED = [
    # LOOP, Solo Mode > End Game: "You win if you have HAPPINESS 11 or more after the ... Penalties"
    ("¿En solitario, terminar con HAPPINESS 11 cuenta como victoria?", "loop", "solo.end"),
    # Coming of Age, Two-Player Variant: "your Friendship level ... equal to or higher than that Tile's position"
    ("what Friendship level counts as enough to mimic a neutral Trait in the 2 player game?", "coming-of-age",
     "two-player.mimic"),
    # Adulthood, Player Turns: "the right-most card costs one energy and one money"
    ("does the right-most market card count as costing energy?", "adulthood", "turn.market-costs"),
    ("¿Una carta de la derecha del mercado cuenta como pagada si no tengo energía?", "adulthood", "turn.market-costs"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_a_condition_after_count_as_is_answered_by_its_rule(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_without_the_reading_it_was_a_stand_in(question, game, entry, monkeypatch):
    monkeypatch.setattr(counted_states, "asks_condition", lambda said, after, lang: False)
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "game"), [
    # Adulthood: money and time are both resources; no rule lets a money token stand for a time meeple
    ("does a money token count as a time meeple?", "adulthood"),
    # CV: good luck pays for good luck, three of them for anything; no rule makes two any symbol
    ("do 2 good luck count as 1 symbol of any kind?", "cv"),
])
def test_a_thing_after_count_as_stays_a_stand_in(question, game):
    assert search(question, game=game).answered is False


@pytest.mark.parametrize(("question", "lang", "asked"), [
    ("does 11 count as a win", "en", True),
    ("does it count as reaching the goal", "en", True),
    ("cuenta como pagada", "es", True),
    ("cuentan como de la zona de compra", "es", True),
    ("does it count as a time meeple", "en", False),
    ("cuenta como nada", "es", False),
    ("does it count as red", "en", False),
])
def test_what_follows_count_as(question, lang, asked):
    said = words(question)
    join = said.index("as" if lang == "en" else "como") + 1
    assert counted_states.asks_condition(said, join, lang) is asked


# ---------------------------------------------------------------- "does that count AS", "count for any X"

@pytest.mark.parametrize(("question", "game", "entry"), [
    # Coming of Age, Memory Cards: "paying a Memory with 4 Willpower Tokens" and what it gives: "instead of" tells
    # no slip found late here, and "does that count AS" asks the rule, not whether a game played stands
    ("I paid 4 Willpower for a Memory instead of Motivation, how many VEP does that count as?", "coming-of-age",
     "memory.willpower"),
    ("if I spend 4 willpower instead of motivation on a memory card, what does that count as?", "coming-of-age",
     "memory.willpower"),
])
def test_does_that_count_as_asks_a_rule(question, game, entry, monkeypatch):
    result = search(question, game=game)
    assert result.answered is True and result.hits[0].id == entry
    monkeypatch.setattr(counted_states, "counted_toward", lambda said, phrase, start, lang: False)
    assert search(question, game=game).answered is False


def test_a_slip_then_does_that_count_still_asks_a_fix():
    # nothing said after "does that count": whether the game played stands, which no rule settles
    assert search("we played 3 rounds instead of 2 by mistake. does that count?", game="loop").answered is False


@pytest.mark.parametrize("question", [
    # LOOP, Favours: accepting a FAVOUR gives REPUTATION: the reward named after "count for any" is priced there
    "ACCEPTing a favour, does that count for any REPUTATION?",
    "when I accept someone's FAVOUR, does it count for any REPUTATION?",
])
def test_count_for_any_named_reward_is_priced_by_the_rule_naming_it(question, monkeypatch):
    assert search(question, game="loop").answered is True
    monkeypatch.setattr(scored_things, "_reward_named", lambda said, end, asked, lang, ignored: None)
    assert search(question, game="loop").answered is False


def test_count_for_anything_left_open_is_still_a_scoring_ask():
    # nothing named after the ask: a rule that never scores the cards in hand leaves it unanswered
    assert search("do FAVOUR cards still in my hand at the end count for anything", game="loop").answered is False


# ---------------------------------------------------------------- "X count(s) ..., or only Y?"

@pytest.mark.parametrize(("question", "entry"), [
    # Coming of Age, Hoarder: the trait counts Willpower and Motivation Tokens: what it counts answers whether
    # Interest Tokens count
    ("Hoarder trait: do my interest tokens count toward it, or only willpower and motivation?", "trait.hoarder"),
    # Coming of Age, Sociable goal: the goal names whose characters it takes
    ("for the Sociable goal, do neutral characters count, or only the other players' children?", "goal.sociable"),
])
def test_what_the_count_takes_answers_or_only(question, entry, monkeypatch):
    result = search(question, game="coming-of-age")
    assert result.answered is True and result.hits[0].id == entry
    monkeypatch.setattr(counted_states, "counted_subject", lambda *args: ([], None))
    assert search(question, game="coming-of-age").answered is False


@pytest.mark.parametrize(("question", "lang", "subject", "other"), [
    ("do memory tokens count toward the 9 or only willpower", "en", ["memory", "tokens"], "willpower"),
    ("las fichas de interes cuentan o solo los dados", "es", ["fichas", "interes"], "dados"),
    ("do memory tokens count toward the 9 or willpower", "en", [], None),  # (no "only": any choice, as before)
    ("is it on top or only at the bottom", "en", [], None),  # (no verb of counting)
])
def test_the_subject_of_a_count_or_only(question, lang, subject, other):
    from referee.rules.normalize import stopwords
    folded = words(question)
    places = [at for at, word in enumerate(folded) if word not in stopwords(lang)]
    alternative = folded.index("or" if lang == "en" else "o")
    before = [n for n, place in enumerate(places) if place < alternative]
    after = [n for n, place in enumerate(places) if place > alternative]
    found, then = counted_states.counted_subject(folded, places, alternative, before, after, lang)
    assert [folded[places[n]] for n in found][-len(subject):] == subject if subject else found == []
    assert (folded[places[then]] if then is not None else None) == other
