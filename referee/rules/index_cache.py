"""A disk cache for the search index, so `referee ask` answers at once.

Building the index analyses every rule entry (about a second); the result is
pickled under the user's cache folder ($REFEREE_CACHE, else
$XDG_CACHE_HOME/referee, else ~/.cache/referee), keyed by a fingerprint of the
rule data and of the code that analyses it: any change to either makes a new
key, so a stale index is never read. The cache is only an optimisation:
every failure to read or write it falls back to building in memory.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core.resources import rulesets_dir

_CODE = ("normalize.py", "index.py", "corpus.py")


def cache_dir() -> Path:
    explicit = os.environ.get("REFEREE_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "referee"


def fingerprint() -> str:
    digest = hashlib.sha256(__version__.encode())
    here = Path(__file__).resolve().parent
    for name in _CODE:
        digest.update((here / name).read_bytes())
    for path in sorted(rulesets_dir().glob("*/*.toml")):
        digest.update(path.relative_to(rulesets_dir()).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def _path() -> Path:
    return cache_dir() / f"rules-index-{fingerprint()}.pickle"


def load() -> Any:
    try:
        with _path().open("rb") as handle:
            return pickle.load(handle)
    except Exception:  # missing, unreadable or from another version: rebuild
        return None


def store(index: Any) -> None:
    try:
        from referee.core.files import atomic_write

        target = _path()
        target.parent.mkdir(parents=True, exist_ok=True)
        for old in target.parent.glob("rules-index-*.pickle"):
            if old != target:
                old.unlink(missing_ok=True)
        atomic_write(target, pickle.dumps(index, protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # a read-only home is fine: the index lives in memory
        return
