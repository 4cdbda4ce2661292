"""The per-user catalog of component facts: one TOML file per game in the
user's data folder (`REFEREE_HOME`, else the platform's own, from
platformdirs), so a fact printed on a board or card is typed once ever on
this machine. `referee facts` lists, corrects, exports and imports it.

    referee_facts = 1
    game = "adulthood"
    [facts]
    "card.career.chef" = { cost = 2, ... }

The catalog is plain data, validated when read, written atomically and
private to its user (folder 0700, file 0600).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from referee.core.errors import BadInput
from referee.i18n import N_

HOME_ENV = "REFEREE_HOME"
FORMAT_VERSION = 1


def home() -> Path:
    """The folder of the user's referee data."""
    chosen = os.environ.get(HOME_ENV)
    if chosen:
        return Path(chosen)
    from platformdirs import user_data_path

    return user_data_path("referee", appauthor=False)


def catalog_path(game_id: str) -> Path:
    """Where the user's catalog of component facts for `game_id` lives (under the referee home)."""
    return home() / "facts" / f"{game_id}.toml"


def read_catalog_file(path: Path, game_id: str) -> dict[str, Any]:
    """The facts of a catalog (or exported) file for `game_id`; a BadInput
    naming the file when it is not one."""
    from referee.core.files import read_toml

    return _facts_of(read_toml(path), path, game_id)


def _facts_of(data: dict[str, Any], path: Path, game_id: str) -> dict[str, Any]:
    if data.get("referee_facts") != FORMAT_VERSION:
        raise BadInput(N_("{file}: not a referee facts file."), file=str(path))
    if data.get("game") != game_id:
        raise BadInput(N_("{file}: these are facts of '{found}', not of {game}."), file=str(path), found=str(data.get("game")), game=game_id)
    facts = data.get("facts", {})
    if not isinstance(facts, dict) or not all(isinstance(key, str) and key for key in facts):
        raise BadInput(N_("{file}: the '{field}' table is missing or damaged."), file=str(path), field="facts")
    return facts


# The catalog file read (or written) last, per path: its bytes and facts. A
# session command reads the catalog every time (the `play` shell before each
# line): bytes equal to those kept are not parsed again.
_LAST_READ: dict[str, tuple[bytes, dict[str, Any]]] = {}


def load_catalog(game_id: str) -> dict[str, Any]:
    """The user's catalog for a game (empty when there is none yet), a copy
    of its own to the caller."""
    from referee.core.files import copied, parse_toml, read_bytes

    path = catalog_path(game_id)
    if not path.exists():
        return {}
    raw = read_bytes(path)
    kept = _LAST_READ.get(str(path))
    if kept is not None and kept[0] == raw:
        return copied(kept[1])
    facts = _facts_of(parse_toml(raw, str(path)), path, game_id)
    _LAST_READ[str(path)] = (raw, copied(facts))
    return facts


def catalog_text(game_id: str, facts: Mapping[str, Any]) -> str:
    """The catalog file's TOML text for `facts` (sorted keys, with its format version and game)."""
    import tomli_w

    return tomli_w.dumps({"referee_facts": FORMAT_VERSION, "game": game_id, "facts": dict(sorted(facts.items()))})


def save_catalog(game_id: str, facts: Mapping[str, Any]) -> Path:
    """Write the user's catalog for a game, creating its folder privately.
    Callers that read the catalog first hold `catalog_lock(game_id)`."""
    from referee.core.files import as_read_back, atomic_write

    path = catalog_path(game_id)
    _make_folder(path.parent)
    raw = catalog_text(game_id, facts).encode("utf-8")
    atomic_write(path, raw, mode=0o600)
    read_back = as_read_back(dict(sorted(facts.items())))
    if read_back is not None and all(read_back):  # what reading the file gives back (keys not empty), kept for the next read
        _LAST_READ[str(path)] = (raw, read_back)
    return path


def catalog_lock(game_id: str):
    """The lock held around a read-change-write of a game's catalog, so two
    sessions learning facts at once lose none."""
    from referee.core.locking import FileLock

    path = catalog_path(game_id)
    _make_folder(path.parent)
    return FileLock(path)


def _make_folder(folder: Path) -> None:
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as error:
        raise BadInput(N_("{file}: cannot be written ({reason})."), file=str(folder), reason=error.strerror or str(error)) from None


def learn(game_id: str, reported: Mapping[str, Any]) -> list[str]:
    """Add the facts a session reported that the catalog lacks; the keys added.
    Known keys are left alone (a contradiction was refused when reported)."""
    if not reported:
        return []
    with catalog_lock(game_id):
        catalog = load_catalog(game_id)
        added = [key for key in reported if key not in catalog]
        if added:
            catalog.update({key: reported[key] for key in added})
            save_catalog(game_id, catalog)
    return added
