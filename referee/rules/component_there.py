"""Whether the box holds a component for a purpose ("is there a token for that extra die?"), when the first rule names no such component.

"my Marriage card gives me a 5th die. IS THERE A TOKEN for that extra die,
or do we just go by the card?", "WHY IS THERE NO YEAR MARKER on the
board?", "why is there no MARKER to remember I already passed the end of
the track?", "¿HAY ALGUNA FICHA para ese dado?", "¿la caja TRAE BLOC pa
apuntar los VEP?". A player holding the box asks whether it has a piece
that keeps track of something. The rule that ranks first is the thing to be
kept track of (the extra die, the 9 years, passing the end of a track),
which holds the question's other words, so its words seem to answer; it
never names such a piece, and the rulebook's component lists do not have
it. A rule that names the kind of piece asked answers ("is there a TOKEN
too?" beside CV's "also takes the bicycle TOKEN").

The question asks whether a component exists when a phrase of
`component_there` ("is there a", "are there any", "why is there no", "o
hay", "la caja trae") or, at the start of a Spanish ask ("¿Hay ...?"),
a word of `component_there_opening` is followed, at most KIND_GAP words
later (an article, a word of what it is for: "a ROUND counter", "ALGUNA
ficha"), by a word of a kind of component (`component_kinds`, in groups of
one kind's forms: "token"/"tokens"/"chit", "marker"/"counter", "pad"/
"notepad"; "ficha"/"fichas", "marcador"/"contador", "bloc"/"libreta").
Not "there's no" nor "y hay" told as the state of the board ("there's no
Frustration token on the track", "si rebota y hay una Ficha"): no ask of
the box. Nor a limit ("¿hay un máximo de fichas?": the kind is more than
KIND_GAP words on). It is unanswered when the first rule has no word of
the kind asked (of its group). Only the first rule, as rules/print_asked.py
reads a print. A question without a word that opens such a phrase pays one
set look-up.

Measured (round abst40, TUNE131 on wave1base, after rules/paid_destination.py):
abstention 4,028 -> 4,032 of 4,835 (blind127's token for the Marriage
card's 5th die, blind87's year marker and marker of a track passed,
blind60's "¿la caja trae bloc?"); top-1 23,143, top-3 24,550 and false
abstention 600 unchanged. Left: a kind the first rule names for another
use ("is there a token WITH A 2 on it?" beside CV's rule of updating
tokens; "¿hay fichas de felicidad positivas?" beside the negative ones).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, phrase_starts

KIND_GAP = 1  # the most words between the phrase that asks and the kind of component ("is there a ROUND counter")
_ASK_START = re.compile(r"¿")  # where a Spanish ask opens ("¿Hay ...?")


@lru_cache(maxsize=4)
def _kinds(lang: str) -> dict[str, frozenset[str]]:
    """Each word of a kind of component of `lang` (`component_kinds`) with the words of its group."""
    return {word: frozenset(group) for group in question_form(lang).get("component_kinds", ()) for word in group}


def unstated_component(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask whether a component exists when the question
    asks it and the rule of `first` (the one that would answer) has no word
    of the kind asked; else None."""
    lang = lang_index.lang
    said = words(query)
    openers = question_form_openers(lang, "component_there") | question_form_set(lang, "component_there_opening")
    if openers.isdisjoint(said):
        return None  # (one set look-up: most questions ask no such thing)
    kinds = _kinds(lang)
    if kinds.keys().isdisjoint(said):
        return None
    ends = [start + len(phrase) for phrase in question_form_phrases(lang, "component_there")
            for start in phrase_starts(said, phrase)]
    opening = question_form_set(lang, "component_there_opening")
    for part in _ASK_START.split(query)[1:]:  # ("¿Hay alguna ficha?": the ask opens with the word)
        part_words = words(part)
        if part_words and part_words[0] in opening:
            at = _find_run(said, part_words)
            if at >= 0:
                ends.append(at + 1)
    for end in sorted(ends):
        kind = next((said[at] for at in range(end, min(end + KIND_GAP + 1, len(said))) if said[at] in kinds), None)
        if kind is None:
            continue
        told = kinds[kind]
        if any(not told.isdisjoint(sentence) for number in first for sentence in entry_sentences(number, lang_index)):
            return None
        return " ".join(said[end:said.index(kind, end) + 1])
    return None


def _find_run(said: list[str], run: list[str]) -> int:
    """Where the words `run` start in `said` (the first place), or -1."""
    size = len(run)
    return next((at for at in range(len(said) - size + 1) if said[at:at + size] == run), -1)
