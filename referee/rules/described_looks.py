"""A component told by its look or its place, as the rulebook tells it: read as the component's name.

"the tile in the slot at the bottom of a location", "las losetas que van en
el hueco de abajo de cada ubicación", "the counter on the right side of my
board", "the token with the frustrated side". A player who does not know a
component's name (or has forgotten it) tells what it looks like or where it
lies. The rulebook names the thing in every rule about it ("Bus Stop Tile",
"Personal Fulfillment Counter", "Frustration Token") and describes its look
or place once, in the rule that sets it out ("in the slot at the bottom of
each location", "on the right side of your board", "frustrated side up").
Read word for word, the description finds that one rule, whatever the
question asks of the thing (what it gives, what happens at the end of its
track), and the rules that answer, which name the thing, lose to it.

The looks are data, from the rulebooks' own words: `rulesets/<game>/looks.toml`
lists each described component with its name per language, the entry whose
text states the look (checked by the tests), and the ways a question tells
it per language (a pattern is a few steps, each a word or `|`-separated
words, found in order with at most LOOK_GAP other words between two steps:
"tile|tiles slot|slots bottom" reads "the TILE in the SLOT at the BOTTOM").
`as_named` puts the name in the place of the description (from its first
step to its last), so every reading of the question reads the thing named;
a description of another game than the one asked (`game`) is left as it is,
and so are words of a look found across a mark of a clause or an aside
("the frustration tokens (the flipped ones on the left end)": a gloss the
question already gives beside the name).
Cheap: a question with none of the first steps' words is passed over with
one set look-up.

Round lookrank (from `44b69061`): blind168 (components told by their look)
top-1 185 -> 190 of 208, top-3 199 -> 201, false abstention 9 -> 6
(Spanish top-1 86.5 -> 88.5 %); the tuning list TUNE173 (169 sets) top-1
31,066 -> 31,076 of 33,728, top-3 33,091 -> 33,094, false abstention 924
-> 919, abstention unchanged at 5,169 (5,183) of 6,179; the check sets
unchanged. Of the 45 questions of the list a look reads, none fell from
first place or out of the top three, none more abstained: the
place "the right-hand track" is not "the far right of the track" (the
passive spaces' look asks "far", "rightmost" or "right end"), and a look
across a bracket is a gloss (blind25's Rob Bot track and blind110's flipped
tokens, both lost before those two limits).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from referee.core.resources import rulesets_dir
from referee.rules.normalize import fold, stopwords
from referee.rules.triggers import checked_keys, may_hold_tokens

LOOK_GAP = 4  # other words at most between two steps of a look ("las losetas QUE VAN EN EL hueco")

_WORD = re.compile(r"[^\W_]+")
_CLAUSE_MARK = re.compile(r"[(),;:?!.¿¡]")  # marks that end a clause or open an aside


@dataclass(frozen=True)
class Look:
    """One way a question tells a component of `game` by its look, read as `name`."""

    game: str
    entry: str
    name: str
    steps: tuple[frozenset[str], ...]


def _steps(pattern: str) -> tuple[frozenset[str], ...]:
    """The steps of a pattern of the looks file: words apart, each a set of folded alternatives."""
    return tuple(frozenset(fold(word) for word in step.split("|")) for step in pattern.split())


@lru_cache(maxsize=4)
def looks(lang: str) -> tuple[Look, ...]:
    """Every look of every game in `lang`, from `rulesets/<game>/looks.toml`."""
    found: list[Look] = []
    for path in sorted(rulesets_dir().glob("*/looks.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for look in data.get("looks", ()):
            name = look.get("name", {}).get(lang)
            if not name:
                continue
            found.extend(Look(path.parent.name, look["entry"], name, _steps(pattern)) for pattern in look.get(lang, ()))
    return tuple(found)


@lru_cache(maxsize=4)
def _openers(lang: str) -> frozenset[str]:
    """The words a look of `lang` opens with: a question with none is told by no look."""
    return frozenset().union(*(look.steps[0] for look in looks(lang))) if looks(lang) else frozenset()


@lru_cache(maxsize=4)
def _keys(lang: str) -> frozenset[str] | None:
    """The words of one step of each look of `lang`: a look is found only where a word of each of its steps
    is, so a question with none of these is told by no look (rules/triggers.py `may_hold_tokens`). The step is
    one of no stopword, inside the look rather than its first or last (those name the thing and where it is,
    "tile ... location": words of many questions; the inner ones tell the look, "slot", "bottom"), of the
    longest shortest word."""
    stop = stopwords(lang)
    return checked_keys(word for look in looks(lang) for word in max(
        look.steps, key=lambda step: (stop.isdisjoint(step), 0 < look.steps.index(step) < len(look.steps) - 1,
                                      min(map(len, step)))))


def _span(said: list[str], steps: tuple[frozenset[str], ...]) -> tuple[int, int] | None:
    """The first and last positions in `said` of the steps found in order, each at most LOOK_GAP words after the
    one before; None when they are not."""
    for start, word in enumerate(said):
        if word not in steps[0]:
            continue
        at = start
        for step in steps[1:]:
            at = next((n for n in range(at + 1, min(len(said), at + 2 + LOOK_GAP)) if said[n] in step), None)
            if at is None:
                break
        else:
            return start, at
    return None


def as_named(query: str, lang: str, game: str | None = None) -> str:
    """`query` with each description of a component's look (of `game`, when given) put as the component's name."""
    if not may_hold_tokens(query, _keys(lang)):
        return query  # (no word of a step of each look: most questions, before cutting them into words)
    matches = list(_WORD.finditer(query))
    said = [fold(match.group()) for match in matches]
    if _openers(lang).isdisjoint(said):
        return query
    for look in looks(lang):
        if game and look.game != game:
            continue
        span = _span(said, look.steps)
        if span is None or _CLAUSE_MARK.search(query, matches[span[0]].end(), matches[span[1]].start()):
            continue  # (a description is told within one clause: "tokens (the flipped ones on the left end)" glosses)
        start = span[0]
        named = set(fold(look.name).split())
        while start and said[start - 1] in named:  # ("the MEMORY Cards in the top slot": the name begun already)
            start -= 1
        first, last = matches[start], matches[span[1]]
        query = f"{query[:first.start()]}{look.name}{query[last.end():]}"
        matches = list(_WORD.finditer(query))
        said = [fold(match.group()) for match in matches]
    return query
