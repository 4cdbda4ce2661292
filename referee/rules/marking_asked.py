"""What a marking on a component means, its art too: silent unless the first rule names that marking or what it shows.

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

The ART of a component is such a marking (round art, blind105): a
picture, a drawing, an illustration, a photo, a design, a logo, a colour
("Do the PICTURES on the Parent Cards MEAN anything?", "What's the ART on
the back of the Values cards supposed to MEAN?", "¿Qué REPRESENTAN los
DIBUJOS de las cartas de evento?", "¿El LOGO de LOOP en el tablero tiene
ALGUNA FUNCIÓN aparte de poner las COIN encima?", "¿QUÉ SIGNIFICA cada
COLOR?"). No rulebook gives the art a meaning, and the rule of the
component it is on came first with confidence. Before, the words of a
picture were no marking (only `depictions`, read as a detail by
rules/pictures.py), and Spanish asked the meaning with words the list
lacked ("representan", "quiere decir", "alguna función"). A picture names
what it shows after "of"/"de" ("the pictures OF A HEART and a house",
"los dibujos DE HOJA y libro": `_drawn`), or before a participle ("el
CORAZÓN que tienen dibujado"): the first rule answers when it names the
thing shown (LOOP's properties HEART, HOUSE; Adulthood's Partner heart),
as it answers when it names the picture; what comes after "of" is the
place of the picture, not a thing shown, when it is a word of
`depicted_places` ("the drawing OF THE BACK", "los dibujos DE LAS
CARTAS"). A symbol or an icon that plays is no such marking ("what does
the bad luck SYMBOL on the dice do?", "¿qué significa el ICONO de
Grown Up?"): the rulebook names them, and their rules answer. Nor is a
picture the place of the thing asked ("a red line THROUGH the picture,
what does that mean": `marking_beside`), a colour told as a quality ("las
Fichas DE colores": right after "de", no article), or the verb of play
("DRAWING a card": `marking_gerunds`, a marking only after a determiner).
A rule that names the marking only in a sentence of the use the question
sets aside ("aparte de PONER las COIN ENCIMA", `marking_except`: LOOP's
"place all COIN ... on top of the LOOP logo") does not say what else it
means. `marking_times` makes a time only of the words of time
(`marking_timed`: "THIS year"); "CADA color" stays a marking. The
picture words add nothing to questions without a word of a marking and
a phrase of meaning (the same two set look-ups as before). Measured on
TUNE107 (107 sets): abstention 3,413 -> 3,430 (blind105 20/40 -> 35/40:
the pictures on Parent Cards, Mimic tokens, ACTIVITY cards, the art and
drawings on card backs, the LOOP logo, the drawings along the scoring
tracks; blind104 a CAREER's drawn building; blind28 the colours of a
card frame), top-1 19,447, top-3 20,582, false abstention 547 unchanged.
Without `marking_beside` and the participle, "a red line through the
picture" and "el corazón que tienen dibujado" abstained (2 false
abstentions).

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

import re
from functools import lru_cache
from itertools import chain

from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import question_form, question_form_phrases, question_form_set, stem, stopwords, words
from referee.rules.unstated_specifics import entry_sentences, find_phrase, holds

DRAWN_WORDS = 3  # the most content words after "of"/"de" read as the thing a picture shows ("pictures of a HEART and a HOUSE")
DRAWN_BEFORE = 2  # the content words before a participle read as the thing drawn ("el CORAZÓN que tienen dibujado")
_CLAUSE_END = re.compile(r"[,.;:?!¿¡()]")  # where what the question sets aside ends ("apart from X, ...?")


@lru_cache(maxsize=4)
def _markings(lang: str) -> dict[str, frozenset[str]]:
    """Each word of a marking of `lang` (`marking_words`) with the words of its group."""
    return {word: frozenset(group) for group in question_form(lang).get("marking_words", ()) for word in group}


def unstated_marking(query: str, first: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The word of the marking asked when the question asks what a marking
    on a component means and the rule of `first` (the one that would
    answer, or none) has no word of that marking, nor (for a picture) of
    the thing it shows; else None."""
    lang = lang_index.lang
    markings = _markings(lang)
    said = words(query)
    if markings.keys().isdisjoint(said):
        return None  # (no word of a marking: most questions)
    own = without_game_names(query, index, lang)
    said = words(own)  # ("in Coming of AGE": the game, not a marking)
    if markings.keys().isdisjoint(said):
        return None
    if not holds(said, question_form_phrases(lang, "marking_meaning")):
        return None
    asked = [(at, word) for at, word in enumerate(said) if word in markings and _marking_at(said, at, lang)]
    if not asked:
        return None  # ("can't change location THIS YEAR?": a time, no marking)
    told = frozenset().union(*(markings[word] for _, word in asked))
    if not told.isdisjoint(question_form_set(lang, "colour_asked_words")):
        told |= question_form_set(lang, "colour_names")  # (a rule that names a colour speaks of colours: "the BLUE FAVOUR")
    sentences = [sentence for number in first for sentence in entry_sentences(number, lang_index)]
    besides = _besides(own, frozenset(markings), lang)
    if any(not told.isdisjoint(sentence) and besides.isdisjoint(_stems(sentence, lang)) for sentence in sentences):
        return None
    drawn = frozenset().union(*(_drawn(said, at, lang) for at, word in asked))
    if drawn and any(not drawn.isdisjoint(_stems(sentence, lang)) for sentence in sentences):
        return None  # ("what do the pictures of a HEART mean?": the rule of the HEART property names the thing shown)
    return asked[0][1]


def _marking_at(said: list[str], at: int, lang: str) -> bool:
    """Whether the word of a marking at `at` is one here: not a time after
    a word of `marking_times` ("THIS year"), not a quality of the thing
    before it, right after a word of `depicted_links` with no article ("las
    Fichas DE colores": coloured tokens), not where another thing stands,
    after a word of `marking_beside` ("a red line THROUGH the picture",
    "DEBAJO del dibujo"), not a verb of play (`marking_gerunds`) unless a
    determiner stands before it ("THE drawing")."""
    word, before = said[at], said[at - 1] if at else ""
    if word in question_form_set(lang, "marking_timed") and before in question_form_set(lang, "marking_times"):
        return False
    if before in question_form_set(lang, "depicted_links"):
        return False  # ("las Fichas DE colores", "la franja DE color": a quality of the thing before it)
    determiners = question_form_set(lang, "marking_determiners")
    ahead = next((word for word in reversed(said[max(0, at - 3):at]) if word not in determiners), "")
    if ahead in question_form_set(lang, "marking_beside"):
        return False  # ("a red line THROUGH the picture": the place of the thing asked, not it)
    return word not in question_form_set(lang, "marking_gerunds") or before in question_form_set(lang, "marking_determiners")


def _drawn(said: list[str], at: int, lang: str) -> frozenset[str]:
    """The stems of what the picture at `at` shows, when a word of
    `depicted_links` follows it ("pictures OF a heart and a house", "dibujos
    DE hoja y libro"): its content words, up to DRAWN_WORDS, past the words
    of `depicted_joins` ("a", "and", "y"), until another stopword or a word
    of `depicted_places` (what the picture is on: "the drawing of THE
    BACK"); for a participle (`depicted_participles`: "un edificio
    DIBUJADO"), the last DRAWN_BEFORE content words before it; empty for a
    word of no picture (`depictions`)."""
    stop, places, joins = stopwords(lang), question_form_set(lang, "depicted_places"), question_form_set(lang, "depicted_joins")
    if said[at] in question_form_set(lang, "depicted_participles"):  # ("el corazón que tienen DIBUJADO")
        asking = frozenset(chain.from_iterable(question_form_phrases(lang, "marking_meaning")))  # ("qué SIGNIFICA la ...")
        return frozenset(stem(word, lang) for word in [word for word in said[:at] if word not in stop and word not in asking][-DRAWN_BEFORE:])
    if said[at] not in question_form_set(lang, "depictions") or at + 1 >= len(said) \
            or said[at + 1] not in question_form_set(lang, "depicted_links"):
        return frozenset()
    drawn: list[str] = []
    for word in said[at + 2:]:
        if word in joins:
            continue
        if word in places or word in stop or len(drawn) == DRAWN_WORDS:
            break  # ("of a kid DOING something", "de la mochila EN las cartas": what is drawn ends)
        drawn.append(stem(word, lang))
    return frozenset(drawn)


def _besides(text: str, markings: frozenset[str], lang: str) -> frozenset[str]:
    """The stems of the content words of what the question says a marking
    is there for besides ("any use APART FROM putting the COIN on it?"):
    the words after a phrase of `marking_except` to the end of its clause,
    but the markings' own; empty without one."""
    phrases = question_form_phrases(lang, "marking_except")
    stop = stopwords(lang)
    for clause in _CLAUSE_END.split(text):
        said = words(clause)
        ends = [at + len(phrase) for phrase in phrases if phrase[0] in said for at in [find_phrase(said, phrase)] if at >= 0]
        if ends:
            return frozenset(stem(word, lang) for word in said[min(ends):] if word not in stop and word not in markings)
    return frozenset()


def _stems(sentence: list[str], lang: str) -> frozenset[str]:
    """The stems of the folded words of one sentence of a rule."""
    return frozenset(stem(word, lang) for word in sentence)
