"""Rules-search benchmark: `referee ask` against the question sets.

    python benchmarks/ask/run.py [FOLDER] [--misses]

Loads every `*.toml` in FOLDER (default `benchmarks/ask/questions`; the
held-out set is `benchmarks/ask/holdout`). Each question is searched over
ALL games, as a player without --game would ask; the question's `game` field
is the game the answer must come from, and a question counts as answered when
one of its `ids` (of that game) is the first hit (top-1) or among the first
three (top-3). The same questions go through two baselines over the same
entries (all games, the question's language):

  (a) rapidfuzz `process.extract(query, choices, scorer=fuzz.WRatio)` over
      "title + text";
  (b) Okapi BM25 (k1=1.5, b=0.75) over lowercase word tokens of the same text,
      without stemming.

Latency is measured in-process after the index is built (build time is shown
separately). Exit status 0.
"""

from __future__ import annotations

import argparse
import math
import re
import statistics
import sys
import time
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.core.registry import GAME_IDS  # noqa: E402
from referee.rules import corpus  # noqa: E402
from referee.rules.search import search  # noqa: E402

QUESTIONS = Path(__file__).resolve().parent / "questions"


def load_questions(folder: Path = QUESTIONS) -> list[dict]:
    questions = []
    for path in sorted(Path(folder).glob("*.toml")):
        with path.open("rb") as handle:
            data = tomllib.load(handle)
        for question in data.get("questions", []):
            question = dict(question)
            question["file"] = path.name
            questions.append(question)
    return questions


def all_entries(lang: str) -> list[corpus.Entry]:
    found = []
    for game in GAME_IDS:
        if corpus.has_rules(game, lang):
            found.extend(corpus.entries(game, lang))
    return found


# ---------------------------------------------------------------- baselines

_WORD = re.compile(r"\w+")


def _tokens(text: str) -> list[str]:
    return _WORD.findall(text.lower())


class Okapi:
    """Plain Okapi BM25 over lowercase word tokens, no stemming, no stopwords."""

    def __init__(self, texts: list[str], k1: float = 1.5, b: float = 0.75):
        self.k1, self.b = k1, b
        self.docs = [Counter(_tokens(text)) for text in texts]
        self.lengths = [sum(doc.values()) for doc in self.docs]
        self.average = sum(self.lengths) / max(len(self.lengths), 1)
        df: Counter = Counter()
        for doc in self.docs:
            df.update(doc.keys())
        total = len(self.docs)
        self.idf = {term: math.log(1 + (total - n + 0.5) / (n + 0.5)) for term, n in df.items()}

    def rank(self, query: str, limit: int) -> list[int]:
        terms = _tokens(query)
        scores = []
        for number, doc in enumerate(self.docs):
            norm = self.k1 * (1 - self.b + self.b * self.lengths[number] / self.average)
            score = 0.0
            for term in terms:
                tf = doc.get(term, 0)
                if tf:
                    score += self.idf[term] * tf * (self.k1 + 1) / (tf + norm)
            scores.append((score, number))
        scores.sort(key=lambda item: (-item[0], item[1]))
        return [number for score, number in scores[:limit] if score > 0]


class Baselines:
    def __init__(self):
        self.entries: dict[str, list[corpus.Entry]] = {}
        self.choices: dict[str, list[str]] = {}
        self.bm25: dict[str, Okapi] = {}

    def _ready(self, lang: str) -> None:
        if lang in self.entries:
            return
        entries = all_entries(lang)
        self.entries[lang] = entries
        self.choices[lang] = [f"{entry.title} {entry.text}" for entry in entries]
        self.bm25[lang] = Okapi(self.choices[lang])

    def fuzzy(self, query: str, lang: str, limit: int = 3) -> list[tuple[str, str]]:
        from rapidfuzz import fuzz, process

        self._ready(lang)
        found = process.extract(query, self.choices[lang], scorer=fuzz.WRatio, limit=limit)
        return [(self.entries[lang][index].game, self.entries[lang][index].id) for _, _, index in found]

    def okapi(self, query: str, lang: str, limit: int = 3) -> list[tuple[str, str]]:
        self._ready(lang)
        return [(self.entries[lang][n].game, self.entries[lang][n].id) for n in self.bm25[lang].rank(query, limit)]


# ---------------------------------------------------------------- run


def _rank_of(hits: list[tuple[str, str]], game: str, ids: list[str]) -> int | None:
    for rank, (hit_game, hit_id) in enumerate(hits, start=1):
        if hit_game == game and hit_id in ids:
            return rank
    return None


def _pct(count: int, total: int) -> str:
    return f"{100.0 * count / total:5.1f}" if total else "    -"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Rules-search benchmark.")
    parser.add_argument(
        "folder", nargs="?", type=Path, default=QUESTIONS, help="folder of question *.toml files (default: %(default)s)"
    )
    parser.add_argument("--misses", action="store_true", help="list the questions whose answer is not first")
    args = parser.parse_args(argv)

    questions = load_questions(args.folder)
    if not questions:
        print(f"no questions found in {args.folder}", file=sys.stderr)
        return 1
    started = time.perf_counter()
    from referee.rules.search import warm_up

    warm_up()
    build_ms = (time.perf_counter() - started) * 1000.0

    baselines = Baselines()
    rows: dict[tuple[str, str], Counter] = defaultdict(Counter)
    latencies: list[float] = []
    misses = []
    skipped = 0
    for question in questions:
        game, lang, ids = question["game"], question["lang"], list(question["ids"])
        if not corpus.has_rules(game, lang):
            skipped += 1
            continue
        begin = time.perf_counter()
        result = search(question["q"], limit=3)
        latencies.append((time.perf_counter() - begin) * 1000.0)
        hits = [(hit.game, hit.id) for hit in result.hits]
        rank = _rank_of(hits, game, ids)
        fuzzy_rank = _rank_of(baselines.fuzzy(question["q"], lang), game, ids)
        okapi_rank = _rank_of(baselines.okapi(question["q"], lang), game, ids)
        for key in ((game, lang), ("all", lang), ("all", "all")):
            row = rows[key]
            row["n"] += 1
            row["top1"] += rank == 1
            row["top3"] += rank is not None
            row["fz1"] += fuzzy_rank == 1
            row["fz3"] += fuzzy_rank is not None
            row["bm1"] += okapi_rank == 1
            row["bm3"] += okapi_rank is not None
            row["lang_ok"] += result.lang == lang
        if rank != 1:
            misses.append((question, rank, hits))

    header = f"{'game':<14} {'lang':<4} {'n':>4} | {'top-1':>6} {'top-3':>6} | {'WRatio@1':>8} {'WRatio@3':>8} | {'BM25@1':>7} {'BM25@3':>7} | {'lang ok':>7}"
    print(header)
    print("-" * len(header))
    order = [(game, lang) for game in GAME_IDS for lang in ("en", "es")] + [("all", "en"), ("all", "es"), ("all", "all")]
    for key in order:
        row = rows.get(key)
        if not row:
            continue
        n = row["n"]
        if key == ("all", "en"):
            print("-" * len(header))
        print(
            f"{key[0]:<14} {key[1]:<4} {n:>4} | {_pct(row['top1'], n):>6} {_pct(row['top3'], n):>6} | "
            f"{_pct(row['fz1'], n):>8} {_pct(row['fz3'], n):>8} | {_pct(row['bm1'], n):>7} {_pct(row['bm3'], n):>7} | "
            f"{_pct(row['lang_ok'], n):>7}"
        )
    print()
    print(f"index build: {build_ms:.0f} ms (once per process)")
    if latencies:
        ordered = sorted(latencies)
        p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
        print(f"search latency over {len(latencies)} questions: median {statistics.median(ordered):.2f} ms, p95 {p95:.2f} ms")
    if skipped:
        print(f"skipped {skipped} questions whose game has no rules in their language yet")
    if args.misses and misses:
        print()
        print("not first:")
        for question, rank, hits in misses:
            got = ", ".join(f"{g}:{i}" for g, i in hits)
            print(f"  [{question['game']}/{question['lang']}] {question['q']!r} expected {question['ids']} rank {rank}; got {got}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
