"""An official way of playing asked, a silence of the question's form.

"Is there an OFFICIAL WAY to give Rob Bot Goal Tiles too?", "IS IT
OFFICIAL to deal 12 Life Events instead of 8?", "¿Existe una VARIANTE
OFICIAL de Adulthood en solitario sin Life Events?", "an OFFICIAL RULE
WHERE Rob rolls one more die than me?". Players ask the rulebook to bless
a change of the game they have in mind, naming new things each time, so a
gap's aliases never reach it. The rule that ranks first is the rule the
change would alter (Rob scores no Goal Tiles, the solo deck holds 8 Life
Events), often itself a rule of a mode (solo, two players), so the search
and rules/variants_asked.py, which asks only that the entry be about a
variant, both take it for an answer.

The question says a word of officialness (`official_asked`: "official",
"oficial") within OFFICIAL_REACH words of a word of a way of playing
(`official_way`: way, variant, version, mode, handicap, tournament, forma, variante,
modo), or a phrase that asks the blessing outright (`official_phrases`: "is
it official", "an official rule where", "es oficial", "as a house rule",
"como variante": the player's change, offered as a variant), or a variant asked to
exist (rules/variants_asked.py) with the change it makes after it
(`official_change`: "is there a variant WHERE ...", "¿existe una variante EN
LA QUE se hace draft ...?", "SIN asistencia social"): a mode's own rule,
first, is about a variant but not about that one. "Is there an
official rule FOR picking the first player?" asks a rule of the game, not
a way of playing it: "rule" alone is no way. The first entry answers only
when it offers a choice of how to play (`official_told`: "difficulty",
"easier", "too hard", "optional", "dificultad", "fácil"): "is there an
official way to make Rob easier?" is answered by "if Rob is too hard to
beat, give him only 1 Character Token".

Tuning sets: 7 abstentions more for the official way (blind41, blind49,
blind53 5 times), 1 for the variant with its change (blind41; the 12 other
such questions already abstained, none answerable); the 6 answerable
questions asking an official way to make Rob easier keep their state.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.variants_asked import asked_variant
from referee.rules.normalize import question_form, may_hold_phrase, question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, holds, phrases_held

OFFICIAL_REACH = 4  # words either side of a word of officialness within which the way of playing is named
ENTRIES = 1  # the first entries one of which must offer a choice of how to play


@lru_cache(maxsize=8)
def _words(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of officialness and of a way of playing of `lang`."""
    form = question_form(lang)
    return frozenset(form.get("official_asked", ())), frozenset(form.get("official_way", ()))


def asked_official(query: str, lang: str) -> str:
    """The words of the question that ask for an official way of playing, or ""."""
    said = words(query)
    official, ways = _words(lang)
    for position, word in enumerate(said):
        if word not in official:
            continue
        way = next((near for near in said[max(0, position - OFFICIAL_REACH):position + OFFICIAL_REACH + 1]
                    if near in ways), "")
        if way:
            return f"{word} {way}"
    phrases = question_form_phrases(lang, "official_phrases")
    blessed = "" if not may_hold_phrase(said, lang, "official_phrases") \
        else next((" ".join(phrase) for phrase in phrases_held(said, phrases)), "")  # (most questions: none)
    if blessed:
        return blessed
    variant = asked_variant(query, lang)
    if variant and holds(said, question_form_phrases(lang, "official_change"), said.index(variant) + 1):
        return variant
    return ""


def unstated_official(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask for an official way of playing when the first
    entry offers no choice of how to play; else None."""
    lang = lang_index.lang
    asked = asked_official(query, lang)
    if not asked:
        return None
    if entries_tell(near[:ENTRIES], lang_index, "official_told"):
        return None
    return asked
