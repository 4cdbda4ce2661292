"""A game term that a rule speaks of by speaking of another: Adulthood's Time and its action spots.

"Can I put TIME on the action spot of a card I drafted this same turn?",
"¿Puedo poner TIEMPO dos veces en la misma casilla de acción?". In
Adulthood, "players place all their time on different action spots" (the
rulebook's overview):
a rule about what may go on an action spot ("You can only use each action
spot once per turn") is a rule about placing Time, and seldom says the word.
The search judged "time" a topic those rules lack and abstained
(false abstention) while the first entry answered.

Which terms are said so is data: a glossary term lists the terms that speak
of it (`said_by` in `rulesets/<game>/glossary.toml`, by their first English
name: Time is said by "action spot"). An entry that holds the concept of
one of those terms covers a question's word for the term itself, as it
covers its own glossary concept. Read with the index (`build`) and kept in
its cache (`Index.said_by`), so that a search reads no glossary file.

On the tuning sets (issue 12): false abstention 237 -> 234 of 9,359
(blind18, blind34, blind49: Time on an action spot twice, or on a new
card's spot), top-1 8,692 -> 8,693; top-3 and abstention (1,432 of 1,748)
unchanged.

The term that speaks of another need not be said by the question: an
entry that holds it covers the question's word all the same ("can I take
2 QUALITY off the same GLASS?": "you cannot take 2 QUALITY from one
MATERIAL", a rule of any MATERIAL, each of LOOP's five types). The same
relation then gives the kinds the rulebooks list: LOOP's MATERIAL types,
Adulthood's categories of action spots (Career, Community, Leisure,
Wellness and their lower spots), CV's money among the symbols and tokens.
On the 67 tuning sets: false abstention 293 -> 287 (the MATERIAL types;
Adulthood's Time as before), then -2 (categories) and -3 (money), top-1
+2, top-3 and abstention unchanged, nothing lost. Measured and dropped:
LOOP's FAVOUR types said by "Favour" (false -5, but three of them answered
with the second entry, and one question lost its first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.rules import corpus

if TYPE_CHECKING:
    from referee.rules.index_types import Index


def build(game: str, concept) -> dict[str, frozenset[str]]:
    """The concept of each glossary term of `game` that others speak of, with
    the concepts of those others (`concept`: the thesaurus's naming of the
    term at a place of `corpus.glossary`, `Thesaurus.concept`)."""
    place = {term.in_lang("en")[0].casefold(): number for number, term in enumerate(corpus.glossary(game))
             if term.in_lang("en")}
    found = {}
    for number, names in corpus.glossary_relation(game, "said_by").items():
        others = [place[name.casefold()] for name in names if name.casefold() in place]
        if others:
            found[concept(number)] = frozenset(concept(other) for other in others)
    return found


def said_by_held(index: Index, game: str, own: frozenset[str], held: set[str],
                 holds: Callable[[str], bool] | None = None) -> bool:
    """Whether an entry of `game` that holds the tokens `held` speaks of a
    term the question's word stands for (its concepts `own`) through a term
    that speaks of it ("action spot" for Adulthood's Time), or, with `holds`
    (whether the entry holds a token), through such a term the question
    does not say ("take 2 QUALITY off one GLASS": "you cannot take 2
    QUALITY from one MATERIAL")."""
    table = index.said_by.get(game)
    return bool(table) and any(
        not table[concept].isdisjoint(held) or (holds is not None and any(map(holds, table[concept])))
        for concept in own if concept in table)
