"""`ask` reads mixing as an action asked leave for (issue 12).

"Can I mix ...?" asks whether two kinds of thing may go into one lot (one
payment, one deck). Mixing is one of the game actions a question may ask leave
for (lexicon common.toml, group "mix" in `actions`): an entry that never speaks
of mixing does not allow it, however many of the question's other words it
holds; an entry that does (its text or its aliases) still answers. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_mixing_willpower_with_motivation_is_unstated():
    # Coming of Age p. 10, Memory: some locations let you spend 4 Willpower Tokens INSTEAD OF Motivation
    # Tokens; nothing says a Memory may be paid with some of each
    result = search("can I mix Willpower Tokens and a Motivation Token to pay for one Memory?", game="coming-of-age")
    assert result.answered is False


def test_mixing_favour_colours_into_one_deck_is_unstated():
    # LOOP, FAVOUR cards: blue and red FAVOUR cards are set out as the rulebook says; nothing of mixing them
    assert search("can we mix the red FAVOURs with the blue ones in one deck?", game="loop").answered is False


def test_spanish_mezclar_may_be_shuffling():
    # CV p. 3, set-up: the Childhood cards are shuffled ("barajar") and dealt; a Spanish table says "mezclar las
    # cartas" for shuffling, so the word is no action the dealing rule must speak of
    result = search("¿hay que mezclar las cartas de Infancia antes de repartirlas?", game="cv")
    assert result.answered is True


def test_a_rule_that_speaks_of_mixing_still_answers():
    # Coming of Age p. 10, Memory: "spend one or more Motivation Tokens of the same type"
    result = search("can I mix Motivation Token colours when I gain a Memory?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "memory.vep-scale"
