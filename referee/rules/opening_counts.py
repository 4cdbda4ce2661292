"""A player count that opens the question: "3 players: ...", "A cuatro, ¿...?".

Players set the table's size first and then ask: "3 players: how many FAVOUR
does the second player start with?", "2 jugadores, ¿qué se hace con las
cartas que sobran?", "A cuatro, ¿puede haber dos jugadores con la misma
Ficha?", "a cuatro quien juega primero?". `search._player_counts` reads a
number as a count only beside a word that says so ("with 4 players", "3
player game", "jugando 3"), and "A cuatro" has no word of players at all, so
these questions were read with no count: the entry made for the count was
not preferred, and one made for other counts was not held back (a "4
players:" question answered by the two-player rule).

A count opens the question when its first words are a number and a word of
players, or a word of `question_form.count_opening` ("a", "with") and a number,
and then a clause opens (a comma, a colon), the question ends, or a little word
follows ("a cuatro QUIEN juega primero"): not "3 players tie, ...", what
players do, nor "a 3 casillas del final", a number of things, nor a number
whose little word opens what it measures (`question_form.count_opening_measures`:
"CON 6 DE mala suerte pierdo solo una carta", "con 3 de buena suerte", "with 4
of my dice"): a quantity of a thing told first, which read as a count of six
players made the question's "6" a player count no rule of bad luck speaks of
(blind124, round leadmix).

Measured on TUNE121 (117 sets) when added: top-1 21,209, top-3 22,505,
abstention 3,740 of 4,467 and false abstention 571 unchanged; blind116
unchanged. The count is read so that the readings of counts
(rules/one_count.py, rules/player_count_aside.py) see it; alone it moved no
first answer. Tried with it and dropped: the variant made for exactly the
count told ("A dos" -> the two-player variant) weighed as a variant named
(nothing moved), and the count's bare number weighed low beside its pair
("4" beside "4 players", against "4 Trait Tiles"): top-1 -2 (CV's 4-player
deal lost to the 3-player one, which holds the bicycle asked about).
"""

from __future__ import annotations

from collections.abc import Collection

from referee.rules.normalize import player_keys, question_form_words, stopwords

_OPENING = question_form_words("count_opening")
_MEASURES = question_form_words("count_opening_measures")
MOST_SEATS = 9  # a larger number first is a count of things, not of players ("12 cards: ...")


def opening_counts(folded: list[str], keys: list[str], opens: Collection[int], lang: str) -> list[str]:
    """The player count the question opens with (`folded` its words, `keys`
    each word's key, `opens` the positions that open a clause), or none."""
    if len(keys) < 2:
        return []
    start = 1 if folded[0] in _OPENING.get(lang, ()) else 0
    if not keys[start].isdigit() or int(keys[start]) > MOST_SEATS:
        return []  # (most questions: no number first)
    after = start + 1
    if after < len(keys) and keys[after] in player_keys(lang):
        after += 1
    elif not start:
        return []  # ("3, ..." alone is no count; "a 3, ..." is)
    if after >= len(folded) or after in opens:
        return [keys[start]]
    if folded[after] in stopwords(lang) and (after > start + 1 or folded[after] not in _MEASURES.get(lang, ())):
        return [keys[start]]  # (not "con 6 DE mala suerte": what the number measures follows)
    return []
