"""A word for a picture, before the things it shows: how the player names them, a detail.

"¿Qué significan los DIBUJITOS de casa, grupo, hoja, libro y corazón?",
"what do the PICTURES of a heart and a house mean?". A new player who
does not know a component's name tells what is drawn on it. The rulebook
names the symbols (LOOP's properties: Home, Belonging, Nature, Knowledge,
Love) and never says "dibujitos"; the entry that covers the things drawn
answers, and a word of a picture (lexicon `question_form.depictions`) the
entry does not hold is no topic when one of the next PICTURE_REACH words
of the question is covered by it. Before this, "¿Qué significan los
dibujitos de casa, grupo...?" abstained for "dibujitos" with the right
entry first (blind27: one false abstention fewer; with "face" among the
words of a component's look, `[named_things] looks`, "what are those sad
face tokens for" another; no other set moved).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import fold, question_form

PICTURE_REACH = 3  # words after a word of a picture among which the thing drawn stands ("los dibujitos DE CASA")


@lru_cache(maxsize=4)
def _depictions(lang: str) -> frozenset[str]:
    """The folded words of `lang` for a picture on a component."""
    return frozenset(question_form(lang).get("depictions", ()))


def depicted_covered(found: list[tuple[str, bool, bool]], lang: str) -> None:
    """Make a detail of each word of a picture (as typed in `found`: word,
    topic, covered) that the entry does not cover, when one of the next
    PICTURE_REACH words is covered: the entry speaks of the things drawn.
    Changes `found` in place."""
    words = _depictions(lang)
    if not words:
        return
    for position, (word, topic, covered) in enumerate(found):
        if topic and not covered and fold(word) in words \
                and any(after[2] for after in found[position + 1:position + 1 + PICTURE_REACH]):
            found[position] = (word, False, False)
