"""Acting on another player's turn, a silence of the question's form.

"Investor: 'pay 1 COIN to toss twice'. ¿Puedo usar Invest en el turno de
otro jugador?", "The Banker's Influence is once per turn. Can he use it in
another player's turn too?", "can I take a card off the track during
someone else's turn?". The rule that ranks first is the rule of the act
(the career's ability, taking cards from the track), which says what the
act does and how often ("once per turn"), never whose turn it may be done
in. Where a rulebook settles it, its rule says so in so many words: CV's
event cards are played "at any time", LOOP's FAVOUR "anytime in your
turn", Adulthood's placing "before your turn arrives".

So a question that asks leave ("?may") to act on another player's turn
(`question_form.others_turn_asked`: "someone else's turn", "another
player's turn", "when it's not my turn", "en el turno de otro", "fuera de
mi turno"; one set look-up of their first words, so the other questions
pay nothing) is unanswered when none of the first ENTRIES entries says
whose turn an act belongs to (`others_turn_told`: "your turn", "any time",
"their turn", "active player", "tu turno", "cualquier momento"...), or
puts the act in a step of the turn ("IN STEP 3 you may draft one card":
the player's own turn's step). A
question that does not ask leave ("an EVENT on someone else's turn moved
my HAPPINESS zone, do I draw?") tells when something happened, and is
left to the rule of what happens. On the tuning sets (TUNE109):
abstention 3,453 -> 3,456 of 4,147 (game given 3,467 -> 3,470: blind14,
blind34, blind108), top-1, top-3 and false abstention unchanged; of the 83
questions that speak of another player's turn, none lost. Without "in
step" among the rule's words, Adulthood's "In step 3 you may draft one
card" left four answerable questions of the market unanswered.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.unstated_specifics import entries_tell, phrase_asked

ENTRIES = 2  # the first entries one of which must say whose turn an act belongs to


def unstated_turn(query: str, intents: tuple[str, ...], near: list[int], lang_index: LangIndex) -> str | None:
    """The phrase of another player's turn when the question asks leave to
    act on it and none of the first ENTRIES entries says whose turn an act
    belongs to; else None."""
    if "?may" not in intents:
        return None
    found = phrase_asked(words(query), lang_index.lang, "others_turn_asked")
    if found is None or entries_tell(near[:ENTRIES], lang_index, "others_turn_told"):
        return None
    return " ".join(found)
