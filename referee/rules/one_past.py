"""One thing more than a count the question tells: the ordinal past it.

"She already has 4 Trait Tiles in hand and draws another one, what
happens?", "Ya tengo mis 4 Presencias y quiero poner otra". A player who
tells a count and then one more asks about the one past it, the fifth;
rulebooks state a limit by that ordinal ("If you draw a fifth, you must
immediately discard one"), while the rule of the act itself ("a Trait Bonus
lets you draw a Trait Tile") echoes the question's other words and ranked
first. Read so, the question also weighs the ordinal key one past its
count ("5th": normalize.ordinal, the key of "fifth", "5th", "quinta"), the
word the rule of the limit holds.

The question tells one more with a phrase of the lexicon's
`question_form.one_past` ("another", "one more"; "otro", "otra", "una
más") after a number of two or more in the same sentence. Not when a number
of two or more follows in that sentence ("I have 3 cards and ANOTHER has 6",
"tengo 3 y OTRO tiene 6": two counts compared, nothing past one of them;
"another ONE" is the thing itself), when the
phrase names a person ("another PLAYER", "otro jugador") or is the
reciprocal "one another".
"""

from __future__ import annotations

import re

from referee.rules.normalize import NUMBER_WORDS, OTHER_PEOPLE, PLAYER_WORDS, RECIPROCAL, question_form_phrases, words
from referee.rules.triggers import form_phrases, triggered_by

_SENTENCE_BREAK = re.compile(r"[.?!;:¿¡]")
_LARGEST = 20  # counts a player tells of pieces in hand or on a board; a larger number is a score, not a count


# (a phrase of one more, whole in a sentence: its words are the question's; "one" alone, most questions, is none)
@triggered_by(form_phrases("one_past"), absent=None)
def ordinal_past(text: str, lang: str) -> str | None:
    """The ordinal key one past the count `text` tells before a phrase of
    one more ("4 ... another" -> "5th"), or None."""
    phrases = question_form_phrases(lang, "one_past")
    present = set(words(text))
    if not any(phrase[0] in present for phrase in phrases):
        return None  # (most questions: no word of one more at all)
    numbers = NUMBER_WORDS.get(lang, {})
    people = frozenset(PLAYER_WORDS) | OTHER_PEOPLE.get(lang, frozenset())
    reciprocal = RECIPROCAL.get(lang, ())
    for sentence in _SENTENCE_BREAK.split(text):
        folded = words(sentence)
        if not any(phrase[0] in folded for phrase in phrases):
            continue
        values = [numbers.get(word, word) for word in folded]
        counts = [int(value) if value.isdigit() else None for value in values]
        for position in range(len(folded)):
            phrase = next((phrase for phrase in phrases if tuple(folded[position:position + len(phrase)]) == phrase), None)
            if phrase is None or any(tuple(folded[position - 1:position - 1 + len(other)]) == other
                                     for other in reciprocal if position):
                continue
            after = position + len(phrase)
            told = [count for count in counts[:position] if count is not None]
            if not told or any(count is not None and count > 1 for count in counts[after:]) \
                    or (after < len(folded) and folded[after] in people):
                continue
            if 2 <= told[-1] <= _LARGEST:
                return f"{told[-1] + 1}th"
    return None
