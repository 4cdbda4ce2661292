"""Hatch build hook: compile the gettext catalogs (locales/*/LC_MESSAGES/*.po)
into .mo files inside the wheel, with babel's own compiler, so that a fresh
`pip install .` ships ready catalogs and the repository keeps only sources.

It also writes each language's number symbols from babel's CLDR data
(`locales/<lang>/numbers.json`): formatting a number then needs no CLDR load
at run time, which is most of a short command's start-up."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CompileCatalogs(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        root = Path(self.root)
        sys.path.insert(0, str(root))
        from referee.i18n import cldr_number_symbols
        out = Path(tempfile.mkdtemp(prefix="referee-mo-"))
        for po_path in sorted((root / "locales").glob("*/LC_MESSAGES/*.po")):
            with po_path.open("rb") as po_file:
                catalog = read_po(po_file, locale=po_path.parts[-3])
            mo_path = out / po_path.relative_to(root).with_suffix(".mo")
            mo_path.parent.mkdir(parents=True, exist_ok=True)
            with mo_path.open("wb") as mo_file:
                write_mo(mo_file, catalog)
            build_data["force_include"][str(mo_path)] = "referee/" + po_path.relative_to(root).with_suffix(".mo").as_posix()
            lang = po_path.parts[-3]
            numbers_path = out / "locales" / lang / "numbers.json"
            numbers_path.write_text(json.dumps(cldr_number_symbols(lang)), encoding="utf-8")
            build_data["force_include"][str(numbers_path)] = f"referee/locales/{lang}/numbers.json"

