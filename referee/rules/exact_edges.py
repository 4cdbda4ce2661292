"""An exact value at the edge of a rule whose words do not settle it: a silence of the question's form.

Players check a rule at its very edge, and say so with "exactly": "my
marker lands EXACTLY ON the Grown-Up space but doesn't go past it, am I
Grown Up?", "si caigo JUSTO EN la última casilla, ¿vuelvo a 0?", "I have 4
on one level, does that count or must it be EXACTLY 3?". The rule that
ranks first is the rule of that edge, and holds every word asked; whether
it answers depends on how it words the edge:

- landing exactly on a space (`exact_landing_asked`: "exactly on", "justo
  en"), asked of a rule that speaks only of passing it (`passing_told`:
  "pass", "past", "beyond", "pasas", "sobrepasa") and never of landing on or
  reaching it (`landing_told`: "land", "reach", "onto", "llegas", "cae"):
  whether stopping on the space is passing it is the edge the rulebook
  leaves open;
- a count asked exact or more (`exact_count`: "exactly" right before a
  number, in a sentence that offers another way with "or", "at least", "o",
  "como mínimo"), asked of a rule that states the count bare, with no word
  of a bound (`bound_told`: "at least", "or more", "fewer than", "equal to
  or higher", "exactly", "al menos", "o más", "igual o superior"): "have 3
  Character Tokens on the same level" says nothing of 4.

A rule that words its edge ("fewer than 5", "at least twice as many",
"equal to or higher than", "moves onto or beyond") answers, and so does
every question that says "exactly" without asking an edge ("what does it
do exactly?", "do I advance exactly 3 spaces?": no other way offered).
TUNE20 sets: of 195 questions with a word of "exactly", 3 unanswerable ones
now abstain (blind69: the Grown-Up space and the end of a track landed on,
Completionist with 4 on a level), nothing else moved; "less" and "fewer"
alone count as bounds, so CV's "fewer cards than the number of players"
("menos cartas que") answers "justo 4 cartas".

Only the first entry is read (the rule of the edge ranks first). Cheap: one
set look-up of the words of "exactly" (`exact_words`) passes over most
questions.
"""

from __future__ import annotations

from referee.rules.advice import asked_form
from referee.rules.index import LangIndex
from referee.rules.normalize import NUMBER_WORDS, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, holds, sentence_words


def _told(first: int, lang_index: LangIndex, field: str) -> bool:
    """Whether a sentence of the first entry holds a phrase of `field`."""
    told = question_form_phrases(lang_index.lang, field)
    return any(holds(sentence, told) for sentence in entry_sentences(first, lang_index))


def _exact_count(query: str, lang: str) -> tuple[str, ...] | None:
    """The words that ask whether a count must be exact ("exactly 3"), in a
    sentence that offers another way (`exact_count_other`: "or", "at
    least"), or None."""
    exact, other = question_form_set(lang, "exact_words"), question_form_set(lang, "exact_count_other")
    numbers = NUMBER_WORDS.get(lang, {})
    for said in sentence_words(query):
        if exact.isdisjoint(said) or other.isdisjoint(said):
            continue
        for position, word in enumerate(said[:-1]):
            after = said[position + 1]
            if word in exact and (after.isdigit() or after in numbers):
                return word, after
    return None


def unstated_exact(query: str, first: int, lang_index: LangIndex) -> str | None:
    """The words that ask an exact edge ("exactly on", "exactly 3") when the
    first entry's words do not settle it; else None."""
    lang = lang_index.lang
    said = words(query)
    if question_form_set(lang, "exact_words").isdisjoint(said):
        return None  # (no word of "exactly": most questions)
    landing = asked_form(said, lang, "exact_landing")
    if landing is not None and _told(first, lang_index, "passing_told") and not _told(first, lang_index, "landing_told"):
        return " ".join(landing)
    count = _exact_count(query, lang)
    if count is not None and not _told(first, lang_index, "bound_told"):
        return " ".join(count)
    return None
