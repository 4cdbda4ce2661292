"""Where a thing sits, asked between places the player offers: answered only by a rule that names one of them.

"Does the Experience card stack go on the LEFT side OR the RIGHT side of my
board?", "¿las fichas de Unhappiness se ponen ENCIMA de mi tablero O AL
LADO?", "The player reference cards: one each IN FRONT of us, OR one in the
MIDDLE of the table?". The player offers two places or two faces of a thing
and asks which. The rule that ranks first is the rule of the thing: it says
what the thing does, or that it sits "beside your board", and holds the
question's other words; whether it goes left or right, on top or beside, is
a rule only where the rulebook names that place. So the question is
unanswered when, in one of its sentences, a word of choice (`or`: "or",
"o") has a place or a face word (a phrase of one of `groups`: left, right,
under, top, bottom, beside, in front, middle, face up, face down) before it
and one of another group after it (at most `reach` words away), and the
first rule names neither place. A group said on both sides of the choice is
what the two places share, not the choice ("my 2 FACEDOWN Values, under my
player board or just FACE DOWN next to it?" offers under or beside). CV's
"pass the cards to the left" answers "to the left or to the right?"

rules/fate_choices.py reads the same form for where a thing goes (the box,
the discard pile); this reading reads where it sits or which way it faces.
Only the first entry is read, as there. Gated on a set look-up of the words
of choice and of the place words' first words, so most questions pay
nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import first_word_reach, lexicon_table, phrase_at, words
from referee.rules.unstated_specifics import entry_sentences

ENTRIES = 1  # the first entries one of which must name a place offered
# the group of a way round the table ("clockwise", "en el sentido de las agujas del reloj"): a rule that says it answers
# "pass left or right?" (TUNE51: Loop's "play then goes clockwise", blind45, answers "¿a la izquierda o a la derecha?")
_WAY = "way"
_SIDES = frozenset(("left", "right"))
SENTENCE = re.compile(r"[.?!¿¡;]+")  # (where the question's sentences end: a choice is offered inside one)


@lru_cache(maxsize=4)
def _lexicon(lang: str):
    """The words of choice, the place phrases (folded) -> their group (None
    for a phrase of `not_places`: "right AWAY", "derecho A"), the reach of
    their first words, and how many words may part a place from the choice,
    of `lang`."""
    table = lexicon_table(lang, "offered_places")
    groups: dict[tuple[str, ...], str | None] = {
        tuple(words(phrase)): group for group, phrases in table.get("groups", {}).items() for phrase in phrases}
    groups |= {tuple(words(phrase)): None for phrase in table.get("not_places", ())}
    groups |= {tuple(words(phrase)): _WAY for phrase in table.get("ways", ())}
    return frozenset(table.get("or", ())), groups, first_word_reach(groups), table.get("reach", 0)


def _places(folded: list[str], lang: str) -> list[tuple[int, str, str]]:
    """The place phrases of the folded words: (position, group, words), the
    longest at each place, scanning left to right."""
    _, groups, reach, _ = _lexicon(lang)
    found = []
    position = 0
    while position < len(folded):
        length = phrase_at(folded, position, groups, reach) if folded[position] in reach else 0
        if length:
            phrase = tuple(folded[position:position + length])
            if groups[phrase]:
                found.append((position, groups[phrase], " ".join(phrase)))
            position += length
        else:
            position += 1
    return found


def side_offered_after_or(folded: list[str], lang: str) -> bool:
    """Whether a side or face is what a word of choice ("or", "o") offers:
    a place phrase opens right after it, or with the word of choice itself
    ("o AL LADO", "or beside", "o boca abajo"). The second place of
    rules/named_places.py is then a side, not a thing named by a noun."""
    choice = _lexicon(lang)[0]
    starts = {position for position, _, _ in _places(folded, lang)}
    return any(word in choice and (at + 1 in starts or at + 2 in starts and folded[at + 1] not in choice)
               for at, word in enumerate(folded))


def offered(sentence: list[str], lang: str) -> dict[str, str] | None:
    """The two groups of places the folded words of one sentence offer
    between (`groups` names), each with the words that said it, or None."""
    choice, _, _, most = _lexicon(lang)
    found = _places(sentence, lang)
    said = {group: phrase for _, group, phrase in found}
    for at, word in enumerate(sentence):
        if word not in choice:
            continue
        before = [(place, group) for place, group, _ in found if place < at]
        after = [(place, group) for place, group, _ in found if place > at]
        shared = {group for _, group in before} & {group for _, group in after}
        before = [(place, group) for place, group in before if group not in shared and at - place <= most]
        after = [(place, group) for place, group in after if group not in shared and place - at <= most]
        if before and after and before[-1][1] != after[0][1] and _WAY not in (before[-1][1], after[0][1]):
            return {group: said[group] for group in (before[-1][1], after[0][1])}
    return None


def unstated_offer(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the places the question offers a thing between when the
    first entry names none of them; else None."""
    lang = lang_index.lang
    choice, _, reach, _ = _lexicon(lang)
    said = words(query)
    if choice.isdisjoint(said) or reach.keys().isdisjoint(said):
        return None  # (no word of choice or no place word: most questions)
    for part in SENTENCE.split(query):
        asked = offered(words(part), lang)
        if asked:
            break
    else:
        return None
    answering = set(asked) | ({_WAY} if _SIDES & asked.keys() else set())
    if any(group in answering for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)
           for _, group, _ in _places(sentence, lang)):
        return None
    return " / ".join(asked.values())
