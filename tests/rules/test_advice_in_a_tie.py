"""Advice asked about a tie ("we are TIED, is it BETTER to hold more cards or fewer?") is answered by the rule that
breaks ties for the win (rules/advice.py `tie_broken`): what is better in a tie is what the tie-break counts.

CV rulebook, End of the Game: "If players are tied on points, the one with fewer CV cards wins." Coming of Age
rulebook, final scoring: ties go to the player with more completed Trait and Goal Tiles. Asked as advice, the
search put those rules first and then judged the question an ask for strategy, which no rule gives. Questions
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_which_count_of_cards_is_better_in_a_tie_is_the_tie_break():
    result = search("We are tied on points in CV. Is it better to end with many cards or with few?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "end.tiebreak")


def test_spanish_advice_for_the_tie_break_is_answered():
    result = search("Estamos empatados a VEP en Coming of Age, ¿para el desempate conviene más jugar una Ficha de "
                    "Rasgo o hacer amigos?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "scoring.tie-break")


def test_advice_without_a_tie_stays_unanswered():
    result = search("In CV is it better to take many cheap cards or a few expensive ones?", limit=3)
    assert not result.answered
