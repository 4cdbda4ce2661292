"""Lines typed per decision, first game night versus the second:

    python benchmarks/typing.py [SESSION.toml ...]

runs `lines_typed.py` (the measurement and how it counts are described
there). This name is also the standard library's `typing`, and a script run
from this folder has the folder first on its import path: when another
script here imports `typing`, it finds this file, which then hands over to
the standard library's module.
"""

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))


def _standard_typing():
    """The standard library's `typing`, imported with this folder off the path."""
    saved = sys.path[:]
    sys.path[:] = [entry for entry in saved if os.path.abspath(entry or os.curdir) != _HERE]
    sys.modules.pop(__name__, None)
    try:
        import typing
    finally:
        sys.path[:] = saved
    return typing


if __name__ == "__main__":
    import runpy

    runpy.run_path(os.path.join(_HERE, "lines_typed.py"), run_name="__main__")
else:
    sys.modules[__name__] = _standard_typing()
