"""Rules-search benchmark: `referee ask` against the question sets.

    python benchmarks/ask/run.py [FOLDER ...] [--misses] [--baselines]

Loads every `*.toml` in each FOLDER (default `benchmarks/ask/questions`; the
other sets are `holdout*`, `blind4`, the abstention sets `silent*` and the
untouched `final`). Each question is searched over ALL games, as a player without --game would ask; the question's `game` field
is the game the answer must come from, and a question counts as answered when
one of its `ids` (of that game) is the first hit (top-1) or among the first
three (top-3). A question marked `answerable = false` is one the rulebooks do
not answer: it counts as abstained when `search` says `answered` is false
(column "abst."; the "--game" columns: top-1 and abstention when the search
knows the question's game, as `ask` does at a table with an open session);
an answerable question it says that of is a false abstention. With
--baselines the same questions go through two baselines over the same
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


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))] if ordered else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Rules-search benchmark.")
    parser.add_argument(
        "folders", nargs="*", type=Path, default=[QUESTIONS], help="folders of question *.toml files (default: %(default)s)"
    )
    parser.add_argument("--misses", action="store_true", help="list the questions answered wrongly")
    parser.add_argument("--baselines", action="store_true", help="also score the WRatio and BM25 baselines")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    from referee.rules.search import warm_up

    warm_up()
    build_ms = (time.perf_counter() - started) * 1000.0
    print(f"index build: {build_ms:.0f} ms (once per process)")
    for folder in args.folders:
        questions = load_questions(folder)
        if not questions:
            print(f"no questions found in {folder}", file=sys.stderr)
            return 1
        print()
        _run(folder, questions, args)
    return 0


def _run(folder: Path, questions: list[dict], args) -> None:
    """One table for one folder: per game and language, top-1/top-3 over the
    answerable questions, abstention on the ones the rulebooks do not answer,
    false abstention on the answerable ones, and search latency."""
    baselines = Baselines() if args.baselines else None
    rows: dict[tuple[str, str], Counter] = defaultdict(Counter)
    latencies: dict[tuple[str, str], list[float]] = defaultdict(list)
    misses = []
    game_misses = []  # the same, with the game known (`ask --game`, an open session)
    skipped = 0
    for question in questions:
        game, lang, ids = question["game"], question["lang"], list(question["ids"])
        answerable = question.get("answerable", True)
        if not corpus.has_rules(game, lang):
            skipped += 1
            continue
        begin = time.perf_counter()
        result = search(question["q"], limit=3)
        elapsed = (time.perf_counter() - begin) * 1000.0
        hits = [(hit.game, hit.id) for hit in result.hits]
        rank = _rank_of(hits, game, ids) if answerable else None
        # as at a table that knows its game (an open session, or `ask --game`)
        knowing_game = search(question["q"], game=game, limit=3)
        for key in ((game, lang), ("all", lang), ("all", "all")):
            row = rows[key]
            latencies[key].append(elapsed)
            row["lang_ok"] += result.lang == lang
            row["n"] += 1
            if not answerable:
                row["silent"] += 1
                row["abstained"] += not result.answered
                row["abstained_game"] += not knowing_game.answered
                continue
            row["answerable"] += 1
            row["top1"] += rank == 1
            row["top3"] += rank is not None
            row["top1_game"] += _rank_of([(h.game, h.id) for h in knowing_game.hits], game, ids) == 1
            row["false_abstention"] += not result.answered
            if baselines:
                fuzzy_rank = _rank_of(baselines.fuzzy(question["q"], lang), game, ids)
                okapi_rank = _rank_of(baselines.okapi(question["q"], lang), game, ids)
                row["fz1"] += fuzzy_rank == 1
                row["bm1"] += okapi_rank == 1
        wrong = (answerable and (rank != 1 or not result.answered)) or (not answerable and result.answered)
        if wrong:
            misses.append((question, rank, hits, result))
        if answerable != knowing_game.answered:  # a wrong answer or a false abstention, the game known
            game_hits = [(h.game, h.id) for h in knowing_game.hits]
            game_misses.append((question, _rank_of(game_hits, game, ids) if answerable else None, game_hits, knowing_game))

    print(f"== {folder}")
    header = (
        f"{'game':<14} {'lang':<4} {'n':>4} | {'top-1':>6} {'top-3':>6} {'--game':>6} | {'abst.':>6} {'of':>3} {'--game':>6} |"
        f" {'false ab.':>9} |"
        f" {'p50 ms':>6} {'p95 ms':>6} | {'lang ok':>7}"
    )
    if baselines:
        header += f" | {'WRatio@1':>8} {'BM25@1':>7}"
    print(header)
    print("-" * len(header))
    order = [(game, lang) for game in GAME_IDS for lang in ("en", "es")] + [("all", "en"), ("all", "es"), ("all", "all")]
    for key in order:
        row = rows.get(key)
        if not row:
            continue
        if key == ("all", "en"):
            print("-" * len(header))
        answerable, silent = row["answerable"], row["silent"]
        line = (
            f"{key[0]:<14} {key[1]:<4} {row['n']:>4} | {_pct(row['top1'], answerable):>6} {_pct(row['top3'], answerable):>6} "
            f"{_pct(row['top1_game'], answerable):>6} | "
            f"{_pct(row['abstained'], silent):>6} {silent:>3} {_pct(row['abstained_game'], silent):>6} | "
            f"{_pct(row['false_abstention'], answerable):>9} | "
            f"{statistics.median(latencies[key]):>6.2f} {_percentile(latencies[key], 0.95):>6.2f} | "
            f"{_pct(row['lang_ok'], row['n']):>7}"
        )
        if baselines:
            line += f" | {_pct(row['fz1'], answerable):>8} {_pct(row['bm1'], answerable):>7}"
        print(line)
    if skipped:
        print(f"skipped {skipped} questions whose game has no rules in their language yet")
    if args.misses:
        _print_misses("wrong:", misses)
        _print_misses("wrong with --game (answered when unanswerable, or abstained when answerable):", game_misses)


def _print_misses(heading: str, misses: list) -> None:
    if misses:
        print()
        print(heading)
        for question, rank, hits, result in misses:
            got = ", ".join(f"{g}:{i}" for g, i in hits)
            verdict = "answered" if result.answered else f"abstained (missing {', '.join(result.missing)})"
            expected = question["ids"] or "no answer"
            print(f"  [{question['game']}/{question['lang']}] {question['q']!r} expected {expected} rank {rank}; {verdict}; got {got}")


if __name__ == "__main__":
    sys.exit(main())
