"""The on-disk cache of the search index: used when it matches, rebuilt when
the rules change, and never a reason to fail."""

import pickle

from referee.rules import index_cache
from referee.rules.index import Index, build_index


def test_store_then_load_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path))
    index = build_index()
    index_cache.store(index)
    loaded = index_cache.load()
    assert isinstance(loaded, Index)
    assert set(loaded.langs) == set(index.langs)
    assert len(loaded.langs["en"].docs) == len(index.langs["en"].docs)


def test_a_changed_fingerprint_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path))
    index_cache.store(build_index())
    monkeypatch.setattr(index_cache, "fingerprint", lambda: "another-version")
    assert index_cache.load() is None


def test_a_damaged_cache_file_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE", str(tmp_path))
    index_cache._path().parent.mkdir(parents=True, exist_ok=True)
    index_cache._path().write_bytes(b"not a pickle")
    assert index_cache.load() is None


def test_an_unwritable_cache_folder_is_not_an_error(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("REFEREE_CACHE", str(blocker / "sub"))
    index_cache.store(build_index())  # no exception
    assert index_cache.load() is None
