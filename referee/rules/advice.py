"""Advice asked: which way of playing is better, a silence of the question's form.

Players ask the referee for strategy ("is it BETTER to buy high QUALITY
materials or lots of cheap ones?", "¿qué CONVIENE MÁS, ir a por Impacto o
a por Felicidad?", "what's a GOOD FIRST TURN for a total beginner?", "any
TIPS?", "what's a GOOD FINAL SCORE with 4 players?"). The rule that ranks
first explains the things the question names (the BUY action, the Impact
track, the final scoring) with confidence, but says what may be done, not
what is wise: the rulebooks give almost no advice, and a fresh question of
advice names new things each time, so a gap's aliases never reach it. The
form is what transfers: a phrase that asks for advice (`advice_asked`:
"is it better", "best strategy", "good first", "tips", "conviene", "qué es
mejor", "algún consejo").

A near rule answers only when it gives advice itself (`advice_told`:
Adulthood's solo tip "it is usually good to gain as many cards", LOOP's
"the recommended mode of play", "conviene", "recomendado"). A word of
advice right after a condition or a denial (`advice_condition`: "si no ME
CONVIENE", "if it doesn't suit me") is no ask for advice: "¿puedo pasar
turno si no me conviene nada?" asks whether one may pass, which a rule
answers. So is liking one thing better ("a new Partner I like better"):
only the phrases of asking count, never "better" or "mejor" alone.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, words
from referee.rules.unstated_specifics import entry_sentences, holds

CONDITION_REACH = 3  # words before a phrase of advice within which a condition or denial makes it none ("si no me conviene")


@lru_cache(maxsize=16)
def _phrases(lang: str, field: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of one `[question_form]` field of `lang` (made once)."""
    return tuple(tuple(words(phrase)) for phrase in question_form(lang).get(field, ()))


@lru_cache(maxsize=16)
def _first_words(lang: str, field: str) -> frozenset[str]:
    """The first words of the phrases of `field` (a set look-up before any phrase is compared)."""
    return frozenset(phrase[0] for phrase in _phrases(lang, field) if phrase)


def asked_advice(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The phrase of the folded words `said` that asks for advice, or None."""
    firsts = _first_words(lang, "advice_asked")
    if firsts.isdisjoint(said):
        return None  # (no word that opens an ask for advice: most questions)
    conditions = frozenset(word for phrase in _phrases(lang, "advice_condition") for word in phrase)
    for position, word in enumerate(said):
        if word not in firsts:
            continue
        for phrase in _phrases(lang, "advice_asked"):
            if tuple(said[position:position + len(phrase)]) == phrase \
                    and conditions.isdisjoint(said[max(0, position - CONDITION_REACH):position]):
                return phrase
    return None


def unstated_advice(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask for advice ("is it better", "conviene") when no
    near rule gives any; else None."""
    lang = lang_index.lang
    asked = asked_advice(words(query), lang)
    if asked is None:
        return None
    told = _phrases(lang, "advice_told")
    if any(holds(sentence, told) for number in near for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(asked)
