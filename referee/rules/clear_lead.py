"""A game the question's own words point to by a clear lead: as good as named.

A question that names no game is guessed from its words (`search._implied_votes`);
the entries of the games they do not point to then rank at IMPLIED_GAME_FACTOR
(0.85) of their score, a mild damping, because one game's term among the
question's words is weak evidence: a word two games share gives each half a
vote, and the words' games are often tied or one vote apart. When the words
give one game CLEAR_LEAD votes more than any other ("I rolled my D4 ... the
ARCADE": two Coming of Age terms; "the sad FRUSTRATION tokens"), the question
is about that game as surely as if it named it, and the other games' entries
rank at OTHER_GAME_FACTOR, as for a question that names its game: CV's
"roll four dice" no longer beats Coming of Age's rule on moving to another
location, Adulthood's negative tokens no longer beat the rule on overcoming
Frustration.

Over the questions of the tuning sets that name no game, a lead of two votes
or more pointed to the question's own game in all 4,095 of them; only 3 of
them put another game's entry first. With a lead of one vote (up to two)
the words pointed to another game in 66 questions of 3,573, and the mild
damping still let the question's own game come first in 46 of them: the
lead is two. Tuning sets, with rules/weak_votes.py (each alone trades a
figure): top-1 15,827 -> 15,832, top-3 16,711, abstention 2,789, false
abstention 416.
"""

from __future__ import annotations

CLEAR_LEAD = 2.0  # votes ahead of every other game (tuning sets: lead >= 2 always the right game; see above)


def leads_clearly(votes: dict[str, float]) -> str | None:
    """The game whose votes are CLEAR_LEAD or more ahead of every other game's, if one is."""
    if not votes:
        return None
    ranked = sorted(votes.items(), key=lambda item: -item[1])
    runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
    return ranked[0][0] if ranked[0][1] - runner_up >= CLEAR_LEAD - 1e-9 else None
