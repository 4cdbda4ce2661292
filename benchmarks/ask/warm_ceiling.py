"""The most that look-up tables built into the index cache could give a
question asked for the first time in a process, measured in place.

Issue 13's first-time target led to the idea of building, at cache time,
what a new question's words cost the search (per-word analyses, hash tables
in place of the packed sorted lists of `rules/index_packing.py`), so that
the first time costs what asked again costs. Before building any, this
measures the most each could give: this tree is imported twice in one
process (as `ceiling.py` does) and one copy is given, before timing, what
such tables would give it for free:

* `words`: every word analysis and look-up the questions need is made
  before timing, by searching each question's words in reverse order
  (stems, keys, typo corrections, glossary look-ups, idf, posting lists:
  the per-process memos keyed by a word or a phrase of the glossary). What
  is keyed by the question itself (its folded text, its run of stems, its
  evidence) stays cold, as no table made at cache time can hold it.
* `hashed`: every packed sorted list (`SortedTexts`: posting tokens, idf
  keys, glossary phrases, known words) is looked up through a dict of its
  texts, made before timing (what a hash table in the cache would give,
  without its load time).
* nothing given (no argument): the harness against itself, its noise.

Both copies then search each English question of `questions` for the first
time, alternately, question by question (`paired.compare`); the median
per-question ratio (given / as it is) is the floor such tables cannot go
under.

    python benchmarks/ask/warm_ceiling.py [words | hashed]
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import paired  # noqa: E402


def warm_words(version, questions: list[str]) -> None:
    """Each question's words searched in reverse order by `version`: its
    word-keyed memos warm, the question-keyed ones not."""
    for question in questions:
        paired.timed(version, " ".join(reversed(question.split())), "en")


def hashed(version, questions: list[str]) -> None:
    """`version`'s `SortedTexts.index_of` through a dict per list, each
    made now for the lists the questions open (their unpacking is not
    timed either)."""
    searching, modules = version
    packing = modules["referee.rules.index_packing"]
    tables: dict[int, dict[str, int]] = {}

    def index_of(texts, text):
        table = tables.get(id(texts))
        if table is None:
            table = tables[id(texts)] = {word: at for at, word in enumerate(iter(texts))}
        return table.get(text) if type(text) is str else None

    packing.SortedTexts.index_of = index_of
    paired.timed(version, paired.WARM_UP, "en")  # (the sections every search opens)
    for found in gc.get_objects():
        if isinstance(found, packing.SortedTexts):
            found.index_of("")  # (its dict made now)


def main() -> None:
    given = sys.argv[1] if len(sys.argv) > 1 else ""
    if given not in ("", "words", "hashed"):
        sys.exit(__doc__)
    questions = paired.questions_of(True)
    plain, treated = paired.load(ROOT), paired.load(ROOT)
    if given == "words":
        warm_words(treated, questions)
    elif given == "hashed":
        hashed(treated, questions)
    line = paired.compare(plain, treated, questions, "en")
    print(f"given: {given or '(nothing)'}; " + line.replace("other tree", "as it is").replace("this tree", "given"))


if __name__ == "__main__":
    main()
