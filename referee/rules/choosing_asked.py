"""A choice asked: the sibling that says who chooses comes first.

"With 3 bad luck symbols, WHO CHOOSES the card I lose?", "¿qué carta pierdo
con la mala suerte, ¿LA ELIJO YO?", "modo competitivo: ¿CÓMO ELIJO mi
CAREER?", "a two-colour card: WHEN DO I CHOOSE its type?". A player who
asks who makes a choice, or whether or how they may make it, knows what is
chosen and when: the rulebook answers in the entry that says who chooses
("For each misfortune, the player CHOOSES one active card", "they DECIDE
at that moment which of its two types it will be", "Deal 2 CAREER; CHOOSE
one or the INTERN"). Before this, the entry of the scene came first (what
three bad luck symbols bring, what a two-colour card looks like): it holds
the question's other words, and the choice is a word.

The lexicon names the words in each language: the question's phrase of a
choice (`question_form.choosing_asked`) and the words of an entry's title
or text that say someone chooses (`choosing_told`). Once the search has
decided, an answered question so asked has the first of the next
SIBLING_RANKS rule entries of its first entry's game that says who chooses
moved first, when it scores at least PULL_SHARE of the first and the first
says none (`siblings.stating_sibling_first`). The check is a set look-up
of the question's words: most questions hold none.

Tuning sets: top-1 12,145 -> 12,153 of 12,960 (eight gained, none lost:
the card lost to a misfortune, a two-colour card's type, a CAREER chosen
in competitive LOOP, in both languages); false abstention 297 -> 296;
top-3 and abstention unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first

# a sibling saying who chooses goes first from this share of the first entry's score, from this many rule entries
# after the first (tuning sets: 0.7 and four ranks lost three more questions and one abstention)
PULL_SHARE = 0.8
SIBLING_RANKS = 3


def asks_choice(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask who makes a choice, or whether or how one may make it ("WHO
    CHOOSES", "CAN I PICK", "¿LA ELIJO YO?", "¿CÓMO ELIJO?")."""
    return says_listed(folded, lang, "choosing_asked")


@lru_cache(maxsize=4096)
def says_who_chooses(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) say that someone chooses ("the player chooses one active
    card", "decide en ese momento")."""
    return says_listed(words(text), lang, "choosing_told")


def choosing_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose words
    (`said_of`: number -> (title and text, language)) say someone chooses
    moved first, when it scores at least PULL_SHARE of the first and the
    first says none. None when nothing moves."""
    return stating_sibling_first(scored, lambda number: says_who_chooses(*said_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
