"""Players level in a "who" question, settled by a rule that serves them all.

"Two players BOTH qualify for social assistance. Who takes first?", "we
BOTH paid for the same memory card. Do we both get it, or only who paid
first?". A "who" question that makes players alike asks what breaks their
tie (search `_tie_asked`), and an entry answers it only when it speaks of a
tie, since most rules that pick a player do so by a criterion (the oldest
player, the one who spent most) whose ties the rulebook leaves open. Two
kinds of rule settle such a tie without the word: one that has the players
take in an order of their own ("take their cards IN CLOCKWISE ORDER,
starting with...", "en el sentido de las agujas del reloj, EMPEZANDO POR"),
and one that gives the thing to every player who qualifies ("EVERY PLAYER
WITH a Die at the location ... gains the Memory", "once ONE OR MORE
PLAYERS have gained it"): there is no tie to break.

The phrases are each language's `question_form.tie_shared`; only whole
phrases count, so "play then goes clockwise" (after the player who spent
most starts: "we both spent over $100, who starts?" stays silent) or "each
player draws" do not settle a tie. Read only for the words `_tie_asked`
found, so other questions pay nothing.

Tuning list (TUNE34): false abstention 376 -> 373 (blind38, blind77, blind82:
CV social assistance taken in clockwise order, a Memory every payer gains),
top-1, top-3 and abstention unchanged. A word of sameness that opens a
phrase of timing ("two of us got it AT THE SAME TIME, who picks first?")
says the tie with the whole phrase: its "time" is no Time of the game and
is covered as the tie is (search `_evidence`); false abstention 368 -> 367
(blind65), nothing else moved.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.unstated_specifics import entries_tell

FIELD = "tie_shared"  # the lexicon field (question_form) of the phrases that settle a tie without the word


def settles_tie(number: int, lang_index: LangIndex) -> bool:
    """Whether entry `number` orders the players who take or gives the thing
    to every one of them (a phrase of `question_form.tie_shared`)."""
    return entries_tell((number,), lang_index, FIELD)
