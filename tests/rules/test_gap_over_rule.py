"""`referee ask`: a gap well below the first rule entry (under `search.GAP_OVER_RULE_MARGIN` of its score) is not
brought past it for covering the whole question (issue 12, top-1; `search._best_covering`).

A gap holds the words of the case it settles; a rule entry that scores well above it is what was asked, and the
gap's words are the scene the player tells ("I already did WORK").
"""

from __future__ import annotations

from referee.rules.search import search


def test_favours_after_work_are_the_rule_of_playing_them_anytime():
    # LOOP p. 9, Optional Action: Playing FAVOUR: "you may play any number of FAVOUR at any time in your turn:
    # before, during and/or after WORK, BUY or CONSUME" (not the case of FAVOURs that come back)
    result = search("Hice WORK ya, ¿aún puedo jugar un FAVOUR antes de acabar mi turno?")
    assert result.answered, result.missing
    assert result.hits[0].id == "favours.play-anytime"


def test_buy_under_vulgarian_is_read_against_vulgarian():
    # LOOP, Event Overview: "Vulgarian - CONTINUOUS EVENT Cannot CONSUME unless you have 4 or more COIN": the
    # event asked about, not the gap of another event's window for buying
    result = search("Con Vulgarian en juego y 3 COIN, ¿puedo hacer BUY igual?")
    assert result.hits[0].id == "event.vulgarian"
