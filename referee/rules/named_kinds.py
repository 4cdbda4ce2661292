"""Two named things of one kind asked together: the question about two things of that kind.

"Overtime and Red Gown both got flipped at my turn end, which one is
active?", "Collector está activo y alguien dispara Micro-Plastic, ¿valen los
dos a la vez?". Each thing has its own rule entry, whose title gives its
name and its kind in brackets ("Overtime (continuous): ...", "Red Gown
(continuous): ...", "Overtime («Horas extra», continuo): ..."); what the
question asks is whether both hold at once, or which one does, and a
rulebook says that of the kind, not of each thing: "If 2 or more CONTINUOUS
EVENT are triggered, only the latest one takes effect". Before, the search
kept to the things' own entries (each answers what its card does, not how
two of its kind go together) or took a known gap of two named things for
the question.

A question is read as one about two things of their kind when it asks in
the words of its language's lexicon whether things hold together
(`question_form.kind_together`: "both", "at once", "which one", "still",
"los dos", "a la vez", "cuál", "sigue"), names two or more things of one
game (the rare words of their titles' names, as rules/combined.py finds
them) and their titles give one kind that is not a name (a part of the
title head none of whose words is a name's: "continuous", "continuo"). The
question is then asked again with each name replaced by the kind's word
("continuous and continuous both got flipped ..."); `search` keeps that
answer when it answers. Only a question that holds one of the lexicon's
words looks further: most questions stop at that set look-up.

Tuning sets: top-1 11,189 -> 11,191 of 11,960, top-3 11,786 -> 11,788,
false abstention 247 -> 244, abstention 1,933 of 2,267 unchanged (three
English LOOP questions of two continuous events, which had abstained on
a known gap of two named events or ranked the events' own entries; none
lost). Out of reach: "Buy More Earn More" has no rare word to be a name,
and two questions whose rewritten form still does not answer ("... at same
time?", "is it better to ...").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from referee.rules.combined import _ALTERNATIVE, holders, named_things
from referee.rules.normalize import fold, key, stopwords, terms, title_terms, words
from referee.rules.phrase_lists import says_listed
from referee.rules.triggers import form_phrases, triggered_by

if TYPE_CHECKING:  # (types only: the search imports this module)
    from referee.rules.index_types import Index, LangIndex

_WORD = re.compile(r"\w+")


@triggered_by(form_phrases("kind_together"), absent=False)
def asks_together(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask whether things hold together, or which of them does ("both",
    "at once", "which one", "still", "los dos", "a la vez", "cuál", "sigue")."""
    return says_listed(folded, lang, "kind_together")


@lru_cache(maxsize=1024)
def _head_parts(title: str, lang: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The parts of a title's head (before the colon, split at brackets, quotes and commas), each with its
    terms: "Hypebeast (continuous, not Solo)" -> ("Hypebeast", ...), ("continuous", ...), ("not Solo", ...)."""
    parts = []
    for said in _ALTERNATIVE.split(title.split(":", 1)[0]):
        held = tuple(terms(said, lang))
        if held:
            parts.append((said.strip(), held))
    return tuple(parts)


def _kind(title: str, names: tuple[tuple[str, ...], ...], lang: str) -> tuple[tuple[str, ...], str] | None:
    """The kind a named thing's title gives first: the first head part none
    of whose terms is a word of one of its names, as its terms and as
    written ("Hypebeast (continuous, not Solo)": "continuous", not the mode
    it leaves out after it); None if the head has no such part."""
    name_words = {word for name in names for word in name}
    return next(((held, said) for said, held in _head_parts(title, lang) if name_words.isdisjoint(held)), None)


def _named_in(held: set[str], table: dict[int, tuple[tuple[str, ...], ...]]) -> dict[int, tuple[str, ...]]:
    """The entries of `table` whose name the question's stems (`held`) hold, each with the longest name
    held; a name inside another name held is that longer name ("Diamond" in "A Diamond Is For Business")."""
    named = {}
    for number, names in table.items():
        said = [name for name in names if set(name) <= held]
        if said:
            named[number] = max(said, key=len)
    return {number: name for number, name in named.items()
            if not any(set(name) < set(other) for other in named.values())}


KIND_NAME_TERMS = 3  # a title head of at most this many terms that holds the kind's names it ("CONTINUOUS EVENT")


def _kind_named(lang_index: LangIndex, game: str, kind: tuple[str, ...], named: set[int]) -> str | None:
    """How the rulebook names the kind: the head of the title of an entry of
    `game` (not one of the `named` things') that is the kind's words and a
    few more ("CONTINUOUS EVENT: active turns only, until replaced",
    "Evento Continuo: ..."), or None. Read from the entries that hold the
    kind's first word only."""
    for number in sorted(holders(lang_index, game, kind[0]) - named):
        head = lang_index.docs[number].entry.title.split(":", 1)[0]
        said = title_terms(head, lang_index.lang)
        if len(said) <= KIND_NAME_TERMS and set(kind) <= said and len(said) > len(set(kind)):
            return head.strip()
    return None


def kind_question(query: str, lang_index: LangIndex, index: Index, games) -> str | None:
    """`query` with the names of the things it asks about together replaced
    by the word of their one kind ("Overtime and Red Gown both ..." ->
    "continuous and continuous both ..."), or None: the question does not
    ask whether things hold together, names fewer than two things of one of
    `games`, or their titles give no one kind that the rulebook names in a
    title of its own ("CONTINUOUS EVENT: ...")."""
    lang = lang_index.lang
    if not asks_together(words(query), lang):
        return None
    stop = stopwords(lang)
    tokens = [(match, key(fold(match.group()), lang)) for match in _WORD.finditer(query)]
    held = {stemmed for _, stemmed in tokens}
    for game in games:
        table = named_things(index, lang_index, game)
        named = _named_in(held, table)
        if len(set(named.values())) < 2:
            continue
        kinds = {_kind(lang_index.docs[number].entry.title, table[number], lang) for number in named}
        if len(kinds) != 1 or None in kinds:
            continue
        kind_terms, _ = kinds.pop()
        kind = _kind_named(lang_index, game, kind_terms, set(named))
        if kind is None:  # (a kind the rulebook gives no entry of its own has no rule of its own either)
            continue
        # the words of each name's title head, by entry ("Micro-Plastic": the name is "micro", its head also
        # says "plastic"), for the names as the question writes them
        heads = {number: {word for _, part in _head_parts(lang_index.docs[number].entry.title, lang)
                          if not set(named[number]).isdisjoint(part) for word in part} for number in named}
        return _replaced(query, tokens, heads, named, stop, kind)
    return None


def _replaced(query: str, tokens, heads: dict[int, set[str]], named: dict[int, tuple[str, ...]],
              stop: frozenset[str], kind: str) -> str:
    """`query` with each name written as `kind` once: a run of words of one
    entry's title head (`heads`; stopwords inside it allowed: "Make It
    Rain") that holds a word of its name (`named`). Two names side by side
    ("Overtime and Red Gown") are two runs: a run keeps to one entry."""
    pieces, end = [], 0
    run: list = []  # the run's (match, stem), the entries whose head holds all of it
    owners: set[int] = set()

    def close() -> None:
        nonlocal end
        while run and not any(run[-1][1] in heads[number] for number in owners):  # (a stopword after it stays)
            run.pop()
        if run and any(stemmed in named[number] for _, stemmed in run for number in owners):
            pieces.append(query[end:run[0][0].start()])
            pieces.append(kind)
            end = run[-1][0].end()
        run.clear()
        owners.clear()

    for match, stemmed in tokens:
        holding = {number for number in heads if stemmed in heads[number]}
        if run and holding & owners:
            owners.intersection_update(holding)
            run.append((match, stemmed))
        elif run and fold(match.group()) in stop:
            run.append((match, stemmed))
        else:
            close()
            if holding:
                owners.update(holding)
                run.append((match, stemmed))
    close()
    pieces.append(query[end:])
    return "".join(pieces)
