"""How two components look, compared: a silence of the question's form.

"Are the Grown-Up, Promoted and Married markers DIFFERENT SHAPES?", "¿el
Contador de VEP y el de Realización Personal tienen la MISMA FORMA?", "is
the 4 VEP side of a Frustration Token ... a DIFFERENT SIDE?", "¿las Fichas
de Interés de Rob SE DISTINGUEN de las mías en algo, aparte del COLOR?". A
player who mixes up two pieces asks how they differ to the eye: a shape, a
size, a side, a back, a colour. A rulebook says what a piece is for and
counts it, seldom what it looks like beside another: that is on the
component, which the table sees. The rule that ranks first is the one
that counts the pieces or says what one of them does ("There are 12 status
markers in total"), and would answer with confidence a look it never
describes.

The question compares looks when a word of comparison
(`looks_compared_cues`: "different", "same", "difference", "distinto",
"misma", "se distinguen") has a word of a look (`looks_compared`, in
groups of one look's forms: "shape"/"shapes", "lado"/"lados") at most
`looks_compared_reach` words after it, unless a word of
`looks_compared_shared` just before the comparison tells what things
share ("three Motivation Tokens OF THE SAME colour", "del mismo color": a
cost, not a look compared), or the word of a look follows one of
`looks_compared_manner` ("¿me devuelven la diferencia DE ALGUNA forma?": a
way, not a shape; a rule's "AL lado de tu tablero": a place, not a side).
It is unanswered when the first
rule has no word of the look asked (of its group): a rule that says which
side of a token goes up ("black side up") or what colour a piece is may be
the one that reads it. Only the first rule, as rules/print_asked.py reads a
print: the rule of the pieces compared ranks first.

On blind88 (players who mix up two things of one game), the comparisons of
pieces' shapes, sides and colours were answered by the count of the pieces.
On the tuning list: abstention 2,825 -> 2,830 (all in blind88: the status
markers' shapes, the Counters' "misma forma", a Frustration Token's side,
Rob's Interest Tokens "aparte del color", the board's "lado A y lado B"),
top-1, top-3 and false abstention unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import NUMBER_WORDS, question_form, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences


SHARED_REACH = 2  # words before a word of comparison where a word of `looks_compared_shared` makes it a thing shared
# ("tokens OF THE same colour", "ON THE same side"): without it, 13 answerable questions of the tuning list ("3
# Motivation Tokens of the same colour", "del mismo color") abstained


def _counted_size(said: list[str], asked: list[str], lang: str) -> bool:
    """Whether the look asked is the size of a set of things (`looks_compared_counted`: "the market", "el mazo")
    the question names: how many it holds, which a number of the rule tells."""
    sized = question_form_set(lang, "looks_compared_sized")
    return not sized.isdisjoint(asked) and not question_form_set(lang, "looks_compared_counted").isdisjoint(said)


@lru_cache(maxsize=4)
def _looks(lang: str) -> dict[str, frozenset[str]]:
    """Each word of a look of `lang` (`looks_compared`) with the words of its group."""
    return {word: frozenset(group) for group in question_form(lang).get("looks_compared", ()) for word in group}


def unstated_look(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The word of the look asked when the question compares how two
    components look and the rule of `first` (the one that would answer, or
    none) has no word of that look; else None."""
    lang = lang_index.lang
    said = words(query)
    cues = question_form_set(lang, "looks_compared_cues")
    if cues.isdisjoint(said):
        return None  # (no word of comparison: most questions)
    looks = _looks(lang)
    reach = int(question_form(lang).get("looks_compared_reach", 0))
    shared = question_form_set(lang, "looks_compared_shared")
    manner = question_form_set(lang, "looks_compared_manner")  # ("de ALGUNA forma": a way, not a shape)
    asked = [word for at, cue in enumerate(said) if cue in cues and shared.isdisjoint(said[max(0, at - SHARED_REACH):at])
             for after, word in enumerate(said[at + 1:at + 1 + reach], at + 1)
             if word in looks and said[after - 1] not in manner]
    if not asked:
        return None
    told = frozenset().union(*(looks[word] for word in asked))
    if not told.isdisjoint(question_form_set(lang, "colour_asked_words")):
        told |= question_form_set(lang, "colour_names")  # (a colour named tells the colour)
    counted = _counted_size(said, asked, lang)  # (a size of a set of things: a number in the rule tells it)
    if counted:
        told |= frozenset(NUMBER_WORDS.get(lang, {}))
    if any((word in told or counted and word.isdigit()) and (at == 0 or sentence[at - 1] not in manner)
           for number in first for sentence in entry_sentences(number, lang_index) for at, word in enumerate(sentence)):
        return None  # (a rule's "AL lado de tu tablero" is a place, not a side)
    return asked[0]

