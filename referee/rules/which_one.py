"""Which one is meant, among the entries that cover what a question is about.

`search._best_covering` judges the best candidates by a chain of reasons,
first whether an entry answers (covers the question's topics), then whether
it holds the detail that tells which one is meant: a word and its number
("round 3", "turn 1") or the player count asked ("a 2 jugadores"), then
narrowness (how many of the question's topics it covers). A detail is a
detail of the thing asked about: "which mood tracks are in play on turn 1?"
asks about the mood tracks, and an entry that says "turn 1" but no word of
them ("9 turns in 4 rounds") is not the one meant, however much its number
matches. So the detail only counts for an entry that covers as many of the
question's topics as the fullest of the candidates (`topics` is 0 for an
entry that does not answer or scores well below the first); among entries
that cover none, or the same, it still decides ("¿cómo se juega a dos
jugadores?": the two-player rules).
"""

from __future__ import annotations

from referee.rules.judged_reasons import HELD, TOPICS


def which_one_among_the_fullest(judged: list[tuple]) -> list[tuple]:
    """`judged` (each: the tuple of reasons, then what goes with it) with the
    detail held set to 0 for each entry that covers fewer of the question's
    topics than another judged entry."""
    fullest = max((reasons[TOPICS] for reasons, *_ in judged), default=0)
    return [
        (reasons if reasons[TOPICS] >= fullest or not reasons[HELD] else
         reasons[:HELD] + (0,) + reasons[HELD + 1:], *rest)
        for reasons, *rest in judged
    ]
