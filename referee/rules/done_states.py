"""A thing the question says is done, and the gap about it while it is not.

"My GOAL is COMPLETE but I want to keep it secret", "¿Tengo que enseñar un
GOAL en cuanto lo CUMPLO?": the player's goal is achieved, and the rulebook
says when an achieved goal is revealed. The catalog holds the silence about
the goals NOT achieved ("Are my UNACHIEVED GOAL secret, and can I show
them?"), which shares every content word of the question but the state, and
ranked first: the state is a stop word or a word of little weight, so the
gap won by "secret", "show" and "goal".

Here, when the gap that ranks first restricts its case to a thing not done
(its title holds a phrase of `question_form.undone_states`: "unachieved",
"sin conseguir", "no cumplo") and the question says the thing is done (a
phrase of `question_form.done_states`, not negated: "complete", "lo cumplo",
"cumplí"), the gap is another case of the question's thing: the rule entry
that answers keeps the question. Only with a rule entry that answers; a
question on the undone state ("are my goals secret until I complete them?")
negates the done word or says the undone state too, and keeps the gap.
On the tuning list: false abstention 388 -> 387, the rest unchanged. With
"as soon as I can" as a done state too ("show my goal as soon as I can do
it?"): false abstention 386, but top-1 15,476 -> 15,475 (the question was
told the gap with its right entry first, and answered put the hidden hand
rule first): dropped.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_positions

# a done phrase negated by one of these words within NEGATION_REACH words before it is the undone state
# ("I have NOT completed it", "no lo he cumplido")
NEGATION_REACH = 3


@lru_cache(maxsize=64)
def says_done(text: str, lang: str) -> bool:
    """Whether `text` says a thing is done (a done phrase, no negation in
    the NEGATION_REACH words before it) and never that it is not (no undone
    phrase)."""
    folded = words(text)
    done = listed_positions(folded, lang, "done_states")
    if not done or listed_positions(folded, lang, "undone_states"):
        return False
    negations = frozenset(question_form(lang).get("done_negations", ()))
    return any(not negations.intersection(folded[max(0, at - NEGATION_REACH):at])
               for at in done if at == 0 or at - 1 not in done)


@lru_cache(maxsize=4096)
def gap_undone(title: str, lang: str) -> bool:
    """Whether a gap's title restricts its case to a thing not done
    ("Are my UNACHIEVED GOAL secret...?")."""
    return bool(listed_positions(words(title), lang, "undone_states"))
