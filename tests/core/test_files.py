"""Reading only regular files of bounded size and depth; writing only
regular files the user named, atomically, with compare-and-swap."""

import os
import stat
import time

import pytest

from referee.core import files
from referee.core.errors import BadInput
from referee.core.files import FileChanged, atomic_write, parse_toml, read_bytes


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(BadInput, match="not a regular file"):
        read_bytes(fifo)


def test_a_device_is_refused():
    with pytest.raises(BadInput, match="not a regular file"):
        read_bytes(__import__("pathlib").Path("/dev/zero"))


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(BadInput, match="folder"):
        read_bytes(tmp_path)


def test_a_file_over_the_size_limit_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "MAX_INPUT_BYTES", 100)
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * 101)
    with pytest.raises(BadInput, match="too large"):
        read_bytes(big)


@pytest.mark.parametrize("text", [
    "a = " + "[" * 500 + "]" * 500,  # 500-deep arrays
    "a = " + "{ b = " * 40 + "1" + " }" * 40,  # deep inline tables
    "x." * 100 + "y = 1",  # deep dotted keys
])
def test_deep_nesting_is_refused(text):
    with pytest.raises(BadInput, match="nested too deeply"):
        parse_toml(text.encode(), "t.toml")


def test_an_integer_too_long_to_read_is_bad_input():
    with pytest.raises(BadInput):
        parse_toml(("n = " + "9" * 5000).encode(), "t.toml")


def test_a_new_file_gets_the_umask_and_an_old_one_keeps_its_mode(tmp_path):
    path = tmp_path / "s.toml"
    old = os.umask(0o027)
    try:
        atomic_write(path, b"one")
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    os.chmod(path, 0o604)
    atomic_write(path, b"two")
    assert path.read_bytes() == b"two" and stat.S_IMODE(path.stat().st_mode) == 0o604


@pytest.mark.parametrize("make, needle", [
    (lambda p: p.symlink_to(p.with_name("target")), "symbolic link"),
    (lambda p: os.mkfifo(p), "not a regular file"),
    (lambda p: p.mkdir(), "folder"),
    (lambda p: (p.write_text("x"), os.chmod(p, 0o444)), "read-only"),
])
def test_only_regular_writable_files_are_replaced(tmp_path, make, needle):
    path = tmp_path / "s.toml"
    make(path)
    kind = os.lstat(path).st_mode
    with pytest.raises(BadInput, match=needle):
        atomic_write(path, b"new")
    assert os.lstat(path).st_mode == kind
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_compare_and_swap_refuses_a_file_changed_since_it_was_read(tmp_path):
    path = tmp_path / "s.toml"
    path.write_bytes(b"read")
    read = path.read_bytes()
    path.write_bytes(b"someone else")
    with pytest.raises(FileChanged):
        atomic_write(path, b"mine", expected=read)
    assert path.read_bytes() == b"someone else"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    atomic_write(path, b"mine", expected=b"someone else")
    assert path.read_bytes() == b"mine"


def test_compare_and_swap_for_a_new_file(tmp_path):
    path = tmp_path / "s.toml"
    path.write_bytes(b"created meanwhile")
    with pytest.raises(FileChanged):
        atomic_write(path, b"mine", expected=None)
    assert path.read_bytes() == b"created meanwhile"


def test_temporary_files_of_killed_saves_are_removed(tmp_path):
    path = tmp_path / "s.toml"
    path.write_bytes(b"old")
    stale = tmp_path / ".s.toml.abcd1234.tmp"
    stale.write_bytes(b"half a sa")
    young_other = tmp_path / ".t.toml.abcd1234.tmp"  # another file's: not ours to remove
    young_other.write_bytes(b"x")
    atomic_write(path, b"new", locked=True)
    assert not stale.exists() and young_other.exists()
    # without the lock, only a temporary file old enough to be surely dead goes
    stale.write_bytes(b"half")
    atomic_write(path, b"newer")
    assert stale.exists()
    past = time.time() - files.STALE_TEMP_SECONDS - 10
    os.utime(stale, (past, past))
    atomic_write(path, b"newest")
    assert not stale.exists()
