"""A card thrown or tossed, read as a card discarded.

"Por mala suerte tengo que TIRAR UNA CARTA", "¿se TIRA ALGUNA CARTA de la
fila al final de la ronda?", "bad luck, so I have to TOSS A CARD": a
first-time player says what the rulebook calls discarding with the everyday
verb of getting rid of a thing. The glossaries read that verb as rolling
("tirar", "throw": CV's roll of the dice), so the question went to the
rules of the dice and of re-rolling, and the rule of the discard it asks
came fourth. No one rolls a card: with a card as its object the verb can
only mean that the card leaves the player.

The reading: a form of the verb (`[thrown_cards.read_as]`: "tirar", "tiro",
"toss", "threw") followed by a word of a card (`things`), with at most
BETWEEN words of `between` in the middle (the articles, possessives and
counts of a noun phrase: "tirar UNA carta", "tiró SU carta", "toss MY OLD
card"), is read as the form of discarding the table gives for it
("descartar una carta", "discard a card"). Not when a word of `played`
comes within PLAYED_REACH words after the card: a card thrown ONTO another
or AT a player ("tirar una carta SOBRE la de otro") is played, not
discarded, as the rest of the question says. "Throw away a card" is left as
it is: the glossary holds "throw away" as discarding already. A set
look-up of the question's words first: most questions hold no such verb.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import fold, lexicon_table

BETWEEN = 2  # words of a noun phrase at most between the verb and the card ("tirar [una] carta", "toss [my old] card")
PLAYED_REACH = 3  # words after the card within which a word of `played` says the card is played on something

_WORD = re.compile(r"\w+")


@lru_cache(maxsize=4)
def _table(lang: str) -> tuple[dict[str, str], frozenset[str], frozenset[str], frozenset[str]]:
    """The verb forms of `lang` read as discarding (folded form -> the form of discarding), the words that may
    stand between verb and card, the words of a card and the words that say a card is played on something."""
    table = lexicon_table(lang, "thrown_cards")
    read_as = {fold(form): meant for meant, forms in table.get("read_as", {}).items() for form in forms}
    return (read_as, frozenset(table.get("between", ())), frozenset(table.get("things", ())),
            frozenset(table.get("played", ())))


def as_discarded(text: str, lang: str) -> str:
    """`text` with each verb of throwing whose object is a card read as the verb of discarding; `text` itself when
    it throws no card (see the module's docstring)."""
    read_as, between, things, played = _table(lang)
    if not read_as:
        return text
    found = [(match, fold(match.group())) for match in _WORD.finditer(text)]
    if read_as.keys().isdisjoint(word for _, word in found):
        return text  # (a set look-up first: most questions throw nothing)
    pieces: list[str] = []
    last = 0
    for at, (match, word) in enumerate(found):
        if word not in read_as:
            continue
        card = next((at + 1 + gap for gap in range(BETWEEN + 1)
                     if at + 1 + gap < len(found) and found[at + 1 + gap][1] in things), None)
        if card is None or any(found[step][1] not in between for step in range(at + 1, card)):
            continue  # ("tirar los dados", "throw away a card": no card right after the verb)
        if not played.isdisjoint(word for _, word in found[card + 1:card + 1 + PLAYED_REACH]):
            continue  # ("tirar una carta SOBRE la de otro": played on something, not discarded)
        pieces.append(text[last:match.start()])
        pieces.append(read_as[word])
        last = match.end()
    if not pieces:
        return text
    pieces.append(text[last:])
    return "".join(pieces)
