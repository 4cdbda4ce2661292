"""A tie for the win asked to be decided: the tie-break's entry comes first.

"We're TIED, WHO WINS?", "STILL TIED after counting Trait and Goal Tiles.
WHAT DECIDES it now?", "We BOTH ENDED on HAPPINESS 11. Who wins?",
"Seguimos EMPATADOS después de contar Rasgos y Objetivos. ¿QUÉ SE MIRA
ahora?". Players tallying the score say where they stand, and the things
they name (the Trait and Goal Tiles already counted, the HAPPINESS each
ended on, the REPUTATION each holds) are the words of other entries: the
goal that counts those tiles, the co-op game's end, the token's own rule.
Every rulebook breaks the tie for the win in one entry of its end of game,
whose title says so ("Tie-break: REPUTATION, LANDFILL...", "Tie-breakers",
"Ties are shared victories", "Desempate: ..."); that entry answers, the
first term score notwithstanding.

The question says a level (`question_form.tie_won_said`: "tied", "both
have", "empatamos") and asks who wins or what decides (`tie_won_asked`:
"who wins", "what decides", "now what", "quién gana", "qué se mira"; a word
of the tie-break itself, "tiebreak", "desempate", is both). Once the search
has decided, the first of the next SIBLING_RANKS rule entries of the first
entry's game whose title states the tie-break for the win (`tie_won_told`;
not a majority goal's tie: "Tied public goals: everyone tied gets full
points") moves first when it scores at least PULL_SHARE of the first. The
check is a set look-up of the question's words: most questions hold none.

Tuning list (TUNE51): top-1 18,332 -> 18,348, top-3 19,401 -> 19,407,
abstention and false abstention unchanged (ties in all four games and both
languages: "both have HAPPINESS 11. Who wins?", "the same combined score at
the end", "Si el empate sigue..., ¿qué se mira?"). With a word of the
tie-break asking wherever it stood, two questions that told it in a
statement and asked another thing ("we counted it for the tiebreak. Do
event cards stay in your CV?") lost their entry: the ask is read in the
sentences that end in "?" (the last sentence when none does: "fewer cards
tiebreak: Max counted the event cards in his hand. do they count" asks of
the cards, tests/rules/test_player_names.py).

Round top1r3: asking who LOSES a tie asks how it is broken ("we tied on
points. WHO LOSES?", "Empatamos, ¿QUIÉN PIERDE?": `tie_won_asked` "who
loses", "who lost", "quién pierde", "quién perdió"), and players who END ON
THE SAME total say a tie as "tied" does (`tie_won_said`: "end on the same",
"finished on the same", "terminamos con los mismos"). Before, "lose" read
as a rule of losing a thing (Coming of Age's bounce left came first for "two
of us end on the same VEP, who loses?") or a majority goal's tie came
first. TUNE127 (on wave1base with this round's aliases): top-1 +3 (blind111,
blind123 twice), top-3, abstention and false abstention unchanged.
"""

from __future__ import annotations

import re

from referee.rules.normalize import words
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import titled_sibling_first
from referee.rules.triggers import form_phrases, triggered_by

# the tie-break's entry goes first from this share of the first's score, from this many rule entries after the first
# (set wide: the entries of the things the players name fill the first ranks, "Still tied after counting Trait and
# Goal Tiles" had the tie-break past the third; the gains above are at 0.5 and 8, no question lost)
PULL_SHARE = 0.5
SIBLING_RANKS = 8


_SENTENCE = re.compile(r"[^.!?]*[.!?]+|[^.!?]+$")


def _asked_part(query: str) -> str:
    """The sentences of `query` that ask (end in "?"), or its last sentence when none does ("fewer cards
    tiebreak: Max counted the event cards in his hand. do they count": the last asks, the first tells)."""
    sentences = [sentence for sentence in _SENTENCE.findall(query) if sentence.strip()]
    asked = [sentence for sentence in sentences if sentence.rstrip().endswith("?")]
    return " ".join(asked) if asked else (sentences[-1] if sentences else query)


@triggered_by(form_phrases("tie_won_said"), absent=False)
def asks_tie_won(query: str, lang: str) -> bool:
    """Whether a question says a tie ("TIED", "BOTH HAVE", "EMPATAMOS") and asks, in a sentence that asks, who
    wins or what decides it ("WHO WINS", "WHAT DECIDES", "QUIÉN GANA"). A tie-break told in a statement ("we
    counted it for the TIEBREAK. Do event cards stay in your CV?") asks nothing of it: tuning list, two such
    questions lost the entry of the thing asked before the asking sentence was required."""
    folded = words(query)
    if not says_listed(folded, lang, "tie_won_said"):
        return False  # (no word of a tie: most questions)
    return says_listed(words(_asked_part(query)), lang, "tie_won_asked")


def tie_break_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) states how a tie for the win is
    broken or shared moved first, when it scores at least PULL_SHARE of the
    first and the first's title states none. None when nothing moves."""
    return titled_sibling_first(scored, "tie_won_told", title_of, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
