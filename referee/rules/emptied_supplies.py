"""A shared deck, supply or area told empty, when no near rule speaks of running short: a silence of the question's form.

"SE ACABÓ EL MAZO de Partner y quiero hacer Date, ¿pago el tiempo y la
plata igual?", "the Adulthood DECK RAN OUT and the market is down to 3
cards: do I get the energy, pay the cost, or both?", "SE ACABARON las
fichas de Infelicidad DE LA RESERVA: las que me tocarían, ¿cuentan?",
"time meeples RAN OUT in the common PILE". The player tells a state the
game's components reach (a deck, a supply, an area of the board used up)
and asks what a rule of the thing does then. The rule that ranks first is
the thing's own (Date, the market's costs, the Unhappiness tokens at the
end) and holds every word of the question but the state; the rulebook
settles the state only where it speaks of running short. A fresh question
names a new deck or supply each time, so no gap's aliases reach it: the
form is what transfers.

The question holds a phrase of running out (`emptied_said`: "ran out",
"is empty", "none left", "se acabó", "está vacío", "se agotaron") with a
word of a shared place at most `emptied_reach` words away (`emptied_places`:
"deck", "supply", "pile", "market", "area", "mazo", "reserva",
"suministro", "mercado"). A player's own stock ("I RAN OUT of time
meeples", "no money LEFT") is not read: energy stands in for time, and the
rule of the thing answers (three such questions were answered right). Nor
is the game or a round that ends ("¿se acaba ya la partida?"): no place of
components is named. The question is answered when one of the first
NEAR_ENTRIES rules speaks of running short, of a limit or of a stand-in
(`emptied_told`: "empty", "runs out", "none left", "no more", "unlimited",
"instead", "DEPLETION", "vacío", "se acaba", "quedan", "ilimitado", "en
lugar", "Agotamiento"; not "left" alone, the side of "left-most"): when a
deck running out triggers a rule (social assistance, DEPLETION), the rule
that says so ranks near, and the question asks for it. Nor is it read of
a game one of whose rules tells a place of its own run out (CV's "each
time one of the 3 life-stage DECKS RUNS OUT", LOOP's "the MATERIAL DECK IS
EMPTY"): that rulebook says what its running out does, and the rule that
says it may rank below the near ones (worked out once per game and
language). A question without a word of running out pays one set look-up.

A near rule's word of emptiness that tells a place emptied on schedule or
the gaps a refill fills (`emptied_scheduled`: "the market IS EMPTIED and
replaced at the end of each round", "fill the EMPTY SLOTS with cards from
the Adulthood deck", "SE VACÍA y se repone", "los HUECOS VACÍOS") is no
word of running short: it says what the game does every round, not what a
card that gives an extra market card, Meditate or the left-most card's
energy does when the market, the deck or the supply has run dry (round
edgethree: four such questions of Adulthood were answered by those rules).
But when a sentence of the question that asks speaks of refilling the
place (`emptied_refill`: "the market is empty mid-round, DO WE RESTOCK
it?", "¿SE REPONE?"), the rule of the refill is the answer, and its words
tell as before (three such questions stay answered); a refill only told
("(it isn't restocked mid-round). Do I lose that extra card?") does not.
A common "pool" of tokens is a shared place too ("none left in the POOL").

Measured on TUNE151 (the 760 questions with a word of running out or of
emptiness): with the first rule alone judged and no place asked
(prototype), 15 unanswerable questions abstained and 40 answered ones did
(a deck that runs out triggers social assistance, the game's end); with
the three near rules, 7 and 8 (the player's own meeples, the game's end);
with a place named too, 6 and 1 (LOOP's MATERIAL deck, whose running out
the rules call DEPLETION, "Agotamiento": told words since); without
"left" alone, 8 and none. In Spanish "sin" and "queda" stay told words:
with only "no queda", "se queda sin", two answered questions of Rob's
empty pile of Traits abstained. TUNE151: abstention 4,562 -> 4,570, top-1,
top-3 and false abstention unchanged; but on the check sets false
abstention 17 -> 19, so a game whose rules speak of a place run out is
left to its rules: 7 of the 8 kept on TUNE151 (Adulthood's decks and
supply; Coming of Age's Memory deck, whose English rules say the tokens
never run out, is lost).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import (marked_sentences, question_form, question_form_openers, question_form_phrases,
                                     words)
from referee.rules.phrase_lists import listed_positions, listed_runs
from referee.rules.unstated_specifics import entries_tell, entry_sentences, holds

NEAR_ENTRIES = 3  # the first entries one of which may speak of running short, of a limit or of a stand-in


def unstated_emptied(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell a shared deck, supply or area run out ("ran
    out", "se acabó") when no rule of the first NEAR_ENTRIES of `near`
    speaks of running short, and no rule of the first entry's game tells a
    place of its own run out; else None."""
    lang = lang_index.lang
    said = words(query)
    if not near or question_form_openers(lang, "emptied_said").isdisjoint(said):
        return None  # (no word of running out: most questions)
    told = emptied_told(said, lang)
    if not told:
        return None
    scheduled_tell = _asks_refill(query, lang)  # ("the market is empty mid-round: DO WE RESTOCK it?")
    if any(_tells_short(number, lang_index, scheduled_tell) for number in near[:NEAR_ENTRIES]) \
            or _game_runs_short(lang_index.docs[near[0]].entry.game, lang_index):
        return None
    return told


def emptied_told(said: list[str], lang: str) -> str:
    """The phrase of running out of the folded words `said` with a place of
    components at most `emptied_reach` words before or after it ("the
    Values DECK IS EMPTY", "SE ACABÓ el MAZO"), or ""."""
    runs = listed_runs(said, lang, "emptied_said")
    places = listed_positions(said, lang, "emptied_places") if runs else set()
    if not places:
        return ""
    reach = question_form(lang).get("emptied_reach", 0)
    for start, end in runs:
        if any(start - reach <= place < start or end <= place < end + reach for place in places):
            return " ".join(said[start:end])
    return ""


_TELLS_SHORT: dict[tuple[int, int], bool] = {}  # (a language index, an entry) -> whether it speaks of running short


def _tells_short(number: int, lang_index: LangIndex, scheduled_tell: bool = False) -> bool:
    """Whether a sentence of the entry `number` holds a phrase of
    `emptied_told` once the words of a place emptied on schedule or of the
    gaps a refill fills are set aside (`emptied_scheduled`: "IS EMPTIED and
    replaced at the end of each round", "fill the EMPTY SLOTS", "SE VACÍA y
    se repone", "los HUECOS VACÍOS"): such a rule tells what the game does
    every round, never what happens when a deck or supply has too few to
    give (worked out once per entry). With `scheduled_tell` (the question
    asks whether or when the place is refilled) those words tell as any
    other: the rule of the refill is the answer."""
    if scheduled_tell:
        return entries_tell((number,), lang_index, "emptied_told")
    key = (id(lang_index), number)
    if key not in _TELLS_SHORT:
        lang = lang_index.lang
        told = question_form_phrases(lang, "emptied_told")
        scheduled = question_form_phrases(lang, "emptied_scheduled")
        _TELLS_SHORT[key] = any(holds(_set_aside(sentence, scheduled), told)
                                for sentence in entry_sentences(number, lang_index))
    return _TELLS_SHORT[key]


def _asks_refill(query: str, lang: str) -> bool:
    """Whether a sentence of the question that asks ("?" in it; every
    sentence when none does) holds a word of refilling (`emptied_refill`:
    "restock", "refill", "se repone", "rellenar"): "the market is empty
    halfway through the round, DO WE RESTOCK it?" asks the rule of the
    refill, which a place emptied on schedule is; "(it isn't restocked
    mid-round). Do I lose that extra card?" tells the refill and asks
    another thing."""
    refill = question_form_phrases(lang, "emptied_refill")
    sentences = marked_sentences(query)
    asked = [sentence for sentence in sentences if "?" in sentence] or list(sentences)
    return any(holds(words(sentence), refill) for sentence in asked)


def _set_aside(said: list[str], phrases: tuple[tuple[str, ...], ...]) -> list[str]:
    """The folded words `said` with every run of one of `phrases` replaced by
    an empty word (the words around it do not join into a phrase)."""
    kept = list(said)
    for phrase in phrases:
        size = len(phrase)
        for start in range(len(kept) - size + 1):
            if tuple(kept[start:start + size]) == phrase:
                kept[start:start + size] = [""] * size
    return kept


_GAME_SHORT: dict[tuple[int, str], bool] = {}  # (a language index, a game) -> whether a rule tells a place run out


def _game_runs_short(game: str, lang_index: LangIndex) -> bool:
    """Whether a rule entry of `game` tells a place of components run out in
    one of its sentences ("each time one of the 3 life-stage DECKS RUNS
    OUT", "DEPLETION: the MATERIAL DECK IS EMPTY"), worked out once per game:
    the rulebook of such a game says what its running out does, and a rule
    the ranking leaves below the near ones may answer."""
    key = (id(lang_index), game)
    if key not in _GAME_SHORT:
        lang = lang_index.lang
        _GAME_SHORT[key] = any(
            lang_index.docs[number].entry.game == game
            and any(emptied_told(sentence, lang) for sentence in entry_sentences(number, lang_index))
            for number in range(lang_index.gap_start))
    return _GAME_SHORT[key]
