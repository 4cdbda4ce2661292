"""A shortage told as the scene of a rule's case, and the catalog's gap about it.

"Me toca rebotar a la izquierda pero ya tengo mis 5 Fichas de Frustración
puestas, NO me QUEDA ninguna. ¿Pierdo 2 VEP sí o sí?", "ALL my 5
Frustration Tokens are ALREADY on my Tracks and now a Counter has to bounce
left. I must take the -2 VEP, or what happens?". The rule of the case (a
bounce to the left with a Frustration on the Track) ranks first and covers
every other word; what the player asks is the case with the thing the rule
uses gone, which the rulebook never settles and the gap catalog says so
("What if I have no Frustration Tokens LEFT in my supply?"). The rule came
first, answered: it holds more of the question's words than the gap, and
`_known_gap` keeps a rule that answers unless the gap scores well above it.

Here, a question whose sentence of scene (one that asks nothing: no "?" or
"¿") says a supply used up (`question_form.shortage_gap_phrases`,
`shortage_gap_pairs`: "NONE LEFT", "NO me QUEDA", "ALL my tokens ARE
ALREADY placed"; not a comparison, "menos COIN que yo", nor a price, "I
can't pay", which rules/shortage.py reads as running short) has the first
gap of its first rule entry's game among the first RANKS candidates,
scoring at least GAP_SHARE of that rule (or above it), whose title says a
supply used up by the same phrases and which covers every topic of the
question (the caller's `covers`) told instead: the rule of the case is read
as related. A rule entry of that game as near whose title says the
shortage itself ("Rob SHORT OF Interest Tokens", "no ... LEFT") is the
rulebook's answer and keeps the question (rules/shortage.py puts it first).

Only the scene: a shortage in the sentence that asks is the question's own
topic, which a rule of the thing running short answers more often than not
("what if I can't pay the red slash cost?", the card is discarded; "¿se
acabó el mazo de actividades, qué hacemos?", the discards are shuffled). On
the tuning list, with the ask's shortages and a deck that "runs out" or "se
acaba" read too (the gap title by the same phrases): abstention 2,525 ->
2,534, false abstention 357 -> 422, top-1 14,398 -> 14,362. With the scene
only, but rules/shortage.py's phrases (its comparisons, "menos HAPPINESS que
yo", and prices, "can't pay", among them): abstention 2,528, false
abstention 363.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, marked_sentences, phrase_positions, question_form, words
from referee.rules.shortage import states_shortage
from referee.rules.triggers import triggered_by

RANKS = 8  # the candidates a gap about the shortage is looked for among
GAP_SHARE = 0.55  # ... scoring at least this share of the first (the rule of the case holds more of the words)


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], tuple[tuple[str, tuple[str, ...]], ...], int]:
    """The folded phrases of a supply used up of `lang`, their `first_word_reach`, the pairs (a first word and the
    words that close it) and the pairs' reach."""
    form = question_form(lang)
    phrases = frozenset(tuple(words(phrase)) for phrase in form.get("shortage_gap_phrases", ()))
    pairs = tuple((first, tuple(words(last))) for first, last in form.get("shortage_gap_pairs", ()))
    return phrases, first_word_reach(phrases), pairs, int(form.get("shortage_gap_reach", 0))


def says_used_up(folded: list[str], lang: str) -> bool:
    """Whether folded words say a supply is used up ("NONE LEFT", "NO me
    QUEDA ninguna", "ALL my tokens ARE ALREADY on the board"); not a
    comparison ("menos COIN que yo") nor a price ("I can't pay")."""
    phrases, reach, pairs, pair_reach = _lexicon(lang)
    present = set(folded)
    if not reach.keys().isdisjoint(present) and phrase_positions(folded, phrases, reach):
        return True
    for first, last in pairs:
        if first in present and last[0] in present:
            starts = [n for n, word in enumerate(folded) if word == first]
            if any(tuple(folded[n:n + len(last)]) == last and any(0 < n - start <= pair_reach for start in starts)
                   for n in range(len(folded))):
                return True
    return False


@triggered_by(lambda lang: _lexicon(lang)[0], lambda lang: ((first, *last) for first, last in _lexicon(lang)[2]),
               absent=False)
def scene_says_shortage(text: str, lang: str) -> bool:
    """Whether a sentence of `text` that asks nothing (no "?" nor "¿"),
    beside one that asks, says a supply is used up (`says_used_up`)."""
    sentences = marked_sentences(text)
    if len(sentences) < 2:
        return False
    return any(says_used_up(words(sentence), lang) for sentence in sentences
               if "?" not in sentence and "\u00bf" not in sentence)


@lru_cache(maxsize=4096)
def _title_tells(title: str, lang: str) -> bool:
    return says_used_up(words(title), lang)


def shortage_gap(scored: list[tuple[float, int]], gap_start: int, titles_of, game_of, covers) -> int | None:
    """The rank in `scored` (value, document number, best first) of the gap
    to tell instead of the first rule entry, or None: the first gap of that
    entry's game among the first RANKS, scoring at least GAP_SHARE of it (or
    above it), whose title says a supply used up and that `covers` (number
    -> whether it covers every topic asked), when no rule entry of that game
    so near has a title (`titles_of`: number -> (title, language) pairs)
    that says a shortage (rules/shortage.py's phrases too: "Rob SHORT OF
    Interest Tokens")."""
    rule = next(((value, number) for value, number in scored[:RANKS] if number < gap_start), None)
    if rule is None:
        return None
    best, first = rule
    game = game_of(first)
    near = [(rank, number) for rank, (value, number) in enumerate(scored[:RANKS])
            if value >= best * GAP_SHARE and game_of(number) == game]
    if any(number < gap_start and (states_shortage(titles_of(number))
                                   or any(_title_tells(title, lang) for title, lang in titles_of(number)))
           for _, number in near):
        return None  # a rule of the shortage is near: the rulebook's word
    return next((rank for rank, number in near if number >= gap_start
                 and any(_title_tells(title, lang) for title, lang in titles_of(number)) and covers(number)), None)
