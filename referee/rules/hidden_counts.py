"""How many hidden things a player holds, asked as what the others may know: a silence of the question's form.

Players ask not only whether a hand or a pile is hidden, which a rule
states ("your hand of Tiles ... is always HIDDEN FROM THE OTHER PLAYERS",
"Values cards stay SECRET from everyone else"), but whether its COUNT is:
"do I have to TELL THE OTHERS HOW MANY event cards I have?", "can the
other players SEE HOW MANY facedown Values I have?", "do the others get to
KNOW HOW MANY Trait Tiles I'm holding, or is even the number secret?",
"is there any way to KNOW HOW MANY cards are left in the FAVOUR deck, or
do we have to guess?", "¿tengo que DECIRLES a los demás CUÁNTOS Valores
tengo en la mano?", "¿puedo tapar mi REPUTATION para que los demás no VEAN
CUÁNTA tengo?". The rule of the hidden thing ranks first, holds every word
of the question (the hand, secret, the others) and so seemed to answer;
rules/player_acts.py's `shown` form lets it through for its word of
hiding. But that the things are hidden says nothing of whether their
number is: the rulebooks never say it. A fresh question names new things
each time, so a gap's aliases never reach it: the form is what transfers.

The form: a verb of seeing, knowing or telling (`hidden_count_verbs`:
"see", "know", "tell", "ver", "saber", "decirles") followed within
`REACH` words by a word of counting (`hidden_count_words`: "how many",
"how much", "cuántos", "cuánta"), in a question that speaks of the others
or of keeping out of sight (`hidden_count_context`: "others", "other
players", "opponent", "secret", "hidden", "guess", "demás", "oculto",
"tapar"; not "other" alone: "where THE OTHER ones go"). A word of counting
right after `hidden_count_not_after` counts nothing (Spanish "revelar un
GOAL EN CUANTO lo cumplo": as soon as). Without that
context the count is the player's own ask, which a rule answers: "can you
TELL ME HOW MUCH the right-most card costs?", "my son wants TO KNOW HOW
MANY wooden people he keeps", "¿me podría DECIR CUÁNTA HAPPINESS gano?".

One of the first two entries answers when it says the things are in the open
(`hidden_count_told`: "visible", "public", "a la vista", "público"): LOOP's
"Keep all your COIN in your AREA, VISIBLE to all players" answers "can I see
how many COIN the others have?" (a count of what is visible is visible).
The first two entries are judged (round hidfabst2: "for the Family-Oriented
goal how do I KNOW HOW MANY Parent Cards the others have played" ranks the
goal first and the public discard pile second). To a question that asks no
leave, a rule that has the player show the current amount answers too
(`hidden_count_shown`: "SHOW YOUR CURRENT REPUTATION by flipping the
token", "INDICA TU Reputación actual"): "how do the others KNOW HOW MUCH
REPUTATION I've got?"; not "¿puedo TAPAR mi REPUTATION para que los demás
no VEAN CUÁNTA tengo?", which asks leave to hide it. TUNE147: false
abstention -3 (blind142, blind143 twice), nothing else moved (with the
shown amount read for questions of leave too, 1 unanswerable answered).

Measured (round abst36, TUNE119 on wave1base 9c29097b): abstention
+5 of 4,387 (blind62, blind93, blind114, two of blind115), top-1, top-3 and
false abstention unchanged. With "other" and "people" alone as the others,
and "cuanto" after "en", 3 false abstentions ("my son wants to know how
many of the little wooden PEOPLE he keeps and where THE OTHER ones go",
"¿tengo que revelar un GOAL EN CUANTO lo cumplo?"). A question whose
context stands in a second question ("how many cards are left in the
deck? or do we have to guess?") is judged on its first (rules/search.py's
asked sentences), and stays answered.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, holds

REACH = 4  # the words at most between the verb of seeing, knowing or telling and the word of counting
ENTRIES = 2  # the first entries one of which must say the things are in the open


def unstated_hidden_count(query: str, near: list[int], lang_index: LangIndex, asks_leave: bool = False) -> str | None:
    """The words that ask whether the others may know how many hidden
    things a player holds, when none of the first ENTRIES says such things
    are in the open (nor, when the question asks no leave, `asks_leave`
    false, that the player shows the current amount); else None."""
    lang = lang_index.lang
    said = words(query)
    verbs = question_form_set(lang, "hidden_count_verbs")
    if verbs.isdisjoint(said):
        return None  # (one set look-up: most questions hold no verb of seeing, knowing or telling)
    counting = question_form_phrases(lang, "hidden_count_words")
    asked = _asked(said, verbs, counting, question_form_set(lang, "hidden_count_not_after"))
    if asked is None or not holds(said, question_form_phrases(lang, "hidden_count_context")):
        return None
    told = question_form_phrases(lang, "hidden_count_told")
    if not asks_leave:  # "how do the others know how much REPUTATION I've got?": "SHOW YOUR CURRENT REPUTATION"
        told += question_form_phrases(lang, "hidden_count_shown")  # (not "can I COVER my REPUTATION?")
    if any(holds(sentence, told) for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(asked)


def _asked(said: list[str], verbs: frozenset[str], counting: tuple[tuple[str, ...], ...],
           not_after: frozenset[str]) -> tuple[str, ...] | None:
    """The run of `said` from a verb of `verbs` to the word of counting of
    `counting` that follows it within `REACH` words, not right after a word
    of `not_after` (Spanish "EN cuanto", as soon as); else None."""
    for position, word in enumerate(said):
        if word not in verbs:
            continue
        for start in range(position + 1, min(len(said), position + REACH + 2)):
            if said[start - 1] in not_after:
                continue
            for phrase in counting:
                if tuple(said[start:start + len(phrase)]) == phrase:
                    return tuple(said[position:start + len(phrase)])
    return None
