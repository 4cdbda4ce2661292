"""Siblings: two entries of one game about the same moment of play or the
same component, which share most of a question's words but answer different
asks ("Some cards have two colors and two type icons" and "Choose the type
of a two-color card when you take it", for "When do I pick what type it
is?").

Between such siblings the term score and the likeness of titles are decided
by what does not tell them apart: the shorter text, the title that echoes
the nouns. What tells them apart is the words of the question one holds and
the other lacks. When a close second holds every word of the question the
first holds and, beyond them, the kind of answer the question asks (a
moment for "when", a person for "who": the intent tokens of
`normalize.intents`, which rule text gets from the words such answers use),
it speaks of all the first speaks of and of the ask itself: it goes first.
A count ("how many") alone is no such ask: its words (a digit, "each",
"every", "per") are in nearly every entry (UNTELLING_INTENTS); beside a word
of the question the first lacks ("how many ... I thought always 3") it is.
A word more that is not the ask (a noun of the scene) is no such
reason alone: a longer entry holds more words of any question.

The same move serves the re-rankings that read the ask from a class of
phrases rather than from the intent tokens (`stating_sibling_first`): a
repeat or a state already reached (rules/repeats.py), what becomes of a
thing (rules/fates.py).
"""

from __future__ import annotations

from referee.rules.phrase_lists import text_says_listed

SIBLING_MARGIN = 0.85  # a sibling is brought forward only from this share of the first's score up
SIBLING_RANKS = 2  # rule entries looked at after the first
# Intent tokens that alone do not tell siblings apart: rule text gets a count ("?num") from any digit and "each",
# "every", "per", "only", words nearly every entry holds, so that the close second holds them and the first happens
# not to says nothing of which answers ("¿cuánto dura la ayuda social, una carta y ya?": who is entitled went before
# the rule that takes one card). Beside a question word the first lacks it still moves it. Round rank74, TUNE49:
# alone, a count moved 1 right entry out of first and none into it (top-1 +1, nothing else moved). Tried: leave
# ("?may", from "not", "only", "can") as well, top-1 +2 more (the Partner's first action "once Married"), but the
# Memory Token's rule then answered "¿puedo mover el Contador de Ánimo de otro jugador...?", which it does not
# (tests/rules/test_others_things.py): its sibling's leave, taken first, kept the other player's counter unanswered.
UNTELLING_INTENTS = frozenset({"?num"})


def covering_siblings(scored: list[tuple[float, int]], matched, lang_index, modes=None, spare=frozenset()):
    """(rank, number, the first's tokens, the sibling's tokens) of each close
    sibling of the first entry (`close_siblings`) that holds every question
    token the first holds (pairs of neighbouring words aside: "type_card" is
    how the words fall, not a word more; and the tokens in `spare`)."""
    for rank, number, own, theirs in close_siblings(scored, matched, lang_index, modes):
        if all(token in theirs for token in own if "_" not in token and token not in spare):
            yield rank, number, own, theirs


def close_siblings(scored: list[tuple[float, int]], matched, lang_index, modes=None):
    """(rank, number, the first's tokens, the sibling's tokens) of each close
    sibling of the first entry: a rule entry of its game and kind, within
    SIBLING_MARGIN of its score, among the next SIBLING_RANKS rule entries.
    Nothing when the first is a gap."""
    if len(scored) < 2:
        return
    best, first = scored[0]
    if first >= lang_index.gap_start or best <= 0:
        return
    game = lang_index.docs[first].entry.game
    own = matched.get(first)
    if own is None:
        return
    looked = 0
    for rank in range(1, len(scored)):
        value, number = scored[rank]
        if value < best * SIBLING_MARGIN or looked == SIBLING_RANKS:
            return
        if number >= lang_index.gap_start:
            continue
        looked += 1
        if lang_index.docs[number].entry.game != game or (modes is not None and modes[number] != modes[first]):
            continue
        theirs = matched.get(number)
        if theirs is not None:
            yield rank, number, own, theirs


def moved_first(scored: list[tuple[float, int]], rank: int) -> list[tuple[float, int]]:
    return [scored[rank]] + scored[:rank] + scored[rank + 1:]


def placed_first(scored: list[tuple[float, int]], number: int) -> list[tuple[float, int]]:
    """`scored` (value, rule entry number, best first) with entry `number` first, at the first's value when it
    scored less or was not listed: the entry that opens the part of play a question names (rules/phase_asked.py,
    rules/part_named.py) is the answer, not a neighbour of it."""
    best = scored[0][0]
    value = next((value for value, place in scored if place == number), best)
    return [(max(best, value), number), *[item for item in scored if item[1] != number]]


def asked_form_first(scored: list[tuple[float, int]], matched, lang_index, modes=None) -> list[tuple[float, int]]:
    """`scored` (best first) with the first close sibling that holds every
    question token the first holds and an intent token ("?when", "?who"...;
    one of UNTELLING_INTENTS only beside another question token) the first
    lacks, moved to the front. `matched` maps a document number to
    the question tokens it holds, `modes` (if given) to the kind of entry it
    is (a variant: solo, two players; setup, components, an example; None
    for the rules of play): a sibling is of the same kind, so that the
    general rule does not go before the solo one a solo question asks, nor a
    rule of play before the setup step asked. Gap documents keep their
    place; a first that is a gap is left alone."""
    for rank, _, own, theirs in covering_siblings(scored, matched, lang_index, modes):
        more = theirs - own
        if any(token.startswith("?") for token in more) and (  # (a count only beside a word of the ask)
                any(token not in UNTELLING_INTENTS for token in more if token.startswith("?"))
                or any(not token.startswith("?") for token in more)):
            return moved_first(scored, rank)
    return scored


def stating_sibling_first(scored: list[tuple[float, int]], states, game_of, share: float, ranks: int,
                          may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the first of the
    next `ranks` entries of the first entry's game for which `states(number)`
    holds moved first, when it scores at least `share` of the first and the
    first does not state it itself: the sibling that says what the question
    asks of the moment (a repeat: rules/repeats.py; where a thing goes:
    rules/fates.py). `may_move`: whether an entry may go first (not one
    about a variant the question does not name). None when nothing moves."""
    if len(scored) < 2:
        return None
    best, first = scored[0]
    if states(first):
        return None
    game = game_of(first)
    for rank, (value, number) in enumerate(scored[1:ranks + 1], start=1):
        if value < best * share:
            return None
        if game_of(number) == game and may_move(number) and states(number):
            return [scored[rank], *scored[:rank], *scored[rank + 1:]]
    return None


def titled_sibling_first(scored: list[tuple[float, int]], field: str, title_of, game_of, share: float, ranks: int,
                         may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`stating_sibling_first` for the sibling whose title (`title_of`:
    number -> (title, language)) holds a phrase of `question_form.<field>`:
    a period for "how often" (rules/often_asked.py), an order for "in what
    order" (rules/order_asked.py), a moment for "when" (rules/when_asked.py)."""
    return stating_sibling_first(scored, lambda number: text_says_listed(*title_of(number), field), game_of, share,
                                 ranks, may_move)
