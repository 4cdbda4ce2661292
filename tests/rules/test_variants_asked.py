"""Whether a variant exists, which only a rule about a variant or mode answers (rules/variants_asked.py, issue 12).

CV's rulebook has its 2-player changes ("What changes with 2 players") and no
other variant; Coming of Age has a "Two-Player Variant" and a Solo Mode. A
question whether there is an easier variant without misfortune finds CV's
misfortune rule first, which is the rule, not a variant of it: the rulebook is
silent. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.variants_asked import about_variant, asked_variant


def test_a_variant_the_rulebook_does_not_offer_is_unstated():
    # CV, Bad Luck: the misfortune rule; the rulebook offers no variant without it
    result = search("is there an easier variant of CV without misfortune?", game="cv")
    assert result.answered is False
    assert result.missing == ("variant",)
    assert search("¿Hay alguna variante de CV sin la desgracia?", game="cv").answered is False


def test_a_variant_the_rulebook_offers_is_answered():
    # Coming of Age, Two-Player Variant (its own section of the rulebook)
    assert search("is there a 2-player variant of Coming of Age?", game="coming-of-age").answered is True
    assert search("¿Hay una variante para dos jugadores en Coming of Age?", game="coming-of-age").answered is True
    # CV, Setup: "What changes with 2 players" (a rule of how a player count plays)
    assert search("is there a two player variant in CV?", game="cv").answered is True


def test_what_asks_whether_a_variant_exists():
    assert asked_variant("is there a kids variant?", "en") == "variant"
    assert asked_variant("¿existe una variante corta?", "es") == "variante"
    assert asked_variant("how does the 2 player variant work?", "en") == ""  # how it plays, not whether it exists
    assert about_variant("Two-Player Variant", "Setup of the neutral traits", "en")
    assert about_variant("Setup", "What changes with 2 players", "en")
    assert not about_variant("Game Play > Bad Luck", "Misfortune: discard your active card", "en")
