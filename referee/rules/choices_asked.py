"""Leave asked to choose what a rule fixes, a silence of the question's form.

"May the player CHOOSE which track card is discarded instead of the
leftmost one?", "can the Waitress CHOOSE to draw only 1 FAVOUR?", "¿puedo
ELEGIR el número del dado en vez de tirarlo?", "¿se puede ELEGIR asiento
después?". The rule that ranks first states the way things go (the
leftmost card is discarded, the Waitress draws 2, the die is rolled, the
player who spent most recently starts), so it speaks of every thing the
question names; whether a player may choose otherwise is what it does not
say. Players ask it of every game, naming new things each time: the form is
what transfers.

The question asks leave (`question_form.choice_leave`: "can", "may",
"puedo", "se puede") and a verb of choosing follows within CHOICE_REACH
words (`choice_asked`: "choose", "pick", "decide", "elegir", "escoger",
"decidir"), with no word that opens another clause between them
(`choice_breaks`: "can I wait and see where the others go BEFORE I pick?"
asks whether to wait, which the rule of playing at the same time answers).
The first entry answers only when it offers a choice or fixes the way
strictly (`choice_told`: "choose", "option", "either", "any", "strictly",
"exactly", "elige", "cualquier", "estrictamente": CV's "may reroll ANY
number of dice" answers "can I choose which dice to reroll?", Coming of
Age's "apply every bonus ... strictly from left to right" answers "can I
pick the order?"; not "cualquiera", the anyone of "cualquiera puede
consultarla"). Only the first: a near rule of another step offers its own
choice.

On the tuning sets (round abst40): 9 unanswerable questions more abstain
(blind27, blind29, blind34, blind39, blind42, blind53, blind57 twice,
blind59; 6 English, 3 Spanish), 2 answerable ones abstain (blind29: the
Interview's two uses, "to draw a Career or, if Grown Up, get Promoted";
blind48: a misfortune's card, whose first entry was already the wrong one).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_phrases, words
from referee.rules.unstated_specifics import entry_sentences, holds

CHOICE_REACH = 7  # words from the word of leave to the verb of choosing ("can I take it back AND CHOOSE a different
# one": with 3, 2 of the 9 abstentions were lost, no false abstention fewer)
ENTRIES = 1  # the first entries one of which must offer a choice


@lru_cache(maxsize=4)
def _words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words of leave, of choosing and of another clause of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("choice_leave", ())), frozenset(form.get("choice_asked", ())),
            frozenset(form.get("choice_breaks", ())))


def asked_choice(said: list[str], lang: str) -> str | None:
    """The verb of choosing the folded words `said` ask leave for ("can I
    CHOOSE", "¿se puede ELEGIR?"), or None."""
    leave, choosing, breaks = _words(lang)
    if choosing.isdisjoint(said) or leave.isdisjoint(said):
        return None  # (no verb of choosing, or no word of leave: most questions)
    for position, word in enumerate(said):
        if word not in choosing:
            continue
        for before in range(position - 1, max(-1, position - CHOICE_REACH - 1), -1):
            if said[before] in breaks:
                break
            if said[before] in leave:
                return word
    return None


def unstated_choice(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The verb of choosing a question asks leave for when the first entry
    neither offers a choice nor fixes the way strictly; else None."""
    asked = asked_choice(words(query), lang_index.lang)
    if asked is None:
        return None
    told = question_form_phrases(lang_index.lang, "choice_told")
    if any(holds(sentence, told) for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)):
        return None
    return asked
