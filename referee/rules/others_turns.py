"""An act asked on another player's turn, which the first rule does not time: a silence of the question's form.

"Can I tell Tom which dice to reroll WHEN IT'S HIS TURN?", "my son wants to
give one of his rerolls to his sister ON HER TURN", "con el Scholar, ¿puedo
mirar la carta de arriba EN EL TURNO DE OTRO?", "mi hijo tiró los dados
CUANDO NO LE TOCABA, ¿valen?". The rule that ranks first is the rule of the
act (the rerolls, the Scholar's look at a deck, the draft of step 3),
which says what the act is, on one's own turn as the rulebook plays it,
and holds every word the question names; whether it may be done on another
player's turn, or counts when done there, it never says.

So the question, asked as leave (search's "?may": "can I", "is that
allowed", "¿puedo"; a thing told to have happened on someone's turn, "her
markers crossed on her turn", is the scene of another ask), is unanswered
when it places the act on another player's
turn (`others_turn_asked`: "on her turn", "on someone else's turn", "when
it's not my turn", "en el turno de otro", "cuando no le toca"; one set
look-up of their first words, so the other questions pay nothing) and the
first rule has no word of whose turn or of any time (`others_turn_told`:
"any moment", "your turn", "another player", "whenever", "step", "en
cualquier momento", "tu turno", "cada vez que", "paso"): CV's event cards
played "at any moment", LOOP's FAVOUR played "anytime" and Adulthood's
market drafted "in step 3" of one's turn answer theirs. "Once per turn" says how often, not
whose turn: the Scholar's and the Investor's once-per-turn look and toss
leave it open. Judged on the near rules (silences.NEAR_ENTRIES), not the
first alone: the rule that times the act may rank second or third behind
the rule of the act (round abstx: judged on the first alone, 3 more
answerable questions were abstained).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.unstated_specifics import entry_tells, phrase_asked


def unstated_others_turn(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The phrase that places the act on another player's turn when none of
    the `near` entries has a word of whose turn or of any time; else None."""
    found = phrase_asked(words(query), lang_index.lang, "others_turn_asked")
    if found is None or any(entry_tells(number, lang_index, "others_turn_told") for number in near):
        return None
    return " ".join(found)
