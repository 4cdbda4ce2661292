"""What loading the word lists of search costs a process: parsing the TOML
files (as every process did before the lexicon cache) against reading them
from the warm cache (`rules/lexicon_cache.py`), alternated in one process.

Prints the p50 (ms of CPU time, so that other work on the machine skews it
little) of RUNS loads of each way, taken in turns:
- `toml`: the files' parse with tomllib (`read_toml` of each file);
- `cached`: `lexicon_cache.lexicons()` on a warm cache, all of it: reading
  the files and hashing them (the key), reading the cache file, checking
  its checksum and every value;
- `key (content hash)`: of the above, reading and hashing the files alone;
- `key (size+mtime)`: what a key from each file's name, size and
  modification time (as the index cache's) would cost instead, for
  comparison;
- `cold`: the first process on an empty cache (parse, then keep the file).

    REFEREE_CACHE=$PWD/.cache-bench python benchmarks/lexicon.py [RUNS]
"""

from __future__ import annotations

import hashlib
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.core.files import read_toml  # noqa: E402
from referee.core.resources import lexicon_dir  # noqa: E402
from referee.rules import lexicon_cache  # noqa: E402


def parse_toml_files():
    folder = lexicon_dir()
    common = read_toml(folder / "common.toml")
    return common, {path.stem: read_toml(path) for path in sorted(folder.glob("*.toml")) if path.stem != "common"}


def stat_key() -> str:
    lines = []
    for path in sorted(lexicon_dir().glob("*.toml")):
        info = os.stat(path)
        lines.append(f"{path.name} {info.st_size} {info.st_mtime_ns}")
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def content_key() -> str:
    return lexicon_cache.fingerprint(lexicon_cache._sources())


def cold():
    folder = Path(os.environ["REFEREE_CACHE"])
    for old in folder.glob("lexicon-*.json"):
        old.unlink()
    return lexicon_cache.lexicons()


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    scratch = None
    if not os.environ.get("REFEREE_CACHE"):
        scratch = tempfile.mkdtemp(prefix="referee-lexicon-bench-")
        os.environ["REFEREE_CACHE"] = scratch
    try:
        assert lexicon_cache.lexicons() == parse_toml_files()  # warms the cache, and checks it holds the parse
        ways = {"toml": parse_toml_files, "cached": lexicon_cache.lexicons, "key (content hash)": content_key,
                "key (size+mtime)": stat_key}
        times: dict[str, list[float]] = {name: [] for name in ways}
        for _ in range(runs):
            for name, way in ways.items():
                start = time.process_time()
                way()
                times[name].append(time.process_time() - start)
        cold_times = []
        for _ in range(max(3, runs // 3)):
            start = time.process_time()
            cold()
            cold_times.append(time.process_time() - start)
        times["cold (parse and keep)"] = cold_times
        size = sum(path.stat().st_size for path in lexicon_dir().glob("*.toml"))
        print(f"word lists: {size / 1000:.1f} kB of TOML; p50 of {runs} loads each, in turns (cold: {len(cold_times)})")
        for name, taken in times.items():
            print(f"{name:24} {statistics.median(taken) * 1000:7.3f} ms")
        print(f"{'toml / cached':24} {statistics.median(times['toml']) / statistics.median(times['cached']):7.1f}x")
    finally:
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
