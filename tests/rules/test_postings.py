"""The bounded scorer ranks exactly as adding up every posting list entry by
entry: on random posting lists (against a straightforward scorer written
here) and on the real rules, for every question of the benchmark's main set
(search with the bounded scorer against search with the straightforward one:
the same entries, order, scores and verdicts; the other sets sampled)."""

from __future__ import annotations

import heapq
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from referee.rules import postings, search as searching
from support.benchmark_sample import spread
from referee.rules.index import K1
from referee.rules.postings import Leaders, Postings, Term, best_documents, held
from referee.rules.gap_only_forms import glossed_for_rules

SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "ask"
SIZE = 5
SAMPLE = 1500  # questions of the other sets, spread over all of them (support/benchmark_sample.py)


def straightforward(terms: list[Term], mass: float) -> dict[int, tuple[float, list[str]]]:
    """Every document of every list, its share and the tokens it holds: the sum entry by entry."""
    sums: dict[int, float] = {}
    held: dict[int, list[str]] = {}
    for token, factor, postings in terms:
        for number, score in postings:
            sums[number] = sums.get(number, 0.0) + factor * score
            held.setdefault(number, []).append(token)
    return {number: (value / mass, held[number]) for number, value in sums.items()}


def test_postings_look_up_and_compare():
    postings = Postings.of([(2, 0.5), (7, 1.25), (9, 0.25)])
    assert postings.top == 1.25 and len(postings) == 3
    assert postings.score(7) == 1.25 and postings.score(8) is None and postings.score(10) is None
    assert 9 in postings and 3 not in postings
    assert postings == Postings([2, 7, 9], [0.5, 1.25, 0.25]) and postings != Postings.of([(2, 0.5)])
    assert list(Postings.of([])) == [] and Postings.of([]).top == 0.0


def test_leaders_keep_the_floor_of_the_best():
    leaders = Leaders(2)
    leaders.add(1.0)
    assert leaders.floor == float("-inf")
    for value in (3.0, 2.0, 0.5):
        leaders.add(value)
    assert leaders.floor == 2.0


# scores on a coarse grid, so that ties (the hard case for a bound) are frequent
scores = st.integers(1, 8).map(lambda n: n / 8)
lists = st.dictionaries(st.integers(0, 60), scores, max_size=40)
games = st.lists(
    st.tuples(
        st.lists(st.tuples(st.integers(1, 6).map(lambda n: n / 2), lists), min_size=1, max_size=7),  # (factor, list) per term
        st.dictionaries(st.integers(0, 60), st.sampled_from([0.9, 1.0, 1.05])),  # mode factors of some documents
        st.sampled_from([0.55, 0.85, 1.0]),  # the game's factor
    ),
    min_size=1,
    max_size=3,
)


@settings(max_examples=150, deadline=None)
@given(games)
def test_bounded_search_finds_the_same_best_as_adding_everything(plan):
    """Several games share one `Leaders` (as a search over every game does);
    the union of what the bounded search keeps holds the best SIZE of all
    by (value, number), each with the exact share and held tokens: with
    the lists added whole (few entries) and with them bounded (many)."""
    for whole in (postings.WHOLE_LISTS, -1):
        postings.WHOLE_LISTS, kept_whole = whole, postings.WHOLE_LISTS
        try:
            _same_best(plan)
        finally:
            postings.WHOLE_LISTS = kept_whole


def _same_best(plan) -> None:
    leaders = Leaders(SIZE)
    kept: dict[tuple[int, int], float] = {}
    everything: dict[tuple[int, int], float] = {}
    for game, (planned, modes, game_factor) in enumerate(plan):
        terms = [
            Term(f"t{position}", factor, Postings.of(sorted(chosen.items())))
            for position, (factor, chosen) in enumerate(planned) if chosen
        ]
        mass = sum(term.factor for term in terms) * (K1 + 1.0) + 0.5

        def factor_of(number: int) -> float:
            return game_factor * modes.get(number, 1.0)

        span = (game_factor * min([1.0, *modes.values()]), game_factor * max([1.0, *modes.values()]))
        expected = straightforward(terms, mass)
        for number, share in best_documents(terms, mass, factor_of, span, leaders).items():
            assert (share, held(terms, number)) == expected[number]
            kept[(game, number)] = share * factor_of(number)
        for number, (share, _) in expected.items():
            everything[(game, number)] = share * factor_of(number)
    best = heapq.nsmallest(SIZE, everything.items(), key=lambda item: (-item[1], item[0]))
    assert heapq.nsmallest(SIZE, kept.items(), key=lambda item: (-item[1], item[0])) == best


def _straightforward_term_scores(weights, q, game, lang_index, lists, leaders, factor_of, span):
    """`search._term_scores` as it was before the bounded search: every entry of every list."""
    mass = q.unknown * searching.UNKNOWN_WORD_WEIGHT * lang_index.max_idf * (K1 + 1.0)
    scores: dict[int, float] = {}
    lists[game] = []
    for token, weight in weights.items():
        idf = lang_index.idf.get(token)
        gap_only = idf is None and token in lang_index.gap_idf  # a word only gaps use: theirs, outside the mass
        if gap_only and glossed_for_rules(
                token, q.stems, lambda: searching.get_index().thesaurus(game).concepts_at(q.stems, q.lang),
                lang_index.idf):
            continue  # a glossary word whose notion the rules hold counts once, not again for the gaps
        if idf is None and not gap_only:
            continue
        if gap_only:
            factor = weight * lang_index.gap_idf[token]
        else:
            if token.startswith("?"):
                idf = max(idf, searching.INTENT_IDF_FLOOR)
            factor = weight * idf
            mass += factor * (K1 + 1.0)
        found = lang_index.postings.get((game, token), ())
        for number, value in found:
            scores[number] = scores.get(number, 0.0) + factor * value
        if found:
            lists[game].append(Term(token, factor, found))
    if mass <= 0:
        return {}
    return {number: value / mass for number, value in scores.items()}


def _questions() -> list[dict]:
    """Every question of the main set, and SAMPLE questions spread over the other sets."""
    main, others = [], []
    for path in sorted(SETS.glob("*/*.toml")):
        questions = tomllib.loads(path.read_text(encoding="utf-8"))["questions"]
        (main if path.parent.name == "questions" else others).extend(questions)
    return main + spread(others, SAMPLE)


def _answers(question: dict) -> list:
    answers = []
    for game in (None, question["game"]):
        result = searching.search(question["q"], game=game, lang=question["lang"], limit=10)
        answers.append((result.answered, result.missing, result.lang, [(h.game, h.id, h.score) for h in result.hits]))
    return answers


def test_real_rules_rank_as_adding_every_entry(monkeypatch):
    questions = _questions()
    assert len(questions) > 300
    whole = [_answers(question) for question in questions]
    monkeypatch.setattr(postings, "WHOLE_LISTS", -1)  # every list bounded, as on a large corpus
    bounded = [_answers(question) for question in questions]
    monkeypatch.setattr(searching, "_term_scores", _straightforward_term_scores)
    straightforward = [_answers(question) for question in questions]
    assert whole == straightforward and bounded == straightforward
