"""A named thing's entry does not pass a first entry whose title names the same thing.

"¿Con cuánta HAPPINESS empieza el INTERN y con cuánta los otros CAREER?",
"¿en qué casilla empieza la happiness el becario?". Of two close entries of
one game, the entry of a thing the question names goes before the general
rule that also holds the question's words (`unnamed_things.named_thing`:
"the HOBBY goal", not the rule of goals). But when the first entry by score
names that thing in its own title ("El Becario empieza con Felicidad 4; las
demás Profesiones con 3"), it is no general rule that only shares words: it
is the rule of the named thing on what is asked, and the named thing's entry
("Becario (Intern): sin Habilidad, empieza con Felicidad 4 ...", the card's
summary) has no reason left to go before it.

The first's title names the thing when its head (the words before a colon;
all of it when it has none) holds every word of one of the names its
entry's title head gives ("Becario (Intern)": "becario" or
"intern"), stemmed in the answer's language: the question may say the other
name ("INTERN" in a Spanish question). Only the head: "Getting Promoted:
Interview with 1 time, ..." is the entry of another named thing, the
promotion, that speaks of the Interview; "Interview (Career lower): ..."
still goes before it for "Acción de Entrevista: ¿qué hace y cuánto cuesta?".

On the tuning list TUNE30: top-1 14,398 -> 14,402 of 15,360 (5 questions of
the INTERN's starting HAPPINESS more right, 1 less: "empiezo con el becario
(INTERN). ¿Con cuánta HAPPINESS empieza y qué recursos tiene?", which asks
the card's summary); top-3, abstention and false abstention unchanged. The
whole title instead of its head lost 3 questions of the Interview spot.
"""

from __future__ import annotations

from referee.rules.normalize import terms
from referee.rules.unnamed_things import head_names


def first_names_it_too(first: int, number: int, lang_index) -> bool:
    """Whether the title of entry `first` (the first by score) names the thing entry `number` is about: its
    head (all of it when it has no "Name:") holds every word of one of the names of `number`'s title head."""
    if first == number or first >= lang_index.gap_start:
        return False
    said = set(terms(lang_index.docs[first].entry.title.split(":", 1)[0], lang_index.lang))
    return any(name and set(name) <= said for name in head_names(lang_index, number))
