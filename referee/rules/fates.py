"""What becomes of a thing: the entry whose title says where it goes.

"What do we do with the starting trait tiles nobody picked?", "¿Qué pasa
con los dados que quedan en la ubicación cuando se va el bus?", "¿qué hago
con los Eventos de Vida cuando reinicio el tablero?", "¿A dónde va la
carta?". A player asks what becomes of a thing after a moment of play; of
the sibling entries about that moment, the one whose title says where the
thing goes answers ("Remove unused components", "Los dados de una
ubicación SALEN DEL JUEGO antes de que siga el autobús", "los Eventos
Vitales del turno PASAN A la pila de Experiencias", "cada jugador se queda
1 y DESCARTA la otra"). Before this, the entry about the moment itself came
first ("Draw a Starting Trait Tile and one Goal Tile of each letter", "El
autobús va de izquierda a derecha..."): it holds the question's other
words, and the fate asked is a phrase of asking the search reads as no
topic.

The lexicon (`question_form.fate_asked`, `fate_asked_pairs`, `fate_reach`
for the question; `fate_told` for the title) names the phrases in each
language. Once the search has decided, an answered question that asks a
fate has the first of the next SIBLING_RANKS rule entries of its first
entry's game whose title says where a thing goes moved first, when it
scores at least PULL_SHARE of the first and the first's title says none.
A title, not the text: most texts say where something goes somewhere.

On the tuning sets, after rules/repeats.py: top-1 6,854 -> 6,863 of 7,359
(9 questions more right, in blind6 to final2, none less); top-3,
abstention and false abstention unchanged. The words of a mere place in
the title ("to your", "under", "a tu", "encima", and "va a", a future too)
moved one question asking two things at once ("¿qué QUALITY tiene y a
dónde van las monedas?") to "1 Moneda por cada Material que va a tu
Vertedero": left out. Plain "where does" ("Where does the Bus start each
turn") asks a place, not a fate: only "where ... go" is one. The text
instead of the title, or a share of 0.8 or less, won less.

A fate asked only as a second ask, joined to a first by "and"/"y"
(`question_form.ask_joined`: "¿Cuántas Fichas de Frustración tiene cada
uno al empezar Y qué se hace con las que sobran?", "puedo usar cartas de
evento para comprar Y qué pasa con los símbolos que sobran"), pulls
nothing: the first entry answers the first ask, and the sibling pulled
("Retira los componentes que no se usan", "Los eventos comprados se quedan
en tu mano") answered neither. On TUNE34 (round 4 of the ranking misses):
top-1 15,106 -> 15,108 of 16,160; top-3, abstention and false abstention
unchanged. Of the 39 answerable questions that asked a fate, 6 had their
right first answer pulled down; the other 4 of them (a statement before
the ask, "si cambio de carrera, la vieja a donde va") name the thing the
first entry is about and were left. An English title that only LEAVES a
thing somewhere ("Retrieve the other Dice and leave Interest Tokens") says
no fate of it: "leave the game" does (top-1 15,115 -> 15,116: what happens
with Interest Tokens left at a location is Personal Fulfillment's).

A place asked at the start of the game is no fate: "¿Dónde van mis Fichas
de Interés AL PRINCIPIO de la partida?", "¿y las Fichas de Rasgo Mimético
dónde van?" after "¿... dónde se dejan AL EMPEZAR?" ask where the set-up
puts a thing, which the set-up step says ("7 Fichas de Interés en tu
reserva personal"); nothing has happened to the thing yet for it to become
anything, and the title that "deja Fichas de Interés" after a move of play
is not asked. A question that says the start (`question_form.start_asked`,
as rules/start_amounts.py reads it: "al principio", "al empezar", "at the
start") asks no fate. Round rankmiss (TUNE183, the 2,867 answerable
questions with a phrase of fate or "where"): top-1 +2, nothing lost.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import asked_first, listed_starts, pair_starts, says_listed
from referee.rules.siblings import stating_sibling_first
from referee.rules.triggers import form_pairs, form_phrases, triggered_by

PULL_SHARE = 0.85  # a sibling whose title says where the thing goes goes first from this share of the first's score
SIBLING_RANKS = 2  # rule entries looked at after the first


@triggered_by(form_phrases("fate_asked"), form_pairs("fate_asked_pairs"), absent=False)
def asks_fate(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask what becomes of a thing ("what happens TO", "qué hago CON",
    "¿a dónde va?", "WHERE do the cards GO"), not only as a second ask joined to a first ("¿Cuántas Fichas
    ... tiene cada uno Y qué se hace con las que sobran?": the first entry answers the first ask)."""
    return asked_first(folded, lang, listed_starts(folded, lang, "fate_asked")
                       + pair_starts(folded, lang, "fate_asked_pairs", "fate_reach")) \
        and not says_listed(folded, lang, "start_asked")  # (a place at the start: "¿dónde van AL PRINCIPIO?")


@lru_cache(maxsize=4096)
def tells_fate(title: str, lang: str) -> bool:
    """Whether an entry's title says where a thing goes ("discard", "return", "stay in your hand",
    "salen del juego", "pasan a")."""
    return says_listed(words(title), lang, "fate_told")


def fate_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) says where a thing goes moved
    first, when it scores at least PULL_SHARE of the first and the first's
    says none (`siblings.stating_sibling_first`). None when nothing moves."""
    return stating_sibling_first(scored, lambda number: tells_fate(*title_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
