"""A gain or a loss at the end of the game told as a rule and asked to be confirmed, which the first rule does not give.

"Cris says if you end the game with no possession cards you LOSE points,
is that a rule?", "Mi amigo dice que si AL FINAL te quedan 3 fichas de mala
suerte PERDÉS puntos. ¿Es así?", "Mi primo dice que si TERMINAS CON los 7
personajes en el Registro de Amistad TE DAN VEP extra. ¿Existe ese
premio?". A table that checks a claimed bonus or penalty of the final
count names what it is claimed for, and the rule that ranks first is the
one about that thing: the possession cards' points, what 3 bad luck
symbols do in a turn, meeting a new character. It answers the claim only
when it gives or takes something (`reward_told`, `penalty_told`: "gain",
"score", "lose", "pierdes") at the end of the game, saying the end in its
section or in the sentence that gives or takes (`reward_end_told`: "Final
Scoring > Frustrations", "At final scoring each player loses 3 VEP"); the
rule of a step of play, or one that gives nothing, leaves the claimed
bonus unstated: the rulebook has no such rule.

A claim about a thing the rules score with another number or the other
way ("we took 2 happiness off him for the landfill, is that right?", "Rob
loses 3 VEP at the end for the token on his track?": he gains 4) is
answered by the rule that scores it, which gives or takes at the end: a
"no, it is X", not a silence.

The form: a claim (a verb of saying, `speech_verbs`: "says", "dice"; or a
request to confirm it, `question_form.claim_checked`: "is that real",
"¿existe ese premio?") of a stake (`claim_stakes`: "bonus", "lose", "took
3 off", "te dan", "perdés") at the end of the game (`claim_end`: "at the
end", "finished with", "al final", "terminas con"; not an end followed by
"of", "de": "at the end OF my turn", "al final DEL registro", unless the
phrase says the game, "al final de la partida"). The first rule only: the
rule about the thing claimed ranks first, as for the reward reading
(rules/unstated_specifics.py).

A claim whose very existence the player doubts (`claim_doubted`: "is that
a real rule?", "is that a thing?", "¿es una regla?", "¿existe ese
premio?"), not a detail disputed ("is that right?", "¿quién tiene razón?"),
is held to the same at any moment: the first rule must give or take
something ("whoever has the most cards at the end of each age gets a
bonus, is that a real rule?": the social assistance rule gives nothing, it
makes a player eligible). On the tuning sets every one of the 10 questions
that doubt a rule so is unanswerable.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, holds, phrases_held


def _claimed(said: list[str], lang: str) -> bool:
    """Whether the question reports a claim: a verb of saying, or a request
    to confirm ("is that real", "¿es así?")."""
    return not question_form_set(lang, "speech_verbs").isdisjoint(said) \
        or holds(said, question_form_phrases(lang, "claim_checked"))


def _at_end(said: list[str], lang: str) -> bool:
    """Whether `said` claims it at the end of the game: a phrase of the end
    not followed by a word of another thing's end ("at the end OF my turn")."""
    others = question_form_set(lang, "claim_end_not")
    ends = question_form_phrases(lang, "claim_end")
    openers = question_form_openers(lang, "claim_end")
    for position, word in enumerate(said):
        if word not in openers:
            continue
        for phrase in ends:
            after = position + len(phrase)
            if tuple(said[position:after]) == phrase and (after == len(said) or said[after] not in others):
                return True
    return False


def unstated_stake(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the stake claimed ("lose", "te dan") when the question
    checks a gain or a loss claimed at the end of the game and the first of
    `near` gives or takes nothing then; else None."""
    lang = lang_index.lang
    said = words(query)
    if not near or question_form_openers(lang, "claim_stakes").isdisjoint(said):
        return None  # (no word of a stake: most questions)
    said = [word for word in said if not word.isdigit()]  # ("she took 3 off me": took off)
    stake = next(phrases_held(said, question_form_phrases(lang, "claim_stakes")), None)
    if stake is None or not _claimed(said, lang):
        return None
    at_end = _at_end(said, lang)
    if not at_end and not holds(said, question_form_phrases(lang, "claim_doubted")):
        return None
    told = question_form_phrases(lang, "reward_told") + question_form_phrases(lang, "penalty_told")
    end_told = question_form_phrases(lang, "reward_end_told")
    section_ends = holds(words(lang_index.docs[near[0]].entry.section), end_told)
    if any(holds(sentence, told) and (not at_end or section_ends or holds(sentence, end_told))
           for sentence in entry_sentences(near[0], lang_index)):
        return None
    return " ".join(stake)
