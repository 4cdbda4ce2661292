"""A describing word the rulebook never uses, right before a thing the entry speaks of: a detail.

"What does the upper career spot do on a FRESH board?", "what are the
LITTLE beige arrow markers for?". English puts a describing word right
before the thing it describes; a question word that follows an article
("a fresh", "the little") reads as a noun, and a noun the game's rulebook
never uses is a topic it is silent about ("off the TABLE", "an
EXPANSION"). But when the very next word of the question is one the entry
holds (the board, the beige markers), the unknown word only describes that
thing: the entry that speaks of the thing answers, whatever the question
says of its look or its state.

Only in a language whose lexicon says so (`question_form.describes_next`):
Spanish puts the describing word after the noun, where it is often what
is asked ("un dado con una cara BORRADA").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import lexicon_table, question_form


def describing(places: list[int], lang: str, shapes: frozenset[int] | set[int] = frozenset()) -> list[bool]:
    """For each stem (its position in the question's folded words in
    `places`): whether it comes right before the next stem, no little word
    between ("FRESH board"; not "board OF the game"), in a language that
    puts describing words before the noun; a word of a piece's shape read
    as no stem (`shapes`: "the coloured ROUND tokens", rules/plain_terms.py)
    is one more describing word between, not a break."""
    if not question_form(lang).get("describes_next", False):
        return [False] * len(places)
    return [n + 1 < len(places) and (places[n + 1] == place + 1 or bool(shapes)
                                     and all(between in shapes for between in range(place + 1, places[n + 1])))
            for n, place in enumerate(places)]


def described_covered(found: list[tuple[str, bool, bool]], foreign: list[int], describes: list[bool],
                      own: list[bool]) -> None:
    """Make a detail of each foreign word (at `foreign`: a noun the game's
    rulebook never uses) that describes the next word when the entry
    covers that next word and it is a word of the entry's own game (`own`:
    "beige", "board"; not an everyday notion such as a round, which "the
    little ROUND tokens" may not mean). Changes `found` in place."""
    for position in foreign:
        if describes and describes[position] and found[position + 1][2] and own[position + 1]:
            found[position] = (found[position][0], False, False)


def in_force(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in the question's folded words in
    `places`): whether it is a word of a thing being in force
    (`question_form.in_force`: "activo", "active") right after the stem
    before it, no little word between ("con Landfill Tax ACTIVO", "with Red
    Gown ACTIVE"). Such a word tells the state of the thing named, whose own
    rule is the rule while it holds: a detail, where another game's
    glossary ("active card") would make it a topic the entry lacks
    (`search._evidence`)."""
    words = frozenset(question_form(lang).get("in_force", ()))
    if not words or words.isdisjoint(folded):
        return []
    return [n > 0 and places[n - 1] == place - 1 and folded[place] in words for n, place in enumerate(places)]


@lru_cache(maxsize=4)
def _describing_words(lang: str) -> frozenset[str]:
    """The words of `lang` that tell a component by its look, place or age (`[named_things] looks`)."""
    return frozenset(lexicon_table(lang, "named_things").get("looks", ()))


describing_words = _describing_words  # (read by rules/purpose.py too)


@lru_cache(maxsize=4)
def describing_any(lang: str) -> frozenset[str]:
    """The words of `lang` that describe a thing by its place, order, state or
    owner, never a thing of their own ("my OWN Values", "the OTHER card":
    `[named_things] describing`, with the looks)."""
    return frozenset(lexicon_table(lang, "named_things").get("describing", ())) | _describing_words(lang)


def looks_covered(found: list[tuple[str, bool, bool]], before_next: list[bool], phrased: list[bool],
                  amounts: list[bool], lang: str) -> None:
    """Make a detail of each word of `lang` that tells a component by its look (`[named_things] looks`:
    size, material, place at the table, colour, whether it shows) in a run of words each right before the
    next ("the LITTLE marker", "the WOODEN character pawns", "the LITTLE ROUND tokens"), when the run's
    last word, the thing described, is covered by the entry or no topic: it tells which component is meant
    by how it looks, and the entry about that component answers. A topic the entry does not cover and that
    does not describe breaks the run ("the little ROUND tokens" is not answered by a rule of the game's
    round that says nothing of tokens). Not a word of a game term of several words (`phrased`: LOOP's "RED
    cards" keep their reading), nor a word of whose it is or which of a choice ("your OWN turn"), which asks
    something, nor one that tells an amount (`amounts`: "A LITTLE more money" asks for more of it), unless
    the amount's word starts a run of several words ("a LITTLE grown-up person icon", "a LITTLE card
    picture": an amount comes before one thing, "a little money"; a run of names is a thing told by its
    size). Changes `found` in place."""
    if not before_next:
        return
    words = _describing_words(lang)
    head_fits = False  # the run's last word is covered or no topic ("the WOODEN character pawns")
    for position in range(len(found) - 1, -1, -1):
        word, topic, covered = found[position]
        if not before_next[position]:  # the last word of a run: the thing described
            head_fits = covered or not topic
            continue
        if head_fits and topic and not covered and not phrased[position] and word.lower() in words \
                and not (amounts and amounts[position] and not before_next[position + 1]):
            found[position] = (word, False, False)
        elif not covered and topic and word.lower() not in words:
            head_fits = False  # a topic the entry does not cover, and that does not describe, breaks the run
