"""Safe writing: a temporary file in the same folder, flushed and fsynced,
then moved over the target, so a crash mid-write leaves the old file whole."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from referee.core.errors import BadInput
from referee.i18n import N_


def read_toml(path: Path) -> dict:
    """A TOML file's data; a BadInput naming the file when it is missing,
    unreadable, not UTF-8 text or not valid TOML."""
    import tomllib

    shown = str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise BadInput(N_("{file}: no such file."), file=shown) from None
    except IsADirectoryError:
        raise BadInput(N_("{file}: this is a folder, not a file."), file=shown) from None
    except OSError as error:
        raise BadInput(N_("{file}: cannot be read ({reason})."), file=shown, reason=error.strerror or str(error)) from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadInput(N_("{file}: not a text file (expected TOML in UTF-8)."), file=shown) from None
    except tomllib.TOMLDecodeError as error:
        raise BadInput(N_("{file}: not valid TOML: {reason}."), file=shown, reason=str(error)) from None


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically. A symbolic link is followed (its
    target is replaced, the link kept) and an existing file keeps its
    permissions; a new file gets the usual ones (0666 less the umask)."""
    shown = str(path)
    path = Path(os.path.realpath(path))
    folder = path.parent
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=shown, reason=error.strerror or str(error)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=shown, reason=error.strerror or str(error)) from None
