"""One writer at a time per session file: a second one waits, then is told;
a killed holder leaves no lock behind."""

import os
import signal
import subprocess
import sys
import time

import pytest

from referee.core.locking import FileLock, SessionBusy, lock_path

HOLD = """
import sys, time
from pathlib import Path
from referee.core.locking import FileLock
FileLock(Path(sys.argv[1])).acquire(wait=0)
print("held", flush=True)
time.sleep(60)
"""


def _holder(path):
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_writer_waits_then_is_told(tmp_path):
    path = tmp_path / "s.toml"
    holder = _holder(path)
    try:
        began = time.monotonic()
        with pytest.raises(SessionBusy) as refused:
            FileLock(path).acquire(wait=0.3)
        assert time.monotonic() - began >= 0.3
        assert refused.value.exit_code == 1 and "being written by another command" in refused.value.msg.english()
    finally:
        holder.kill()
        holder.wait()


def test_a_killed_holder_leaves_no_lock(tmp_path):
    path = tmp_path / "s.toml"
    holder = _holder(path)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert lock_path(path).exists()  # the sidecar stays, the lock does not
    with FileLock(path).acquire(wait=1):
        pass


def test_the_lock_is_free_again_after_release(tmp_path):
    path = tmp_path / "s.toml"
    first = FileLock(path).acquire(wait=0)
    first.release()
    FileLock(path).acquire(wait=0).release()
