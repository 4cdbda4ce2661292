"""What a thing is for, asked: an entry that only lists it among others of its kind does not say.

"What does the BAD LUCK symbol on the dice do?", "¿Qué hace el símbolo de
MALA SUERTE del dado?", "¿Para qué sirven los TRÉBOLES de los dados?". The
player asks what one of several things of a kind is for. An entry whose
title names the kind ("The six symbols on the dice") and whose text names
the thing only as one item of a list ("health, knowledge, relationships,
money, good luck AND BAD LUCK") holds every word of the question, so it
ranked first; but a list tells what there is, never what one of its items
does: the rules of the item ("Bad luck dice are frozen", "Every 3 bad luck
= a misfortune") answer, and they ranked second and third.

An entry only lists the thing asked when the words of the purpose question
its title lacks (`purpose.asked_things`, less the title's keys) all stand
in one item of a list in its text and nowhere else in it. A list is a
clause (between ".", ";", ":" or brackets) of at least LIST_ITEMS items
parted by commas and a last joiner (lexicon `question_form.list_joiners`:
"and", "or", "y", "o"), each of at most ITEM_WORDS words. A question that
names several items ("¿para qué sirven los símbolos de salud, conocimiento
y relaciones?") asks of the list itself: no one item holds its words, and
the list's entry keeps its place. Such an entry is damped by LISTED_FACTOR.

Called for purpose questions only (search.py, `q.purpose`), on the
shortlisted entries; a text's lists are read once (`_lists`).

With the Spanish frame told first (rules/purpose.py `purpose_subjects`):
TUNE107 top-1 19,447 -> 19,451 (blind104 and blind105, "What does the bad
luck symbol on the dice do?" and "¿Qué hace el símbolo de mala suerte ...?"
from second to first), top-3 20,582, abstention 3,413/4,067 and false
abstention 547 unchanged. A list of items of up to four words read "En el
mazo de Adulthood, las cartas de Comunidad, Bienestar y Ocio" as a list and
lost "¿Para qué sirven las cartas de Community, Leisure y Wellness?";
LISTED_FACTOR from 1.1 to 1.3 moved nothing on the list, 1.25 lets "what's
the bad luck FACE of the die for?" (whose "face" the title's "symbols"
glosses) be answered too.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form_set, terms, title_terms

LIST_ITEMS = 3  # items a clause must part by commas and a joiner to be a list
ITEM_WORDS = 2  # ... each of at most this many words ("good luck", "bad luck")
LISTED_FACTOR = 1.25  # an entry that only lists the thing asked, against the rules of that thing

_CLAUSE = re.compile(r"[^.;:()\[\]]+")


@lru_cache(maxsize=2048)
def _lists(text: str, lang: str) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    """The lists of `text` (each a tuple of its items' keys) flattened to one
    tuple of items, and the keys said outside every list."""
    joiners = question_form_set(lang, "list_joiners")
    items: list[frozenset[str]] = []
    outside: set[str] = set()
    for clause in _CLAUSE.findall(text):
        parts = [part.strip() for part in clause.split(",")]
        if len(parts) >= LIST_ITEMS - 1:
            last = parts[-1].split()
            joined = [n for n, word in enumerate(last) if word.lower() in joiners]
            if joined:
                parts = parts[:-1] + [" ".join(last[:joined[-1]]), " ".join(last[joined[-1] + 1:])]
        if len(parts) >= LIST_ITEMS and all(0 < len(part.split()) <= ITEM_WORDS for part in parts[1:]):
            head = terms(parts[0], lang)  # ("the cards of Community, Leisure and Wellness": the first item is its last
            items.append(frozenset(head[-1:]))  # word, the words before it tell the kind, outside the list)
            outside.update(head[:-1])
            items.extend(frozenset(terms(part, lang)) for part in parts[1:])
        else:
            outside.update(terms(clause, lang))
    return tuple(items), frozenset(outside)


def only_listed(title: str, text: str, asked: frozenset[str], lang: str) -> bool:
    """Whether an entry names the thing asked only as one item of a list: the
    asked keys its title lacks all stand in one item of a list of `text`, and
    none of them elsewhere in it."""
    lacking = asked - title_terms(title, lang)
    if not lacking:
        return False
    items, outside = _lists(text, lang)
    if not items or not lacking.isdisjoint(outside):
        return False
    listed = lacking.intersection(*items) if len(items) == 1 else lacking & frozenset().union(*items)
    return bool(listed) and any(listed <= item for item in items)


def listed_factor(title: str, text: str, asked: frozenset[str], lang: str) -> float:
    """1 / LISTED_FACTOR for an entry that only lists the thing asked, 1.0 for the others."""
    return 1.0 / LISTED_FACTOR if only_listed(title, text, asked, lang) else 1.0
