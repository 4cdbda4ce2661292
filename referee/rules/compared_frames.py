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

Two readings, both `phrase_lists.listed_positions` (a set look-up of the
question's words first: most questions hold none):

- `frame_positions`: the phrases of `comparison_frames` ("compared to",
  "comparada con", "in comparison with", "a diferencia de"); a question
  that says one compares (`search` reads it as a comparison);
- `each_positions`: in a question that compares, the phrases of
  `comparison_each` ("each", "in each case", "both", "cada uno", "en
  ambos casos"), which point back to the things compared. Not in other
  questions: "how many cards does EACH player get?" asks of each player.
"""

from __future__ import annotations

from referee.rules.phrase_lists import listed_positions


def frame_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase by which the question compares
    ("compared TO", "COMPARADA CON", "A DIFERENCIA DE"): how it asks, never a
    topic. Empty for most questions."""
    return listed_positions(folded, lang, "comparison_frames")


def each_positions(folded: list[str], lang: str) -> set[int]:
    """In a question that compares, the positions of the words that point
    back to the things compared ("what does EACH do?", "IN EACH CASE", "¿qué
    pide CADA UNO?", "EN AMBOS"): the question asks of both sides, which the
    entries of each side answer together. Empty for most questions."""
    return listed_positions(folded, lang, "comparison_each")
