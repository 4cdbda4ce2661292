"""How many there are of each kind, when no near rule counts them kind by kind.

"How many of the 49 tokens are there of each symbol?", "¿Cuántas Fichas de
Recuerdo de cada tipo pide el objetivo Nostálgico?". The rule that ranks
first speaks of the very components (it gives their total, "The game has 7
dice and 49 tokens", or says the goal asks for "the required number of
Memory Tokens of the types shown") and covers every word of the question;
but the question asks for a count per kind, which that rule never gives.
The breakdown is on the components (the table counts them, or reads the
goal tile): the rulebook is silent.

The question asks per kind when it has a "how many" phrase (`question_intents`
"?num") and a word of one by one followed by a word of a kind
(`question_form.per_kind_each` then `per_kind_kinds`: "of EACH SYMBOL",
"de CADA TIPO", "EACH COLOUR"). A rule counts per kind when its text has a
number within `per_kind_reach` words of a word of a count per kind
(`per_kind_rule`) that a word of a kind follows ("9 in EACH player
COLOUR", "4 PER COLOUR"; not "6 symbols, one on EACH face"), or gives a
list of counts (PER_KIND_LIST numbers or more: "32 Money, 32
Energy and 16 Negative Impact tokens").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import _LEXICONS, key, question_form, stopwords, words
from referee.rules.unstated_specifics import holds

PER_KIND_LIST = 3  # numbers in a rule's text that make a list of counts ("32 Money, 32 Energy and 16 ...")
KIND_REACH = 2  # words from a rule's "each" to the kind it goes with ("each PLAYER COLOUR"; not "each face")

# (id of the index, language, entry number) -> (the index, kept alive; whether the entry counts per kind)
_COUNTS: dict[tuple[int, str, int], tuple[Index, bool]] = {}


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[tuple[tuple[str, ...], ...], frozenset[str], frozenset[str], frozenset[str], int]:
    """The "how many" phrases of `lang`, the words of one by one, of the
    kinds, of a count per kind in a rule, and how far such a word may be
    from its number."""
    form = question_form(lang)
    phrases = tuple(tuple(phrase.split()) for phrase in _LEXICONS.get(lang, {}).get("question_intents", {}).get("?num", ()))
    return (phrases, frozenset(form.get("per_kind_each", ())), frozenset(form.get("per_kind_kinds", ())),
            frozenset(form.get("per_kind_rule", ())), int(form.get("per_kind_reach", 0)))


def asked(query: str, lang: str) -> tuple[str, ...]:
    """The words that ask for a count per kind ("each symbol", "cada tipo"),
    or () when the question asks for no count, or for none per kind."""
    phrases, each, kinds, _, _ = _lexicon(lang)
    if not each or not kinds:
        return ()
    said = words(query)
    if each.isdisjoint(said) or kinds.isdisjoint(said):  # (most questions: no word of one by one or of a kind)
        return ()
    if not holds(said, phrases):
        return ()
    stop = stopwords(lang) - each - kinds
    for n, word in enumerate(said):
        if word in each:
            after = next((other for other in said[n + 1 :] if other not in stop), None)
            if after in kinds:
                return (word, after)
    return ()


def counts_per_kind(number: int, index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry's text gives a count per kind or a list of counts (worked out once)."""
    cache_key = (id(index), lang_index.lang, number)
    cached = _COUNTS.get(cache_key)
    if cached is None:
        _, _, kinds, rule_words, reach = _lexicon(lang_index.lang)
        said = [word for word in words(lang_index.docs[number].entry.text) if word not in stopwords(lang_index.lang)
                or word in rule_words]
        numbers = [n for n, word in enumerate(said) if key(word, lang_index.lang).isdigit()]
        # (a list is of counts written as numbers: "one on each face" is no count of a kind)
        found = sum(word.isdigit() for word in said) >= PER_KIND_LIST or any(
            word in rule_words and not kinds.isdisjoint(said[n + 1 : n + 1 + KIND_REACH])
            and any(abs(n - at) <= reach for at in numbers) for n, word in enumerate(said))
        cached = _COUNTS[cache_key] = (index, found)
    return cached[1]


def uncounted(query: str, numbers: list[int], index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The words that ask per kind ("each symbol"), when the question asks
    for a count per kind and none of the near rule entries (`numbers`)
    gives one; () otherwise."""
    wanted = asked(query, lang_index.lang)
    if not wanted or not numbers:
        return ()
    if any(counts_per_kind(number, index, lang_index) for number in numbers):
        return ()
    return wanted
