"""The words by which a question compares, and its words that point back to the two things compared.

"¿Cuánto cuesta la de la derecha COMPARADA CON la de la izquierda?", "how
many VEP does the first token give COMPARED TO the third?", "bounce right
vs bounce left, what happens IN EACH CASE?", "ACCEPT vs REJECT - where does
the card go IN EACH CASE?", "¿Qué pide CADA UNO?". A player who sets two
things side by side says how they compare ("compared to", "comparada con",
"a diferencia de") and asks of each of them in turn ("each", "in each case",
"in both", "cada uno", "en cada caso", "en ambos"). Those words tell the
form of the question, never a topic a rule must say: no rule entry says
"compared" or "in each case", and the entry of either thing, beside the
entry of the other (rules/comparison.py), answers. Before, a comparison
whose two entries ranked first and second abstained for "comparada", "each"
or "case" alone.

Two readings, both set look-ups of the question's words first (most
questions hold none):

- `frame_positions`: the phrases of `comparison_frames` ("compared to",
  "comparada con", "in comparison with", "a diferencia de"); a question
  that says one compares (`search` reads it as a comparison);
- `each_positions`: in a question that compares, the phrases of
  `comparison_each` ("each", "in each case", "both", "cada uno", "en
  ambos casos"), which point back to the things compared. Not in other
  questions: "how many cards does EACH player get?" asks of each player.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form_phrases


@lru_cache(maxsize=16)
def _phrases(lang: str, field: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of one field of `lang` and their `first_word_reach`."""
    phrases = frozenset(question_form_phrases(lang, field))
    return phrases, first_word_reach(phrases)


def _positions(folded: list[str], lang: str, field: str) -> set[int]:
    """The positions of the words of a phrase of `field` in `folded` (none when no word opens one)."""
    phrases, reach = _phrases(lang, field)
    if reach.keys().isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach)


def frame_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase by which the question compares
    ("compared TO", "COMPARADA CON", "A DIFERENCIA DE"): how it asks, never a
    topic. Empty for most questions."""
    return _positions(folded, lang, "comparison_frames")


def each_positions(folded: list[str], lang: str) -> set[int]:
    """In a question that compares, the positions of the words that point
    back to the things compared ("what does EACH do?", "IN EACH CASE", "¿qué
    pide CADA UNO?", "EN AMBOS"): the question asks of both sides, which the
    entries of each side answer together. Empty for most questions."""
    return _positions(folded, lang, "comparison_each")
