"""Whether a game has a thing, asked with an example from elsewhere: the rulebook is silent when the rule found
does not hold the example.

"Is there an upkeep phase where I pay money every turn, like paying
bills?", "is there a face-up row of partner cards to pick from, like a
second market?", "is there a bank trade, like turning in 3 FAVOUR cards
for 1 REPUTATION?", "¿hay un modo fácil para niños pequeños, por ejemplo
empezando con más dinero?". A player who asks whether there is such a
thing (`example_existentials`: "is there", "are there", "hay") and shows
it with an example (`example_markers`: "like", "such as", "por ejemplo")
describes a thing from other games or from life, in words the rule of the
nearest topic shares in part (the market, the Career, the money): the
evidence of the words took that rule for the answer. The rule answers
when it holds every content word of the example (a stem of the entry's
words); else the rulebook has no such thing. An example that names a game
of the family ("like the 4 Trait Tiles in Coming of Age") is read by
rules/compared_games.py: not this reading's.

The existential and the example stand in one sentence, the existential
first. The example is held against the near entries, not the first only:
"is there a penalty at the end, like losing HAPPINESS for the LANDFILL?"
ranks LOOP's DEPLETION penalty first and its LANDFILL penalty second.

Tuning list (TUNE45, 95 sets): abstention 3020 -> 3033 (an upkeep "like
paying bills", a face-up row of Partners "like a second market", a bank
trade "like turning in 3 FAVOUR", "era scoring in other games", "¿un modo
fácil para niños, por ejemplo empezando con más dinero?", "como en otros
juegos de colocación", two car cards "like Used car and a new car" ...),
top-1, top-3 and false abstention unchanged: no answerable question of
the list asks "is there ..., like ...?" without naming a game of the
family or with an example its near rules lack.
"""

from __future__ import annotations

from referee.rules.index import LangIndex, get_index
from referee.rules.normalize import key, question_form_phrases, stopwords, words
from referee.rules.unstated_specifics import entry_sentences, phrases_held, sentence_words

_ENTRY_KEYS: dict[tuple[int, int], frozenset[str]] = {}  # (a language index, an entry) -> the keys of its words


def _entry_keys(number: int, lang_index: LangIndex) -> frozenset[str]:
    """The keys (stems) of the words of the entry `number`'s title and text, worked out once per entry."""
    held = (id(lang_index), number)
    if held not in _ENTRY_KEYS:
        _ENTRY_KEYS[held] = frozenset(key(word, lang_index.lang) for sentence in entry_sentences(number, lang_index)
                                      for word in sentence)
    return _ENTRY_KEYS[held]


def _example(sentence: list[str], lang: str) -> list[str] | None:
    """The words of the example a sentence shows after asking whether there
    is a thing, or None (no existential before an example marker)."""
    existentials = question_form_phrases(lang, "example_existentials")
    markers = question_form_phrases(lang, "example_markers")
    for start in range(len(sentence)):
        for marker in markers:
            if tuple(sentence[start:start + len(marker)]) == marker:
                if next(phrases_held(sentence[:start], existentials), None) is None:
                    return None
                return sentence[start + len(marker):]
    return None


def unstated_example(query: str, near: list[int], lang_index: LangIndex) -> str:
    """The first word of an example the question shows of a thing it asks
    whether the game has ("like PAYING bills"), when none of the `near`
    entries holds every content word of it; else "" (most questions: no
    marker of an example)."""
    lang = lang_index.lang
    said = words(query)
    if next(phrases_held(said, question_form_phrases(lang, "example_markers")), None) is None \
            or next(phrases_held(said, question_form_phrases(lang, "example_existentials")), None) is None:
        return ""
    stop = stopwords(lang)
    names = frozenset(word for name in get_index().game_names for word in name)
    for sentence in sentence_words(query):
        example = _example(sentence, lang)
        if not example:
            continue
        content = [word for word in example if word not in stop and len(word) > 2 and not word.isdigit()]
        if not content or not names.isdisjoint(content):
            continue  # (nothing to hold, or a game of the family compared with: rules/compared_games.py)
        missing = [[word for word in content if key(word, lang) not in _entry_keys(number, lang_index)]
                   for number in near]
        if missing and all(missing):
            return missing[0][0]
    return ""
