"""One writer at a time per session file.

A command that changes a session holds an exclusive `fcntl.flock` on a
sidecar file, `NAME.lock` beside it, for its whole read-check-write. The
kernel drops the lock when its holder exits, however it exits (kill -9
included), so a killed command never leaves a lock that blocks the table: a
`NAME.lock` file found with no holder is stale, and is simply taken over. The
sidecar is never deleted (deleting it would let two writers lock two
different files).

A second writer waits up to LOCK_WAIT seconds (REFEREE_LOCK_WAIT overrides)
and then refuses with "being written by another command" (exit 1); when it
gets the lock in time, it reads the session as the first writer left it and
checks its own move against that, so a move is recorded on top of the other
one or refused, never lost. POSIX systems only (Linux, macOS).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from referee.core.errors import BadInput, RefereeError
from referee.i18n import N_

LOCK_WAIT = 5.0
WAIT_ENV = "REFEREE_LOCK_WAIT"
_POLL = 0.02


class SessionBusy(RefereeError):
    """Another command holds the session's lock (exit code 1)."""


def lock_path(path: Path) -> Path:
    """The lock file beside `path` (`NAME.lock`), so the session file itself is never opened for locking."""
    return path.with_name(path.name + ".lock")


def _wait_seconds() -> float:
    try:
        return max(0.0, min(float(os.environ.get(WAIT_ENV, LOCK_WAIT)), 600.0))
    except ValueError:
        return LOCK_WAIT


class FileLock:
    """An exclusive lock on `path`'s sidecar, held from `acquire()` to `release()`."""

    def __init__(self, path: Path):
        self.path = path
        self._fd: int | None = None

    def acquire(self, wait: float | None = None) -> "FileLock":
        """Take the exclusive lock, waiting up to `wait` seconds (None: the default wait); SessionBusy when another command keeps it longer, BadInput when the lock file cannot be used (missing folder, not a regular file)."""
        import fcntl
        import stat

        sidecar = lock_path(self.path)
        shown = str(self.path)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | os.O_NONBLOCK
        try:
            fd = os.open(sidecar, flags, 0o666)
        except FileNotFoundError:
            raise BadInput(N_("{file}: cannot be written (its folder does not exist)."), file=shown) from None
        except OSError as error:
            raise BadInput(N_("{file}: cannot lock the session ({lock}: {reason})."), file=shown, lock=str(sidecar), reason=error.strerror or type(error).__name__) from None
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise BadInput(N_("{file}: cannot lock the session ({lock}: {reason})."), file=shown, lock=str(sidecar), reason="not a regular file")
        deadline = time.monotonic() + (_wait_seconds() if wait is None else wait)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise SessionBusy(N_("{file}: the session is being written by another command; nothing was recorded. Try again in a moment."), file=shown) from None
                time.sleep(_POLL)
            except OSError as error:
                os.close(fd)
                raise BadInput(N_("{file}: cannot lock the session ({lock}: {reason})."), file=shown, lock=str(sidecar), reason=error.strerror or type(error).__name__) from None
        self._fd = fd
        return self

    def release(self) -> None:
        """Drop the lock (closing its descriptor releases the flock); safe to call twice."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)  # closing the descriptor drops the flock

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def __enter__(self) -> "FileLock":
        return self.acquire() if not self.held else self

    def __exit__(self, *exc) -> None:
        self.release()
