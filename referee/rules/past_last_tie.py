"""A tie told past the last step of the tie-break, when no near rule says what such a tie does: a silence.

"Still tied AFTER ALL FOUR TIE-BREAKS. Does the starting player's golden
token decide it?", "si DESPUÉS DE TODOS LOS DESEMPATES sigue el empate,
¿compartimos la victoria?", "we're tied on HAPPINESS, REPUTATION,
LANDFILL, GOAL AND ACTIVITY: who wins?". A player has gone down the whole
tie-break list and is still level. The rule that ranks near is the list
itself, or the thing the player guesses decides instead (the first
player's token); both name what the question names, but what a tie past
the last step does is a rule only where the rulebook says so ("if they are
STILL TIED, the game ends in a tie", "the tied players SHARE the
victory", "si aún PERSISTE, comparten la victoria"). A list that stops at
its last step ("4. More ACTIVITY completed wins") is silent on it.

The question tells that the whole list was gone through: in words that
tell the tie too (`tie_past_said`: "after all the tie-breaks", "tied on
everything", "después de todos los desempates", "empatados en todo"), or
by a tie told on things (`tie_past_level`: "tied on", "level on",
"empatamos en", "igualados en") that names a thing of the last step of a
near tie-break list (an entry whose title says a tie-break, `tie_won_told`)
and a thing of a step before it: "tied on REPUTATION ... and ACTIVITY"
names the list down to its end. The tie-break only named ("does the
ACTIVITY count as completed FOR THE TIE-BREAK?") tells no tie: it asks
what a step counts. A step named that the list follows with another
("still tied after the LANDFILL check", "tied on everything DOWN TO GOAL
achieved") is answered by the list's next step (rules/tie_steps.py), and
is not read here. The question is answered when a near rule says what a
tie past the list does (`tie_past_told`: "still tied", "share", "no
tiebreaker", "persiste", "comparten", "no hay desempate"). A question
without such a phrase pays a set look-up or two.
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, stem, stopwords, words
from referee.rules.scored_things import THING_IDF
from referee.rules.tie_steps import step_with_next
from referee.rules.unstated_specifics import entries_tell, phrase_asked

_SENTENCE = re.compile(r"[.!?¿¡;:\n]+")


def unstated_past_last(query: str, stems: list[str], near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell a tie past the last step of the tie-break ("after
    all the tie-breaks", or the tie word when the steps named reach the
    last) when no entry of `near` says what such a tie does; else None."""
    lang = lang_index.lang
    said = words(query)
    past = phrase_asked(said, lang, "tie_past_said")  # (a tie itself: "after all the TIE-BREAKS", "TIED on everything")
    level = past or phrase_asked(said, lang, "tie_past_level")  # ("TIED ON HAPPINESS, REPUTATION ... and ACTIVITY")
    if level is None:
        return None  # (no tie told on things: most questions)
    lists = [number for number in near if _is_tie_break(number, lang_index)]
    if past is None:
        if not any(_named_to_last(stems, number, lang_index) for number in lists):
            return None
        past = level
    if any(step_with_next(query, number, lang_index) for number in lists):
        return None  # ("tied on everything DOWN TO GOAL achieved": a step the list follows with another, rules/tie_steps.py)
    if entries_tell(near, lang_index, "tie_past_told"):
        return None
    return " ".join(past)


def _is_tie_break(number: int, lang_index: LangIndex) -> bool:
    """Whether the title of the entry `number` says a tie-break (`tie_won_told`)."""
    return phrase_asked(words(lang_index.docs[number].entry.title), lang_index.lang, "tie_won_told") is not None


def _named_to_last(stems: list[str], rule: int, lang_index: LangIndex) -> bool:
    """Whether the question's stems name a thing of the last step (sentence)
    of the rule entry `rule` and a thing of a step before it, each by a word
    that step alone holds: the steps named reach the end of the list."""
    lang = lang_index.lang
    ignored = {stem(word, lang) for word in stopwords(lang) | question_form_set(lang, "tie_still_ignored")}
    named = {stemmed for stemmed in stems
             if stemmed not in ignored and not stemmed.isdigit() and lang_index.idf.get(stemmed, 0.0) >= THING_IDF}
    if not named:
        return False
    sentences = [{stem(word, lang) for word in words(part) if not word.isdigit()}
                 for part in _SENTENCE.split(lang_index.docs[rule].entry.text)]
    sentences = [sentence for sentence in sentences if sentence]
    if len(sentences) < 3:  # (a list: an opening and two steps at least)
        return False
    # (each step by the words no other sentence holds: "wins", "more" are in every step, the thing is its own)
    own = [sentence - set().union(*(other for at, other in enumerate(sentences) if at != place))
           for place, sentence in enumerate(sentences)]
    return not named.isdisjoint(own[-1]) and any(not named.isdisjoint(step) for step in own[1:-1])
