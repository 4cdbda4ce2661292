"""Questions about running short, answered by the entry about that case.

"Rob rolled 3 dice but ONLY has 2 interest tokens LEFT, which dice get
them?", "the young adulthood deck just RAN OUT, do I get something?", "si
trabajo y ya NO me QUEDA felicidad, ¿qué pasa?". A player asks what the
rules do when a thing runs short; the rulebook answers in an entry of its
own whose title says the shortage too ("Rob SHORT OF Interest Tokens",
"Check for social assistance whenever a deck RUNS OUT", "WORK with NO
HAPPINESS LEFT"). Before this, the entry about the thing itself ("Rob's
phase 1: Interest Tokens instead of Dice", "Refill from early adulthood,
then middle age...") came first: it holds the question's other words (rob,
rolls, dice, interest tokens) and the shortage is a word or two of them.

The lexicon (`question_form.shortage_phrases`, `shortage_pairs`,
`shortage_reach`) names the class of phrases of running short, in each
language; the same phrases tell a question that asks about a shortage and
an entry title that states one. An entry states a shortage when its title
does in any language of its game (one rulebook's translator wrote "Trabajar
sin Felicidad" for "WORK with no HAPPINESS left"): the entries are paired
by id. Once the search has decided, an answered question that says a
shortage has the first entry of its first entry's game that states one
moved first, when that entry scores at least PULL_SHARE of the first and
the first does not state one itself. The check is a set look-up of the
question's words against the phrases' first words: most questions hold none.

A deck that "runs out" or "se acaba" is no shortage of this kind: such a
question asks for the next deck or the game's end (with those phrases, 21
questions of "which deck comes next" lost their entry to "Check for social
assistance whenever a deck runs out"); nor is "no me queda claro".

On the tuning sets: top-1 +7 of 6,567 (the Rob interest-token shortage,
asked in 7 sets, blind13..blind35), nothing lost, top-3, abstention and
false abstention unchanged (the order of entries moves, never whether the
search answers); the check sets top-1 +1 of 800.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form, words
from referee.rules.triggers import triggered_by

PULL_SHARE = 0.75  # an entry about the shortage goes first from this share of the first entry's score


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], tuple[tuple[str, str], ...], int,
                                 frozenset[str]]:
    """The folded shortage phrases of `lang`, their `first_word_reach`, the pairs, the pairs' reach and the
    words after a pair that make it an idiom of another sense ("no me queda CLARO")."""
    form = question_form(lang)
    phrases = frozenset(tuple(words(phrase)) for phrase in form.get("shortage_phrases", ()))
    pairs = tuple((first, last) for first, last in form.get("shortage_pairs", ()))
    return (phrases, first_word_reach(phrases), pairs, int(form.get("shortage_reach", 0)),
            frozenset(form.get("shortage_not_after", ())))


@triggered_by(lambda lang: _lexicon(lang)[0], lambda lang: _lexicon(lang)[2], absent=False)
def says_shortage(folded: list[str], lang: str) -> bool:
    """Whether folded words say that a thing runs short ("ONLY has 2 tokens
    LEFT", "RAN OUT of COIN", "SE ACABÓ el mazo")."""
    phrases, reach, pairs, pair_reach, not_after = _lexicon(lang)
    firsts = {first for first, _ in pairs}
    present = set(folded)
    if reach.keys().isdisjoint(present) and firsts.isdisjoint(present):
        return False
    if not reach.keys().isdisjoint(present) and phrase_positions(folded, phrases, reach):
        return True
    for first, last in pairs:
        if first in present and last in present:
            starts = [n for n, word in enumerate(folded) if word == first]
            if any(word == last and any(0 < n - start <= pair_reach for start in starts)
                   and (n + 1 == len(folded) or folded[n + 1] not in not_after) for n, word in enumerate(folded)):
                return True
    return False


@lru_cache(maxsize=4096)
def _title_says(title: str, lang: str) -> bool:
    return says_shortage(words(title), lang)


def states_shortage(titles: tuple[tuple[str, str], ...]) -> bool:
    """Whether an entry's title states a shortage in one of its languages
    (`titles`: (title, language) pairs of the same entry)."""
    return any(_title_says(title, lang) for title, lang in titles)


def shortage_entry_first(scored: list[tuple[float, int]], titles_of, game_of, may_move=lambda number: True):
    """`scored` (value, entry number, best first) with the first entry of the
    first entry's game whose title states a shortage (`titles_of`: number ->
    its (title, language) pairs) moved first, when it scores at least
    PULL_SHARE of the first and the first does not state one. `may_move`:
    whether an entry may go first (not one about a variant the question does
    not name: "what if we run out of tokens?" is not about Rob Bot's solo
    shortage). None when nothing moves."""
    if not scored:
        return None
    best, first = scored[0]
    if states_shortage(titles_of(first)):
        return None
    game = game_of(first)
    for rank, (value, number) in enumerate(scored[1:], start=1):
        if value < best * PULL_SHARE:
            return None
        if game_of(number) == game and may_move(number) and states_shortage(titles_of(number)):
            return [scored[rank], *scored[:rank], *scored[rank + 1:]]
    return None
