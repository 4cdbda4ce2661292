"""The rule of the player count asked, before a close rule made for another count.

"3 or 4 players: when does the leftmost card go?", "Con 4 jugadores, ¿también
se prepara el mazo de infancia con la bicicleta?". Rulebooks give a rule per
player count in neighbouring paragraphs ("With 2 players, discard the
leftmost card after every turn", "With 3 or 4, at the end of the round"),
and the entries follow them: they share nearly every word, so the one of
another count than the question names may score first. The judgement by
evidence (`search._best_covering`) marks such an entry down among those it
compares, but a close sibling can be left out of that comparison (below its
margin) and readings after it move entries by other reasons.

Once what is answered is decided, on the order alone: when the question
names player counts and the first rule entry is made only for other counts
its game is played with (`search._for_other_counts`: its title or opening
names them, or it belongs to a one-count variant such as two players), the
first of the next SIBLING_RANKS rule entries of its game that is not goes
first, when it scores at least PULL_SHARE of it
(`siblings.stating_sibling_first`). What is answered never changes.
"""

from __future__ import annotations

from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.85  # the rule of the count asked goes first from this share of the other count's score
SIBLING_RANKS = 2  # rule entries looked at after the first


def asked_count_first(scored: list[tuple[float, int]], for_other_counts, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first's game not made for other
    counts (`for_other_counts`: number -> bool) moved first, when the first
    is and the other scores at least PULL_SHARE of it. None when nothing
    moves."""
    return stating_sibling_first(scored, lambda number: not for_other_counts(number), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
