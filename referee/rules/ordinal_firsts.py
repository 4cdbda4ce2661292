"""A word of first that counts a thing, not a moment: no order told.

"He plays his top Trait onto THE FIRST free slot from the left", "la
PRIMERA casilla libre", "your first action": after a determiner, "first"
numbers a place, a card or an action of a row, as "second" or "third"
would. It says which one, not when: the rule of one of two moments that
puts a thing in its first slot does not set that moment before or after
the other one a question names ("does Rob flip his trait pile BEFORE I
play my goal tiles OR AFTER?" ranked Rob's final scoring first and his
trait bonus, "the first free slot", second, and answered). The reading of
an order asked (rules/step_order.py) holds the near entries' sentences
against its words of order (`order_told`) with these ordinals taken out
(`order_ordinal`: "first", "primero", "primera", when a word of
`order_ordinal_lead` stands right before it: "the", "his", "your", "la",
"su"), unless the sentence counts on ("the first card you gain costs
nothing, the SECOND costs 1 energy": a row of gains in order;
`order_ordinal_next`: "second", "segunda"). Not "lo primero" ("lo primero que haces es ...": the first step of
a sequence), nor "first" alone ("draw first, then play"), which stay words
of order.
"""

from __future__ import annotations

from typing import Iterable

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set
from referee.rules.unstated_specifics import entry_sentences, holds


def without_ordinals(said: list[str], lang: str) -> list[str]:
    """The folded words `said` without each word of `order_ordinal` right after a word of `order_ordinal_lead`
    ("the FIRST free slot", "su PRIMERA carta"), unless they hold a word of `order_ordinal_next` ("the SECOND"). A
    set look-up first: most sentences hold none."""
    ordinals = question_form_set(lang, "order_ordinal")
    if ordinals.isdisjoint(said) or not question_form_set(lang, "order_ordinal_next").isdisjoint(said):
        return said  # (none, or a row counted on: "the first card costs nothing, THE SECOND 1 energy")
    leads = question_form_set(lang, "order_ordinal_lead")
    return [word for at, word in enumerate(said) if not (word in ordinals and at and said[at - 1] in leads)]


def entries_tell_order(numbers: Iterable[int], lang_index: LangIndex) -> bool:
    """Whether a sentence of one of the entries `numbers` holds a word of order (`order_told`) once the ordinals
    of things are taken out."""
    lang = lang_index.lang
    told = question_form_phrases(lang, "order_told")
    return any(holds(without_ordinals(sentence, lang), told)
               for number in numbers for sentence in entry_sentences(number, lang_index))
