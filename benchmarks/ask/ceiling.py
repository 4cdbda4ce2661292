"""The most an exact change to one stage of a search could give: that stage
made free, measured in place.

This tree is imported three times in one process (as `paired.py` imports two
trees). The first copy searches every question once and records what each
named stage returned, call by call; the second copy searches as it is; the
third returns the recorded results of the named stages instead of working
them out (a free stage: its results, with none of its work). The second and
third then search each question for the first time, alternately, question by
question, as `paired.py` does, and their p50 and median ratio are printed:
the ratio is the floor no exact change to those stages can go under, the
rest of the search and what a stage's work does to the CPU's caches for the
stages after it included (a stage's share of `stages.py`'s timers is not
that: its work warms data the next stages read).

A stage is a function of rules/search.py called through the module's name
(`_fuzzy`, `_prepare`, `_best_covering`, `_query_weights`...), or
`best_documents` (the posting sums and the floor: the values it adds to the
shared leaders are replayed too), or a dotted path from the search module to
a function another module calls by its own name (`silences.judge`,
`silences.unknown_name`). What `_prepare` returns
is copied when it is recorded (the search fills the question's memos later), and
handed on as it is (each question is searched once by the third copy).

    python benchmarks/ask/ceiling.py _fuzzy [best_documents ...] [--all]

English questions of benchmarks/ask/questions (every set's distinct
questions, both languages, with --all). With no stage named, the third copy
replays nothing: the harness against itself (its ratio is the noise).
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import paired  # noqa: E402


def _owner(searching, stage: str):
    """(the module the stage is called through, its name there): a name of
    rules/search.py, or a dotted path from it ("silences.judge",
    "silences.unknown_name": a module search imports, then its name)."""
    *path, name = stage.split(".")
    owner = searching
    for step in path:
        owner = getattr(owner, step)
    return owner, name


def record(stages: list[str], questions: list[str], lang: str | None) -> dict[str, dict[str, list]]:
    """stage -> question -> the stage's results in the order it was called, by a copy of this tree."""
    searching, modules = paired.load(ROOT)
    sys.modules.update(modules)
    now = {"question": None}
    found: dict[str, dict[str, list]] = {stage: {} for stage in stages}
    for stage in stages:
        owner, name = _owner(searching, stage)
        original = getattr(owner, name)

        def recording(*args, _stage=stage, _original=original, **kwargs):
            result = _original(*args, **kwargs)
            kept = copy.deepcopy(result) if _stage == "_prepare" else result
            if _stage == "best_documents":
                kept = (result, list(args[4]._heap))  # (and the leaders it leaves: the floor of the next game)
            found[_stage].setdefault(now["question"], []).append(kept)
            return result

        setattr(owner, name, recording)
    for question in [paired.WARM_UP, *questions]:
        now["question"] = question
        searching.search(question, lang=lang)
    for name in modules:  # (the next copies import their own)
        sys.modules.pop(name, None)
    return found


def replaying(version, found: dict[str, dict[str, list]]):
    """`version` with each recorded stage returning its recorded results, in order."""
    searching, modules = version
    now = {"question": None, "calls": {}}
    search = searching.search

    def asking(question, *args, **kwargs):
        now["question"], now["calls"] = question, {}
        return search(question, *args, **kwargs)

    for stage, by_question in found.items():
        owner, name = _owner(searching, stage)

        def replayed(*args, _stage=stage, _by_question=by_question, **kwargs):
            calls = now["calls"]
            at = calls[_stage] = calls.get(_stage, -1) + 1
            kept = _by_question[now["question"]][at]
            if _stage == "best_documents":
                result, heap = kept
                args[4]._heap = list(heap)
                return result
            return kept  # (a question is searched once here: what `_prepare` returned was copied when recorded)

        setattr(owner, name, replayed)
    searching.search = asking
    return version


def main() -> None:
    stages = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    every = "--all" in sys.argv
    questions = paired.questions_of(not every)
    lang = None if every else "en"
    found = record(stages, questions, lang)
    plain, free = paired.load(ROOT), paired.load(ROOT)
    replaying(free, found)
    line = paired.compare(plain, free, questions, lang)
    print(f"free: {', '.join(stages) or '(nothing)'}; " + line.replace("other tree", "as it is").replace("this tree", "free"))


if __name__ == "__main__":
    main()
