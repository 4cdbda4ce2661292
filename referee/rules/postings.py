"""Posting lists, and the search for the documents that score best over them.

A posting list holds, for one (game, token), the documents that contain the
token, in document order, with each one's BM25F term score (without the idf,
which depends on the whole collection). `Postings` keeps them as two
parallel sequences (document numbers and scores: arrays when read from the
on-disk cache) and its best score, so a search can bound what a list may
still add to any document.

`best_documents` scores a question over its posting lists and returns only
the documents that may rank among the best `size`, with their exact scores.
It reads the lists that can add the most first ("max-score"): once the
lists left could not lift a document that holds none of the lists read so
far into the best `size`, no new document is met; of those met, only the
ones whose bound still reaches the best `size` get their exact score. An
exact score is the sum, over the question's terms in the question's order,
of the term's factor times the document's score in the term's list: the
same floating-point sum, in the same order, as adding up every posting list
entry by entry, so no score differs even by its last bit.
"""

from __future__ import annotations

import heapq
import math
from array import array
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

# Bounds are sums of floats made in another order than the exact scores: they
# are widened by this share so that rounding never drops a document that ties.
SLACK = 1e-9


class Postings:
    """The documents holding one token (ascending numbers) and their scores."""

    __slots__ = ("numbers", "scores", "_top")

    def __init__(self, numbers: Sequence[int], scores: Sequence[float]):
        self.numbers = numbers
        self.scores = scores
        self._top: float | None = None

    @property
    def top(self) -> float:
        """The most this list adds to a document (times the term's factor),
        worked out when first asked: only the bounded search reads it (a
        question over the real rules adds its lists whole)."""
        top = self._top
        if top is None:
            top = self._top = max(self.scores, default=0.0)
        return top

    @classmethod
    def of(cls, pairs: list[tuple[int, float]]) -> "Postings":
        """From (document number, score) pairs in document order, as arrays:
        a long list reads from contiguous memory."""
        return cls(array("q", [number for number, _ in pairs]), array("d", [score for _, score in pairs]))

    def score(self, number: int) -> float | None:
        """The document's score in this list, or None when it does not hold the token."""
        found = bisect_left(self.numbers, number)
        return self.scores[found] if found < len(self.numbers) and self.numbers[found] == number else None

    def __contains__(self, number: object) -> bool:
        return type(number) is int and self.score(number) is not None

    def __iter__(self) -> Iterator[tuple[int, float]]:
        return zip(self.numbers, self.scores)

    def __len__(self) -> int:
        return len(self.numbers)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Postings) and list(self) == list(other)

    def __repr__(self) -> str:
        return f"Postings({list(self)!r})"


class Term(NamedTuple):
    """One token of a question: its factor (weight times idf) and its posting list."""

    token: str
    factor: float
    postings: Postings


class Leaders:
    """The best `size` values seen so far, across the games searched: `floor`
    is the value a document must reach to be among them (-inf until there
    are `size` of them)."""

    def __init__(self, size: int):
        self.size = size
        self._heap: list[float] = []

    @property
    def floor(self) -> float:
        return self._heap[0] if len(self._heap) >= self.size else -math.inf

    def add(self, value: float) -> None:
        if len(self._heap) < self.size:
            heapq.heappush(self._heap, value)
        elif value > self._heap[0]:
            heapq.heapreplace(self._heap, value)

    def add_all(self, values: list[float]) -> None:
        """`add` each value: the best `size` of the values and those kept so
        far stay (ascending, which is a heap too)."""
        if values:
            self._heap = sorted(self._heap + values)[-self.size :]


def exact(terms: Sequence[Term], mass: float, number: int) -> float:
    """A document's share: the sum, in the question's order, of each term's
    factor times the document's score in its list, over `mass`."""
    total = 0.0
    for _, factor, postings in terms:
        numbers = postings.numbers
        found = bisect_left(numbers, number)
        if found < len(numbers) and numbers[found] == number:
            total += factor * postings.scores[found]
    return total / mass


def held(terms: Sequence[Term], number: int) -> list[str]:
    """The tokens of the terms whose lists hold the document, in the terms'
    order. Asked only of the few documents a search goes on with, not of
    every document scored."""
    found = []
    for token, _, postings in terms:
        numbers = postings.numbers
        at = bisect_left(numbers, number)
        if at < len(numbers) and numbers[at] == number:
            found.append(token)
    return found


# Up to this many posting list entries in all, adding every list entry by
# entry costs less than bounding what each list may add (a question over the
# real rules reads about 200 per game).
WHOLE_LISTS = 2048


def best_documents(
    terms: Sequence[Term],
    mass: float,
    factor_of: Callable[[int], float],
    span: tuple[float, float],
    leaders: Leaders,
) -> dict[int, float]:
    """The documents that may rank among the best `leaders.size` by
    share x factor, with their exact shares (`held` tells which tokens one
    holds); every value found is added to `leaders`. `factor_of(number)` is the document's ranking factor, and
    `span` the least and the most it can be. A document left out holds none
    of the lists, or scores below the floor (the `size`-th best value)
    whatever it holds. Factors, scores and `mass` are positive, as a
    question's weights and BM25 scores are.

    1. The lists are read whole, the one that may add most per entry
       first, into partial sums, while the lists left could still lift a
       document met in none of those read to the floor (so the long lists
       of common words are seldom read whole).
    2. The other lists, in the same order, only add to the documents met
       whose partial sum plus what the lists left may add still reaches
       the floor; the others are dropped after each list.
    3. The documents left get their exact score, best sum first, while
       their sum may reach the floor.

    Lists of WHOLE_LISTS entries or fewer in all are simply added whole, in
    the question's order (`_every_document`)."""
    if sum([len(term.postings.numbers) for term in terms]) <= WHOLE_LISTS:
        return _every_document(terms, mass, factor_of, span, leaders)
    bounds = [term.factor * term.postings.top for term in terms]
    order = sorted(range(len(terms)), key=lambda position: -bounds[position] / max(1, len(terms[position].postings)))
    rest = [0.0] * (len(order) + 1)  # rest[k]: the most the lists order[k:] may add together
    for k in range(len(order) - 1, -1, -1):
        rest[k] = rest[k + 1] + bounds[order[k]]
    bound = _Bound(leaders, mass, span)
    sums: dict[int, float] = {}
    read = 0
    while read < len(order):
        postings = terms[order[read]].postings
        if len(postings) > len(sums) and bound.may_add(rest[read]):
            bound.raise_floor(sums)  # worth it before a long list
        if not bound.may_add(rest[read]):
            break  # a document in none of the lists read cannot reach the floor
        _add_list(sums, terms[order[read]])
        read += 1
    for k in range(read, len(order)):
        sums = bound.reaching(sums, rest[k])
        _add_to_met(sums, terms[order[k]])
        bound.raise_floor(sums)
    found: dict[int, float] = {}
    floor = bound.floor
    for value, number in sorted(((value, number) for number, value in bound.reaching(sums, 0.0).items()), reverse=True):
        if value * bound.high < floor:
            break
        factor = factor_of(number)
        if value * factor / mass * (1.0 + SLACK) < floor:
            continue
        share = found[number] = exact(terms, mass, number)
        leaders.add(share * factor)
        floor = bound.floor
    return found


def _every_document(
    terms: Sequence[Term], mass: float, factor_of: Callable[[int], float], span: tuple[float, float], leaders: Leaders,
) -> dict[int, float]:
    """`best_documents` by adding every list whole: in the question's order,
    so each sum is the exact one; then the values of the documents that may
    reach the floor (their sum times the most a factor can be), all added
    to `leaders` at once (the same best values as one by one); last, the
    shares of those that reach the floor once all are in."""
    sums: dict[int, float] = {}
    get = sums.get
    for _, factor, postings in terms:
        for number, score in zip(postings.numbers, postings.scores):
            sums[number] = get(number, 0.0) + factor * score
    high = span[1] / mass * (1.0 + SLACK)
    floor = leaders.floor
    if len(sums) >= leaders.size:  # the `size` best sums are sure to reach their sum times the least factor
        floor = max(floor, sorted(sums.values())[-leaders.size] * (span[0] / mass * (1.0 - SLACK)))
    shares = [(number, total / mass) for number, total in sums.items() if total * high >= floor]
    values = [share * factor_of(number) for number, share in shares]
    leaders.add_all([value for value in values if value >= floor])
    floor = leaders.floor
    return {number: share for (number, share), value in zip(shares, values) if value >= floor}


class _Bound:
    """The floor a document must reach (the best known lower bound of the
    `size`-th best value), and what a sum of a document's list scores may
    become once its factor and the mass apply."""

    def __init__(self, leaders: Leaders, mass: float, span: tuple[float, float]):
        self.leaders = leaders
        self.low = span[0] / mass * (1.0 - SLACK)  # a sum's value is at least this many times it...
        self.high = span[1] / mass * (1.0 + SLACK)  # ... and at most this many times it
        self.own = -math.inf  # the floor from the sums met here

    @property
    def floor(self) -> float:
        return max(self.own, self.leaders.floor)

    def may_add(self, total: float) -> bool:
        """Whether a sum of `total` may reach the floor."""
        return total * self.high >= self.floor

    def reaching(self, sums: dict[int, float], still: float) -> dict[int, float]:
        """The sums that may reach the floor when the lists left add `still` to them."""
        cut = self.floor / self.high - still
        return {number: value for number, value in sums.items() if value >= cut}

    def raise_floor(self, sums: dict[int, float]) -> None:
        """Sums only grow: the `size` best of them are sure to reach the
        least of them times the least factor."""
        if len(sums) >= self.leaders.size:
            self.own = max(self.own, heapq.nlargest(self.leaders.size, sums.values())[-1] * self.low)


def _add_list(sums: dict[int, float], term: Term) -> None:
    """Add every entry of the term's list to the sums."""
    get, factor = sums.get, term.factor
    for number, score in zip(term.postings.numbers, term.postings.scores):
        sums[number] = get(number, 0.0) + factor * score


# A look-up in a posting list costs about as much as reading this many of its entries.
LOOK_UP_COST = 4


def _add_to_met(sums: dict[int, float], term: Term) -> None:
    """Add the term's scores of the documents already in `sums` only: by
    reading its list, or by looking each document up when they are few."""
    factor, numbers, scores = term.factor, term.postings.numbers, term.postings.scores
    if len(numbers) < LOOK_UP_COST * len(sums):
        for number, score in zip(numbers, scores):
            if number in sums:
                sums[number] += factor * score
    else:
        for number in sums:
            at = bisect_left(numbers, number)
            if at < len(numbers) and numbers[at] == number:
                sums[number] += factor * scores[at]
