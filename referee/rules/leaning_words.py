"""A glossary word several games' rules say, that one game's rules say far more: half a vote for it.

A question that names no game is guessed from its words (`search._implied_votes`):
a word at most IMPLIED_GAME_SHARED games' rules use votes for them, and a word
more games use votes only when one game's rules use it in DOMINANT_SHARE (0.8)
of the games' summed entry rates (`game_words.dominant_words`: "market" is
Adulthood's Market Board). Between the two, a word of one game's glossary that
its rules use far more than any other game's cast no vote at all: Adulthood's
"casarse" (27 of its entries; 7 of LOOP's, 5 of Coming of Age's), Coming of
Age's "recuerdo" (its Memory cards: 53 entries; 5 of CV's, 4 of Adulthood's),
LOOP's "immediately" (32; at most 6 of another game's). A question told in
such a word ("Al casarme no pagué dinero, ¿cuánto cuesta casarse?") was left
to whichever game's entry scored highest (there CV's rule on paying a cost).

Such a word leans to that game: LEANING_VOTE (half a vote), so that with no
other sign it points to the game, while a term a game owns (a whole vote) or
a word of two games outweighs it. It must be a name of that game's glossary
(`corpus.guessing_glossary`, not of a mode), in LEANING_ENTRIES of its
entries or more, at LEANING_SHARE of the summed rates and LEANING_LEAD times
the rate of every other game: a word another game's rules also use as a
term of theirs ("action": 69 of Adulthood's entries, 25 of LOOP's), a word
of few entries ("middle", "condition": 11 of CV's) or one just short of the
lead (Adulthood's markers that "cross": 13 entries, 3.9 times LOOP's rate)
is everyone's word.

Tuning sets (TUNE47), from TOTAL top1 17609/18960 top3 18621 abst 3064/3667
false 505: with the share alone (0.65, 8 entries) top-1 17609, top-3 18619,
abstention 3065, false 505 ("acciones" sent LOOP's questions of actions to
Adulthood, "middle" Coming of Age's to CV); with the entries and the lead,
top-1 17611, top-3 18621, abstention 3065, false 505. Lowering
DOMINANT_SHARE to 0.7 instead (a whole vote) traded: top-1 17608, top-3
18619, abstention 3066, false 504.

The table is built with the index (`game_words.leaning_table`, kept in its
cache as `Index.leaning_words`): a question reads no glossary or game file,
and pays one dict look-up for a word no other reading of `_implied_votes`
took.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from referee.rules.index_types import Index

LEANING_SHARE = 0.65  # share of the games' summed entry rates (dominant_words asks 0.8; see above)
LEANING_ENTRIES = 12  # ... in this many of the game's entries or more ("middle", "condition": 11 of CV's, see above)
LEANING_LEAD = 4.0  # ... at this many times every other game's entry rate ("action": 3.3 times LOOP's, see above)
LEANING_VOTE = 0.5  # half a vote: a term one game owns, or a word of two games, outweighs it


def leaning_game(stemmed: str, lang: str, index: Index) -> str | None:
    """The game a word (its stem) of more than two games' rules leans to, if any (`Index.leaning_words`)."""
    return index.leaning_words.get(lang, {}).get(stemmed)
