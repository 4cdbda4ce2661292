"""A contradiction of the rulebook told by the player: "the rules contradict each other", "el reglamento dice las dos cosas".

"The Partner rules CONTRADICT each other: one part says ..., another says
.... Which is it?", "The rulebook says to discard the old one IN ONE PLACE
and to put it in the Experience stack IN ANOTHER", "CARD TYPES SAYS discard
the old Partner, but THE TURN STEPS SAY move it to my Experience stack",
"the ICON GUIDE SAYS 'next turn', the Card Types PART SAYS 'next round'",
"La bandera, ¿está en la HAPPINESS 11 o en la 12? EL REGLAMENTO DICE LAS DOS
COSAS". A player who has read two passages of the rulebook that disagree
asks which one holds, and the rulebook does not settle it: it says both.
The rule nearest the case (the Partner rule, the icon's entry) ranks first
and holds every word of it, often with the project's note choosing one
reading ("Card Types says ..., while the turn steps say ... Follow the turn
steps"): that note is the project's reading, shown under the related entry,
not the rulebook's answer (issue 12: "the rulebook does not cover it").

The form, in one sentence of the question (`sentence_words`): a word of
contradiction (`contradiction_told`: "contradict", "contradiction",
"inconsistent", "contradice", "contradicción") or a phrase of saying two
things (`contradiction_both`: "in one place", "one part says", "says both",
"dice las dos cosas", "en otra parte dice"), with a word of the rulebook
or of one of its parts (`contradiction_sources`: rulebook, rules, part,
section, guide, reglamento, reglas, parte, apartado) in the same sentence;
or two verbs of saying (`contradiction_sayings`: say, state, dice, pone),
apart, each with a word of a part of the rulebook at most `REACH` words
before it ("Card Types SAYS ..., the turn steps SAY ..."; not "Setup SAYS
COVER locations 5 through 10": one saying, read twice). People disagreeing ("my
friend says X, my wife says Y, which is it?", "mis amigos dicen cosas
distintas") are no part of the rulebook: what the rule says settles them.
One passage read two ways ("Achieving GOAL is 'optional' but then it says
'you must reveal it ...'. Which is it?") holds one saying only: the rule
that holds both halves answers it.

Tuning list (TUNE115, 111 sets): 6 questions of the form, all unanswerable
(blind69, blind71 twice, blind76, blind109; blind11's "two life events
contradict each other" names no part of the rulebook and already abstained);
abstention +5, top-1, top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import holds, phrases_held, sentence_words

REACH = 3  # words before a verb of saying within which a part of the rulebook is its subject ("the Card Types PART says")


def told_contradictory(query: str, lang: str) -> str:
    """The word of a sentence of `query` that tells the rulebook says two
    things ("contradict", "place", "dice"), or "" (most questions: no such
    word)."""
    said = words(query)
    told = question_form_set(lang, "contradiction_told")
    sayings = question_form_set(lang, "contradiction_sayings")
    if told.isdisjoint(said) and question_form_openers(lang, "contradiction_both").isdisjoint(said) \
            and sum(word in sayings for word in said) < 2:
        return ""  # (no word of contradiction and fewer than two sayings: nearly every question)
    sources = question_form_set(lang, "contradiction_sources")
    both = question_form_phrases(lang, "contradiction_both")
    for sentence in sentence_words(query):
        if sources.isdisjoint(sentence):
            continue
        contradiction = next((word for word in sentence if word in told), "")
        if contradiction:
            return contradiction
        phrase = next(phrases_held(sentence, both), None)
        if phrase is not None:
            return " ".join(phrase)
    parts = [place for place, word in enumerate(said) if word in sayings
             and not sources.isdisjoint(said[max(0, place - REACH):place])]
    return said[parts[-1]] if len(parts) >= 2 and parts[-1] - parts[0] > REACH else ""
