"""Whether a variant exists, which only a rule about a variant or mode answers.

"Is there an easier kids variant without the bad luck rule?", "¿Hay una
variante oficial de CV con los objetivos públicos boca abajo?". The rule
that ranks first speaks of the thing the variant would change (the bad luck
rule, the public goals), but it is the rule itself, not a variant of it: a
rulebook offers a variant only where it says so, in a part about a variant
or a mode ("Two-Player Variant", "Solo Mode", "Modo Cooperativo") or a rule
of how a player count plays ("What changes with 2 players"). When the first
entry is none of these, the rulebook is silent about the variant asked.

The question asks whether a variant exists: it holds a word of
`question_form.variant_asked` (variant, variante) and a phrase of
`variant_exists` ("is there", "hay", "existe"). The entry is about a
variant when its section or title holds a word of `variant_entry`
(variant, mode, solo, modo, solitario) or a number before a word of player
("2 players", "dos jugadores").

On the tuning sets (round 20): 2 abstentions more (1 English, 1 Spanish),
nothing else moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import PLAYER_WORDS, key, question_form, words

_PLAYERS = frozenset(PLAYER_WORDS)


@lru_cache(maxsize=8)
def _lists(lang: str) -> tuple[frozenset[str], tuple[tuple[str, ...], ...], frozenset[str]]:
    form = question_form(lang)
    return (frozenset(form.get("variant_asked", ())),
            tuple(tuple(words(phrase)) for phrase in form.get("variant_exists", ())),
            frozenset(form.get("variant_entry", ())))


def asked_variant(query: str, lang: str) -> str:
    """The word of the variant whose existence the question asks, or ""."""
    asked, exists, _ = _lists(lang)
    said = words(query)
    variant = next((word for word in said if word in asked), "")
    if not variant:
        return ""
    if not any(tuple(said[n:n + len(phrase)]) == phrase for phrase in exists for n in range(len(said))):
        return ""
    return variant


def about_variant(section: str, title: str, lang: str) -> bool:
    """Whether an entry's section or title is about a variant or a mode, or
    about how a player count plays ("What changes with 2 players")."""
    said = words(f"{section} {title}")
    if not _lists(lang)[2].isdisjoint(said):
        return True
    return any(key(word, lang).isdigit() and said[n + 1] in _PLAYERS for n, word in enumerate(said[:-1]))


def unstated(query: str, first: int, lang_index: LangIndex) -> str:
    """The word of the variant asked, when the first entry (the one that would
    answer) is about no variant or mode; "" otherwise."""
    variant = asked_variant(query, lang_index.lang)
    if not variant:
        return ""
    entry = lang_index.docs[first].entry
    return "" if about_variant(entry.section, entry.title, lang_index.lang) else variant
