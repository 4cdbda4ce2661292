"""What a question asked the first time in a process pays for being new, and
how much of it a table of each word's readings worked out at index build
could save (issue 13's first-time target): measured before building one.

This tree is imported twice in one process, as `paired.py` imports two
trees, and the two copies search the English questions alternately, one
question at a time, so the load of the machine weighs on both alike.

`groups` (the default): both copies first ask every question once, so every
memo of the search holds what the questions need ("asked again"). Then, for
each group of memos in turn, the second copy's are emptied and filled again
by the warm-up search alone, as a process has them before its first
question, and every question is asked again by both: what the second copy
takes more is what that group costs a question asked the first time
(words shared with earlier questions of the pass stay read, as in
`scaling.py`'s first pass). The groups:

* words: each word's stem and its look-ups in the packed index (posting
  lists of words, concepts and bigrams, idf, thesaurus phrases, entry keys);
* typos: the corrections of words no rule uses;
* question text: the question folded and split;
* glossary phrases: the phrases, concepts and bigrams of the question's
  stems, per game (keyed by the whole run of stems: question-level);
* modes: the variants the question's tokens name;
* entries: each candidate entry's fields read for the evidence.

`fill`: neither copy has asked anything; in the second, before timing, the
per-word memos are filled for every word of the corpus vocabulary (rule
texts, titles, aliases, gap texts; both languages) and of the lexicon's
stopword lists: its stem and idf look-ups and, with --postings, each game's
posting list of its stem. A table stored in the index cache could at best
make a new word's first reading as cheap as these memo hits (before the
cost of loading it); the median per-question ratio (filled / plain) is that
best.

    python benchmarks/ask/cold.py [groups | fill [--postings]]
"""

from __future__ import annotations

import gc
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from paired import ROOT, WARM_UP, compare, load, questions_of, timed  # noqa: E402


def _modules(version) -> tuple:
    """(search, normalize, index_packing) of one imported copy."""
    searching, modules = version
    return searching, modules["referee.rules.normalize"], modules["referee.rules.index_packing"]


def memo_groups(version) -> dict[str, callable]:
    """Group name -> a function that empties that group's memos in `version`."""
    searching, normalize, packing = _modules(version)
    kinds = (packing.PackedPostings, packing.PhraseTable, packing.SortedNumbers)
    packed = [found for found in gc.get_objects() if type(found) in kinds]  # (only this copy's classes)
    return {
        "words": lambda: (normalize.stem.cache_clear(), [table._seen.clear() for table in packed]),
        "typos": lambda: (searching._correct.cache_clear(), searching._OF_LENGTHS.clear()),
        "question text": lambda: (normalize.fold.cache_clear(), searching._question_words.cache_clear()),
        "glossary phrases": lambda: (normalize._remembered_matches.cache_clear(),
                                     normalize._remembered_concepts.cache_clear(), normalize._bigrams.cache_clear()),
        "modes": lambda: searching._ASKED_MODES.clear(),
        "entries": lambda: (searching._FIELDS.clear(), searching._UNNOTED.clear(), searching._silent_clauses.cache_clear(),
                            searching._title_terms.cache_clear(), searching._topics.cache_clear()),
    }


def alternate(warm, cold, questions: list[str]) -> tuple[list[float], list[float]]:
    """Each question searched by both copies, each going first every other question."""
    kept, emptied = [], []
    for number, question in enumerate(questions):
        for version in ((warm, cold) if number % 2 else (cold, warm)):
            (kept if version is warm else emptied).append(timed(version, question, "en"))
    return kept, emptied


def groups(questions: list[str]) -> None:
    warm, cold = load(ROOT), load(ROOT)
    for version in (warm, cold):
        timed(version, WARM_UP, "en")
        for question in questions:
            timed(version, question, "en")
    emptying = memo_groups(cold)
    every = list(emptying.values())
    emptying["all of these"] = lambda: [empty() for empty in every]
    print(f"{len(questions)} English questions; per group: p50 asked again / with the group as before a first"
          f" question, median ratio, mean ms more")
    for name, empty in emptying.items():
        empty()
        timed(cold, WARM_UP, "en")
        kept, emptied = alternate(warm, cold, questions)
        ratio = statistics.median(new / old for old, new in zip(kept, emptied) if old > 0)
        print(f"{name:>17}: {statistics.median(kept) * 1000:.3f} / {statistics.median(emptied) * 1000:.3f} ms,"
              f" {ratio:.3f}, +{(sum(emptied) - sum(kept)) / len(questions) * 1000:.3f}")


def fill_word_memos(version, postings: bool) -> int:
    """Read every vocabulary and stopword word once in `version`: the memos a
    precomputed table would stand for. The number of words read."""
    searching, normalize, _ = _modules(version)
    index, count = searching.get_index(), 0
    for lang, lang_index in index.langs.items():
        known = [*lang_index.vocabulary, *(word for listed in normalize.STOPWORDS.values() for word in listed)]
        for word in known:
            stemmed = normalize.stem(word, lang)
            lang_index.idf.get(stemmed)
            lang_index.gap_idf.get(stemmed)
            if postings:
                for game in lang_index.games:
                    lang_index.postings.get((game, stemmed))
        count += len(known)
    return count


def fill(questions: list[str], postings: bool) -> None:
    plain, filled = load(ROOT), load(ROOT)
    words = fill_word_memos(filled, postings)
    print(f"{words} words read ahead ({'stems, idf, posting lists' if postings else 'stems, idf'});"
          f" other tree: plain, this tree: filled")
    print(compare(plain, filled, questions, "en"))


def main() -> None:
    mode = next((arg for arg in sys.argv[1:] if not arg.startswith("--")), "groups")
    if mode not in ("groups", "fill"):
        sys.exit(__doc__)
    questions = questions_of(english=True)
    if mode == "fill":
        fill(questions, "--postings" in sys.argv)
    else:
        groups(questions)


if __name__ == "__main__":
    main()
