"""An entry made for some player counts is the variant for those counts.

"Con 2 jugadores, ¿se descarta la carta de más a la izquierda solo al final
de la ronda?" names the two-player game, and CV's rulebook gives its rule
for two players ("2 players: discard the leftmost card after every turn")
without a two-player mode of the game: the entry's title names its counts
("4 players", "a 2 jugadores", "the 2-player game"), or its text opens with
them ("A 2 o 3 jugadores, ..."). When the question names one of those
counts, the entry is the variant made for it, as a game's own two-player
mode is (`search._variant_for`), and goes first among close candidates
(`search._best_covering`).

A range of counts ("1-6 players", "de 2 a 4 jugadores") is what the whole
game plays with: it restricts nothing. "One player" is a player, not a
count (the solo game is a mode of its own).

Measured on the tuning sets when added: top-1 +2 (6,130 to 6,132 of
6,567), top-3, abstention and false abstention unchanged. Tried and
dropped: the other way round, such an entry weighed as an unasked variant
when the question names no number. It put CV's draft before the 4-player
deal for "¿cómo se reparten las cartas de infancia?" (+4) but lost as many
where the 4-player deal is the everyday answer ("how many childhood cards
each?") and added 3 false abstentions.

The same reading tells the other way when the question names a count: an
entry made only for other counts is not the rule asked. "In a 3-player
game, when is the leftmost track card discarded?" is answered by the end
of the round's discard, not by "2 players: discard the leftmost card after
every turn", though the 2-player entry holds more of the words
(`search._for_other_counts`: the entry's counts from here, or a declared
variant of one count, a solo or two-player mode; only when the game is
played with every count named). Measured on the tuning sets when added:
top-1 +1 (9,082 to 9,083 of 9,759), top-3, abstention and false
abstention unchanged.

That penalty decides only among the entries compared, those within
`search.EVIDENCE_MARGIN` of the first's score, and a first made for another
count is often lifted further than that: "Con 3 jugadores descartamos la
carta de la izquierda después de cada turno. ¿Cuándo se descarta?" gives
the 2-player discard 54.6 and the end-of-round discard 46.1 (0.84 of it),
for the told case ("después de cada turno") and the word of players of the
count said are both the 2-player entry's words. So such a first is
compared with the entries below it from `search.OTHER_COUNT_MARGIN` of its
score (an entry for another count too is not brought in). Nor does an
entry for another count win by holding more of the question's topics: the
3-player deal, which speaks of the bicycle card, put the 4-player deal
aside for "With 4 players, do we add the bicycle card ...?" by the
narrowness that comes before the count (`which_one`); its topics count 0.
Nor does it state the form asked ("when", "who": `states_asked`) for the
count asked: "In a 3-player game, WHEN is the leftmost track card
discarded?" had the 2-player rule ("after each player's turn", a moment)
put before the end-of-round rule that scored above it. TUNE109, on the 613
questions that name a player count: top-1 +2 (that question twice),
nothing else moved (rank78).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from referee.rules.normalize import key, player_keys, words

# words that list counts of one phrase ("2 or 3 players", "2 o 3 jugadores")
LIST_JOINERS = frozenset({"or", "and", "o", "y", "u", "e"})
# words that make two counts a range ("de 2 a 4 jugadores", "2 to 4 players"; "1-6" reads as "1 6")
RANGE_JOINERS = frozenset({"to", "a", ""})
# a title's or text's parts: "Step 5: 4 players ..." holds the step's number and the count apart
_PARTS = re.compile(r"[:;,.()]")


@lru_cache(maxsize=4096)
def restricted_counts(title: str, text: str, lang: str) -> frozenset[str]:
    """The player counts a rule entry is made for: those its title names
    ("Step 5: 4 players get 3 childhood cards each" -> 4), or else those
    its text opens with ("A 2 o 3 jugadores, ..." -> 2, 3); empty when it
    names none or a range."""
    players = player_keys(lang)
    for source in (title, _PARTS.split(text, 1)[0]):
        found: set[str] = set()
        for part in _PARTS.split(source):
            counts = _counts([key(word, lang) for word in words(part)], players)
            if counts is None:
                return frozenset()
            found |= counts
        if found:
            return frozenset(found)
    return frozenset()


def _counts(keys: list[str], players: Collection[str]) -> set[str] | None:
    """The numbers a run of word keys uses as player counts: each number
    right before a word of player, with those listed before it ("2 or 3");
    None when it names a range ("2 to 4", "1-6")."""
    counts: set[str] = set()
    for position, word in enumerate(keys):
        if word not in players or not position or not keys[position - 1].isdigit() or keys[position - 1] == "1":
            continue  # ("one player's markers": a player, not a count; one player is the solo game)
        if position >= 2 and keys[position - 2].isdigit():
            return None  # "1-6 players"
        counts.add(keys[position - 1])
        back = position - 2
        while back >= 1 and keys[back - 1].isdigit():
            if keys[back].isdigit() or keys[back] in RANGE_JOINERS:
                return None
            if keys[back] not in LIST_JOINERS:
                break
            counts.add(keys[back - 1])
            back -= 2
    return counts
