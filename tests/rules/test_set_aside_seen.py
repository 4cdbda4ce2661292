"""Looking at what a set-up or a count leaves out (cards set aside, left
over, returned to the box) is unanswered unless the first rule says it is
handled unseen (rules/set_aside_seen.py, issue 12, round newsil).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    # Adulthood solo set-up: draw two Solo Achievements, look at both, keep one and discard the other; nothing says
    # whether the discarded one may be seen again
    ("Solo game: may I peek at the Achievement I did not keep during the game?", "adulthood"),
    # CV set-up: public life goals are players minus one; nothing says whether the cards left over may be seen
    ("Con tres jugadores sobran cartas de objetivo vital en el mazo. ¿Puedo mirarlas antes de empezar?", "cv"),
    # CV two-player set-up: one public life goal; the life goal cards left over are never spoken of
    ("2 players: can we take a look at the life goal cards left over after setup?", "cv"),
])
def test_looking_at_what_the_set_up_leaves_out_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False


def test_the_discard_pile_in_play_is_still_answered():
    # Coming of Age: the Parent Card discard pile is a pile in play, and its rule says who may look at it
    result = search("¿Los demás pueden mirar mi pila de descarte de Cartas de Padres?", game="coming-of-age")
    assert result.answered is True
