"""A component told by where it comes from ("the notepad THAT COMES IN THE BOX"): the thing, not the box.

"La libreta QUE VIENE EN LA CAJA, ¿para qué es?", "what's the pencil THAT
CAME WITH THE GAME for?", "¿Para qué sirve la libreta QUE TRAE el CV?". A
player points at a component by saying it came in the box, the way one
points at a thing by its look (rules/described_looks.py). The clause only
tells which thing is meant; the question is about the thing. Read word for
word, its "box" and "comes" found the rule of what the box holds ("What
comes in the box", the Components list) and a rule of cards that go back
to the box, before the entry of the thing named (CV's notepad, which its
glossary names "libreta").

`without_origin` takes such a clause out of the question (lexicon
`question_form.origin_clauses`, each a relative clause: "que viene en la
caja", "that comes in the box"), when it follows a word of the thing (not
"las QUE TRAE LA CAJA", where the box's stock is the topic: "¿y si hacen
falta más de las que trae la caja?") and the question asks no number ("how
many tokens that come in the box..." asks what the box holds: the clause
is its topic). Words after the clause stay ("que trae EL CV", "que viene en
la caja DE LOOP": the game named stays named).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import fold, lexicon, question_form, stopwords
from referee.rules.triggers import may_hold_tokens, token_keys

_WORD = re.compile(r"[^\W_]+")


@lru_cache(maxsize=8)
def _clauses(lang: str) -> tuple[tuple[str, ...], ...]:
    """The origin clauses of `lang`, each as its folded words, longest first."""
    return tuple(sorted((tuple(fold(phrase).split()) for phrase in question_form(lang).get("origin_clauses", ())),
                        key=len, reverse=True))


@lru_cache(maxsize=8)
def _clause_keys(lang: str) -> frozenset[str] | None:
    """One word of each origin clause (its least common: rules/triggers.py), which a question must hold to hold
    the clause."""
    return token_keys(_clauses(lang), lang)


@lru_cache(maxsize=8)
def _counting(lang: str) -> tuple[tuple[str, ...], ...]:
    """The phrases that ask a number in `lang` (the `?num` intent's)."""
    return tuple(tuple(fold(phrase).split()) for phrase in lexicon(lang).get("question_intents", {}).get("?num", ()))


def _at(said: list[str], start: int, phrase: tuple[str, ...]) -> bool:
    return tuple(said[start:start + len(phrase)]) == phrase


def without_origin(query: str, lang: str) -> str:
    """`query` without the clauses that tell a thing by the box it came in."""
    clauses = _clauses(lang)
    if not clauses or not may_hold_tokens(query, _clause_keys(lang)):
        return query  # (no word of each clause, "box", "caja": most questions, before cutting them into words)
    matches = list(_WORD.finditer(query))
    said = [fold(match.group()) for match in matches]
    firsts = {clause[0] for clause in clauses}
    if firsts.isdisjoint(said):  # (cheap: most questions hold no relative word)
        return query
    if any(_at(said, n, phrase) for phrase in _counting(lang) for n in range(len(said))):
        return query  # "how many of the tokens that come in the box": the box's stock is asked
    stop = stopwords(lang)
    for start in range(len(said) - 1, 0, -1):  # (from the end: each cut leaves the spans before it in place)
        if said[start - 1] in stop:
            continue  # ("las que trae la caja": no thing named before the clause)
        clause = next((clause for clause in clauses if _at(said, start, clause)), None)
        if clause is not None:
            first, last = matches[start], matches[start + len(clause) - 1]
            query = f"{query[:first.start()].rstrip()}{query[last.end():]}"
    return query
