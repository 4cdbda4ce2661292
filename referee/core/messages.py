"""Messages as values: an untranslated message id plus its parameters.

Game code and core code never translate: they build `Msg` values, and the
command-line edge renders them in the user's language. A parameter may itself
be a `Msg` (a category label inside an error, say) and is rendered too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from referee.i18n import Translator


@dataclass(frozen=True)
class Msg:
    """A user-facing message: its English source text (the catalog key) and the values it names, rendered in the reader's language only when shown."""
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __init__(self, key: str, /, **params: Any):
        # frozen: the fields are set through the instance's dict (a replayed log
        # makes several messages per event; `object.__setattr__` costs half again)
        fields = self.__dict__
        fields["key"] = key
        fields["params"] = params

    def render(self, tr: "Translator") -> str:
        """The message in `tr`'s language, its values rendered too."""
        return tr.gettext(self.key, **{name: render(value, tr, name) for name, value in self.params.items()})

    def english(self) -> str:
        """The message in English, without catalogs (logs, exceptions)."""
        return self.key.format(**{n: (v.english() if isinstance(v, (Msg, Names)) else v) for n, v in self.params.items()})


class Plural(Msg):
    """A message with plural forms: `n` picks the form through the catalog's
    plural rule ("1 Frustration Token", "2 Fichas de Frustración"); `{n}` in
    the text is that number."""

    def __init__(self, singular: str, plural: str, n: int, **params: Any):
        super().__init__(singular, **params)
        fields = self.__dict__
        fields["plural"] = plural
        fields["n"] = n

    def render(self, tr: "Translator") -> str:
        """The message in `tr`'s language, its values rendered too."""
        params = {name: render(value, tr, name) for name, value in self.params.items()}
        return tr.ngettext(self.key, self.plural, self.n, **params)

    def english(self) -> str:
        """The message in English, without a catalog."""
        text = self.key if self.n == 1 else self.plural
        return text.format(n=self.n, **{n: (v.english() if isinstance(v, (Msg, Names)) else v) for n, v in self.params.items()})


def ngettext(singular: str, plural: str, n: int, **params: Any) -> Plural:
    """Mark a message with plural forms (babel extracts `ngettext` calls)."""
    return Plural(singular, plural, n, **params)


class Names(dict):
    """A name given per language in data (`{en = "...", es = "..."}`)."""

    def pick(self, lang: str) -> str:
        """The text in `lang`, or the English one when that language has none."""
        return self.get(lang) or self["en"]

    def english(self) -> str:
        """The English name."""
        return self["en"]


# Parameters that carry what a user typed or a path: shown as they are.
VERBATIM = frozenset({"file", "line", "text", "value", "name", "names", "path", "token", "word", "detail", "error", "reason", "players", "player", "known", "field", "owner", "key"})


# Parameters that name verbs (one, or a list joined by commas).
VERB_PARAMS = frozenset({"verb", "verbs", "allowed"})


def render(value: Any, tr: "Translator", name: str = "") -> Any:
    """Render a parameter: messages are translated, names picked, numbers
    localized, and a game's ids (colours, verbs...) shown in the language."""
    if isinstance(value, (Msg, Names)):
        return value.render(tr) if isinstance(value, Msg) else value.pick(tr.lang)
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return tr.number(value)
    if isinstance(value, str) and name not in VERBATIM and hasattr(tr, "term"):
        return tr.term(value, verbs=name in VERB_PARAMS)
    return value
