"""An edge state a question adds to what a named card does, which the card's rule never states.

"Status Climb makes me lose 1 HAPPINESS but I'm ALREADY AT 0, what
happens?", "Redeem Bonus option b: I pay 2 COIN but the FAVOUR deck and the
discard pile are BOTH EMPTY", "el Artist ... y la BUY AREA está VACÍA". The
question names one thing of the game (a card, an event, a career: an entry
whose title is its name, rules/combined.py), that entry ranks first and
tells what the thing does in the ordinary case; the question asks what it
does at an edge: a count at zero, a deck or pile empty or run out, every
space full or covered. A rule answers that only when it states the edge
("if the deck is empty, shuffle the discard pile", "cannot go below 0");
the named card's entry that states none of it is silent on the question.

Each edge has two word lists in the language's lexicon
(`question_form.edge_<edge>_asked` / `edge_<edge>_told`: zero, empty,
full). The question must name the first entry's own thing: an edge asked of
a general rule ("my HAPPINESS is at 0 and I want to WORK", "what if we run
out of coins") is the rule's own subject, phrased in many ways the word
lists cannot all hold ("coin shortage", "if you have no HAPPINESS"), and is
left to the rest of the search.

An automated opponent's rule is read as a card's is: when the question and
the first entry's title or text both name the bot (`edge_bot_names`: "Rob",
"bot", "autómata"), its rule states a fixed procedure ("the first available
space that grants only VEP"), and an edge the question adds ("every VEP-only
space is ALREADY COVERED", "his 4 slots are ALREADY FULL", "the Memory deck
RAN OUT") is the rulebook's silence unless the rule states it. The bot's
fallbacks count as stating an empty edge ("if Rob has FEWER Interest Tokens
than Dice", "if he HAS NO tokens left", "OTHERWISE", "IF NEITHER", "si NO LE
QUEDAN", "SI NO", "NINGUNA DE"). TUNE155: abstention 4,680 -> 4,683 (the
three above), top-1, top-3 and false abstention unchanged: the 7 answerable
bot questions with an edge word each meet such a fallback.

Tuning sets: 137 questions state an edge the search answers; 3 of them name
the first entry's card, all unanswerable, and now abstain (Status Climb at
0, Redeem Bonus with both piles empty, the Artist with the BUY AREA empty);
no answerable question moved. Cheap: a set look-up of the edges' first words
before anything else.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from referee.rules import combined
from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import says_listed

if TYPE_CHECKING:  # (types only)
    from referee.rules.index_types import Index, LangIndex

EDGES = ("zero", "empty", "full")


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[tuple[str, tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]], ...]:
    """Each edge with its folded phrases asked and told in `lang` (made once)."""
    form = question_form(lang)
    return tuple((edge, tuple(tuple(words(p)) for p in form.get(f"edge_{edge}_asked", ())),
                  tuple(tuple(words(p)) for p in form.get(f"edge_{edge}_told", ()))) for edge in EDGES)


@lru_cache(maxsize=8)
def _first_words(lang: str) -> frozenset[str]:
    """The first words of every phrase that asks an edge in `lang`."""
    return frozenset(phrase[0] for _, asked, _ in _lexicon(lang) for phrase in asked if phrase)


def _holds(said: list[str], phrase: tuple[str, ...]) -> bool:
    """Whether `phrase` stands in `said`. Only the places of its first word
    are compared (found by `list.index`, in C), not a slice at every place:
    a question that passes the first-word gate is read for every edge
    phrase asked (23 in English, 32 in Spanish), and the first entry's text
    (hundreds of words) for the phrases that state an edge."""
    size = len(phrase)
    if not size or phrase[0] not in said:  # (most phrases: no ValueError raised and caught)
        return False
    first, last = phrase[0], len(said) - size
    position = 0
    while position <= last:
        try:
            position = said.index(first, position, last + 1)
        except ValueError:
            return False
        if tuple(said[position:position + size]) == phrase:
            return True
        position += 1
    return False


def unstated_edge(query: str, stems: list[str], first: int, index: Index, lang_index: LangIndex) -> str | None:
    """The words of the edge asked ("at 0", "empty") when the question names
    the thing of the first entry `first` and asks it at an edge that entry
    never states; else None."""
    said = words(query)
    if _first_words(lang_index.lang).isdisjoint(said):
        return None  # (no word an edge starts with: most questions)
    asked = [(edge, phrase, told) for edge, phrases, told in _lexicon(lang_index.lang)
             for phrase in phrases if _holds(said, phrase)]
    if not asked:
        return None
    entry = lang_index.docs[first].entry
    held = set(stems)
    text = words(f"{entry.title} {entry.text}")
    if not any(set(name) <= held for name in combined.named_things(index, lang_index, entry.game).get(first, ())) \
            and not (says_listed(said, lang_index.lang, "edge_bot_names")
                     and says_listed(text, lang_index.lang, "edge_bot_names")):
        return None  # the first entry is neither the named thing's own nor the named bot's: a general rule
    for _, phrase, told in asked:
        if not any(_holds(text, stated) for stated in told):
            return " ".join(phrase)
    return None
