"""A summary asked about one thing: the entry that introduces that thing answers, before a detail of it.

"what's the bus for?", "¿Para qué sirven los Registros de Ánimo?", "explicame
rapido las Fichas de Rasgo", "what are life goals?", "how does the Bus
work?". A player who asks what one thing is, what it is for or how it works
overall wants the entry that introduces it ("The Bus moves left to right and
stops where there are Dice or Presences", "Trait Tiles: personal objectives
worth VEP", "Life goal cards: extra points at the end"), not a detail of it
that happened to score higher because it says the thing's name more often
("Return the Bus to the left", "Trait Bonus option: play a Trait Tile",
"Collector goal ...").

An entry introduces the thing asked when its title's head before a colon names
the thing and at most INTRO_SLACK word of a kind of component more ("Life goal
CARDS: ...", "Trait Tiles: ...", "Cinco Registros de Ánimo: ..."), or when it
heads its part of the rulebook (rules/outline_asked.py `heads_part`) and its
title opens with the thing's words ("The Bus moves left to right ...", "Five
Mood Tracks, two at the start ..."). The other entries of the thing are those
whose title or section holds one of its stems; the introducing entry goes
first only over such an entry (a first entry about something else keeps its
place: it may answer a different reading of the question), only when it is of
the same game, may move there (not a variant the question does not name) and
scores at least PULL_SHARE of the first.

The question asks for the thing as a whole when it asks what it is for
(rules/purpose.py), what it is ("?def"), for a summary (rules/outline_asked.py),
how it works ("how does X work", search._how_it_works) or to explain it (lexicon
`question_form.explain_asked`: "explain", "explícame"); a question that names
several things (more than INTRO_STEMS stems) or compares two is left alone.

An entry one of a catalogue ("Life goal: Collector", "Life goal: A healthy mind
...": another entry of its section has the same head before the colon) tells
one card of the kind, not the kind: it neither introduces nor holds its place
as the thing's subject. A title opens with the thing after a leading article,
quantifier or number (`intro_leading`: "THE Bus", "EVERY CAREER has...", "FIVE
Mood Tracks"); one that opens with another small word ("AT 2 REPUTATION you
can still ACCEPT", "HOW many turns each round lasts") opens with no thing. A
first entry that heads its part (rules/outline_asked.py: "resumime un turno"
already has "The 4 phases of a turn") or opens with the thing itself ("Every
CAREER has a unique ABILITY" for "what do CAREERs do?") keeps its place. The
thing must be a term of the first entry's game (its glossary): "¿de qué va
esto, cómo se GANA?" asks an act, and "Most VEP wins" heads its part.

Measured on TUNE121 (117 sets, wave3base ccbaaa2b): top-1 21,239 -> 21,244,
top-3 22,548 -> 22,549, abstention 3,756 and false abstention 553 unchanged;
only blind113 moved (top-1 124 -> 129: "what's the bus for?", "¿Para qué sirven
los Registros de Ánimo?", "explicame rapido las Fichas de Rasgo", "what are
life goals?", "Che, ¿cómo funciona lo de ascender y casarse?"). Tried and
dropped: PULL_SHARE 0.45 (top-1 -1: "work cards, what do they do in short"
answered by the list of card types); one word of slack before the thing in
any title (top-1 -1 on the focus sets: "At 2 REPUTATION you can still
ACCEPT" and "Rejected FAVOUR go to ..." passed the rules of REPUTATION and
FAVOUR); without the glossary check, "¿de qué va esto, cómo se gana?" lost
its objective to "Most VEP wins" (-2).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, question_form_set, stopwords, terms, weak_keys, words
from referee.rules.outline_asked import game_entries, heads_part

INTRO_SLACK = 1  # words of a kind a title's head may add to the thing's name ("Life goal CARDS: ...")
INTRO_STEMS = 3  # the most stems a question naming one thing holds ("life goal card")
PULL_SHARE = 0.6  # the introducing entry goes first from this share of the first entry's score


def explains(folded: list[str], lang: str) -> bool:
    """Whether the question asks to explain a thing ("EXPLAIN reputation", "EXPLICAME las Fichas")."""
    return not question_form_set(lang, "explain_asked").isdisjoint(folded)


@lru_cache(maxsize=4)
def _unnaming(lang: str) -> frozenset[str]:
    """The keys that name no thing: the weak words of asking, the words of explaining and those of how short
    the answer may be (lexicon `question_form.intro_manner`: "explícame RÁPIDO", "explain it QUICK")."""
    told = question_form_set(lang, "explain_asked") | question_form_set(lang, "intro_manner")
    return weak_keys(lang) | frozenset(key(word, lang) for word in told)


# (index id, game) -> (the index, kept alive so that its id is not reused; the ids of the entries of a catalogue)
_CATALOGUED: dict[tuple[int, str], tuple[object, frozenset[str]]] = {}


def _catalogued(lang_index, game: str) -> frozenset[str]:
    """The ids of the entries of `game` that are one of a catalogue: another entry of their section has the same
    title head before its colon ("Life goal: Collector", "Life goal: A healthy mind..."). Such an entry tells one
    card of the kind, not the kind. Read from the loaded index (rules/outline_asked.py `game_entries`), once per
    index and game."""
    cache_key = (id(lang_index), game)
    kept = _CATALOGUED.get(cache_key)
    if kept is None:
        heads: dict[tuple[str, str], list[str]] = {}
        for entry in game_entries(lang_index, game):
            head, colon, _ = entry.title.partition(":")
            if colon:
                heads.setdefault((entry.section, " ".join(words(head))), []).append(entry.id)
        kept = _CATALOGUED[cache_key] = (lang_index, frozenset(
            entry_id for ids in heads.values() if len(ids) > 1 for entry_id in ids))
    return kept[1]


def asked_thing(stems: list[str], lang: str) -> frozenset[str]:
    """The stems that name the thing asked: the question's, less the words of asking and of explaining, and
    less its numbers ("in ONE line", "when do you get ONE?": a title opens with the thing after its count)."""
    unnaming = _unnaming(lang)
    return frozenset(stem for stem in stems if stem not in unnaming and not stem.isdigit())


@lru_cache(maxsize=4096)
def _opening(title: str, lang: str) -> tuple[tuple[str, ...], bool]:
    """The keys of the content words a title opens with, after a leading
    article, quantifier or number (lexicon `question_form.intro_leading`: "THE
    Bus moves...", "EVERY CAREER has...", "FIVE Mood Tracks", "CINCO Registros
    de Ánimo"), the small words between them skipped ("Fichas DE Rasgo"), up
    to the first word that is neither; and whether they are the title's whole
    head before a colon ("Trait Tiles: ..."). Empty when the title opens with
    another small word ("AT 2 REPUTATION...", "HOW many turns...")."""
    head, colon, _ = title.partition(":")
    said = words(head)
    stop = stopwords(lang)
    at = 0
    while at < len(said) and (said[at] in question_form_set(lang, "intro_leading") or key(said[at], lang).isdigit()):
        at += 1
    if at >= len(said) or said[at] in stop:
        return (), False
    opening: list[str] = []
    for word in said[at:]:
        if word in stop:
            continue
        opening.append(key(word, lang))
    return tuple(opening), bool(colon)


@lru_cache(maxsize=4)
def _kinds(lang: str) -> frozenset[str]:
    """The keys of the words of a kind of component a title may add to the thing's name (lexicon
    `question_form.intro_kinds`: "Life goal CARDS: ...", "Trait TILES: ...")."""
    return frozenset(key(word, lang) for word in question_form_set(lang, "intro_kinds"))


def introduces(title: str, thing: frozenset[str], lang: str, heads: bool, catalogued: bool = False) -> bool:
    """Whether a title introduces the thing asked: its head before a colon
    names the thing and at most one word more ("Life goal cards: ...",
    "Trait Tiles: ..."), or the entry heads its part of the rulebook (`heads`)
    and its title opens with the thing ("The Bus moves left to right ...",
    "Five Mood Tracks, two at the start ...")."""
    opening, whole_head = _opening(title, lang)
    if whole_head and catalogued:
        return False  # ("Life goal: Collector": one card of the kind)
    if not opening:
        return False
    if whole_head and thing <= frozenset(opening) and len(opening) <= len(thing) + INTRO_SLACK \
            and frozenset(opening) - thing <= _kinds(lang):
        return True
    return heads and opens_with(opening, thing)


def opens_with(opening: tuple[str, ...], thing: frozenset[str]) -> bool:
    """Whether a title's opening words (`_opening`) are the thing's, the thing its subject ("EVERY CAREER has...")."""
    return frozenset(opening[:len(thing)]) == thing


@lru_cache(maxsize=4096)
def _said_terms(title: str, section: str, lang: str) -> frozenset[str]:
    """The terms of an entry's title and section."""
    return frozenset(terms(title, lang)) | frozenset(terms(section, lang))


def of_thing(title: str, section: str, thing: frozenset[str], lang: str) -> bool:
    """Whether an entry speaks of the thing asked: its title or section holds one of the thing's stems."""
    return not thing.isdisjoint(_said_terms(title, section, lang))


def _is_catalogued(entry, lang_index) -> bool:
    """Whether an entry is one of a catalogue (`_catalogued`)."""
    return entry.id in _catalogued(lang_index, entry.game)


def introducing_first(scored: list[tuple[float, int]], thing: frozenset[str], lang_index, may_move,
                      lang: str, game_term) -> list[tuple[float, int]] | None:
    """`scored` (value, entry number in `lang_index`, best first) with the best entry of the
    first's game that introduces `thing` moved first, when the first is of
    the same thing but does not introduce it, the thing is a term of the
    first's game (`game_term(game, thing)`: each stem in its glossary), and
    the other scores at least PULL_SHARE of it; None when nothing moves."""
    if not scored or not thing or len(thing) > INTRO_STEMS:
        return None
    best, first = scored[0]
    first_entry = lang_index.docs[first].entry
    if heads_part(first_entry, lang_index) or (opens_with(_opening(first_entry.title, lang)[0], thing)
                                               and not _is_catalogued(first_entry, lang_index)) \
            or not of_thing(first_entry.title, first_entry.section, thing, lang) \
            or not game_term(first_entry.game, thing):
        return None  # (nor a thing the game's glossary does not name: "¿cómo se GANA?" asks an act)
    for rank, (value, number) in enumerate(scored[1:], start=1):
        if value < best * PULL_SHARE:
            return None
        entry = lang_index.docs[number].entry
        if entry.game == first_entry.game \
                and introduces(entry.title, thing, lang, heads_part(entry, lang_index), _is_catalogued(entry, lang_index)) \
                and may_move(number):
            return [scored[rank], *scored[:rank], *scored[rank + 1:]]
    return None
