"""The modules of `referee.rules` run when first read (rules/lazy_modules.py):
a process that asks one question leaves the modules no reading of it read
unrun, and gives the same results, the same gated readings and the same
module contents as a process whose modules all ran at import."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from support.benchmark_sample import benchmark_questions

ROOT = Path(__file__).resolve().parents[2]

QUESTION_BUDGET = 120  # (every set, evenly: `benchmarks/ask/same_results.py` checks every result of every set)

_PROBE = r"""
import json, sys
import referee.rules
from referee.rules import lazy_modules
if sys.argv[1] == "eager":
    sys.meta_path.remove(lazy_modules.FINDER)
from referee.rules import search, triggers
questions = json.loads(sys.stdin.read())
first = search.search(questions[0]).to_json()
waiting = sorted(name for name, module in sys.modules.items()
                 if name.startswith("referee.rules.") and lazy_modules.waiting(module))
results = [first] + [search.search(question).to_json() for question in questions[1:]]
lazy_modules.run_all()
names = {name: sorted(vars(module)) for name, module in sys.modules.items() if name.startswith("referee.rules.")}
gated = sorted(f"{gated.__module__}.{gated.__name__}" for gated in triggers.GATED)
print(json.dumps({"waiting": waiting, "results": results, "names": names, "gated": gated}))
"""


def _run(mode: str, questions: list[str], cache: Path) -> dict:
    env = dict(os.environ, REFEREE_CACHE=str(cache), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", _PROBE, mode], input=json.dumps(questions), capture_output=True,
                          text=True, env=env, cwd=ROOT, check=True)
    return json.loads(done.stdout)


def test_modules_run_when_read_give_the_same_results(tmp_path):
    questions = ["how many dice do I roll", "¿cuántos dados tiro en Adulthood?"]
    questions += benchmark_questions(QUESTION_BUDGET)
    _run("eager", questions[:1], tmp_path)  # (the index cache stored first: both read it, as `ask` does)
    lazy = _run("lazy", questions, tmp_path)
    eager = _run("eager", questions, tmp_path)
    assert lazy["waiting"], "a one-question process ran every module"
    assert not eager["waiting"]
    assert lazy["results"] == eager["results"]
    assert lazy["gated"] == eager["gated"]
    assert lazy["names"] == eager["names"]


def test_run_all_runs_every_module_imported():
    from referee.rules import lazy_modules

    lazy_modules.run_all()
    assert not [name for name, module in sys.modules.items()
                if name.startswith("referee.rules.") and lazy_modules.waiting(module)]
