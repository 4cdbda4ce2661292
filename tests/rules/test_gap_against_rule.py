"""A known gap against the rule entry that answers beside it (issue 12, honest silence).

Two readings of `search._known_gap`: a gap whose lead over the first rule is
only the situation its account of the rulebook happens to name ("al
preparar") gives way to the close rule that holds the same words; and a gap
that names the doing-without asked ("sin jugarla") that the rule never says
is the question, as one that names the thing asked about is, and so is a
gap that joins a count to what is asked ("casarme con las DOS"). Questions
worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# Coming of Age, Setup: "Place your VEP Counter on space 5 of the VEP Track." The gap about two counters sharing a
# space says "at setup" too; the question asks only where the counter goes.
def test_the_situation_a_gap_recounts_does_not_outweigh_the_rule():
    result = search("Al preparar la partida, ¿dónde va el contador de VEP de cada uno?")
    assert result.answered is True
    assert result.hits[0].id == "setup.vep-counter"


# Coming of Age, Parent Card: a played card goes to the discard pile, then you draw back to 2; the rulebook does
# not say you may discard one without playing it (gap.discard-parent-card).
def test_a_gap_that_names_the_doing_without_is_the_question():
    result = search("oye, ¿puedo descartar una Carta de Padres sin jugarla para robar otra?", game="coming-of-age")
    assert result.answered is False
    assert result.gap is not None and result.gap.id == "gap.discard-parent-card"


# Adulthood, Partner cards: one active Partner, "unless you have the Open Relationship trait"; marriage is told of
# one Partner. Marrying both (a count joined to the verb, "casarme con mis DOS") is printed on the card
# (gap.open-relationship), while having two active Partners is the rule's own exception.
def test_a_count_joined_to_what_is_asked_is_more_than_the_rule_holds():
    married = search("Tengo el rasgo Open Relationship: ¿puedo casarme con mis dos parejas?")
    assert married.answered is False
    assert married.gap is not None and married.gap.id == "gap.open-relationship"
    active = search("Con el Rasgo Open Relationship, ¿puedo tener 2 Parejas activas a la vez?")
    assert active.answered is True
    assert active.hits[0].id == "cards.partner"


# LOOP, Goals: achieved GOAL are revealed and placed left of your AREA; the gap "are my unachieved GOAL secret, and
# can I show them?" holds the pair "show my goal", which the nearest rule holds only word by word. Told as the
# question, it left out no single word: the abstention named none ("missing ''"). It names the pair's words.
def test_a_gap_told_by_a_pair_of_words_names_them_as_missing():
    result = search("must I show my goal as soon as I can meet it?")
    if not result.answered:
        assert result.missing and all(result.missing), result.missing
