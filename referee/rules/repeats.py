"""Asked again: a state already reached or an action done once more.

"My counter is ALREADY on the far right and the Experience Space pushes it
right AGAIN, what do I get?", "¿Puedo hacer Donate DOS VECES en el mismo
turno?", "Si YA tengo 2 REPUTATION y acepto un FAVOUR, ¿gano algo?". A
player asks what the rules do the second time, or at a point already
reached. The rulebook answers that in the sibling entry that speaks of the
repeat itself: its text says "once", "again", "already", "still", "no
more", "una vez", "ya", "no ganas más" ("Each action spot once per turn",
"When ... it is already on the last space, it does not move: you gain the
Motivation Token", "at 2 you may still ACCEPT FAVOUR but gain no more
REPUTATION"). Before this, the entry about the ordinary case ("Wellness
upper spot: 2 time for 1 energy", "Resolve the Experience Space left to
right", "Reputation for ACCEPTING: SHARE 2...") came first: it holds the
question's other words, and the repeat is a word or two of them.

The lexicon (`question_form.repeat_asked`, `repeat_told`,
`repeat_told_pairs`, `repeat_reach`) names the words, in each language.
Once the search has decided, an answered question that says a repeat has
the first of the next SIBLING_RANKS rule entries of its first entry's game
whose title or text states one moved first, when it scores at least
PULL_SHARE of the first and the first states none. The check is a set
look-up of the question's words: most questions hold none.

On the tuning sets: top-1 6,845 -> 6,854 of 7,359 (11 questions more
right, in blind10 to blind38; 2 less: "do I have to draw a FAVOUR every turn
even if I already have 5?" and "I already have Frustration tokens on 2
tracks and want to move my die...", where "already" tells the scene and the
first entry was the answer); top-3, abstention and false abstention
unchanged. With "same" and "both" among the asked words ("can I use a card
the same turn I play it", "if two of us ... can we both get the memory
card": the moment and the players, not a repeat), or a share of 0.85 or
less, more were lost than won (prototype on the searched lists).

PULL_SHARE 0.9 -> 0.93 (round 69 of the ranking misses, TUNE43): the
siblings pulled at 0.913 to 0.927 of the first all took a right first
answer down ("Do I draw a favour every turn even if I have 5 ALREADY?",
"ya junté 4 de Fuerza de Voluntad ... ¿qué hago con la ficha?", "ya había
otro activo, ¿cuál vale ahora?": "already" tells the scene), and every
pull that won scored 0.933 or more. top-1 16,888 -> 16,891 of 18,160;
top-3, abstention and false abstention unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed, says_pair
from referee.rules.siblings import stating_sibling_first
from referee.rules.triggers import form_phrases, triggered_by

PULL_SHARE = 0.93  # a sibling stating the repeat goes first from this share of the first entry's score (0.9 lost 3)
SIBLING_RANKS = 2  # rule entries looked at after the first


@triggered_by(form_phrases("repeat_asked"), absent=False)
def asks_repeat(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words say a repeat or a state already reached ("ALREADY on the last
    space", "right AGAIN", "DOS VECES", "YA tengo 2")."""
    return says_listed(folded, lang, "repeat_asked")


@lru_cache(maxsize=4096)
def states_repeat(text: str, lang: str) -> bool:
    """Whether an entry's title and text (`text`) state what the repeat does ("once per turn", "already on
    the last space", "gain no more", "no ganas más": a pair of `repeat_told_pairs`, its last word at most
    `repeat_reach` words after its first)."""
    folded = words(text)
    return says_listed(folded, lang, "repeat_told") or says_pair(folded, lang, "repeat_told_pairs", "repeat_reach")


def repeat_entry_first(scored: list[tuple[float, int]], said_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose words
    (`said_of`: number -> (title and text, language)) state a repeat moved
    first, when it scores at least PULL_SHARE of the first and the first
    states none (`siblings.stating_sibling_first`). None when nothing moves."""
    return stating_sibling_first(scored, lambda number: states_repeat(*said_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
