"""How `ask` scales: search time on the real rules and on a large synthetic
corpus, and against the question's length.

The synthetic corpus has ENTRIES entries (default 100,000) in English, spread
over the four games: each a window of words from a real rule entry of that
game plus words drawn from the game's own rule vocabulary, under a title of
words from real titles, so that term statistics look like rule text; it is
built with the same analysis as the real index (this takes a while: the
build time is printed, and is not part of any target). Then, in-process and
after one warm-up search each:

* p50 / p95 of the English questions of benchmarks/ask/questions on the
  real index as `ask` reads it (the on-disk cache), each asked for the
  first time in the process and then again (target: < 1 ms);
* p50 / p95 of the same questions on the real index, and of SAMPLE of them
  on the synthetic one (targets: < 1 ms and < 20 ms);
* the median time of questions of 4 to 64 words (real question words run
  together, five of each length) on the synthetic index, and the time per
  word: linear when the per-word figure stays flat.

CPU time of this process (time.process_time), so other work on the machine
skews it little.

    python benchmarks/ask/scaling.py [ENTRIES]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.core.registry import GAME_IDS  # noqa: E402
from referee.rules import corpus, index as indexing, search as searching  # noqa: E402
from referee.rules.normalize import words  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import load_questions  # noqa: E402

LENGTHS = (4, 8, 16, 32, 64)
SAMPLE = 30


def synthetic_entries(total: int, seed: int = 2024) -> dict[str, tuple[corpus.Entry, ...]]:
    """game -> `total / games` English entries made of the game's real rule words."""
    rng = random.Random(seed)
    games = [game for game in GAME_IDS if corpus.has_rules(game, "en")]
    made: dict[str, tuple[corpus.Entry, ...]] = {}
    for game in games:
        real = corpus.entries(game, "en")
        texts = [entry.text.split() for entry in real if entry.text]
        titles = [entry.title.split() for entry in real if entry.title]
        vocabulary = sorted({word for entry in real for word in words(entry.text)})
        entries = []
        for number in range(total // len(games)):
            window = rng.choice(texts)
            start = rng.randrange(max(1, len(window) - 20))
            text = window[start : start + 20] + rng.sample(vocabulary, 5)
            rng.shuffle(text)
            title = rng.choice(titles)[:3] + [rng.choice(vocabulary)]
            entries.append(corpus.Entry(game=game, id=f"synthetic.{number}", section="Synthetic", page=None,
                                        title=" ".join(title), text=" ".join(text), aliases=(), note=None, lang="en"))
        made[game] = tuple(entries)
    return made


def build_synthetic(total: int):
    """The index over the synthetic corpus (English only), built as the real one is,
    without gap catalogs (a real gap's related entries are not in the synthetic corpus)."""
    made = synthetic_entries(total)
    real_entries, real_languages, real_gaps = corpus.entries, corpus.languages, indexing.gaps.gaps
    corpus.entries = lambda game, lang: made.get(corpus.game_id(game), ()) if lang == "en" else ()
    corpus.languages = lambda game: ("en",) if corpus.game_id(game) in made else ()
    indexing.gaps.gaps = lambda game, lang: ()
    try:
        return indexing.build_index()
    finally:
        corpus.entries, corpus.languages, indexing.gaps.gaps = real_entries, real_languages, real_gaps


def timed(question: str, repeats: int = 1) -> float:
    """Median CPU ms of searching `question` over every game."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        searching.search(question, lang="en")
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def use(index) -> None:
    """Search `index` from now on: through `search` and through every module
    that asks `index.get_index()` itself (the name checks), so that no timed
    search loads a second index."""
    searching.get_index = indexing.get_index = lambda: index
    searching._correct.cache_clear()
    searching._vocabulary_list.cache_clear()


def percentiles(questions: list[str], repeats: int = 3) -> tuple[float, float]:
    for question in questions:
        timed(question)  # warm: corrections and vocabularies are cached per process
    times = sorted(timed(question, repeats) for question in questions)
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def cached_index():
    """The index as `ask` reads it: from the on-disk cache (stored first when
    missing or stale), its sections read as searches need them."""
    from referee.rules import index_cache

    found = index_cache.load(indexing.CACHED_CLASSES)
    if found is None:
        index_cache.store(indexing.build_index(), indexing.CACHED_CLASSES)
        found = index_cache.load(indexing.CACHED_CLASSES)
    return found if found is not None else indexing.build_index()  # (no cache can be kept: the index in memory)


def first_and_again(questions: list[str]) -> tuple[tuple[float, float], tuple[float, float]]:
    """p50 / p95 of each question searched for the first time in this
    process (after one search of other words, which loads what every search
    needs: the index's sections, rapidfuzz), then of the same asked again."""
    searching.search("warm up the index before timing", lang="en")
    first = sorted(timed(question) for question in questions)
    again = sorted(timed(question) for question in questions)
    return tuple((statistics.median(times), times[int(0.95 * (len(times) - 1))]) for times in (first, again))


def main() -> None:
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    questions = [q["q"] for q in load_questions() if q.get("lang", "en") == "en"]
    use(cached_index())
    (p50, p95), (again50, again95) = first_and_again(questions)  # first: nothing searched before in this process
    print(f"real rules, cached index as `ask` reads it: {len(questions)} English questions, first time p50 {p50:.2f} ms, "
          f"p95 {p95:.2f} ms; asked again p50 {again50:.2f} ms, p95 {again95:.2f} ms")
    real = indexing.build_index()
    use(real)
    p50, p95 = percentiles(questions)
    print(f"real rules ({sum(len(li.docs) for li in real.langs.values())} entries, both languages): "
          f"{len(questions)} English questions, p50 {p50:.2f} ms, p95 {p95:.2f} ms")
    start = time.process_time()
    synthetic = build_synthetic(total)
    print(f"synthetic corpus: {len(synthetic.langs['en'].docs)} entries, built in {time.process_time() - start:.0f} s")
    use(synthetic)
    p50, p95 = percentiles(random.Random(7).sample(questions, min(SAMPLE, len(questions))), repeats=1)
    print(f"synthetic corpus: {min(SAMPLE, len(questions))} English questions, p50 {p50:.2f} ms, p95 {p95:.2f} ms")
    pool = [word for question in questions for word in question.split()]
    print(f"{'words':>6} {'ms':>8} {'ms/word':>8}")
    for length in LENGTHS:
        asked = [" ".join(pool[start : start + length]) for start in range(0, 5 * length, length)]
        for question in asked:
            timed(question)
        elapsed = statistics.median(timed(question) for question in asked)
        print(f"{length:6} {elapsed:8.2f} {elapsed / length:8.3f}")


if __name__ == "__main__":
    main()
