"""Two shortcuts of `normalize` that must give what the plain reading gives (benchmarks/SPEED.md, round gatefive).

* `_people_told` compares a `two_of_us` pattern without a number ("#") with the words whole, as one tuple,
  not word by word: the places, counts and whether the people then do something must be the plain
  reading's, for every benchmark question and for our own, in both languages.
* `content_words` keeps its words for the last texts read: each call still gives a new list (the callers
  may change it), equal to the plain reading's.
"""

from __future__ import annotations

from support.benchmark_sample import benchmark_questions

from referee.rules import normalize
from referee.rules.normalize import NUMBER_WORDS, _people_count, _two_of_us_table, read_by_neighbours, stopwords, words

QUESTIONS = 3000

# (worded anew: people told with and without a number, and a near miss of a pattern cut short at the end)
OWN = [
    ("me and my husband want to know who goes first", "en"),
    ("the three of us tied on points, what now", "en"),
    ("we are 4 and my wife", "en"),
    ("yo y mi hermana empatamos, ¿quién gana?", "es"),
    ("somos tres en la mesa, ¿cuántas cartas reparto?", "es"),
    ("jugando con mi", "es"),
]


def _plain_people_told(folded: list[str], lang: str):
    """`_people_told` as it read before the round: every pattern word by word."""
    by_first = _two_of_us_table(lang)
    if not by_first:
        return
    numbers = NUMBER_WORDS.get(lang, {})
    counted = "#" in by_first and any(_people_count(word, lang) for word in folded if word in numbers or word.isdigit())
    doing = normalize.PLAYERS_DOING.get(lang, frozenset())
    end = 0
    for i in range(len(folded)):
        if i < end:
            continue
        count = _people_count(folded[i], lang) if counted else None
        for pattern in by_first.get(folded[i], ()) + (by_first.get("#", ()) if count else ()):
            part = folded[i : i + len(pattern)]
            if len(part) == len(pattern) and all(
                    want == word or (want == "#" and _people_count(word, lang)) for want, word in zip(pattern, part)):
                number = next((_people_count(word, lang) for want, word in zip(pattern, part) if want == "#"), "2")
                after = folded[i + len(pattern)] if i + len(pattern) < len(folded) else ""
                yield i, len(pattern), number, after in doing
                end = i + len(pattern)
                break


def _texts() -> list[tuple[str, str]]:
    return [(question, lang) for question in benchmark_questions(QUESTIONS) for lang in ("en", "es")] + OWN


def test_people_told_as_read_word_by_word():
    told = 0
    for text, lang in _texts():
        folded = words(text)
        found = list(normalize._people_told(folded, lang))
        assert found == list(_plain_people_told(folded, lang)), text
        told += bool(found)
    assert told >= len(OWN) - 1  # (the patterns were met, not only passed over)


def test_content_words_kept_as_read():
    for text, lang in _texts():
        plain = [word for word in read_by_neighbours(words(text), lang) if word not in stopwords(lang)]
        first = normalize.content_words(text, lang)
        assert first == plain, text
        first.append("changed by a caller")
        assert normalize.content_words(text, lang) == plain, text
