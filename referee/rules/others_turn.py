"""Acting in another player's turn, which the answering rule must say when.

"In CV can I take a card off the track during someone else's turn?",
"si recibo una carta durante el turno de otro, ¿tengo que pagarla?". The
rule that ranks first speaks of the thing asked (taking cards from the
track, the cost to pay) but not of when it may be done: a rulebook lets a
player act outside their own turn only where it says when ("an event card
at ANY MOMENT", "FAVOUR at any time in YOUR TURN", "before YOUR TURN
arrives", "even outside YOUR TURN"). A rule that says nothing of when does
not answer whether it may be done in another player's turn: then the
rulebook is silent.

The question asks leave ("?may") and says another player's turn, one of
`question_form.others_turn_asked` ("someone else's turn", "outside my
turn", "el turno de otro", "fuera de mi turno"); it is silent when the first
entry's title and text hold none of `others_turn_told` ("any moment",
"your turn", "cualquier momento", "tu turno"). Only the first entry is read
(silences.OWNER_ENTRIES), as for another player's thing (rules/others_things.py).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, words


@lru_cache(maxsize=16)
def _phrases(lang: str, field: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of one `question_form` list, longest first."""
    return tuple(sorted((tuple(words(phrase)) for phrase in question_form(lang).get(field, ())), key=len, reverse=True))


def _found(said: list[str], phrases: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """The first of `phrases` that `said` holds, or ()."""
    for start in range(len(said)):
        for phrase in phrases:
            if phrase and tuple(said[start:start + len(phrase)]) == phrase:
                return phrase
    return ()


def others_turn(query: str, lang: str) -> str:
    """The words that say another player's turn in the question, or ""."""
    return " ".join(_found(words(query), _phrases(lang, "others_turn_asked")))


def says_when(text: str, lang: str) -> bool:
    """Whether a rule's text says when a thing may be done in turns ("at any
    moment", "in your turn")."""
    return bool(_found(words(text), _phrases(lang, "others_turn_told")))


def unstated(query: str, numbers: list[int], lang_index: LangIndex) -> str:
    """The words that say another player's turn, when the question says it
    and none of the nearest entries (`numbers`) says when its thing may be
    done; "" otherwise."""
    if not numbers:
        return ""
    lang = lang_index.lang
    told = others_turn(query, lang)
    if not told:
        return ""
    for number in numbers:
        entry = lang_index.docs[number].entry
        if says_when(f"{entry.title} . {entry.text}", lang):
            return ""
    return told
