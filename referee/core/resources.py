"""Where the shipped data lives.

In an installed wheel, `rulesets/` and `locales/` sit inside the `referee`
package; in a source checkout they sit beside it at the top of the
repository. Every reader of data asks this module, never a path literal.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


@cache
def data_root() -> Path:
    """The folder that holds `rulesets/` and `locales/`."""
    if (_PACKAGE_DIR / "rulesets").is_dir():
        return _PACKAGE_DIR
    return _PACKAGE_DIR.parent


def rulesets_dir() -> Path:
    """The folder of the rulesets (one subfolder per game)."""
    return data_root() / "rulesets"


def locales_dir() -> Path:
    """The folder of the message catalogs."""
    return data_root() / "locales"


def lexicon_dir() -> Path:
    """The folder of the word lists of rules search (inside the package)."""
    return _PACKAGE_DIR / "rules" / "lexicon"
