"""Private cache files: the user's cache folder and safe reads and writes in it.

Caches (the search index, the parsed word lists of search, folded session
states) live under $REFEREE_CACHE, else $XDG_CACHE_HOME/referee, else
~/.cache/referee. A cache file is read only when it is a regular file owned by
this user, not readable or writable by others, in a folder that is ours and
not writable by others; folders are created 0700 and files 0600, whatever the
umask. A cache is only an optimisation: every failure to read or write one is
the caller's cue to do the work itself, never an error. `framed` and
`unframed` give a cache file a header that says what it is, for which key,
with a checksum of the rest.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path


def cache_dir() -> Path:
    """The folder for rebuildable caches: $REFEREE_CACHE, else the XDG cache folder (~/.cache/referee)."""
    explicit = os.environ.get("REFEREE_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "referee"


def private_folder(create: bool, folder: Path | None = None) -> Path | None:
    """`folder` (default: the cache folder) if it is safe to use: ours, a real
    folder, writable by us alone (created 0700, parents included, when
    missing and `create`)."""
    folder = cache_dir() if folder is None else folder
    if create and not os.path.lexists(folder):
        folder.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            pass
        else:
            os.chmod(folder, 0o700)  # mkdir's mode is filtered by the umask
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o022:
        return None
    return folder


def open_private(path: Path, max_bytes: int):
    """A private cache file opened for reading (binary), or None when it is
    missing, not a regular file (a symbolic link is not followed), not ours,
    open to others or larger than `max_bytes`. Its folder must pass
    `private_folder`."""
    try:
        if private_folder(create=False, folder=path.parent) is None:
            return None
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    handle = os.fdopen(fd, "rb")
    info = os.fstat(handle.fileno())
    if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o077 or info.st_size > max_bytes:
        handle.close()
        return None
    return handle


def read_private(path: Path, max_bytes: int) -> bytes | None:
    """The bytes of a private cache file (see `open_private`), or None."""
    handle = open_private(path, max_bytes)
    if handle is None:
        return None
    with handle:
        data = handle.read(max_bytes + 1)
    return data if len(data) <= max_bytes else None


def write_private(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace `path` with `data` atomically, as a 0600 file (its folder must
    pass `private_folder`). `durable=False` skips the sync to disk: for a file
    whose loss only costs time (its checksum catches a torn write)."""
    if os.path.lexists(path) and not stat.S_ISREG(os.lstat(path).st_mode):
        path.unlink()  # not ours to follow: replace it
    if durable:
        from referee.core.files import atomic_write

        if os.path.lexists(path):  # keep no mode of an older file
            path.unlink()
        atomic_write(path, data, mode=0o600)
        return
    import tempfile

    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
        temporary = None
    finally:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)


def replace_kept(folder: Path, name: str, prefix: str, data: bytes) -> None:
    """Keep `data` as the cache file `name` in the private `folder`, removing
    the files of other keys there (named `prefix`*.json), without a sync to
    disk: a torn file fails its checksum and only costs the next process the
    work the file saves."""
    target = folder / name
    for old in folder.glob(f"{prefix}*.json"):
        if old != target and not old.is_symlink():
            old.unlink(missing_ok=True)
    write_private(target, data, durable=False)


def framed(magic: str, version: int, key: str, payload: bytes) -> bytes:
    """A cache file's bytes: one header line (what the file is, its format,
    the key it was made for and the sha256 of the payload), then `payload`."""
    return f"{magic} {version} {key} {hashlib.sha256(payload).hexdigest()}\n".encode("ascii") + payload


def unframed(data: bytes, magic: str, version: int, key: str) -> bytes:
    """The payload of a file made by `framed`; ValueError unless its header
    names `magic`, `version` and `key` and the payload's checksum matches (a
    file cut short, damaged, edited by hand, of another format or another key)."""
    header, newline, payload = data.partition(b"\n")
    fields = header.decode("ascii", "replace").split(" ")
    if not newline or fields != [magic, str(version), key, hashlib.sha256(payload).hexdigest()]:
        raise ValueError(f"not this {magic} file")
    return payload
