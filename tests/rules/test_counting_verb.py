"""The verb of counting for something ("¿CUENTAN los símbolos para ...?", "does it COUNT for ...") is how a player
asks, not a topic a rule must hold (issue 12; lexicon `doing`): a rule that says what is counted answers. The
questions are worded anew, not copied from the benchmark sets."""

from __future__ import annotations

from referee.rules.search import search


def test_a_rule_that_says_what_is_counted_answers_without_the_verb():
    # CV, Game Play > 2. Select Cards: "A player with 3 good luck symbols (from dice and tokens) can use them to
    # buy any card from the track without paying its normal cost": the dice counted, without the verb "count"
    result = search("¿los símbolos de los dados cuentan para los 3 de buena suerte?", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "select.three-good-luck"


def test_counting_cards_for_real_stays_unanswered():
    # CV: no rule says whether players may count the cards left in a deck; "contar" (the act) stays a topic
    result = search("¿Puedo contar las cartas que quedan en el mazo de vejez?", game="cv")
    assert result.answered is False
    assert result.missing == ("contar",)
