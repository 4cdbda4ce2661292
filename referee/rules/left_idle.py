"""A thing left idle for several turns, asked what becomes of it: a silence of the question's form.

"If I DON'T go on a Date FOR SEVERAL TURNS, does my Partner leave me?",
"¿Se pierde el marcador de Promoted si paso VARIOS TURNOS SIN usar la
acción?", "¿pierde calidad si la dejo VARIOS TURNOS SIN usar?", "¿Las
ACTIVITY que NADIE coge EN VARIAS RONDAS se descartan solas?". Players
used to games where things wear out, expire or clear themselves ask
whether neglect over time changes something; the rulebooks say what a
turn or a round does, never what comes of a thing nobody touched for a
while. The rule of the thing ranks first (Date, the Promoted token, the
end-of-turn refill, the event that takes QUALITY) and holds every word
of it, so the evidence of the words took it for the answer; a fresh
question names new things each time, so a gap's aliases never reach it.

The form, in one sentence (`sentence_words`): a span of several turns or
rounds (`idle_span`: "several turns", "a few rounds", "varios turnos",
"varias rondas") with a word of not doing at most `REACH` words before it
(`idle_not`: "don't", "never", "nobody", "nadie", "no", "sin") or a word
of without right after it (`idle_without`: "without", "sin": "varios
turnos SIN usar"). A later turn named with no neglect ("so I can reveal it
a few turns later, can't I?": the tag's "not" comes after the span, and
is no word of without) is a thing put off, which the rule of its timing
answers. The first entry answers when it says what each turn or round
does to things, or how long they last (`idle_told`: "each round", "until",
"cada ronda", "hasta": CV's track discards its leftmost card at the end of
each round, so a card nobody buys does go).

Round abst34 (TUNE115): abstention +4 (blind43, blind79, blind95 twice),
top-1, top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entries_tell, find_phrase, sentence_words

REACH = 8  # words before the span within which a word of not doing tells the neglect ("if I DON'T go on a Date for ...")
WITHOUT_REACH = 2  # words after the span within which a word of without does ("varios turnos SIN usar")
ENTRIES = 1  # the first entries one of which must say what a turn or round does to things


def idle_span(query: str, lang: str) -> str:
    """The span of turns or rounds of a sentence of `query` that tells a
    thing left undone over it ("several turns", "varias rondas"), or ""."""
    if question_form_openers(lang, "idle_span").isdisjoint(words(query)):
        return ""  # (no word that opens a span: nearly every question)
    spans = question_form_phrases(lang, "idle_span")
    nots = question_form_set(lang, "idle_not")
    withouts = question_form_set(lang, "idle_without")
    for sentence in sentence_words(query):
        for span in spans:
            start = find_phrase(sentence, span)
            if start < 0:
                continue
            end = start + len(span)
            if not nots.isdisjoint(sentence[max(0, start - REACH):start]) \
                    or not withouts.isdisjoint(sentence[end:end + WITHOUT_REACH]):
                return " ".join(span)
    return ""


def unstated_idle(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The span of a thing left idle when the first entry does not say what
    a turn or round does to things; else None."""
    span = idle_span(query, lang_index.lang)
    if not span or entries_tell(near[:ENTRIES], lang_index, "idle_told"):
        return None
    return span
