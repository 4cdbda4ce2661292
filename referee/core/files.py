"""Reading and writing the user's files safely.

Reading: only regular files of bounded size (a FIFO, a device or a folder is
refused at once, without blocking), TOML of bounded nesting depth.

Writing: only a regular file the user named, or a new one. A symbolic link,
FIFO, device or folder at the target is refused, so is a read-only file; an
existing file keeps its permissions. The data goes to a temporary file in the
same folder, flushed and fsynced, then renamed over the target, and the folder
is fsynced: a crash at any moment leaves either the old file or the new one,
whole. With `expected`, the rename happens only if the file still holds the
bytes the caller read (compare-and-swap), so a change made meanwhile by
someone else is never overwritten. Temporary files left by killed saves are
removed.
"""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from referee.core.errors import BadInput, RefereeError
from referee.i18n import N_

MAX_INPUT_BYTES = 10 * 1024 * 1024
MAX_TOML_DEPTH = 32
# a temporary file of another writer that does not hold the file's lock is
# left alone while it may still be in use
STALE_TEMP_SECONDS = 3600
UNCHECKED: Any = object()


class FileChanged(RefereeError):
    """The file changed between reading it and writing it (exit code 1)."""


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__


def read_bytes(path: Path, missing: str | None = None) -> bytes:
    """The bytes of a regular file of at most MAX_INPUT_BYTES; a BadInput
    naming the file otherwise. `missing` replaces the message for a file that
    does not exist."""
    shown = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise BadInput(missing or N_("{file}: no such file."), file=shown) from None
    except IsADirectoryError:
        raise BadInput(N_("{file}: this is a folder, not a file."), file=shown) from None
    except OSError as error:
        raise BadInput(N_("{file}: cannot be read ({reason})."), file=shown, reason=_reason(error)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise BadInput(N_("{file}: this is a folder, not a file."), file=shown)
        if not stat.S_ISREG(info.st_mode):
            raise BadInput(N_("{file}: not a regular file (a pipe or a device?); give a file saved on disk."), file=shown)
        if info.st_size > MAX_INPUT_BYTES:
            raise BadInput(N_("{file}: too large to be a referee file ({size} bytes; the limit is {limit})."), file=shown, size=info.st_size, limit=MAX_INPUT_BYTES)
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > MAX_INPUT_BYTES:  # it grew while being read
                raise BadInput(N_("{file}: too large to be a referee file ({size} bytes; the limit is {limit})."), file=shown, size=total, limit=MAX_INPUT_BYTES)
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise BadInput(N_("{file}: cannot be read ({reason})."), file=shown, reason=_reason(error)) from None
    finally:
        os.close(fd)


def parse_toml(raw: bytes, shown: str) -> dict:
    """TOML data from bytes; BadInput when not UTF-8, not TOML or nested too deeply."""
    import tomllib

    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadInput(N_("{file}: not a text file (expected TOML in UTF-8)."), file=shown) from None
    except tomllib.TOMLDecodeError as error:
        raise BadInput(N_("{file}: not valid TOML: {reason}."), file=shown, reason=str(error)) from None
    except (RecursionError, MemoryError):
        raise BadInput(N_("{file}: nested too deeply (the limit is {limit} levels)."), file=shown, limit=MAX_TOML_DEPTH) from None
    except ValueError as error:  # e.g. an integer too long to convert
        raise BadInput(N_("{file}: not valid TOML: {reason}."), file=shown, reason=str(error)[:200]) from None
    if nesting_depth(data) > MAX_TOML_DEPTH:
        raise BadInput(N_("{file}: nested too deeply (the limit is {limit} levels)."), file=shown, limit=MAX_TOML_DEPTH)
    return data


def nesting_depth(data: Any) -> int:
    """How deeply tables and arrays nest (iteratively: no recursion limit)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        deepest = max(deepest, depth)
        if depth > MAX_TOML_DEPTH:
            return depth
        stack.extend((child, depth + 1) for child in children)
    return deepest


def copied(value: Any) -> Any:
    """A copy of TOML data: its tables and arrays new, its scalars (immutable) shared."""
    if isinstance(value, dict):
        return {key: copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copied(item) for item in value]
    return value


def as_read_back(value: Any) -> Any:
    """What parsing `tomli_w.dumps(value)` gives back (tuples become arrays),
    for data made only of tables with text keys, arrays, text, whole numbers,
    finite numbers and booleans; None for anything else. A program that wrote a
    file keeps this in place of parsing it again."""
    kind = type(value)
    if kind in (str, int, bool) or (kind is float and value == value and value not in (float("inf"), float("-inf"))):
        return value
    if kind in (list, tuple):
        items = [as_read_back(item) for item in value]
        return None if any(item is None for item in items) else items
    if kind is dict:
        table = {key: as_read_back(item) for key, item in value.items()}
        if not all(type(key) is str for key in table) or any(item is None for item in table.values()):
            return None
        return table
    return None


def read_toml(path: Path) -> dict:
    """A TOML file's data; a BadInput naming the file when it is missing,
    unreadable, not a regular file, too large, not UTF-8 text or not valid TOML."""
    return parse_toml(read_bytes(path), str(path))


def check_writable(path: Path) -> os.stat_result | None:
    """Refuse (BadInput) a target that is not a regular file the user may
    replace: a symbolic link, FIFO, device, folder or read-only file. Returns
    the file's status, or None when it does not exist yet."""
    shown = str(path)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        folder = path.parent if str(path.parent) else Path(".")
        if not folder.is_dir():
            raise BadInput(N_("{file}: cannot be written (its folder does not exist)."), file=shown) from None
        return None
    except OSError as error:
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=shown, reason=_reason(error)) from None
    if stat.S_ISLNK(info.st_mode):
        raise BadInput(N_("{file}: is a symbolic link; the referee writes only regular files. Give the file it points to."), file=shown)
    if stat.S_ISDIR(info.st_mode):
        raise BadInput(N_("{file}: this is a folder, not a file."), file=shown)
    if not stat.S_ISREG(info.st_mode):
        raise BadInput(N_("{file}: not a regular file (a pipe or a device?); the referee writes only regular files."), file=shown)
    if not info.st_mode & 0o222 or not os.access(path, os.W_OK):
        raise BadInput(N_("{file}: the file is read-only; the referee will not replace it."), file=shown)
    return info


def same_file(one: Path, other: Path) -> bool:
    """Whether two paths name the same existing file."""
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def atomic_write(path: Path, data: bytes, *, expected: bytes | None | Any = UNCHECKED, mode: int | None = None, locked: bool = False) -> None:
    """Replace (or create) the regular file `path` with `data`, atomically.

    `expected`: the bytes the caller read from `path` (None: it did not
    exist); if the file holds anything else now, nothing is written and
    FileChanged is raised. `mode`: the permissions of a new file (default
    0666 less the umask); an existing file keeps its own. `locked`: the caller
    holds the file's lock, so any temporary file of a save of it is stale."""
    shown = str(path)
    folder = path.parent if str(path.parent) else Path(".")
    info = check_writable(path)
    if info is not None:
        new_mode = stat.S_IMODE(info.st_mode)
    elif mode is not None:
        new_mode = mode
    else:
        umask = os.umask(0)
        os.umask(umask)
        new_mode = 0o666 & ~umask
    _remove_stale_temps(folder, path.name, 0 if locked else STALE_TEMP_SECONDS)
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=shown, reason=_reason(error)) from None
    try:
        try:
            os.fchmod(fd, new_mode)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as error:
            raise BadInput(N_("{file}: cannot be written ({reason})."), file=shown, reason=_reason(error)) from None
        if expected is not UNCHECKED:
            _compare(path, expected)
            check_writable(path)
        try:
            os.replace(temporary, path)
        except OSError as error:
            raise BadInput(N_("{file}: cannot be written ({reason})."), file=shown, reason=_reason(error)) from None
        temporary = None
        _sync_folder(folder)
    finally:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)


def _compare(path: Path, expected: bytes | None) -> None:
    """FileChanged unless `path` holds `expected` (None: does not exist)."""
    try:
        current = read_bytes(path)
    except BadInput:
        current = None if not os.path.lexists(path) else b"\0unreadable"
    if current != expected:
        raise FileChanged(N_("{file}: the file changed while this command ran (another command or an editor wrote it); nothing was written. Run the command again."), file=str(path))


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX: fsync the folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems cannot fsync a folder; the file is in place
        pass
    finally:
        os.close(fd)


def _remove_stale_temps(folder: Path, name: str, older_than: float) -> None:
    """Remove `.NAME.XXXXXXXX.tmp` files (mkstemp's pattern) left by killed saves."""
    prefix, now = f".{name}.", time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp") and len(entry.name) == len(prefix) + 8 + 4):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                os.unlink(entry.path)
        except OSError:
            continue
