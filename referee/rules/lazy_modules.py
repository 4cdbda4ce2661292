"""The modules of `referee.rules` run when first read, not when imported.

The search reads a question through some three hundred small modules, one per
reading, and `search.py` imports them all (`from referee.rules import a, b,
...`) so that each reading is named where it is used. Importing a module runs
it: its file is read and unmarshalled, its functions made, its patterns
compiled, its word lists read from the lexicon (about 0.5 ms a module, some
150 ms of a cold `ask`). Many readings are never called by a given question:
their gate (a trigger word, a language, a step reached only by some
questions) passes over it, so a one-question `ask` paid for modules it never
ran.

A module of `referee.rules` is now imported lazily (importlib's `LazyLoader`):
the import finds its file and binds the name, and the module runs at the
first attribute read from it (`framing.frame_positions`, the call's own first
step), whoever reads it. A module imported as `from referee.rules.x import y`
runs at once (the name is read at import), as before. What a module computes
is the same whenever it runs: its code reads its own file, the lexicon and
the other modules (each of which runs in turn when read), never the state of
a search. So every result is the same (`benchmarks/ask/same_results.py`), and
a module that no question reads is never run.

What reads every module's registrations (`triggers.GATED`, filled as each
gated reading's module runs) first runs them all (`run_all`).
"""

from __future__ import annotations

import sys
from importlib.machinery import PathFinder
from importlib.util import LazyLoader

PACKAGE = "referee.rules"


class _LazyFinder:
    """A finder of the modules under PACKAGE whose loader runs each module at
    its first attribute read (the same spec as the path finder's, its loader
    wrapped)."""

    @staticmethod
    def find_spec(name: str, path=None, target=None):
        if not name.startswith(PACKAGE + ".") or path is None:
            return None
        spec = PathFinder.find_spec(name, path, target)
        if spec is not None and spec.loader is not None and hasattr(spec.loader, "exec_module"):
            spec.loader = LazyLoader(spec.loader)
        return spec


FINDER = _LazyFinder()


def install() -> None:
    """Put the finder first on `sys.meta_path` (once)."""
    if not any(finder is FINDER for finder in sys.meta_path):
        sys.meta_path.insert(0, FINDER)


def waiting(module) -> bool:
    """Whether `module` was imported but has not run yet."""
    return type(module).__name__ == "_LazyModule"


def run_all() -> None:
    """Run every module of `referee.rules` imported so far that has not run
    (for what reads every module's registrations, as `triggers.GATED`); a
    module that runs may import more, so until none is left."""
    while True:
        left = [module for name, module in list(sys.modules.items())
                if name.startswith(PACKAGE + ".") and waiting(module)]
        if not left:
            return
        for module in left:
            getattr(module, "__name__")  # (the first read runs it)
