"""What a thing gives: the entry whose title says what one gets.

"When I APPLY for a CREDIT CARD, what do I get?", "¿qué me dan cuando pido
una CREDIT CARD?", "credit card apply wat do i recieve exactly". A player
asks what an act or a thing gives; of the sibling entries about it, the one
whose title says the gain answers ("A new CREDIT CARD GIVES 4 COIN and a
QUALITY 1 MATERIAL"). Before this, the entry about when or whether the act
may be done came first ("When you can APPLY for a CREDIT CARD"): it holds
the question's other words, and a word of its text ("add credit and debt")
reads as the gain the "?gain" intent asks, so the siblings' intents did not
tell them apart (rules/siblings.py); in Spanish "¿qué me dan?" is no
"?gain" intent at all (it also asks what cards are for), and its "cuando"
asks a moment.

The lexicon (`question_form.gain_asked` for the question; `gain_told` for
the title) names the phrases in each language. Once the search has
decided, an answered question that asks a gain has the first of the next
SIBLING_RANKS rule entries of its first entry's game whose title says a
gain moved first, when it scores at least PULL_SHARE of the first and the
first's title says none (`siblings.stating_sibling_first`, as for
rules/fates.py). A title, not the text: most texts say someone gets
something. Not a gain asked only after "and"/"y", joined to a first ask
("what does it cost AND what does it give?", `question_form.ask_joined`,
read as for a fate): the first entry answers the first ask.

On TUNE34 (round 4 of the ranking misses, after the fate joined to a first
ask): top-1 15,108 -> 15,115 of 16,160 (the CREDIT CARD's welcome gift x6,
in both languages; the extra energy of the left-most market card); top-3,
abstention and false abstention unchanged. A bare "take" in `gain_told`
("Take the left-most card") kept the first of a question it should move
and let joined asks pull 4 first answers down ("¿cuánto cuesta y qué
obtengo?", "what does it cost and what does it give?": the cost's entry
answers first); without "take 1 COIN" as a gain the first entry of "WORK
with 0 HAPPINESS: what do I get?" was pulled down ("WORK with no HAPPINESS
left: TAKE 1 COIN ..."). With the final words the joined asks change
nothing on TUNE34; they are left out as for a fate, where they did. A
share of 0.8 won 2 more CREDIT CARD questions and lost "Con REPUTATION en
el turno de WORK, ¿qué gano yo?" to the cap of REPUTATION; looking 3 rule
entries down instead of 2 moved nothing more.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import asked_first, listed_starts, says_listed
from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.85  # a sibling whose title says a gain goes first from this share of the first's score
SIBLING_RANKS = 2  # rule entries looked at after the first


def asks_gain(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask what one gets ("what do I GET", "¿qué me dan?", "¿qué recibo?"), not
    only as a second ask joined to a first ("what does it cost AND what does it give?": the first entry answers
    the first ask)."""
    return asked_first(folded, lang, listed_starts(folded, lang, "gain_asked"))


@lru_cache(maxsize=4096)
def tells_gain(title: str, lang: str) -> bool:
    """Whether an entry's title says what one gets ("gives", "gain", "recibe", "da")."""
    return says_listed(words(title), lang, "gain_told")


def gain_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) says a gain moved first, when
    it scores at least PULL_SHARE of the first and the first's says none.
    None when nothing moves."""
    return stating_sibling_first(scored, lambda number: tells_gain(*title_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
