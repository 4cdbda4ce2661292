"""One move weighed alone: "is it worth" asked of a single move the rule
that ranks first settles, not an ask for a way of playing.

A player about to make one move asks whether it pays ("as the Tycoon, is
WORK even WORTH IT while I hold 3 CREDIT CARDs?", "con Bad Debt activo,
¿ME CONVIENE elegir BUY?", "¿me conviene imitar dos veces el mismo
Rasgo?"). rules/advice.py reads "worth it" and "conviene" as an ask for
advice, which the rulebooks never give, and says they are silent; but the
rule that ranks first states what that one move costs, gives or forbids
(the Tycoon's WORK loses HAPPINESS per CREDIT CARD, Bad Debt forbids
BUY, a Trait is mimicked once), which is what a careful referee answers,
leaving the choice to the player. rules/planned_asks.py already answers
the advice said beside a rule asked outright; this reads the advice asked
alone.

Advice asked of strategy is told apart by its form, which is what
transfers to new questions (the rest of the question must still be
covered by the rule, which the other silences judge):

- the phrase weighs one move (`advice_move_asked`: "is it worth", "worth
  it", "conviene", "vale la pena"), not a comparison ("is it better",
  "qué conviene más") nor a request for tips or strategy;
- the question is one sentence: a second one asks something of its own
  ("is it worth keeping my Values unlooked? at the end do they score?"),
  judged by planned_asks, or tells a scene a rule may lack;
- no word of asking WHICH or WHEN comes before the phrase
  (`advice_move_choosers`: "which", "what", "qué", "cuál", "cuántas",
  "cuándo"): choosing among options the rule does not rank is advice;
- no other side is offered (`advice_move_sides`: "or", "o", "vs"): two
  ways of playing weighed against each other are advice;
- no word of a plan over the game (`advice_move_plans`: "early", "pronto",
  "siempre", "many", "muchas", "as fast as possible"): when or how often
  to make a move is strategy, which no rule states.
"""

from __future__ import annotations

import re

from referee.rules.normalize import question_form_phrases
from referee.rules.phrase_lists import says_listed

# a sentence ends at a stop, a question or an exclamation mark followed by more text (not a decimal point)
_SENTENCE_END = re.compile(r"[?!]+\s*\S|\.\s+\S")


def settled_move(query: str, said: list[str], asked: tuple[str, ...], lang: str) -> bool:
    """Whether the question `query` (its folded words `said`, whose phrase of
    advice is `asked`) weighs one move alone in one sentence, which the rule
    that ranks first settles: the advice it asks is no silence of its form
    (see the module's docstring)."""
    if asked not in question_form_phrases(lang, "advice_move_asked"):
        return False  # (a comparison, tips or strategy asked: advice)
    if _SENTENCE_END.search(query.strip().rstrip("?!. ")):
        return False  # (a second sentence: asked or told apart)
    before = next((at for at in range(len(said)) if tuple(said[at:at + len(asked)]) == asked), len(said))
    if says_listed(said[:before], lang, "advice_move_choosers"):
        return False  # ("QUÉ carta conviene": choosing among options; a "que" after it only joins a clause)
    return not any(says_listed(said, lang, field) for field in ("advice_move_sides", "advice_move_plans"))
