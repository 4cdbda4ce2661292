"""The player's own choice offered against another way: a silence of the question's form.

A careful player who does not know whether a rule leaves a pick to them
asks it as one of two ways: "does the card decide which kind I get, OR DO
I CHOOSE?", "does the first card go into the leftmost empty slot, OR DO
WE PICK?", "does one Date marry both of them, OR DO I PICK one?", "¿lo
ELIJO YO cada vez O depende del color de la ficha?", "¿ELIJO YO de cuál
quito la QUALITY O hay alguna regla?". The rule that ranks first is the
thing's own and names every thing asked, but says nothing of a choice: who
picks, or whether it is left to chance, is what the rulebook leaves open.
Players ask it of every game, naming new things each time: the form is
what transfers (as "WHO CHOOSES?" does, rules/player_acts.py).

The form, within one sentence of the question: the player's (or the
table's) choice offered as the other way (`own_choice_asked`): in English
right after its "or" ("..., OR DO I CHOOSE?", "OR DO WE PICK?"); in
Spanish by the pronoun set after the verb that sets the chooser against
another ("ELIJO YO", "DECIDO YO", "ELEGIMOS NOSOTROS") in a sentence with
a word of "o" (`requoted_or`). A choice asked first in English offers two
manners of the act or a fixed way ("do we pick our locations one after
another OR all at once?", "do I get to pick the order OR is it fixed?"),
which the rule of the act settles: with it, TUNE203 lost two answers and
won no silence. Not a phrase that holds the ask and asks something else
(`own_choice_other`: "or do I PICK them UP after using them?" is no
choice). Without an "or" it is a
plain check ("¿la QUALITY la elijo yo según lo que pague?"), left to the
words of the rule. Nor when the sentence offers a duty as the other way
(`other_choice_duty`: "do I choose which of the older ones goes, OR MUST
it strictly be the oldest?", "¿elijo yo o TENGO QUE ...?"): that is leave
against a duty, which the rule's own wording of the act settles ("discard
AN older one": any of them), as rules/choices_asked.py and
rules/other_choice.py read it. Not "any" as the answer either: a near rule
that fills "any empty slots" says nothing of who picks (with
`choice_told`, blind108's and blind115's silences were lost and no
answer won).

The near rules (the first NEAR_ENTRIES) answer when one says who chooses
or in what order (`chooser_told`: "chooses", "pick", "order", "elige") or
that a thing is taken by chance (`chance_told`, as rules/player_acts.py
reads a draw asked at random or chosen: "random", "shuffle", "draws one
of", "deal", "azar", "roba una de", "reparte": "cada jugador roba una de
las 4 Fichas de Rasgo Inicial" answers "¿la elijo yo o me toca al azar?";
not a bare "draw": Meditate's "draw a new Values card" is not how the
facedown one is put in hand).

Measured (round lawyerthree, TUNE203, start 30091fa1): with the shuffle
and blind pick offered as chance (lexicon `chance_asked`, read by
rules/player_acts.py), abstention 5,904 (5,922) -> 5,911 (5,929) / 7,139:
this reading blind108's Memory Token "¿lo elijo yo cada vez o depende
del color?", blind109's "¿Elijo yo de cuál quito la QUALITY o hay alguna
regla?", blind115's market slot "or do we pick?", blind180's two Partners
"or do I pick one?"; the chance offered Meditate's facedown Value three
times (blind171, blind181, blind197). Top-1 36,847, top-3 39,222 and false
abstention unchanged by them. Tried and dropped: a choice asked first in
English ("do I choose ..., or ...?", false abstention +2: blind117 "do we
pick our locations one after another or all at once?", blind190 "do I get
to pick the order ... or is it fixed?"), "any" as an answer (two silences
lost), and the Spanish pronoun without an "o" in its sentence (blind97's
"¿la QUALITY la elijo yo según lo que pague?" lost its answer).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set
from referee.rules.unstated_specifics import entries_tell, find_phrase, holds, phrases_held, sentence_words

NEAR_ENTRIES = 3  # the rule of what is chosen may rank first, the rule of who chooses right after it (rules/player_acts.py)


def _asked(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The phrase of the folded words `said` (one sentence) that asks whether
    the player chooses, in a sentence that offers another way with "or";
    else None."""
    if question_form_set(lang, "requoted_or").isdisjoint(said) or holds(said, question_form_phrases(lang, "other_choice_duty")):
        return None  # (no other way offered, or a duty offered as the other way)
    others = question_form_phrases(lang, "own_choice_other")
    for phrase in phrases_held(said, question_form_phrases(lang, "own_choice_asked")):
        if not any(phrase == other[:len(phrase)] and find_phrase(said, other) >= 0 for other in others):
            return phrase
    return None


def unstated_own_choice(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask whether the player chooses, offered against
    another way, when no near rule says who chooses nor that the thing is
    taken by chance; else None (most questions: no phrase of choosing)."""
    lang = lang_index.lang
    asked = next(filter(None, (_asked(said, lang) for said in sentence_words(query))), None)
    if asked is None:
        return None
    numbers = near[:NEAR_ENTRIES]
    if entries_tell(numbers, lang_index, "chooser_told") or entries_tell(numbers, lang_index, "chance_told"):
        return None
    return " ".join(asked)
