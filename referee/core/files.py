"""Safe writing: a temporary file in the same folder, flushed and fsynced,
then moved over the target, so a crash mid-write leaves the old file whole."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from referee.core.errors import BadInput
from referee.i18n import N_


def atomic_write(path: Path, data: bytes) -> None:
    folder = path.parent if str(path.parent) else Path(".")
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=str(path), reason=error.strerror or str(error)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=str(path), reason=error.strerror or str(error)) from None
