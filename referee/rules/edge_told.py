"""An edge the question tells, answered by the sibling entry that states that edge.

"We RAN OUT of Willpower Tokens in the box: can we keep gaining them?",
"the MATERIAL deck just RAN OUT but the BUY AREA still has 3 cards: is that
DEPLETION already?", "what happens when a material GOES DOWN TO ZERO
dots?", "no QUEDAN COIN en la WORK AREA, ¿qué hacemos?". A player tells a
thing of the game at its edge (a count at zero, a deck or supply run out,
every space full) and asks what the rules do then. The rulebook answers in
the entry of that edge ("Willpower and Motivation Tokens are unlimited",
"DEPLETION: the MATERIAL deck is empty", "A MATERIAL at 0 QUALITY is
broken", "Ran out of COIN? Use substitutes"), while the general rule of the
thing (paying a Memory with Willpower, laying out the BUY AREA, QUALITY,
WORK) holds the question's other words, says nothing of the edge and came
first.

The edges and their words are those of rules/edge_states.py (the lexicon's
`question_form.edge_<edge>_asked` / `edge_<edge>_told`: zero, empty, full).
An entry states an edge when its title or one of its aliases does: the
title is the entry's case in a line, and the aliases are how players name
that case ("run out of coin", "no coins left"); its text is not read (a
text says "0" or "empty" of many things in passing: with the text, on the
949 tuning questions that tell an edge, top-1 did not move and 2 answered
questions abstained). Once the search has decided, an answered question
that tells an edge has the first of the next SIBLING_RANKS rule entries of
its first entry's game that states one of the edges it tells moved first,
when it scores at least PULL_SHARE of the first and the first states none
(`siblings.stating_sibling_first`).

A fourth edge is a limit of one: a second of a thing told ("I play a
SECOND Community card", "draw ANOTHER Partner", "juego OTRA carta de
Leisure", "una SEGUNDA Presencia": `edge_second_asked`), answered by the
entry of its limit ("ONLY ONE card of each slot type AT A TIME", "Up to 4
Presences, ONE PER location", "Rob: SOLO UNA ficha en la casilla de VEP
del nivel 0": `edge_second_told`), not by the rule of placing the thing,
which echoes the question's nouns. "Another PLAYER", "otro JUGADOR" name a
person, no second of a thing (`normalize.PLAYER_WORDS`, `OTHER_PEOPLE`);
"both", "las dos", "two of us" are left out: players tell two of them at
once far more often than a second one past a limit ("we each got 2 career
cards, do we keep BOTH?" asks the setup; "two of us BOTH pay" a Memory's
sharing: on the 2,715 tuning questions with those words or the ones kept,
top-1 -13 with them, +7 without).

A fifth edge is a limit held already: another of a thing told by a player
who ALREADY holds some ("I'm ALREADY at 7 dice and this card gives me
ANOTHER", "YA TENGO 4 Fichas de Rasgo en la mano y me toca robar OTRA":
`edge_limit_held` with a second told). The count held is at its limit,
which the rulebook states as a limit ("MAXIMUM 7 dice", "LÍMITE de mano de
4 Rasgos": `edge_limit_told`), or as the thing being full ("ACTIVITY slots
FULL"), not always as a limit of one; the rule of gaining or drawing the
thing came first. The limit's words are read only with "already": with a
second told alone ("puedo poner mi Rasgo Mimético en la de OTRO", "al OTRO
extremo", "a OTRA ubicación", where the Spanish "otro" is someone else's or
the other one), they pulled a rule of a maximum or a limit first (TUNE175:
top-1 +6, -14).

Round edgewords, TUNE175 (171 sets, main 36899fbd): top-1 31,472 -> 31,476
(4 gained: CV's 7-dice maximum, Coming of Age's hand limit of 4 Traits and
its change of location with no free Mood Track x2; none lost); top-3
33,503, abstention 5,236 (5,249) and false abstention 929 unchanged; the
check sets did not move. Tried: the past of running out ("SE ACABÓ el
mazo", "SE AGOTARON", "ran dry") as the empty edge (on the 54 sets that say
it: top-1 +1, -2, both lost where the edge is the scene of another ask,
"Se acabó un mazo. ¿QUIÉN puede coger carta?"); "maxed out", "a tope", "al
máximo" as the full edge (on the questions that say them: top-1 -2, no
gain); "again" as a second and "once per", "una vez por" as its limit
(top-1 -3, no gain).

Nor past a first entry that is the thing the question names (a card, an
event, a career, or the bot's rule asked at an edge it never states): the
edge is that thing's own rule or its silence, rules/edge_states.py ("Sale
Status Climb y mi HAPPINESS ya está EN 0": Status Climb is silent on it,
and "WORK with no HAPPINESS" is no answer).

Not read as an edge (the lexicon's `edge_empty_not_of`, `edge_empty_not_then`,
`edge_zero_not_after`):
the game, a round or a turn that comes to its end ("¿cuándo SE ACABA LA
PARTIDA?", "se acaba la ronda": the end of play is asked, no supply), the
Spanish "ACABA DE" ("has just": "se acaba de terminar la ronda"), nor a
value things start at ("el VEP ARRANCA EN 0"). Nor past a worked example
that ranks first (rules/examples_last.py): it retells the question's scene
("the deck ran out, Eric has 3 CV cards and Felix has 6"), edge and all.
The checks are set look-ups of the question's words: most questions hold
none.

Round edgetop, TUNE171 (167 sets, main 75a2d16b): top-1 30,690 -> 30,697
(9 gained: Coming of Age's unlimited Willpower Tokens, LOOP's DEPLETION,
broken MATERIAL x2 and COIN substitutes, CV's deck order x2 and social
assistance; 2 lost: a premise told empty, "el Registro verde, QUE ESTÁ
VACÍO", and Economic Slowdown at 0 HAPPINESS, then answered by WORK with no
HAPPINESS, kept silent since the named thing stays first); top-3 32,685,
abstention 5,128 (5,141) and false abstention 901 unchanged (measured
before the named thing was left first: one silence lost, blind119, one
won, blind85 "the BUY AREA is totally empty": DEPLETION first). The check sets did not move. Tried:
the entry's text read too (on the 949 tuning questions that tell an edge:
top-1 unchanged, 2 answered questions abstained); the title alone (top-1
-40 there: "se acaba el mazo de juventud" pulled "whenever a deck runs out"
past the deck order, whose aliases say the deck running out); any bare
zero ("level 0", "0 COIN") told as the zero edge (on the 432 questions
with a zero: top-1 -9).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import combined, edge_states, outline_asked
from referee.rules.examples_last import is_example
from referee.rules.normalize import OTHER_PEOPLE, PLAYER_WORDS, phrase_at, question_form, question_form_reach, words
from referee.rules.siblings import stating_sibling_first
from referee.rules.triggers import form_phrases, triggered_by

EDGES = ("zero", "empty", "full", "second", "limit")
PULL_SHARE = 0.8  # the edge's entry goes first from this share of the first entry's score ...
SIBLING_RANKS = 2  # ... from this many rule entries after the first
NOT_OF_REACH = 3  # "se acaba YA LA PARTIDA": the end of play this many words after the phrase of running out


@lru_cache(maxsize=4)
def _not_read(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words soon after which a phrase of running out is the end of play, the words right after which it
    is "has just" ("acaba DE"), and the words before which a zero is a value things start at."""
    form = question_form(lang)
    return (frozenset(form.get("edge_empty_not_of", ())), frozenset(form.get("edge_empty_not_then", ())),
            frozenset(form.get("edge_zero_not_after", ())))


def _told_at(folded: list[str], lang: str, edge: str) -> bool:
    """Whether folded words tell `edge` by a phrase of `edge_<edge>_asked`, other than the end of play or "has
    just" (empty), a value things start at (zero), or another player (second)."""
    phrases, reach = question_form_reach(lang, f"edge_{edge}_asked")
    if reach.keys().isdisjoint(folded):
        return False
    not_of, not_then, not_after = _not_read(lang)
    for at, word in enumerate(folded):
        if word not in reach:
            continue
        length = phrase_at(folded, at, phrases, reach)
        if not length:
            continue
        if edge == "empty" and (not not_of.isdisjoint(folded[at + length:at + length + NOT_OF_REACH])
                                or folded[at + length:at + length + 1] and folded[at + length] in not_then):
            continue
        if edge == "zero" and at and folded[at - 1] in not_after:
            continue
        if edge == "second" and folded[at + length:at + length + 1] and (
                folded[at + length] in PLAYER_WORDS or folded[at + length] in OTHER_PEOPLE.get(lang, ())):
            continue
        return True
    return False


@lru_cache(maxsize=4)
def _held(lang: str) -> frozenset[str]:
    """The words of holding some already ("ALREADY", "YA": `edge_limit_held`)."""
    return frozenset(question_form(lang).get("edge_limit_held", ()))


# (the limit edge is told only with a second: the second's words trigger it)
@triggered_by(form_phrases(*(f"edge_{edge}_asked" for edge in EDGES if edge != "limit")), absent=())
def asked_edges(folded: list[str], lang: str) -> tuple[str, ...]:
    """The edges (zero, empty, full, a second past a limit of one, another past a limit held already) folded
    question words tell ("DOWN TO ZERO", "RAN OUT", "ALREADY FULL", "a SECOND Community card", "I ALREADY have 4
    and draw ANOTHER"), outside a phrase of summing up (rules/outline_asked.py: "the 10 SECOND VERSION")."""
    if outlined := outline_asked.outline_positions(folded, lang):
        # ("the 30 SECOND version of a turn": the length of a summary asked, no second thing past a limit)
        folded = ["" if at in outlined else word for at, word in enumerate(folded)]
    told = tuple(edge for edge in EDGES if edge != "limit" and _told_at(folded, lang, edge))
    if "second" in told and not _held(lang).isdisjoint(folded):  # (a count at its limit is full: "slots FULL")
        return tuple(edge for edge in EDGES if edge in told or edge in ("full", "limit"))
    return told


@lru_cache(maxsize=16384)
def _states(text: str, lang: str, edges: tuple[str, ...]) -> bool:
    """Whether a title or alias says one of `edges` (`edge_<edge>_told`)."""
    folded = words(text)
    for edge in edges:
        phrases, reach = question_form_reach(lang, f"edge_{edge}_told")
        if not reach.keys().isdisjoint(folded) and any(
                word in reach and phrase_at(folded, at, phrases, reach) for at, word in enumerate(folded)):
            return True
    return False


def states_edge(entry, lang: str, edges: tuple[str, ...]) -> bool:
    """Whether an entry's title or one of its aliases states one of `edges`."""
    return _states(entry.title, lang, edges) or any(_states(alias, lang, edges) for alias in entry.aliases)


def leaves_first(query: str, stems: list[str], first: int, index, lang_index) -> bool:
    """Whether the question names the thing of the first entry `first` (a card, an event, a career: an entry whose
    title is its name, rules/combined.py), or asks an edge of the named bot's rule: the edge is then that rule's
    own, or its silence (rules/edge_states.py), and no sibling goes before it."""
    entry = lang_index.docs[first].entry
    held = set(stems)
    return any(set(name) <= held for name in combined.named_things(index, lang_index, entry.game).get(first, ())) \
        or edge_states.unstated_edge(query, stems, first, index, lang_index) is not None


def edge_entry_first(scored: list[tuple[float, int]], edges: tuple[str, ...], entry_of, lang: str, game_of,
                     may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title or
    aliases (`entry_of`: number -> entry, read in `lang`) state one of
    `edges` moved first, when it scores at least PULL_SHARE of the first and
    the first, not a worked example, states none. None when nothing moves."""
    if not scored or is_example(entry_of(scored[0][1]).id):
        return None
    return stating_sibling_first(scored, lambda number: states_edge(entry_of(number), lang, edges), game_of,
                                 PULL_SHARE, SIBLING_RANKS, may_move)
