"""`unknown_names.known` keeps its answers per index (rules/unknown_names.py, benchmarks/SPEED.md, round gatefour).

Whether a game's texts know a name is the index's alone: the answer kept for a name and a game must be the
one reading the texts again gives, for every name the benchmark questions give beside their kind, alone or
in lowercase, in either language and for every game; and a new index (another ruleset, a rebuilt cache) must
not be answered from the old one's.
"""

from __future__ import annotations

from support.benchmark_sample import benchmark_questions

from referee.rules import unknown_names
from referee.rules.index import get_index
from referee.rules.plain_names import plain_names
from referee.rules.unknown_names import alone_names, considered_games, known, names

QUESTIONS = 3000

# (worded anew: a made-up name and a real one beside their kind, in each language, asked twice each below)
OWN = [
    ("What does the Moonlight Gambit card do?", "en"),
    ("what does the Stubborn trait do", "en"),
    ("¿Qué hace la carta Tormenta Lunar en Adulthood?", "es"),
    ("¿Qué hace la carta Bicicleta en CV?", "es"),
]


def _asked_names() -> list[tuple[str, ...]]:
    """The folded names the questions give (beside a kind, alone, in lowercase), in both languages."""
    found: list[tuple[str, ...]] = []
    for question in [*benchmark_questions(QUESTIONS), *(text for text, _ in OWN)]:
        for lang in ("en", "es"):
            found += [folded for _, folded in names(question, lang) + alone_names(question, lang)]
            found += [naming for _, naming in plain_names(question, lang) if naming]
    return list(dict.fromkeys(found))


def test_a_kept_answer_is_the_answer_the_texts_give():
    index = get_index()
    asked = _asked_names()
    assert len(asked) > 100
    unknown_names._KNOWN[:] = [None, {}]
    games = considered_games((), None)
    for _ in range(2):  # (the second time, every answer comes from what was kept)
        for name in asked:
            for game in games:
                assert known(name, game) == unknown_names._known(name, game, index), (name, game)
    assert unknown_names._KNOWN[0] is index and unknown_names._KNOWN[1]


def test_own_names_are_known_or_unknown_the_same_each_time():
    unknown_names._KNOWN[:] = [None, {}]
    for _ in range(2):
        assert not known(("moonlight", "gambit"), "adulthood")
        assert known(("stubborn",), "coming-of-age")
        assert not known(("tormenta", "lunar"), "adulthood")
        assert known(("bicicleta",), "cv")


def test_answers_are_let_go_for_another_index_or_when_full():
    unknown_names._KNOWN[:] = [object(), {(("stubborn",), "coming-of-age"): False}]
    assert known(("stubborn",), "coming-of-age")  # (another index's answer is not read)
    assert unknown_names._KNOWN[0] is get_index()
    unknown_names._KNOWN[1].update({(("word", str(number)), "cv"): True for number in range(unknown_names.KNOWN_KEPT)})
    assert not known(("moonlight", "gambit"), "adulthood")
    assert len(unknown_names._KNOWN[1]) == 1
