"""Languages: negotiation, gettext catalogs and locale-aware numbers.

The language is chosen once per command, in this order: the `--lang` option,
the `REFEREE_LANG` variable, the system locale (`LC_ALL`, `LC_MESSAGES`,
`LANG`) negotiated against the available catalogs, else English.

Messages are marked in code with `N_()` where they are defined and translated
with `_()` at the command-line edge. Catalogs are `.mo` files compiled by the
build from `locales/<lang>/LC_MESSAGES/<domain>.po`; in a source checkout with
no compiled catalog, the `.po` file is read directly with babel.

A language may have several catalogs (domains): `referee` for the program and
one per game package that keeps its own (e.g. `adulthood`, `cv`), so a game's
messages are translated beside each other and one game's work never edits
another's catalog. All of a language's domains are read and chained: the
first that knows a message translates it.
"""

from __future__ import annotations

import gettext
import os
from functools import cache, lru_cache

from referee.core.resources import locales_dir

DOMAIN = "referee"
DEFAULT_LANG = "en"
LANG_ENV = "REFEREE_LANG"


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet."""
    return message


@cache
def available_languages() -> tuple[str, ...]:
    """Languages that have a catalog, English first."""
    found = {p.name for p in locales_dir().iterdir() if (p / "LC_MESSAGES").is_dir()}
    found.add(DEFAULT_LANG)
    return tuple(sorted(found, key=lambda code: (code != DEFAULT_LANG, code)))


class UnknownLanguage(ValueError):
    """A language was asked for that has no catalog."""

    def __init__(self, requested: str):
        super().__init__(requested)
        self.requested = requested


def _normalise(code: str) -> str | None:
    """'es_ES.UTF-8' -> 'es'; 'C' / 'POSIX' -> None."""
    code = code.strip().split(".")[0].split("@")[0]
    if not code or code in {"C", "POSIX"}:
        return None
    return code.replace("-", "_")


def negotiate(requested: str | None = None, environ: dict[str, str] | None = None) -> str:
    """The language to use. `requested` (from `--lang`) must be available;
    environment values that match no catalog fall through to the next source."""
    environ = os.environ if environ is None else environ
    available = available_languages()
    if requested:
        code = _normalise(requested)
        match = _match(code, available) if code else None
        if match is None:
            raise UnknownLanguage(requested)
        return match
    candidates = [environ.get(LANG_ENV, "")]
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if value:
            candidates.append(value)
            break  # POSIX precedence: the first one set wins
    for raw in candidates:
        code = _normalise(raw) if raw else None
        match = _match(code, available) if code else None
        if match:
            return match
    return DEFAULT_LANG


def _match(code: str, available: tuple[str, ...]) -> str | None:
    from babel.core import negotiate_locale

    return negotiate_locale([code], list(available), sep="_")


def catalog_domains(lang: str) -> list[str]:
    """The domains a language has a catalog for, `referee` first, then the
    others by name (compiled `.mo` or source `.po`)."""
    base = locales_dir() / lang / "LC_MESSAGES"
    if not base.is_dir():
        return []
    found = {p.stem for p in base.iterdir() if p.suffix in (".mo", ".po")}
    return sorted(found, key=lambda name: (name != DOMAIN, name))


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The gettext catalogs of a language, chained (English: the identity)."""
    chain: gettext.NullTranslations | None = None
    for domain in catalog_domains(lang):
        catalog = _domain_translations(lang, domain)
        if chain is None:
            chain = catalog
        else:
            chain.add_fallback(catalog)
    return chain if chain is not None else gettext.NullTranslations()


def _domain_translations(lang: str, domain: str) -> gettext.NullTranslations:
    base = locales_dir() / lang / "LC_MESSAGES"
    mo_path = base / f"{domain}.mo"
    if mo_path.exists():
        with mo_path.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    return _translations_from_po(base / f"{domain}.po", lang)


def _translations_from_po(po_path, lang: str) -> gettext.NullTranslations:
    """Source checkouts: compile the .po in memory with babel."""
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po_path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


class Translator:
    """Everything language-dependent a command needs: text and numbers."""

    def __init__(self, lang: str):
        self.lang = lang
        self._catalog = translations(lang)
        self.words = None  # a game's Vocabulary (referee.core.vocabulary), once one is in play

    def with_words(self, words) -> "Translator":
        """This translator, also showing a game's ids (colours, verbs, traits...)
        in its language."""
        other = Translator.__new__(Translator)
        other.lang, other._catalog, other.words = self.lang, self._catalog, words
        return other

    def term(self, text: str, verbs: bool = False) -> str:
        """`text` with the game's ids in it shown in this language (`verbs`:
        it names moves, so verbs are read before other words)."""
        return self.words.text(text, self.lang, verbs_first=verbs) if self.words is not None else text

    def gettext(self, message: str, **params: object) -> str:
        text = self._catalog.gettext(message) if message else message
        # a message with no parameters is still formatted when it escapes braces ({{ }})
        return text.format(**params) if params or "{{" in text else text

    __call__ = gettext

    def ngettext(self, singular: str, plural: str, n: int, **params: object) -> str:
        text = self._catalog.ngettext(singular, plural, n)
        return text.format(n=self.number(n), **params)

    def number(self, value: int | float) -> str:
        """`value` formatted for the language (CLDR decimal format, as babel's
        `format_decimal`). Never fails: a value too large to write out, or not
        finite, is shown by its order of magnitude or as Python writes it.
        A whole number is formatted once per language and value (a board
        shows the same few numbers over and over)."""
        if type(value) is int:
            return _whole_number(self.lang, value)
        return _formatted(self.lang, value)


@lru_cache(maxsize=4096)
def _whole_number(lang: str, value: int) -> str:
    return _formatted(lang, value)


def _formatted(lang: str, value: int | float) -> str:
    """`Translator.number`, worked out."""
    rough = _unformattable(value)
    if rough is not None:
        return rough
    try:
        symbols = number_symbols(lang)
        if symbols is None:
            from babel.numbers import format_decimal

            try:
                return format_decimal(value, locale=lang)
            except ArithmeticError:  # more digits than babel's precision
                symbols = cldr_number_symbols(lang)
        return format_number(value, symbols)
    except Exception:
        return _unformattable(value, always=True)


@cache
def number_symbols(lang: str) -> dict | None:
    """The language's number symbols, written from babel's CLDR data at build
    time (see build_catalogs.py); None in a source checkout, where babel
    formats directly. Only Latin digits are formatted here."""
    import json

    path = locales_dir() / lang / "numbers.json"
    try:
        symbols = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return symbols if symbols.get("digits") == "latn" else None


def cldr_number_symbols(lang: str) -> dict:
    """What formatting a decimal number needs, read from babel's CLDR data
    (the build writes it to `locales/<lang>/numbers.json`)."""
    from babel import Locale

    locale = Locale.parse(lang)
    symbols = locale.number_symbols[locale.default_numbering_system]
    pattern = locale.decimal_formats[None]
    return {
        "decimal": symbols["decimal"],
        "group": symbols["group"],
        "minus": symbols["minusSign"],
        "grouping": list(pattern.grouping),
        "max_fraction": pattern.frac_prec[1],
        "digits": locale.default_numbering_system,
    }


# Integers longer than this many bits are shown by their order of magnitude:
# no count on a table comes near, and writing them out costs time.
MAX_FORMATTED_BITS = 1024


def _unformattable(value: object, always: bool = False) -> str | None:
    """A short text for a number that is not formatted digit by digit: too
    large an integer ('~10^400'), infinity or not-a-number."""
    import math

    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > MAX_FORMATTED_BITS:
            sign = "-" if value < 0 else ""
            return f"{sign}~10^{int((value.bit_length() - 1) * math.log10(2))}"
        return str(value) if always else None
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    return repr(value) if always else None


def format_number(value: int | float, symbols: dict) -> str:
    """CLDR's '#,##0.###' decimal pattern with the given symbols."""
    from decimal import ROUND_HALF_EVEN, Decimal, localcontext

    places = symbols["max_fraction"]
    exact = Decimal(value) if isinstance(value, int) else Decimal(repr(value))
    with localcontext() as context:
        # enough precision for every digit before the point and the places after
        context.prec = max(28, exact.adjusted() + places + 2)
        number = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)
    negative = number < 0
    digits = format(number.copy_abs(), "f")  # exact: abs() would round to the context
    whole, _, fraction = digits.partition(".")
    fraction = fraction.rstrip("0")
    primary, secondary = symbols["grouping"]
    groups = []
    if len(whole) > primary:
        groups.insert(0, whole[-primary:])
        whole = whole[:-primary]
        while len(whole) > secondary:
            groups.insert(0, whole[-secondary:])
            whole = whole[:-secondary]
    groups.insert(0, whole)
    text = symbols["group"].join(groups)
    if fraction:
        text += symbols["decimal"] + fraction
    if negative and (int(whole) or len(groups) > 1 or fraction):
        text = symbols["minus"] + text
    return text
