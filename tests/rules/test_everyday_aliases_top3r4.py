"""Player wordings that left the right entry out of the top three (issue 12, round top3r4).

Round top3r4 listed the answerable questions of TUNE133 whose right entry was
not among the first three (449) and grouped them by why (ranks from a
limit-10 search): another game's entry first when the game is not named
(about 146, left aside: naming the game puts them in the top three); the right
entry 4th-10th behind siblings of its own section (about 128); the right entry
4th-10th behind entries of other sections of the same game (about 97); the
right entry below 10th or absent (about 80). The sibling group is mended here
where the player's words are missing from the entry and an alias in the
entry's own words gives them:

- Adulthood `turn.place-early` ("Step 1 ... can be done before your turn
  arrives"), in Spanish: "¿puedo colocar mientras juegan los demás?";
- Coming of Age `setup.starting-die` (you start with only the four-sided
  Die): "which dice in round 1?", "¿qué dados en la ronda 1?";
- CV `cv.active` (the top card "gives the effect written on it"): "which card
  of a stack gives its effect?", "¿qué carta de la pila da su efecto?".

Measured on TUNE133 (129 sets): top-1 23521 -> 23525, top-3 24959 -> 24962,
abstention 4070 -> 4071 (4088 with the game given, unchanged), false
abstention 615 -> 615. Dropped after measuring: the English twin of the Adulthood
alias ("place while the others take their turns", top-1 +4, top-3 +1) answered
a question the rulebook leaves open (moving meeples set down early, a
`tests/rules` gap test); a LOOP `turn.draw-favour`
alias ("draw FAVOUR before or after the action") took the questions about
playing FAVOURs before and after the action; an Adulthood `end.reveal-values`
alias ("se enseñan los valores al final") lifted four questions but made four
Coming of Age "¿tengo que enseñar...?" questions abstain; a CV `cv.piles`
alias ("can others see the cards under the top one") answered an unanswerable
question.

The probes are worded anew, not copied from the benchmark sets; each missed
the position asserted here before the aliases.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

FIRST = [
    ("adulthood", "turn.place-early",
     "En Adulthood, ¿puedo ir poniendo mis fichas de Tiempo mientras juegan los demás?"),
    ("coming-of-age", "setup.starting-die", "which dice are used in round 1?"),
    ("coming-of-age", "setup.starting-die", "Coming of Age: ¿con qué dados se juega la ronda 1?"),
    ("cv", "cv.active", "Tengo tres cartas de Trabajo apiladas, ¿cuál da efecto?"),
]

TOP_THREE = [
    ("coming-of-age", "setup.starting-die", "Coming of Age: which dice do we roll in round 1?"),
    ("coming-of-age", "setup.starting-die", "¿Qué dados usamos en la ronda 1?"),
]


@pytest.mark.parametrize("game, entry, question", FIRST)
def test_the_players_wording_finds_its_entry_first(game, entry, question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("game, entry, question", TOP_THREE)
def test_the_players_wording_puts_its_entry_in_the_top_three(game, entry, question):
    result = search(question, limit=3)
    assert (game, entry) in [(h.game, h.id) for h in result.hits]
