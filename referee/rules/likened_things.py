"""The thing from outside these games a player likens a thing of the game to: how the question is put, not its topic.

"Is the bot LIKE A DUMMY PLAYER IN BRIDGE, does it take turns?", "a presence
is LIKE PUTTING A HOUSE ON A MONOPOLY PROPERTY? what does it do for me",
"¿las cartas de infancia son COMO LAS CARTAS EN MANO DEL UNO o van a la
mesa?", "¿la carta que pierdo la elijo yo, COMO EL LADRÓN DEL CATAN?". A
player explains what they mean by another game or an everyday thing they
know, then asks this game's rule. The other game's words ("dummy PLAYER",
"a monopoly PROPERTY", "las CARTAS en mano", "el LADRÓN") are the player's
frame: ranked as the topic, they pulled first an unrelated entry that
shares a word with them (LOOP's properties goal for "a monopoly property",
CV's hand of events for "las cartas en mano del UNO"), over the rule of the
thing the question itself names and asks about.

The reading. A likening's span is found as rules/likeness_spans.py finds
one for rules/compared_things.py too: it opens at a phrase of comparison
(the shared `likeness_spans.markers` and `question_form.likened_markers`:
"like", "just like", "similar to", "como", "igual que", "parecido a",
"tipo") not right after a word of `likened_not_after` (and the shared
`likeness_spans.not_after`: "would like", "look like", "¿qué tipo", "ese
tipo": a wish, a look or a kind, not a likening),
nor, for a marker of `likened_not_opening`, at the opening of a sentence or
of a question ("¿como se hace?" asks how; after a comma, "en el track, COMO
las del Ticket to Ride", it likens), and runs to the end of its clause (a
comma, a question mark), at most `likened_reach` words. It is a thing from
outside these games when one of its words is known to no rule text,
glossary or lexicon of the language ("bridge", "penaltis", "wingspan",
"tokyo"), names another game (`other_games`: "monopoly", "catan") or tells
other games unnamed (`likened_elsewhere`: "like SOME GAMES pick..."): a
likening of words all known here ("a deck where only the top card counts",
"like the Nurse in LOOP") may be the very thing asked, and stays as it is.
A likening that holds one of these games' names is left to
rules/compared_games.py.

What this reading sets apart from the comparison of rules/compared_things.py
(the two were written and tuned apart, each on its own questions, and these
settings are what each was measured with): its own phrases ("just like",
"kind of like", "the way it is in", "igual que en", "tipo") and words
before them (a look, a feeling, a kind: "LOOK like", "¿qué TIPO", "ESE
tipo": "tipo" is a marker of this reading only); a reach of 8 words, the
comparison's 12; no early end at a joining word; and, for "como", only its
test of a sentence's opening (`likened_not_opening`), not the comparison's
tests of filler and asking words (a likening is kept only where a word of
it is from outside these games). They matter: read with the comparison's
lists too, its spans move (each span counted, as if it held a word from
outside) on the benchmark questions but the untouched sets (89,414
question-language pairs) in 4 (phrases), 181 (words before them); with a
reach of 12, in 170.

Its words weigh as a scene's do in the ranking (`search._query_weights`,
`scene_weights.damp_scene`): a word the question also says outside the
likening keeps its weight ("how many DICE do i start with, like the dice
pool in king of tokyo": dice is asked), and a question that is nothing but
the likening is left as it is. Nor do they vote for the game the question
is about (`search._implied_votes`): "king" and "pool" are no game's words
here. Whether it is answered is not read here (the answered / abstained
decision is another reading's).

On the tuning list (TUNE189): top-1 34,141 -> 34,143 of 37,056 (blind186,
this style: 182 -> 185 of 208; blind31 loses "like passing go in monopoly,
do i get anything for finally going to a place i skipped earlier", whose
likened act is the act asked), top-3 36,364, abstention 5,556 (5,571) and
false abstention 1,121 unchanged; the check sets unchanged.

Harder damping did not pay: on the questions of the tuning list that liken,
at 0.3 top-1 -1 (and abstention -1), at 0 top-1 -1 and top-3 -3 ("like
passing go in monopoly, do i get anything...": the act likened is the act
asked). Words new to the lexicon are avoided in its lists ("juegos",
"videojuego", "feels"): a word the lexicon holds is one the guesser of typos
no longer corrects, which moved other questions.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from referee.rules import likeness_spans
from referee.rules.normalize import question_form, words


def likened_words(query: str, folded: list[str], places: list[int], opens: frozenset[int], lang: str,
                  outside: Callable[[int], bool], named: set[int]) -> list[bool]:
    """For each kept stem (at `places` among `folded`), whether it is a word
    of a likening to a thing from outside these games ("like a dummy player
    in BRIDGE", "como los penaltis en el fútbol"); empty when none is.
    `outside(position)`: the folded word there is known to no text of the
    language or names another game; `named`: the positions of these games'
    names (a likening that holds one is rules/compared_games.py's)."""
    read, not_opening, elsewhere = _settings(lang)
    if read.firsts.isdisjoint(folded):
        return []
    asking = _asking_opens(query, len(folded), opens)

    def compares(start: int, size: int) -> bool:  # ("Tío, ¿COMO se hace?" asks how)
        return folded[start] not in not_opening or (start > 0 and start not in asking)

    inside: set[int] = set()
    for after, end in likeness_spans.spans(folded, opens, read, compares):
        span = range(after, end)
        if not any(position in named for position in span) \
                and any(folded[position] in elsewhere or outside(position) for position in span):
            inside.update(span)
    if not inside:
        return []
    return [place in inside for place in places]


def _asking_opens(query: str, count: int, opens: frozenset[int]) -> frozenset[int]:
    """The positions of the words that open a sentence or a question ("Tío, ¿COMO se hace?"), not those after a
    comma ("en el track, COMO las cartas del Ticket to Ride"): there a "como" likens. Every clause's opening
    (`opens`) when the pieces do not fold to the question's `count` words (likeness_spans.sentence_openings)."""
    found = likeness_spans.sentence_openings(query, count)
    return opens if found is None else found


@lru_cache(maxsize=4)
def _settings(lang: str) -> tuple[likeness_spans.Settings, frozenset[str], frozenset[str]]:
    """The spans' settings (rules/likeness_spans.py: its shared phrases of comparison and words before them,
    with `question_form.likened_markers`, `likened_not_after` and `likened_reach`), the markers that open no
    likening at a sentence's opening (Spanish "¿cómo se hace?" asks how), and the words that tell other games
    unnamed."""
    form = question_form(lang)

    def listed(field: str) -> frozenset[str]:
        return frozenset(word for phrase in form.get(field, ()) for word in words(phrase))

    read = likeness_spans.settings(lang, form.get("likened_markers", ()), form.get("likened_not_after", ()),
                                   form.get("likened_reach", 8))
    return read, listed("likened_not_opening"), listed("likened_elsewhere")


def unlikened(stems: list[str], surface: list[str], likened: list[bool]) -> tuple[list[str], list[str]]:
    """The stems and their words as typed outside any likening (the same lists when there is none): those
    that vote for the game the question is about ("like the dice pool in KING of tokyo": "king" is the
    player's frame, no word of these games)."""
    if not likened:
        return stems, surface
    kept = [n for n, flag in enumerate(likened) if not flag]
    return [stems[n] for n in kept], [surface[n] for n in kept]
