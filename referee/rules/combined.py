"""Questions of how two named things of a game combine, which no rule speaks of together.

"I'm the Tycoon and Overtime is active: is the extra 4 COIN added before or
after I double?", "Soy Chef y está Mid-Season Sales: ¿pago la mitad y además
saco el doble de QUALITY?". Each named thing has its own rule entry (a
career, an event, a trait, a goal: an entry whose title is its name), and
each entry answers what its own card does; how the two go together (in
which order, whether both apply) is what is asked, and a rulebook says it
only where one entry speaks of both. When none does, the rulebook is silent:
`search` then abstains and shows the named things' entries as related
reading.

The evidence is in the entries, not in a list of cards: a thing is *named*
by the question when it holds every rare word of an entry's title head
("Tycoon", "Overtime", "A Diamond Is For Business"; a rare word is one at
most NAME_ENTRIES rule entries of the game hold), and two named things are
*spoken of together* when one rule entry holds a rare word of each name
("Everything Is Online ... the Investor": the event's text names the
career, and answers). A question asks how they combine when it says so in
the words of its language's lexicon (`question_form.combined`: "before or
after", "at the same time", "además", "a la vez"...), or tells one thing in
force and asks whether the other still holds ("Red Gown is ACTIVE: does the
Chef STILL double?", `_in_force_overridden`): a question that only names two
things ("can the lawyer stop the officer's favour?") is left to the rest of
the search. Asking whether one thing's power is used in the other's presence
("I'm the Investor and Insurance comes up: CAN I USE Invest for it?", "con
Bad Debt activo, ¿la Office Lady PUEDE USAR Slack Off?") is also asking how
they combine (the lexicon's "can I use", "puedo usar"): on the tuning list,
abstention 2,727 -> 2,729 (blind76, blind77), top-1, top-3 and false
abstention unchanged; that needed an entry to speak of a thing by any of its
names (the Spanish Everything Is Online names "Inversor", asked as
"Investor": without it, false abstention 388 -> 390 in blind19 and blind21).

Two things met, told without a word of combining ("the Scavenger plays
RECYCLE as a RESELL on me, the Salesman: do I get my coin?", "Landfill Tax
and Planned Obsolescence breaks my GLASS: do I pay?"), are asked of together
when the first two candidates are both named things' entries (`_met_in_lead`)
and the question compares nothing ("difference", "the same as": each entry
answers its own thing), lists no two names side by side ("the Loyal and
Friendly goals", asked of a third thing: `_listed`), tells nothing in force
("Overtime is active. Does the Chef use Supersize?" asks what the Chef does:
`_in_force_told`) and says each name by more than an everyday word ("justo",
the Just trait, said as "exactly"). TUNE109: abstention 3,499 -> 3,501
(blind54, blind60), top-1, top-3, false abstention unchanged. Without the
in-force rule 3,504 (also blind34, blind47, blind58) but it broke the in-force
restraint above; fully ungated 3,509 at +18 false abstention (comparisons,
Interview with Career, lists). The blind108 gaps (Chef with the Welcoming
Gift, Red Gown with REPUTATION) are not reached: their second thing's entry
title is no name (`build_named_things`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from referee.rules.comparison import comparison_marks, comparison_joiners, phrase_positions_of
from referee.rules.normalize import WEAK_WORDS, key, question_form, terms, words

if TYPE_CHECKING:  # (the index builds its tables with this module: types only, no import circle)
    from referee.rules.index_types import Index, LangIndex

NAME_ENTRIES = 2  # a word of a title head held by at most this many rule entries of the game names one thing
NAME_HEAD_TERMS = 6  # a title head longer than this is a sentence, not a name
# the names a title head gives one thing: "Magnate (Tycoon)", "Overtime («Horas extra», continuo)"
_ALTERNATIVE = re.compile(r"[()«»,/]")

# (id of the language index, game) -> (the language index, kept alive; {entry number: the rare words of each name})
_NAMES: dict[tuple[int, str], tuple[LangIndex, dict[int, tuple[tuple[str, ...], ...]]]] = {}


def holders(lang_index: LangIndex, game: str, token: str) -> frozenset[int]:
    """The rule entries (not gaps) of `game` that hold `token`."""
    found = lang_index.postings.get((game, token))
    numbers = found.numbers if found is not None else ()
    return frozenset(number for number in numbers if number < lang_index.gap_start)


def build_named_things(lang_index: LangIndex, game: str) -> dict[int, tuple[tuple[str, ...], ...]]:
    """The entries of `game` whose title begins with a name ("Tycoon: ...",
    "Overtime (continuous): ...", "Stubborn trait", "Magnate (Tycoon): ..."),
    each with the rare words of each of its names (the parts of the head
    before the colon, between brackets or quotes). Worked out when the index
    is built (rules/game_words.py): it stems every title of the game."""
    found = {}
    for number in range(lang_index.gap_start):
        entry = lang_index.docs[number].entry
        if entry.game != game:
            continue
        names = []
        for said in _ALTERNATIVE.split(entry.title.split(":", 1)[0]):
            head = terms(said, lang_index.lang)
            if not head or len(head) > NAME_HEAD_TERMS:
                continue
            rare = tuple(dict.fromkeys(t for t in head if len(holders(lang_index, game, t)) <= NAME_ENTRIES))
            if rare and 2 * len(rare) >= len(head):  # mostly rare words: a name, not a sentence
                names.append(rare)
        if names:
            found[number] = tuple(names)
    return found


# how `pack_names` writes a table: one line per entry, its number, then its names, each its words
_ENTRY_SEP, _NUMBER_SEP, _NAME_SEP, _WORD_SEP = "\n", "\t", "|", " "


def pack_names(found: dict[int, tuple[tuple[str, ...], ...]]) -> str | None:
    """A table of `build_named_things` as one text (the index cache reads a
    text at once, where thousands of tagged tuples cost every question's
    start-up); None when a word holds a separator (then the table is worked
    out when first asked)."""
    seps = (_ENTRY_SEP, _NUMBER_SEP, _NAME_SEP, _WORD_SEP)
    if any(sep in word or not word for names in found.values() for name in names for word in name for sep in seps):
        return None
    return _ENTRY_SEP.join(f"{number}{_NUMBER_SEP}" + _NAME_SEP.join(_WORD_SEP.join(name) for name in names)
                           for number, names in found.items())


def unpack_names(text: str) -> dict[int, tuple[tuple[str, ...], ...]]:
    """The table `pack_names` wrote, in the same order."""
    found = {}
    for line in text.split(_ENTRY_SEP) if text else ():
        number, names = line.split(_NUMBER_SEP)
        found[int(number)] = tuple(tuple(name.split(_WORD_SEP)) for name in names.split(_NAME_SEP))
    return found


def named_things(index: Index, lang_index: LangIndex, game: str) -> dict[int, tuple[tuple[str, ...], ...]]:
    """`build_named_things` of `game` in `lang_index`'s language: read from
    the index's table once per process (`Index.named_things`), or worked
    out if the index has none."""
    cache_key = (id(lang_index), game)
    cached = _NAMES.get(cache_key)
    if cached is None:
        packed = index.named_things.get(lang_index.lang, {}).get(game)
        found = unpack_names(packed) if packed is not None else build_named_things(lang_index, game)
        cached = _NAMES[cache_key] = (lang_index, found)
    return cached[1]


@lru_cache(maxsize=8)
def _combined_phrases(lang: str) -> tuple[tuple[str, ...], frozenset[str] | None]:
    """The lexicon's phrases of combining in `lang`, and the longest word of
    each (None if a phrase has no word: then every question is looked at).
    A phrase is in a question only if each of its words is: its longest
    ("order" of "in which order", "tiempo" of "al mismo tiempo"), the
    rarest as a rule, tells at once most questions that hold none."""
    phrases = tuple(question_form(lang).get("combined", ()))
    said = [phrase.split() for phrase in phrases]
    return phrases, (frozenset(max(words, key=len) for words in said) if all(said) else None)


def asks_how_combined(query: str, lang: str) -> bool:
    """Whether the question asks how things go together ("before or after",
    "at the same time", "además"), in the words of its language's lexicon.
    A question without the longest word of any such phrase holds none (the
    cheap look first: most questions). Or one that tells a thing in force and
    asks whether another still holds (`_in_force_overridden`)."""
    phrases, needed = _combined_phrases(lang)
    folded = words(query)
    if _in_force_overridden(folded, lang):
        return True
    if needed is not None and needed.isdisjoint(folded):
        return False
    said = f" {' '.join(folded)} "
    return any(f" {phrase} " in said for phrase in phrases)


@lru_cache(maxsize=8)
def _in_force_words(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words that tell a thing is in force (`combined_in_force`: "active",
    "activo") and those that ask whether another still holds, or which of two
    ways goes (`combined_override`: "still", "or", "igual", "o")."""
    form = question_form(lang)
    return frozenset(form.get("combined_in_force", ())), frozenset(form.get("combined_override", ()))


def _in_force_overridden(folded: list[str], lang: str) -> bool:
    """Whether the question tells one thing is in force and asks whether
    another still holds or which way goes ("Con Red Gown ACTIVO, la Office
    Lady usa Slack Off: ¿puede comprar a cualquier QUALITY O tiene que...?",
    "Micro-Plastic is ACTIVE: does the Chef STILL double?"): how two things
    combine, asked without a word of combining. A question that only tells
    what is in force ("with Economic Slowdown active, how many COIN does
    WORK give?") asks what the thing in force does, and is left to the search.
    Tuning sets: 2 unanswerable questions now abstain; the in-force questions
    without such a word kept their answer (with "activo" alone, one answerable
    question abstained)."""
    in_force, override = _in_force_words(lang)
    return bool(in_force) and not in_force.isdisjoint(folded) and not override.isdisjoint(folded)


MET_LEAD = 2  # the first candidates that must each be a named thing's entry for two things met to be asked of


def _met_in_lead(query: str, leading: tuple[int, ...], index: Index, lang_index: LangIndex, game: str) -> bool:
    """Whether the first candidates (`leading`) are all entries of named
    things and the question sets nothing side by side ("the difference
    between", "the same as": a comparison, answered by each thing's own
    entry)."""
    if len(leading) < MET_LEAD:
        return False
    table = named_things(index, lang_index, game)
    if any(number not in table for number in leading):
        return False
    folded = words(query)
    return comparison_marks(lang_index.lang).isdisjoint(folded) and not phrase_positions_of(folded, lang_index.lang)


def names_listed(query: str, names: list[tuple[str, ...]], lang: str) -> bool:
    """Whether two of the names are said as a list, side by side with only a
    joiner between ("the Loyal AND Friendly goals", "Loyal Y Friendly"): things
    of one kind asked of a third thing, not met with each other."""
    said = words(query)
    joiners = comparison_joiners(lang)
    stem_of = [key(word, lang) for word in said]
    owner = [next((n for n, name in enumerate(names) if stem in name), None) for stem in stem_of]
    last = None
    for n, word in zip(owner, said):
        if n is not None:
            if last is not None and last != n:
                return True
            last = n
        elif word not in joiners:
            last = None
    return False


def _in_force_told(query: str, lang: str) -> bool:
    """Whether the question tells a thing in force ("Overtime is ACTIVE. Does
    the Chef use Supersize?"): as `_in_force_overridden` leaves it, without a
    word that asks whether the other still holds it asks what the thing in
    force does, and is left to the search."""
    return not _in_force_words(lang)[0].isdisjoint(words(query))


def unsaid_together(query: str, stems: list[str], index: Index, lang_index: LangIndex, game: str,
                    leading: tuple[int, ...] = (), asked: bool | None = None) -> tuple[int, ...]:
    """The entries of the named things a question asks to combine, when no
    rule entry of `game` speaks of them together; () otherwise (the question
    does not ask how things combine, names fewer than two things, or an
    entry names both). `asked`: whether the caller has read a form of
    combining in the question already (rules/counted_for.py: one thing's
    outcome asked to count for the other's condition); None: read it here."""
    if asked is None:
        asked = asks_how_combined(query, lang_index.lang)
    if not asked and not _met_in_lead(query, leading, index, lang_index, game):
        return ()
    held = set(stems)
    named = {}
    for number, names in named_things(index, lang_index, game).items():
        said = [name for name in names if set(name) <= held]
        if said:
            named[number] = max(said, key=len)
    if not asked:  # two things met, told without a word of combining: a name must be said by more than an everyday
        # word ("justo", the Just trait's Spanish name, told as "exactly": rules/normalize.WEAK_WORDS)
        weak = WEAK_WORDS.get(lang_index.lang, frozenset())
        told = {key(word, lang_index.lang) for word in words(query) if word not in weak}
        named = {number: name for number, name in named.items() if not set(name).isdisjoint(told)}
    # a name inside a longer name the question also holds is that longer name ("Diamond" in "A Diamond Is For ...")
    named = {number: name for number, name in named.items()
             if not any(set(name) < set(other) for other in named.values())}
    names = list(dict.fromkeys(named.values()))
    if len(names) < 2 or any(set(a) & set(b) for n, a in enumerate(names) for b in names[n + 1:]):
        return ()
    if not asked and (names_listed(query, names, lang_index.lang) or _in_force_told(query, lang_index.lang)):
        return ()
    # an entry speaks of a thing by any of its names, not only the one asked: "Everything Is Online ... Inversor"
    # speaks of the Investor ("Inversor (Investor)") asked in Spanish by its printed name
    table = named_things(index, lang_index, game)
    every_name = {name: {word for number, said in named.items() if said == name
                         for other in table[number] for word in other} for name in names}
    speakers = [frozenset().union(*(holders(lang_index, game, word) for word in every_name[name])) for name in names]
    if frozenset.intersection(*speakers):
        return ()
    if not asked and not set(leading) <= set(named):
        return ()
    return tuple(named)


def related_first(query: str, stems: list[str], surface: list[str], scored: list, index: Index, lang_index: LangIndex):
    """When the question asks how two named things combine and no rule entry
    speaks of them together (`unsaid_together`, in the game of the first
    entry): the candidates with the named things' entries first (best
    scored first) as related reading, and the question's words for the
    names the first of them lacks. None when the rulebook may answer."""
    game = lang_index.docs[scored[0][1]].entry.game
    leading = tuple(number for _, number in scored[:MET_LEAD])
    named = unsaid_together(query, stems, index, lang_index, game, leading)
    if not named:
        return None
    score = {number: value for value, number in scored}
    ordered = sorted(((score.get(number, 0.0), number) for number in named), key=lambda item: -item[0])
    ordered += [item for item in scored if item[1] not in named]
    own = {word for name in named_things(index, lang_index, game)[ordered[0][1]] for word in name}
    lacked = {word for number in named for name in named_things(index, lang_index, game)[number] for word in name} - own
    missing = tuple(dict.fromkeys(said for said, stemmed in zip(surface, stems) if stemmed in lacked))
    return ordered, missing
