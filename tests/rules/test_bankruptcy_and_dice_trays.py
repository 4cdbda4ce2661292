"""`ask` abstains on going bankrupt and on a dice tray: no rulebook here has either (issue 12).

Both are common topics of rules questions (lexicon common.toml `topics`:
"bankrupt", "dice tray"): an entry that never speaks of a player ruined for
want of money, or of a tray to roll dice in, does not answer "can I go
bankrupt?" or "is there a dice tray?", however many of the question's other
words it holds. The questions are worded anew, not copied from the benchmark
sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_going_bankrupt_is_unstated():
    # LOOP, COIN and CREDIT CARDs: a player short of COIN may take a CREDIT CARD; nothing puts a player out
    result = search("what happens if I go bankrupt in LOOP?", game="loop")
    assert result.answered is False
    assert search("¿qué pasa si un jugador entra en bancarrota en LOOP?", game="loop").answered is False


def test_a_dice_tray_is_unstated():
    # CV, Components: a board, cards, 7 dice, 49 tokens, a notepad, a pencil and the rulebook; no tray
    assert search("does CV come with a dice tray?", game="cv").answered is False
    assert search("¿CV trae una bandeja de dados?", game="cv").answered is False


def test_the_components_rule_still_answers_without_those_words():
    # CV, Components: "7 dice"
    result = search("how many dice come with CV?", game="cv")
    assert result.answered is True
