"""The order of two steps asked, a silence of the question's form.

"Is it checked BEFORE OR AFTER I buy?", "do I draw the Life
Event BEFORE OR AFTER the market gets emptied?", "¿tiro los dados de Rob
ANTES O DESPUÉS de elegir mi ubicación?", "¿se resuelve antes o después de
quemar el MATERIAL?". The rule that ranks first tells what each step does
(Rob rolls as many dice as you, a Material burns at the end of each round)
and so speaks of every thing the question names; when one step comes
against the other is what it may not say. Players ask it of every game,
naming new steps each time, so a gap's aliases never reach it: the form is
what transfers.

The question offers the two sides of an order (`order_asked`: "before or
after", "before or during", "antes o después"; "at the start or the end?"
asks when, which a rule of setup or of the end answers, so it is not
read); the first entry answers only when it speaks of order (`order_told`: "before", "after",
"then", "first", "any order", "antes", "después", "luego", "primero"), or
numbers its steps ("1. Roll the Dice, 2. Select Cards, 3. Bad Luck": the
order of the turn's phases answers "does bad luck come before or after I
buy?"), or is itself a numbered or lettered step ("STEP 1: each Negative
Impact token ...", "PASO A: ..."; `order_step_titled`): its place in the
sequence answers. The phrases are read as rules/advice.py reads its own
(topic "order").

Two rules meeting at one moment are asked in more ways than "before or
after": "which one first?", "which comes first, X or Y?", "¿cuál va
primero?", "¿cuál se resuelve primero?" (`order_asked`). When the first
entry tells one rule's moment and says nothing of order ("Solo: burn 1
MATERIAL at the end of every turn" beside "trigger your face-down EVENT
after you end your turn"), the rulebook never settles which comes first.
"What happens first?" is not read so: it asks how a whole sequence opens
("final scoring: what happens first?", "what do I do first when my turn
starts?"), which the rule of the first step or a list of phases tells.
Tuning list (TUNE27i): with "what/qué ... first" too, abstention 2,404 ->
2,405 and false abstention 343 -> 346 (a final-scoring "step 1", a first
step asked, a CV order the list of phases settles, not near); with the
titled step, 344; with "which/cuál" only, abstention 2,405 and false
abstention 343 (one solo LOOP order gained, nothing lost; top-1 13,820 and
top-3 14,568 unchanged).

Two things that happen together asked one first and then the other
("si una carta me hace avanzar en Impact y Happiness a la vez, ¿muevo
PRIMERO UNO Y DESPUÉS el otro?", "do I move ONE FIRST AND THEN the
other?") are an order asked too (`order_asked`; round trackabst): the
set-up of the markers or the overview of the end, first, named both and
answered. TUNE137: 1 abstention more (blind134), nothing else holds the
phrases.

A step the rule does at once ("loses 1 HAPPINESS IMMEDIATELY", "must be
moved to its owner LANDFILL immediately", "pierde 1 de Felicidad EN EL
ACTO") comes before whatever else the question names, so its words are
words of order too ("immediately", "right away", "at once", "de
inmediato", "en el acto", "enseguida"). Tuning list (TUNE34): false
abstention 373 -> 372, nothing else moved. "During" too (a step placed in a
named phase, whose place the list of phases gives) answered one more (CV's
red-slash cost "during the Add to CV phase") and lost nothing, but "during
your turn" leaves the order within the turn open: not read.

The two sides of an order are often split around the step they order: "do I
buy my 1 material BEFORE I take my work salary OR AFTER?", "¿robo la nueva
ANTES de aplicar su bonificación O DESPUÉS?", "is it discarded BEFORE the
cards slide left OR AFTER?", and each side may be said first: "do I pay
the old costs FIRST and then place my new cards, OR place the new cards
FIRST?", "¿pago PRIMERO la barra roja O pongo PRIMERO las nuevas?"
(`split_order`: a word of `order_split_earlier`, `order_split_later` or
`order_split_first`, "before", "after", "first", "antes", "primero", then
within SPLIT_REACH words the first "or" and, within CLOSE_REACH words after
it, a word of the other side, "after", "before", "first"; "before or after"
unsplit is `order_asked`'s, judged on the first entry). It is the same ask,
judged by the same words of order, on the first SPLIT_ENTRIES entries: the
step the question puts between the two sides is often another rule's, ranked
second ("when exactly do I put down the interest tokens, before I pick my
final location or after?" ranks the Fulfillment rule first and the order of
phase 1, which answers, second; judged on the first alone it abstained).
Like the unsplit ask, the reading trusts the near entries to hold the rule
that orders: a rule ranked lower that lets things be done "in any order"
(Adulthood's step 2) is not seen. (Round timing tried a list of numbered
steps among the first SPLIT_ENTRIES as an answer to a split ask too, as it
answers the unsplit one first: "¿primero tiro los dados y luego elijo
cartas, o elijo las cartas antes de tirar?" ranks the rule of rolling first
and CV's five phases second, and abstains. TUNE177 did not move in any
measure, so it was dropped by the gate.)

A step done as the turn opens ("AT THE START OF YOUR TURN, draw 1 FAVOUR",
"AL PRINCIPIO DE TU TURNO roba 1 Favor") comes before the turn's action, as
a step done at once comes before the rest: those phrases are words of order
too (`order_told`; round timing). Not a step of the turn's end, which may
meet another there (the solo burn and the face-down EVENT above).

A word of first that counts a thing ("onto THE FIRST free slot", "LA
PRIMERA partida") is no word of order: it says which slot or game, not
when (rules/ordinal_firsts.py takes those ordinals out of the near entries'
sentences before the look-up; round timingabst).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules import ordinal_firsts
from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_set, words
from referee.rules.ordering_sibling import ordering_sibling
from referee.rules.phrase_lists import listed_length

TOPIC = "order"  # the prefix of the lexicon fields read (order_asked, order_condition, order_told)
ENTRIES = 1  # the first entries one of which must speak of order
SPLIT_REACH = 8  # the words between "before" and "or after" that may name the step ordered ("before I take my salary")
CLOSE_REACH = 6  # the words after the "or" within which the closing word stands ("or place the new cards FIRST")
SPLIT_ENTRIES = 2  # the first entries one of which must speak of order for a split ask (the step ordered may be the second's)
NUMBERED = re.compile(r"(?<!\d)1[.)]\s+\S.*?(?<!\d)2[.)]\s+\S", re.S)  # "1. Roll ..., 2. Select": steps in order


def unstated_order(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that offer the two sides of an order ("before or after")
    when the first entry neither speaks of order, nor numbers its steps, nor
    is a numbered step itself; else None."""
    if any(NUMBERED.search(lang_index.docs[number].entry.text)
           or _titled_step(lang_index.docs[number].entry.title, lang_index.lang) for number in near[:ENTRIES]):
        return None
    split = split_order(words(query), lang_index.lang)
    if split is not None:
        return None if ordinal_firsts.entries_tell_order(near[:SPLIT_ENTRIES], lang_index) else split
    asked = unstated_form(query, [], lang_index, TOPIC)  # (the words asked; the near entries judged below)
    if asked is None or ordinal_firsts.entries_tell_order(near[:ENTRIES], lang_index):
        return None
    # (a near entry of the same game that sets the steps in order by its title answers: rules/ordering_sibling.py)
    return None if ordering_sibling(near, lang_index) else asked


def split_order(said: list[str], lang: str) -> str | None:
    """The two sides of an order split around the step they order, in the
    folded words `said` ("BEFORE I take my salary OR AFTER", "ANTES de
    aplicar su bonificación O DESPUÉS", "do I pay the costs FIRST and then
    place my cards, OR place the cards FIRST?"): the opening word, the "or"
    and the closing word, or None. The closing word is the other side of
    the opening one (`_other_sides`): "¿tengo que seguir cumpliéndolo
    DESPUÉS o da igual si LUEGO lo dejo?" offers no order. A set look-up of
    the opening words first: most questions hold none."""
    sides = _other_sides(lang)
    if sides.keys().isdisjoint(said):
        return None
    ors = question_form_set(lang, "order_split_or")
    for position, word in enumerate(said):
        if word not in sides:
            continue
        for at in range(position + 1, min(len(said), position + 2 + SPLIT_REACH)):
            if said[at] not in ors:
                continue
            last = next((n for n in range(at + 1, min(len(said), at + 1 + CLOSE_REACH)) if said[n] in sides[word]),
                        None)
            if last is not None and last - position > 2:  # ("before or after" unsplit: `order_asked`'s, read below)
                return " ".join((word, said[at], said[last]))
            break  # (the first "or" after the opening word closes the choice, or none does)
    return None


@lru_cache(maxsize=8)
def _other_sides(lang: str) -> dict[str, frozenset[str]]:
    """Each opening word of a split order and the closing words that are its other side: an earlier word
    (`order_split_earlier`: "before", "antes") and a later one (`order_split_later`: "after", "después", "luego")
    close each other; a word of first (`order_split_first`: "first", "primero") is closed by another."""
    form = question_form(lang)
    earlier, later, first = (frozenset(form.get(f"order_split_{side}", ())) for side in ("earlier", "later", "first"))
    return {**{word: later for word in earlier}, **{word: earlier for word in later}, **{word: first for word in first}}


def _titled_step(title: str, lang: str) -> bool:
    """Whether a title names a numbered or lettered step ("Step 1: ...", "Paso A: ..."; the letter a capital, as
    printed: not "un paso a la izquierda", a step along a track)."""
    pattern = _step_pattern(lang)
    return pattern is not None and pattern.search(title) is not None


@lru_cache(maxsize=8)
def _step_pattern(lang: str) -> re.Pattern | None:
    """A step word of `lang` (`order_step_titled`, any case) followed by a number or a capital letter."""
    steps = question_form(lang).get("order_step_titled", ())
    if not steps:
        return None
    return re.compile(r"\b(?i:" + "|".join(map(re.escape, steps)) + r")\s+(?:\d+|[A-Z])\b")
