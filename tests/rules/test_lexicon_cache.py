"""The disk cache of the parsed word lists of search (rules/lexicon_cache.py):
the TOML files stay the truth; a warm cache spares every process their
parse; a cache that is off in any way is ignored and replaced, never
trusted and never a reason to fail; any change to a word list makes a new key."""

import hashlib
import json
import os
import pickle
import stat
import subprocess
import sys

import pytest

from referee.core.errors import BadInput
from referee.core.files import read_toml
from referee.core.resources import lexicon_dir
from referee.rules import lexicon_cache, normalize


def _parsed_from_toml(folder=None):
    folder = folder or lexicon_dir()
    common = read_toml(folder / "common.toml")
    return common, {path.stem: read_toml(path) for path in sorted(folder.glob("*.toml")) if path.stem != "common"}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE", str(folder))
    return folder


@pytest.fixture
def parses(monkeypatch):
    """The files the cache parses, in order (a spy on its TOML parser)."""
    seen = []
    parse = lexicon_cache.parse_toml
    monkeypatch.setattr(lexicon_cache, "parse_toml", lambda data, where: (seen.append(os.path.basename(where)), parse(data, where))[1])
    return seen


@pytest.fixture
def warm(cache, parses):
    """The cache file, as the first process leaves it."""
    lexicon_cache.lexicons()
    parses.clear()
    (path,) = cache.glob("lexicon-*.json")
    return path


def test_the_word_lists_are_the_toml_files_parse_cold_and_warm(cache, parses):
    truth = _parsed_from_toml()
    assert lexicon_cache.lexicons() == truth
    assert parses == ["common.toml", "en.toml", "es.toml"]
    assert lexicon_cache.lexicons() == truth
    assert (normalize._COMMON, normalize._LEXICONS) == truth  # what the algorithms read (from the suite's own cache)


def test_a_warm_load_parses_no_word_list(warm, parses, monkeypatch):
    import tomllib

    truth = _parsed_from_toml()
    monkeypatch.setattr(tomllib, "loads", lambda *args, **kwargs: pytest.fail("a TOML file was parsed"))
    assert lexicon_cache.lexicons() == truth
    assert parses == []


def test_a_new_process_on_a_warm_cache_parses_no_word_list(cache, tmp_path):
    """The whole start of a search: importing `normalize` (which reads the
    word lists) on a warm cache parses none of them."""
    probe = (
        "import os, referee.core.files as files\n"
        "parse = files.parse_toml\n"
        "files.parse_toml = lambda data, where: (print(os.path.basename(where)), parse(data, where))[1]\n"
        "import referee.rules.normalize\n"
    )

    def parsed() -> list[str]:
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=dict(os.environ), timeout=120,
                              cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        return done.stdout.split()

    assert parsed() == ["common.toml", "en.toml", "es.toml"]  # cold: parsed, and kept
    assert parsed() == []


def test_the_file_is_private_json_under_a_checked_header(warm, cache):
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    assert stat.S_IMODE(warm.stat().st_mode) == 0o600
    header, _, payload = warm.read_bytes().partition(b"\n")
    key = lexicon_cache.fingerprint(lexicon_cache._sources())
    assert warm.name == f"lexicon-{key}.json"
    assert header.split() == [b"referee-lexicon-cache", str(lexicon_cache.FORMAT).encode(), key.encode(),
                              hashlib.sha256(payload).hexdigest().encode()]
    assert json.loads(payload) == {"common": _parsed_from_toml()[0], "languages": _parsed_from_toml()[1]}


def _reframed(data: bytes, edit) -> bytes:
    """`data` with its JSON edited by `edit` and the checksum made to match
    again (an edit by hand that even fixes the header)."""
    header, _, payload = data.partition(b"\n")
    payload = edit(payload)
    fields = header.split(b" ")
    fields[3] = hashlib.sha256(payload).hexdigest().encode()
    return b" ".join(fields) + b"\n" + payload


def _header_field(number: int, value: bytes):
    def edit(data: bytes) -> bytes:
        header, _, payload = data.partition(b"\n")
        fields = header.split(b" ")
        fields[number] = value
        return b" ".join(fields) + b"\n" + payload
    return edit


def _edited(edit):
    """The file with its word lists changed by `edit` (in place, on the
    loaded JSON) and its checksum made to match again."""
    def change(payload: bytes) -> bytes:
        value = json.loads(payload)
        edit(value)
        return json.dumps(value).encode()
    return lambda data: _reframed(data, change)


def _deep(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


DAMAGES = {
    "empty": lambda data: b"",
    "not a cache": lambda data: b"not a cache",
    "cut in half": lambda data: data[: len(data) // 2],
    "one byte short": lambda data: data[:-1],
    "one byte long": lambda data: data + b" ",
    "edited by hand": lambda data: data.replace(b'"stopwords":["', b'"stopwords":["zzz","', 1),
    "another kind of cache": _header_field(0, b"referee-snapshot"),
    "another format": _header_field(1, str(lexicon_cache.FORMAT + 1).encode()),
    "another key": _header_field(2, b"0" * 32),
    "a pickle": lambda data: pickle.dumps({"common": {}, "languages": {}}),
    # edited with a checksum made to match: values TOML never gives, or not these word lists
    "null": _edited(lambda value: value["languages"]["en"].update(stopwords=None)),
    "NaN": _edited(lambda value: value["languages"]["es"]["stopwords"].append(float("nan"))),
    "infinity": _edited(lambda value: value["common"].update(x=float("inf"))),
    "too deep": _edited(lambda value: value["common"].update(x=_deep(40))),
    "another language": _edited(lambda value: value.update(languages={"fr" if k == "en" else k: v for k, v in value["languages"].items()})),
    "a language more": _edited(lambda value: value["languages"].update(fr={})),
    "a list for a table": _edited(lambda value: value["languages"].update(en=[value["languages"]["en"]])),
    "a list for the common table": _edited(lambda value: value.update(common=[])),
    "not the shape": _edited(lambda value: value.update(extra={})),
    "not JSON": lambda data: _reframed(data, lambda payload: payload[:-1]),
}


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES.keys())
def test_a_damaged_or_foreign_file_is_ignored_and_replaced(warm, parses, damage):
    whole = warm.read_bytes()
    warm.write_bytes(damage(whole))
    assert lexicon_cache.lexicons() == _parsed_from_toml()
    assert parses == ["common.toml", "en.toml", "es.toml"]
    assert warm.read_bytes() == whole


def test_an_unsafe_file_is_not_read(warm, parses, tmp_path):
    os.chmod(warm, 0o644)  # others could read it, or have made it
    assert lexicon_cache.lexicons() == _parsed_from_toml()
    assert len(parses) == 3 and stat.S_IMODE(warm.stat().st_mode) == 0o600
    parses.clear()
    elsewhere = tmp_path / "elsewhere.json"
    warm.rename(elsewhere)
    warm.symlink_to(elsewhere)  # a link is not followed
    assert lexicon_cache.lexicons() == _parsed_from_toml()
    assert len(parses) == 3 and not warm.is_symlink()


def test_an_unwritable_cache_folder_is_not_an_error(tmp_path, monkeypatch, parses):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("REFEREE_CACHE", str(blocker / "sub"))
    assert lexicon_cache.lexicons() == _parsed_from_toml()
    assert lexicon_cache.lexicons() == _parsed_from_toml()
    assert len(parses) == 6


@pytest.fixture
def own_lists(tmp_path, monkeypatch):
    """A copy of the word-list files that the cache reads instead."""
    folder = tmp_path / "lexicon"
    folder.mkdir()
    for path in lexicon_dir().glob("*.toml"):
        (folder / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(lexicon_cache, "lexicon_dir", lambda: folder)
    return folder


def test_a_changed_word_list_is_parsed_again_even_with_the_same_size_and_time(cache, parses, own_lists):
    lexicon_cache.lexicons()
    edited = own_lists / "en.toml"
    before = edited.stat()
    text = edited.read_text(encoding="utf-8")
    assert '"the"' in text
    edited.write_text(text.replace('"the"', '"thy"', 1), encoding="utf-8")
    os.utime(edited, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert edited.stat().st_size == before.st_size and edited.stat().st_mtime_ns == before.st_mtime_ns
    parses.clear()
    common, by_lang = lexicon_cache.lexicons()
    assert parses == ["common.toml", "en.toml", "es.toml"]
    assert "thy" in by_lang["en"]["stopwords"] and "the" not in by_lang["en"]["stopwords"]
    assert list(cache.glob("lexicon-*.json")) == [cache / f"lexicon-{lexicon_cache.fingerprint(lexicon_cache._sources())}.json"]


def test_a_new_language_file_is_read(cache, own_lists):
    lexicon_cache.lexicons()
    (own_lists / "fr.toml").write_text('stopwords = ["le"]\n', encoding="utf-8")
    _, by_lang = lexicon_cache.lexicons()
    assert list(by_lang) == ["en", "es", "fr"] and by_lang["fr"] == {"stopwords": ["le"]}
    assert lexicon_cache.lexicons()[1] == by_lang


def test_a_broken_word_list_is_refused_as_before_never_cached(cache, own_lists):
    (own_lists / "es.toml").write_text("stopwords = [", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(BadInput) as refused:
            lexicon_cache.lexicons()
        assert "es.toml" in str(refused.value)
    assert not list(cache.glob("lexicon-*.json"))
