"""`ask` reads a game's English term typed in a Spanish question as its notion, for gaps as for rules (issue 12; rules/gap_only_forms.py).

Spanish players type "CREDIT CARD" and "track"; the Spanish gap catalogs
quote those words, the Spanish rule entries say "Tarjeta de Crédito" and
"fila". The glossary reads the word as its notion for both; the word itself
no longer counts a second time for the gaps. A question the gap does ask
keeps it. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import gap_only_forms
from referee.rules.search import search


def test_only_a_single_word_read_as_a_rules_notion_goes():
    rule_idf = {"~loop:13": 2.0}
    stems = ["salda", "credit", "card"]

    def concepts():
        return [(frozenset(), frozenset()), (frozenset({"~loop:13"}), frozenset()), (frozenset({"~loop:13"}), frozenset())]

    assert gap_only_forms.glossed_for_rules("card", stems, concepts, rule_idf)
    assert not gap_only_forms.glossed_for_rules("credit_card", stems, concepts, rule_idf)  # (a pair is kept)
    assert not gap_only_forms.glossed_for_rules("salda", stems, concepts, rule_idf)  # (no notion reads it)
    assert not gap_only_forms.glossed_for_rules("card", stems, concepts, {})  # (a notion the rules never hold)
    assert not gap_only_forms.glossed_for_rules("mulligan", stems, concepts, rule_idf)  # (not in the question)


def test_what_clears_a_credit_card_asked_in_spanish_is_the_rule():
    # LOOP rulebook P.15 (Credit Card): "A CREDIT CARD's debt is clear when 5 COIN are paid."
    result = search("¿Cuánto dinero hay que pagar en total para saldar mi CREDIT CARD?")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "credit.cleared"


def test_where_the_new_track_cards_come_from_is_the_cleanup_rule():
    # CV rulebook, Game Play > 5. Cleanup: slide the track left, deal new cards into the empty spaces at the right
    result = search("Al limpiar, ¿qué cartas nuevas entran en el track y de dónde salen?")
    assert result.answered and result.gap is None
    assert result.hits[0].id == "cleanup.slide-refill"


def test_what_becomes_of_a_cleared_credit_card_keeps_its_gap():
    # LOOP rulebook P.15 clears the debt and returns the COIN; where the card goes it never says
    result = search("¿Qué pasa con la CREDIT CARD una vez saldada, me la quedo?")
    assert not result.answered
    assert result.gap is not None and result.gap.id == "gap.cleared-credit-card"
