"""Languages: every message has its Spanish translation, placeholders agree,
the catalog is current with the code, and negotiation follows the documented
order (--lang, REFEREE_LANG, LC_ALL / LC_MESSAGES / LANG, English)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from referee.i18n import Translator, UnknownLanguage, negotiate

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"(?<!\{)\{([a-z_]+)(?:![rs])?\}(?!\})")


def _catalog(lang: str):
    """Every message of every domain of a language, as one list."""
    messages = []
    for path in sorted((ROOT / "locales" / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            messages.extend(read_po(handle, locale=lang))
    return messages


def test_every_message_has_a_spanish_translation():
    missing = [m.id for m in _catalog("es") if m.id and (not m.string or (isinstance(m.string, tuple) and not all(m.string)))]
    assert missing == []


def test_no_fuzzy_spanish_translations():
    assert [m.id for m in _catalog("es") if m.id and m.fuzzy] == []


def test_placeholders_agree_between_languages():
    for message in _catalog("es"):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(ids[0])) | (set(PLACEHOLDER.findall(ids[1])) if len(ids) > 1 else set())
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) <= wanted | {"n"}, (message.id, text)
            assert set(PLACEHOLDER.findall(text)) >= set(PLACEHOLDER.findall(ids[0])) - {"n"}, (message.id, text)


def test_catalog_holds_every_message_of_the_code(tmp_path):
    # The catalogs are made with babel's extractor; a message added to the code
    # but not to the catalogs would reach Spanish users in English.
    pot = tmp_path / "referee.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", str(ROOT / "babel.cfg"),
         "-k", "N_", "-k", "tr", "-k", "gettext", "--no-location", "-o", str(pot), str(ROOT)],
        check=True, capture_output=True, cwd=ROOT,
    )
    with pot.open("rb") as handle:
        code_ids = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id}
    catalog_ids = {m.id if isinstance(m.id, str) else m.id[0] for m in _catalog("es") if m.id}
    assert code_ids - catalog_ids == set()


def test_installed_catalogs_translate():
    assert Translator("es")("Rank") == "Puesto"
    assert Translator("en")("Rank") == "Rank"


@pytest.mark.parametrize("environ, expected", [
    ({}, "en"),
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "es_MX"}, "es"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_US.UTF-8"}, "es"),
    ({"LC_MESSAGES": "en_GB", "LANG": "es_ES"}, "en"),
    ({"REFEREE_LANG": "es", "LANG": "en_US.UTF-8"}, "es"),
    ({"REFEREE_LANG": "en", "LC_ALL": "es_ES"}, "en"),
])
def test_negotiation_order(environ, expected):
    assert negotiate(None, environ) == expected


def test_lang_option_wins_and_must_exist():
    assert negotiate("es", {"REFEREE_LANG": "en"}) == "es"
    assert negotiate("es-ES", {}) == "es"
    with pytest.raises(UnknownLanguage):
        negotiate("xx", {})


def test_numbers_formatted_for_the_locale():
    assert Translator("en").number(12345) == "12,345"
    assert Translator("es").number(12345) == "12.345"
    assert Translator("en").number(-3) == "-3"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_fast_number_format_matches_babel(lang):
    # Numbers are formatted from babel's CLDR symbols, written at build time
    # (locales/<lang>/numbers.json); the result must be exactly babel's.
    from babel.numbers import format_decimal

    from referee.i18n import cldr_number_symbols, format_number, number_symbols

    shipped = number_symbols(lang)
    if shipped is not None:  # an installed wheel: its data must be CLDR's
        assert shipped == cldr_number_symbols(lang)
    symbols = cldr_number_symbols(lang)
    values = [0, 1, -1, 7, 63, 999, 1000, -1000, 1234, 12345, 123456, 1234567, -9876543, 2.5, -0.5, 0.1234, 1234.5678, 3.0, 0.0004]
    for value in values:
        assert format_number(value, symbols) == format_decimal(value, locale=lang), value
