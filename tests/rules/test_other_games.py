"""`ask` reads the name of another game a question compares with as how it is put, not what it asks (issue 12).

"Do my tokens pile up every turn like income in Monopoly?": CV's rule that
tokens are no income answers; "Monopoly" is what the player compares with,
a word no rulebook here uses, which alone would make the question one the
rulebook is silent about (lexicon `other_games`, search._after_similes). The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_comparison_with_another_game_is_answered_by_the_rule_asked():
    # CV, Cleanup: tokens of the active cards are not income that piles up from turn to turn
    result = search("do my tokens pile up each turn like income in Monopoly?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "cleanup.tokens-not-income"
    assert search("¿se acumulan mis fichas de turno en turno como en el Monopoly?", game="cv").answered is True


def test_a_word_no_rulebook_uses_beside_it_still_goes_unanswered():
    # CV, Cleanup: nothing of paying interest on tokens; "interest" as in a bank is not the game's
    assert search("do my tokens earn interest every turn like a savings account in Monopoly?", game="cv").answered is False
