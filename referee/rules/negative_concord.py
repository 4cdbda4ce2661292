"""The words a negation turns to its own ("¿no me dan NADA?"), read as the question would say them without it ("ALGO").

Spanish says "anything" after a negation with the word of nothing: "¿no me
dan NADA por llegar?" asks what "¿me dan ALGO por llegar?" asks, "¿no hay
NINGÚN premio?" what "¿hay ALGÚN premio?" asks (negative concord). A
player who asks in the negative ("¿a mí no me da nada?") asks whether
anything is given, and a reading of the form that looks for "algo" (the
reward asked for a condition, rules/unstated_specifics.py) missed it: the
rule that names the same things answered, though it gives nothing.

`as_asked` gives the folded words of the question with each such word
(`negative_concord`: pairs of the word and the one a question without the
negation says, "nada" / "algo") read as its pair when a negation
(`negative_ask_negations`: "no") comes before it in the same clause (no
comma, colon or mark of a question between them, nor a word that opens
another clause, `negative_concord_stops`: "¿no hay premio SI NADIE compra?"
keeps its "nadie"); every other word, the
negation too, stays as it is, so positions are the same as in
`normalize.words`. English says "anything" under a negation already ("don't
I get ANYTHING?"): its list is empty.
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form, question_form_set, words

_CLAUSE = re.compile(r"[^,;:.?!¿¡()\[\]—–]+")


@lru_cache(maxsize=8)
def _pairs(lang: str) -> dict[str, str]:
    """Each word of negative concord of `lang`, folded, with the word it reads as."""
    return {" ".join(words(word)): " ".join(words(twin)) for word, twin in question_form(lang).get("negative_concord", ())}


def as_asked(text: str, lang: str) -> list[str]:
    """The folded words of `text` (as `normalize.words`), each word of
    negative concord after a negation of its clause read as its pair
    ("¿no me dan nada?": "no me dan algo")."""
    said = words(text)
    pairs = _pairs(lang)
    if not pairs or pairs.keys().isdisjoint(said):
        return said  # (no word of nothing: most questions)
    negations = question_form_set(lang, "negative_ask_negations")
    stops = question_form_set(lang, "negative_concord_stops")
    read: list[str] = []
    for clause in _CLAUSE.finditer(text):
        negated = False
        for word in words(clause.group()):
            if negated and word in pairs:
                word = pairs[word]
            negated = (negated or word in negations) and word not in stops
            read.append(word)
    return read if len(read) == len(said) else said


_WORD = re.compile(r"\w+")


def turned(clause: str, lang: str) -> str:
    """The words of a clause a negation opened (what follows "no" in "¿no
    hay NINGUNA ficha?"), each word of negative concord written as its pair
    up to a word that opens another clause (`negative_concord_stops`)."""
    pairs = _pairs(lang)
    if not pairs:
        return clause
    stops = question_form_set(lang, "negative_concord_stops")
    pieces: list[str] = []
    last = 0
    for match in _WORD.finditer(clause):
        folded = " ".join(words(match.group()))
        if folded in stops:
            break
        if folded in pairs:
            pieces.append(clause[last:match.start()])
            pieces.append(pairs[folded])
            last = match.end()
    pieces.append(clause[last:])
    return "".join(pieces)
