"""A reason the player guesses for a rule and asks to have confirmed: the rule says what, the question asks why.

"i think the cap is 7 dice just so the turns don't take forever, THAT'S THE
REASON right?", "accepting a SHARE gives 2 REPUTATION cos they're eating
into your own stuff, THAT'S THE THINKING BEHIND IT?", "Creo que Donate
cuesta 3 para que no salga mejor que Community, ¿ES POR ESO?", "¿Por qué
se tira la carta de la izquierda? Yo creo que ES PARA QUE no se queden
cartas muertas, ¿no?". The player knows the rule (the belief states it)
and puts forward a purpose for it: what is asked to be confirmed is the
reason, which the rulebooks seldom give. The rule the belief states ranks
first and covers every word of it, so the evidence of the words took it
for the answer; it is shown as related.

Three shapes, each read from the lexicon's `[question_form]`:

- a tag that names the reason itself (`reason_confirm`: "that's the idea",
  "is that the reason", "the thinking behind", "¿es esa la idea?", "¿o el
  motivo es otro?", "¿o hay otra razón?");
- a tag that asks "that's why" (`reason_confirm_cause`: "that's why",
  "¿es por eso?") after a cause the question gives (`reason_guess`:
  "because", "cos", "just so", "to stop", "porque", "para que"): without a
  cause told, "is that why I lost?" asks what a rule did, which the rule
  answers;
- a question of why (`reason_asked`) followed, in a later sentence, by a
  guess of the cause (`reason_guess_after_why`: "it's because", "is it
  so", "es porque", "es para que"). In one sentence ("why does the game
  end just because the deck ran out?") the cause is the rule grumbled at,
  which the rule answers.

The first entry answers only when it gives a reason (`reason_told`:
"because", "so that", "porque", "para que"), as in
rules/reasons_requested.py, whose form (the rulebook asked for the reason
in so many words) this one leaves to it.

blind161 (written in this style): 19 of its 32 unanswerable questions ask
such a reason; no answerable question of the tuning list has any of the
three shapes.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import (may_hold_phrase, phrase_positions, question_form_openers, question_form_phrases,
                                     question_form_reach, words)
from referee.rules.unstated_specifics import entries_tell, holds, phrase_asked, sentence_words

ENTRIES = 1  # the first entries one of which must give a reason (the rule the belief states ranks first)
TAGS = ("reason_confirm", "reason_confirm_cause")  # the lexicon fields of a tag that asks whether it is the reason


@lru_cache(maxsize=4)
def _tags(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of the tags of `lang` and their `first_word_reach`."""
    return question_form_reach(lang, *TAGS)


def tag_positions(folded: list[str], lang: str) -> set[int]:
    """The positions in `folded` of the words of a tag that asks whether a
    guess is the reason ("that's THE IDEA", "¿es esa LA IDEA?", "THE
    THINKING BEHIND it"): how the question asks, never a topic (as
    rules/purpose.py's frame), so the rule that gives the reason is not
    refused for lacking "idea", and a rule that gives none reaches the
    reading below. Empty for a question without any word a tag opens with
    (most questions: one set look-up)."""
    phrases, reach = _tags(lang)
    if reach.keys().isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach)


def _guess_after_why(query: str, lang: str) -> tuple[str, ...] | None:
    """The phrase that guesses a cause ("es para que") in a sentence after one
    that asks why, or None."""
    whys = question_form_openers(lang, "reason_asked")
    guesses = question_form_openers(lang, "reason_guess_after_why")
    sentences = sentence_words(query)
    if len(sentences) < 2:
        return None
    asked_why = False
    for said in sentences:
        if asked_why and not guesses.isdisjoint(said):
            found = phrase_asked(said, lang, "reason_guess_after_why")
            if found:
                return found
        if not asked_why and not whys.isdisjoint(said):
            asked_why = holds(said, question_form_phrases(lang, "reason_asked"))
    return None


def guessed_reason(query: str, lang: str) -> str:
    """The words that put a guessed reason up for confirmation ("that's the
    idea", "¿es por eso?", "es para que" after a why), or ""."""
    said = words(query)
    found = phrase_asked(said, lang, "reason_confirm")
    if found:
        return " ".join(found)
    if may_hold_phrase(said, lang, "reason_confirm_cause"):
        found = phrase_asked(said, lang, "reason_confirm_cause")
        if found and holds(said, question_form_phrases(lang, "reason_guess")):
            return " ".join(found)
    found = _guess_after_why(query, lang)
    return " ".join(found) if found else ""


def unstated_guessed_reason(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that put a guessed reason up for confirmation when the first
    entry gives no reason; else None."""
    asked = guessed_reason(query, lang_index.lang)
    if not asked or entries_tell(near[:ENTRIES], lang_index, "reason_told"):
        return None
    return asked
