"""Questions about the order of play, answered by the entry that lays the turn out in order.

"What do we do FIRST on a turn, put out the time or take a card?", "After
everybody has done the Experience Space, WHAT COMES NEXT in the turn?",
"what do we do first, roll the dice or choose the cards?", "¿QUÉ VIENE
DESPUÉS?", "el ÚLTIMO PASO de mi turno". A new player asks where a step
stands in the turn; the rulebook answers with its list of the turn's
phases or steps ("The 4 phases of a turn", "A turn has four steps, in
order", "Las cinco fases del turno"). Before this, the entry about one
step the question names (the Experience Space, taking a card) came first,
or the question abstained for a word of that step the list does not say.

The question's phrase of order (lexicon `question_form.sequence_asked`) is
how it asks, not a word of the answer: it is left out of ranking and topics
like a frame (rules/framing.py), so "first" does not pull the first
player's entry, nor "step" every "Step 3: ..." entry. An entry lays the
order out when its title counts the parts of a turn or round: a number
before one of `sequence_parts` ("4 PHASES", "four STEPS", "cinco FASES")
and a word of `sequence_periods` ("turn", "ronda"). Once the search has
decided, the one of the first entry's game goes first when it scores at
least PULL_SHARE of the first (`order_entry_first`), and it answers: the
steps the question names are where it stands in the turn, which the list
names in its own words ("put out the time" is "place your Time"). Not when
the first entry holds both sides of a choice asked ("¿qué va primero,
coger carta del mercado o jugar cartas?": "Paso 3: tomar del mercado y
jugar cartas en cualquier orden" answers within one step), nor when the
question is about a variant (a player count, a mode it names: "in the
2-player game ... what is done after each turn?").

On the tuning sets: blind27 top-1 +5 of its 200 answerable (one of them
a false abstention: "what comes after I've put all my time..."); blind20
one false abstention fewer ("¿qué es lo que se hace después de cada
turno?", the 2-player note: its phrase of order is no word to abstain
for); no other set moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import NUMBER_WORDS, first_word_reach, phrase_positions, question_form, stem, words
from referee.rules.phrase_lists import text_says_listed

PULL_SHARE = 0.5  # an entry that lays the turn out goes first from this share of the first entry's score


@lru_cache(maxsize=4)
def _asked(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of asking about the order of play of `lang`, and their `first_word_reach`."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get("sequence_asked", ()))
    return phrases, first_word_reach(phrases)


def asked_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase that asks about the order of
    play ("WHAT COMES NEXT", "WHAT DO WE DO FIRST", "EL ÚLTIMO PASO"); empty
    for a question without one (most: a set look-up of its words)."""
    phrases, reach = _asked(lang)
    if reach.keys().isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach)


@lru_cache(maxsize=4)
def _parts_and_periods(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words of the parts of a turn, of the periods they divide and of numbers, of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("sequence_parts", ())), frozenset(form.get("sequence_periods", ())),
            frozenset(NUMBER_WORDS.get(lang, {})))


@lru_cache(maxsize=4096)
def gives_order(title: str, lang: str) -> bool:
    """Whether an entry's title lays the turn out (`lays_out_order`) or says
    it gives an order of another part of play (`sequence_order_titles`:
    "Final scoring steps, IN ORDER", "ORDER OF PHASE 1: ...", "SCORING
    ORDER"; not "in any order"): the entries `order_entry_first` may bring
    first for a question of order. Its entry lists steps in order, of a part
    of play if not of a turn, so "¿qué va primero, restar por las fichas o
    sumar los Values?" is answered by the final scoring's steps, as a turn's
    order question by the turn's phases."""
    return lays_out_order(title, lang) or text_says_listed(title, lang, "sequence_order_titles")


@lru_cache(maxsize=4096)
def lays_out_order(title: str, lang: str) -> bool:
    """Whether an entry's title counts the parts of a turn or round ("The 4
    phases of a turn", "A turn has four steps, in order", "Las cinco fases
    del turno"): its entry lists them in order."""
    parts, periods, numbers = _parts_and_periods(lang)
    told = words(title)
    if periods.isdisjoint(told):
        return False
    return any(word in parts and (told[n - 1].isdigit() or told[n - 1] in numbers)
               for n, word in enumerate(told) if n)


@lru_cache(maxsize=4)
def _part_stems(lang: str) -> frozenset[str]:
    """The stems of the words of the parts of a turn of `lang` ("phases", "steps", "fases": "phas", "step", "fas")."""
    return frozenset(stem(word, lang) for word in question_form(lang).get("sequence_parts", ()))


def part_covered(stemmed: str, held, title: str, lang: str) -> bool:
    """Whether the word of a part of the turn said after a part's name
    ("the bad luck PHASE", "la FASE de mala suerte"), which the glossary
    binds to the name, is covered by an entry that holds the word and lays
    the turn out (`lays_out_order`: "The five phases of a turn: 1. Roll the
    Dice, ..., 3. Bad Luck"): the list names each phase by its name alone,
    under its own word for them all. Before this, "does the bad luck phase
    come before or after I add cards to my CV?" abstained with the list
    first, for a "phase" its text never says beside "Bad Luck"."""
    return stemmed in held and stemmed in _part_stems(lang) and lays_out_order(title, lang)


def order_entry_first(scored: list[tuple[float, int]], title_of, game_of, covers_choice: bool, lang: str):
    """`scored` (value, entry number, best first) with the entry that lays
    the turn of the first entry's game out in order (`lays_out_order`)
    moved first, when it scores at least PULL_SHARE of the first entry and
    the first entry does not itself hold both sides of a choice the
    question offers (`covers_choice`: "¿qué va primero, coger carta del
    mercado o jugar cartas?" is answered by "Paso 3: tomar del mercado y
    jugar cartas en cualquier orden", within one step). None when nothing moves."""
    if not scored or covers_choice:
        return None
    best, first = scored[0]
    if gives_order(title_of(first), lang):
        return None
    game = game_of(first)
    for rank, (value, number) in enumerate(scored[1:], start=1):
        if value < best * PULL_SHARE:
            return None
        if game_of(number) == game and gives_order(title_of(number), lang):
            return [scored[rank], *scored[:rank], *scored[rank + 1:]]
    return None
