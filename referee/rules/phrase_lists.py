"""Whether folded words say one of a lexicon's listed phrases.

Several re-rankings read a class of phrases from `question_form` in each
language (a repeat: "already", "dos veces"; where a thing goes: "what
happens to", "salen del juego") and ask the same two things of a question
or an entry: does it hold one of the phrases, or a pair of words a few
words apart ("no ganas MÁS", "WHERE do new cards GO"). The phrases are read
once per language and field.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_at, phrase_positions, question_form, stopwords, words


@lru_cache(maxsize=None)
def _phrases(lang: str, field: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of `question_form.<field>` in `lang` and their `first_word_reach`, kept for every
    field asked (a few dozen fields a language: kept for the last 32 only, a question's readings asked about
    ten fields again each time, folding their phrases anew)."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get(field, ()))
    return phrases, first_word_reach(phrases)


def listed_positions(folded: list[str], lang: str, field: str) -> set[int]:
    """The positions of the words that the phrases of `question_form.<field>` cover in folded words (a set
    look-up of their first words first: most texts hold none)."""
    phrases, reach, keys = _gated(lang, field)
    if reach.keys().isdisjoint(folded) or keys.isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach)


@lru_cache(maxsize=None)
def _gated(lang: str, field: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], frozenset[str]]:
    """`_phrases(lang, field)` and one word of each of its phrases (its longest that is no stopword, else its
    longest: as a rule the least common). A phrase is held only where all its words are, so folded words that
    hold none of these hold no phrase of the field: most phrases open with words most questions hold ("what",
    "can", "the", "que") and go on with rarer ones ("ORDER", "PICK", "EXCEPTION"), and the places of those
    openers were looked up for a phrase on nearly every question."""
    phrases, reach = _phrases(lang, field)
    stop = stopwords(lang)
    return phrases, reach, frozenset(max(phrase, key=lambda word: (word not in stop, len(word)))
                                     for phrase in phrases if phrase)


def listed_firsts(lang: str, field: str):
    """The first words of the phrases of `question_form.<field>` (a view of a set, for one look-up in C)."""
    return _phrases(lang, field)[1].keys()


def listed_length(folded: list[str], at: int, lang: str, field: str) -> int:
    """How many words the longest phrase of `question_form.<field>` that folded words begin at position `at`
    has (0: none, or `at` past the last word)."""
    if at >= len(folded):
        return 0
    phrases, reach = _phrases(lang, field)
    return phrase_at(folded, at, phrases, reach)


def listed_starts(folded: list[str], lang: str, field: str) -> list[int]:
    """Where the phrases of `question_form.<field>` that folded words hold begin (none: most texts hold none)."""
    found = listed_positions(folded, lang, field)
    return sorted(at for at in found if at - 1 not in found)


def position_runs(found: set[int]) -> list[tuple[int, int]]:
    """The runs of consecutive positions of `found`, in order, each as (first, after the last): the phrases
    that `phrase_positions` covered, one run for phrases that touch."""
    runs: list[tuple[int, int]] = []
    for start in sorted(found):
        if start - 1 in found:
            continue  # (inside a run: counted from its first position)
        end = start + 1
        while end in found:
            end += 1
        runs.append((start, end))
    return runs


def listed_runs(folded: list[str], lang: str, field: str) -> list[tuple[int, int]]:
    """Where the phrases of `question_form.<field>` that folded words hold begin and end (after their last word),
    phrases that touch counted as one run (none: most texts hold none)."""
    return position_runs(listed_positions(folded, lang, field))


def says_listed(folded: list[str], lang: str, field: str) -> bool:
    """Whether folded words hold one of the phrases of `question_form.<field>` (a set look-up of their
    first words first: most texts hold none)."""
    phrases, reach, keys = _gated(lang, field)
    return not reach.keys().isdisjoint(folded) and not keys.isdisjoint(folded) \
        and bool(phrase_positions(folded, phrases, reach))


@lru_cache(maxsize=16384)
def text_says_listed(text: str, lang: str, field: str) -> bool:
    """`says_listed` of a title or text as written, kept per text: the titles of the same entries are read for
    many questions (a title that states a period, an order, a moment)."""
    return says_listed(words(text), lang, field)


@lru_cache(maxsize=32)
def _pairs(lang: str, field: str, reach_field: str) -> tuple[dict[str, frozenset[str]], int]:
    """The pairs of `question_form.<field>` in `lang` as {first word: its last words}, and the reach."""
    form = question_form(lang)
    lasts: dict[str, set[str]] = {}
    for first, last in form.get(field, ()):
        lasts.setdefault(first, set()).add(last)
    return {first: frozenset(words) for first, words in lasts.items()}, int(form.get(reach_field, 0))


def says_pair(folded: list[str], lang: str, field: str, reach_field: str) -> bool:
    """Whether folded words hold a pair of `question_form.<field>`: its first word, then its last at most
    `question_form.<reach_field>` words after it (one dict look-up per word: most words open no pair)."""
    pairs, reach = _pairs(lang, field, reach_field)
    for n, word in enumerate(folded):
        lasts = pairs.get(word)
        if lasts is not None and not lasts.isdisjoint(folded[n + 1:n + 1 + reach]):
            return True
    return False


def pair_starts(folded: list[str], lang: str, field: str, reach_field: str) -> list[int]:
    """Where the pairs of `question_form.<field>` that folded words hold begin (`says_pair`, each place)."""
    pairs, reach = _pairs(lang, field, reach_field)
    return [n for n, word in enumerate(folded)
            if (lasts := pairs.get(word)) is not None and not lasts.isdisjoint(folded[n + 1:n + 1 + reach])]


def asked_first(folded: list[str], lang: str, starts: list[int]) -> bool:
    """Whether one of the phrases beginning at `starts` asks on its own, not only as a second ask joined to a
    first by a word of `question_form.ask_joined` ("how many each AND what happens to the rest?")."""
    joined = _joiners(lang)
    return any(at == 0 or folded[at - 1] not in joined for at in starts)


@lru_cache(maxsize=8)
def _joiners(lang: str) -> frozenset[str]:
    """The words that join a second ask to a first (`question_form.ask_joined`: "and", "y")."""
    return frozenset(question_form(lang).get("ask_joined", ()))
