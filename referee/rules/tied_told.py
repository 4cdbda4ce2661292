"""Players told alike for a prize: the sibling whose title speaks of a tie comes first.

"How do public life goals score if two of us BOTH ACHIEVE it?", "Two
players fulfilled a public life goal EQUALLY. Who gets the points?", "Mike
and I BOTH HAVE 5 possession cards for the Collector public goal. Who
scores it?", "what if two players finish with the SAME COMBINED SCORE?",
"lo cumplimos la Vale y yo IGUAL DE bien, LOS DOS CON cinco posesiones,
¿quién se lleva los puntos?". A player tells that two players reached a
prize alike (a goal, a majority, the final score) and asks who gets it, how
it is shared or whether the table did it right. The entry of the prize
itself ("Public goals go to whoever achieved them best", the Collector
goal, "The winner is...") holds the question's nouns and scores first; the
answer is its sibling that says what a tie does ("Tied public goals:
everyone tied gets full points", "Ties are shared victories", "Empate en un
objetivo público: ...").

rules/tie_won.py does this for a tie for the win asked with "who wins" /
"what decides"; here the tie is told in any words of sameness between
players (`question_form.tied_said`: the words of `tie_won_said`, and "both
achieve", "equally", "same number of", "igual de", "los dos con") and the
ask may be any. Once the search has decided, the first of the next
SIBLING_RANKS rule entries of the first entry's game whose title speaks of
a tie (`tied_title_told`: "tie", "tied", "ties", "tie-break", "empate",
"desempate") moves first when it scores at least PULL_SHARE of the first
and the first's title speaks of none. Few titles speak of a tie (six in
the four games), so a question that tells players alike and asks another
thing seldom finds one close behind its first. The check is a set look-up
of the question's words: most questions hold none.

Tuning list (TUNE109), on the 718 questions that hold a word of `tied_said`:
top-1 +7 (CV's tied public goals x5, Adulthood's shared victory, Coming of
Age's tie-breakers for "we tied on VEP"), nothing lost; top-3, abstention
and false abstention unchanged. With the tie-break named among the words of
a tie ("we counted event cards for the TIE BREAK. Do they stay in your
CV?") one question lost its entry of the cards: `tie_won_told` phrases are
no tie told.
"""

from __future__ import annotations

from referee.rules.normalize import words
from referee.rules.phrase_lists import listed_positions
from referee.rules.siblings import titled_sibling_first
from referee.rules.triggers import form_phrases, triggered_by

PULL_SHARE = 0.8  # the tie's entry goes first from this share of the first entry's score ...
SIBLING_RANKS = 3  # ... from this many rule entries after the first


@triggered_by(form_phrases("tied_said"), absent=False)
def tells_tie(query: str, lang: str) -> bool:
    """Whether a question tells players alike for a prize ("we BOTH ACHIEVED it", "EQUALLY", "the SAME NUMBER
    of possessions", "IGUAL DE bien", "EMPATAMOS"), other than by naming the tie-break (`tie_won_told`: "we
    counted event cards for the TIE BREAK. Do they stay in your CV?" asks of the cards; tuning list, 1 lost)."""
    folded = words(query)
    said = listed_positions(folded, lang, "tied_said")
    return bool(said) and bool(said - listed_positions(folded, lang, "tie_won_told"))


def tie_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) speaks of a tie moved first,
    when it scores at least PULL_SHARE of the first and the first's title
    speaks of none. None when nothing moves."""
    return titled_sibling_first(scored, "tied_title_told", title_of, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
