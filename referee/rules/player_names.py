"""Players told by their names: who did what at the table, never a topic of the question.

"tied on points in cv, MAX has 18 cards and i have 16, who wins", "Me tocó
mala suerte y EL RODRI eligió cuál carta tenía que descartar yo", "depletion
came up on JAY's turn end". A dispute after a game tells who did what and
who claimed what by the players' names; the rule asked of is the same as if
it said "a player". A rulebook that never says "Max" or "Rodri" is not
silent about the tie-break: such a word is not something the answering rule
must hold (search._evidence reads it as it reads "my WIFE", rules/people.py),
nor a typo of a word of the rules ("Juan" is not "jugar"), and a name right
before a verb of saying is the speaker of a claim ("NICO SAYS it should be
9", "EL FRAN DICE QUE ...": rules/framing.py).

A name is a word typed with a capital first letter and not all in capitals
(LOOP's terms are printed so: "BUY", "COIN"), of two letters or more, and:

* not opening a sentence, where any word has a capital ("Can I ...?"),
  unless the word is one no rule text, glossary or word list knows ("PEDRO
  played ACQUIRE on me"), a verb of saying follows it ("ANA SAYS ..."), or
  a deed told in the past does (`question_form.deed_endings`, `deed_words`,
  a Spanish preterite typed with its "ó": "MAX GOT a new career", "ROB
  USED the spot twice", "MAX ELIGIÓ dos"; tuning sets: one false
  abstention fewer, one more answered though not first, nothing lost);
* not a stopword of any language, nor a word of a game's name ("Loop",
  "Adulthood"), nor by itself a term of a game's glossary in any language
  ("el Abogado", "las fichas de Unhappiness", a card's word copied as
  printed), but as the speaker of a claim ("ROB SAYS only 1", asked of LOOP)
  or the doer of a deed opening the sentence ("ROB FLIPPED his events");
* not after a possessive or an English article ("my Partner", "the Flying
  trait": a thing, rules/unknown_names.py), nor after a Spanish preposition
  and its article ("por la Boda"), nor right beside a word of a named
  thing's kind ("Flying TRAIT", "la CARTA Viaje");
* one word, not one of several capitalised words in a row, side by side or
  joined by "de", "of" (`question_form.name_links`): "con Skinner Box
  activo", "Rob Bot", "Registro de Ánimo", "Grown-Up" name things (but a
  given name after a link of ownership, `named_things.owner_links` and
  `given_names`, is the thing's owner: "imitó un Rasgo DE JUAN"); nor a
  sentence's first word set off by a comma ("Che, jugamos...": a call or
  an interjection).

The Spanish article before a name ("EL Juan", "LA Mica", as Latin American
and colloquial Spanish says it) is a stopword and changes nothing.

A name may be a word of a game's glossary term of several words ("Max", of
Coming of Age's "max hand"), or the speaker a term names ("Rob says"):
`search._evidence` forgives it only in an entry of a game whose glossary
does not read it so, and Rob in Coming of Age's solo rules stays the bot.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import compress
from operator import not_
from typing import AbstractSet, Callable

from referee.rules.normalize import LANGUAGES, POSSESSIVES, fold, lexicon_table, question_form, stopwords, words

_CHUNK = re.compile(r"\S+")
_OPENS_SENTENCE = re.compile(r"[.?!:;¿¡]$")  # a chunk ending so: the next one opens a sentence
_LETTER = re.compile(r"[^\W\d_]")
_SET_OFF = re.compile(r"[,.?!:;)\]\u2013\u2014]$")  # a chunk ending so is set off from the next
_QUOTES = "¿¡\"'“«("  # the marks before a chunk's first letter


@lru_cache(maxsize=4)
def _context(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words of `lang` after which a capitalised word is a thing, not a
    player (possessives, and `question_form.name_never_after`: the articles
    a language puts before things but not before a person's name), the words
    of a named thing's kind (`named_things.kinds`), and the verbs of saying."""
    form = question_form(lang)
    return (POSSESSIVES.get(lang, frozenset()) | frozenset(form.get("name_never_after", ())),
            frozenset(lexicon_table(lang, "named_things").get("kinds", ())), frozenset(form.get("speech_verbs", ())))


@lru_cache(maxsize=4)
def _owned(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The links after which a given name is a thing's owner, and the given names (`named_things.owner_links`,
    `given_names`: "un Rasgo DE JUAN" is a player's trait)."""
    table = lexicon_table(lang, "named_things")
    return frozenset(table.get("owner_links", ())), frozenset(table.get("given_names", ()))


@lru_cache(maxsize=1)
def _every_stopword() -> frozenset[str]:
    """The stopwords of every language ("está The 2nd Semi Mid-Season Sales": the card's English "The")."""
    return frozenset().union(*(stopwords(lang) for lang in LANGUAGES))


def _typed_capitalised(chunk: str) -> bool:
    """Whether a chunk of text is typed with a capital first letter and is
    not all in capitals ("Max", "Jay's", not "BUY", "max")."""
    if chunk.islower():  # (most chunks: no capital, told in C)
        return False
    letters = _LETTER.findall(chunk)
    return len(letters) >= 2 and letters[0].isupper() and any(letter.islower() for letter in letters[1:])


def _may_name(chunk: str, stop: AbstractSet[str]) -> bool:
    """Whether a chunk of text may be a player's name as `name_marks` reads
    it: typed capitalised, one word of two letters or more, no stopword (a
    check of the chunk alone, so that a question with none is not read
    chunk by chunk)."""
    if not _typed_capitalised(chunk.lstrip(_QUOTES)):
        return False
    found = fold(chunk).split()
    return len(found) == 1 and len(found[0]) >= 2 and found[0] not in stop


def _alone(chunks: list[tuple[str, list[str]]], capitalised: list[bool], opening: list[bool], number: int,
           links: AbstractSet[str], stop: AbstractSet[str],
           owned: tuple[AbstractSet[str], AbstractSet[str]] = (frozenset(), frozenset())) -> bool:
    """Whether the capitalised chunk at `number` stands alone: one word (not
    "Grown-Up"), and no capitalised chunk runs on from it or into it (one
    that opens its sentence aside), right beside it or past a word of
    `links` ("de", "of"), as the words of a thing's name do ("con Skinner
    Box activo", "Rob Bot", "Registro de Ánimo", "Sense of Belonging")."""
    if len(chunks[number][1]) != 1:
        return False

    def joined(first: int, second: int) -> bool:
        """Whether the capitalised chunks at `first` and `second` make one name (nothing sets them apart, and
        the first is no stopword capitalised for opening a sentence: "EL Juan", not "Grown Up")."""
        return 0 <= first and second < len(chunks) and capitalised[first] and capitalised[second] \
            and not (opening[first] and set(chunks[first][1]) <= stop) and not opening[second] and not any(_SET_OFF.search(chunks[place][0]) for place in range(first, second))

    # (a given name right after a link of ownership is the owner, not the end of a thing's name: "un Rasgo DE
    # JUAN", rules/unknown_names.py `_owner_after`)
    linked = [place for place in (number - 1, number + 1) if 0 <= place < len(chunks)
              and chunks[place][1] and set(chunks[place][1]) <= links
              and not (place == number - 1 and set(chunks[place][1]) <= owned[0] and chunks[number][1][0] in owned[1])]
    return not (joined(number - 1, number) or joined(number, number + 1)
                or any(joined(place - 1, place + 1) for place in linked))


@lru_cache(maxsize=4)
def _deeds(lang: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """The endings and the irregular words of a verb told in the past in `lang`
    (`question_form.deed_endings`, `deed_words`: "-ed", "took"; "-io", "hizo")."""
    form = question_form(lang)
    return tuple(form.get("deed_endings", ())), frozenset(form.get("deed_words", ()))


def _told_done(following: str, number: int, chunks: list[tuple[str, list[str]]],
               deeds: tuple[tuple[str, ...], frozenset[str]]) -> bool:
    """Whether the word after the chunk at `number` (`following`, folded) is a
    verb told in the past: a word of `deeds`, one of its endings past a stem
    of two letters ("used"), or a word typed with a closing "ó" (the Spanish
    preterite: "usó", "eligió")."""
    endings, irregular = deeds
    if following in irregular or any(following.endswith(end) and len(following) >= len(end) + 2 for end in endings):
        return True
    after = chunks[number + 1][0].rstrip(".,;:!?)") if number + 1 < len(chunks) else ""
    return after.endswith("ó")


def _openings(chunks: list[tuple[str, list[str]]]) -> list[bool]:
    """For each chunk, whether it opens a sentence (the text's first words, or after a full stop, a
    question mark, a colon...; at a Spanish "¿" or "¡")."""
    found = []
    opens = True
    for chunk, words_of_chunk in chunks:
        opens = opens or chunk.startswith(("¿", "¡"))
        found.append(opens)
        opens = bool(_OPENS_SENTENCE.search(chunk)) or (not words_of_chunk and opens)
    return found


def _may_mark(chunks: list[str], stop: AbstractSet[str], game_words: AbstractSet[str], game_term: Callable[[str], bool],
              saying: AbstractSet[str], deeds: tuple[tuple[str, ...], frozenset[str]]) -> bool:
    """Whether a chunk of text may be marked a name by `name_marks`, read chunk by chunk before the text is
    read as a whole: a chunk that may name (`_may_name`) whose word is no word of a game's name, and is no
    term of a game's glossary (`game_term`) unless the word after it is a verb of saying or a deed told in
    the past (the speaker or the doer: "ROB SAYS", "ROB FLIPPED"). Each is a condition `name_marks` puts on a
    name; the capitalised words of most questions that have any are the games' names and terms ("Coming of
    Age", "las fichas de Recuerdo", "the Career cards"), which `name_marks` read in their sentence only to
    find no name (about 40 µs)."""
    # (a chunk in lowercase, told in C, has no capital: most chunks)
    for number in compress(range(len(chunks)), map(not_, map(str.islower, chunks))):
        chunk = chunks[number]
        if not _may_name(chunk, stop):
            continue
        found = fold(chunk).split()
        if len(found) != 1 or found[0] in game_words:  # (a name is one word: `_alone`)
            continue
        word = found[0]
        if not game_term(word):
            return True
        # (the word after it, as `name_marks` reads it: the first word of the chunks that follow)
        following = next((found[0] for found in (fold(after).split() for after in chunks[number + 1:]) if found), "")
        if following in saying or _told_done(following, number, [(after, ()) for after in chunks], deeds):
            return True
    return False


def name_marks(text: str, lang: str, known: Callable[[str], bool], game_words: AbstractSet[str],
               game_term: Callable[[str], bool] = lambda word: False) -> tuple[bool, ...]:
    """For each word of `words(text)`, whether it is a player's name (see
    the module's docstring); `known` tells the words the rules, glossaries and
    word lists know (a word of them opening a sentence is no name),
    `game_words` are the words of the games' names and `game_term` tells a
    word that is by itself a term of a game's glossary, in any language
    (no name but as the speaker of a claim: "el Abogado", "las fichas de
    Unhappiness"; "ROB SAYS only 1"). Empty when the text names no player
    (or its chunks do not split into the same words)."""
    stop = _every_stopword()
    before, kinds, saying = _context(lang)
    deeds = _deeds(lang)
    if not _may_mark(_CHUNK.findall(text), stop, game_words, game_term, saying, deeds):
        return ()  # (most questions: no capitalised word but a game's name, its terms and the little words)
    links = frozenset(question_form(lang).get("name_links", ()))
    owned = _owned(lang)
    # (each chunk folded on its own, not through `words`, whose few cached texts are the question's)
    chunks = [(chunk, fold(chunk).split()) for chunk in _CHUNK.findall(text)]
    flat = [word for _, found in chunks for word in found]
    capitalised = [bool(found) and _typed_capitalised(chunk.lstrip(_QUOTES)) for chunk, found in chunks]
    opening = _openings(chunks)
    marks = [False] * len(flat)
    place = 0
    for number, (chunk, found) in enumerate(chunks):
        if capitalised[number] and _alone(chunks, capitalised, opening, number, links, stop, owned):
            word = found[0]
            previous = (" ".join(flat[max(place - 2, 0):place]), flat[place - 1] if place else "")
            following = flat[place + len(found)] if place + len(found) < len(flat) else ""
            # (a kind beside it, not across a comma: "i drew 2 events, Rob says only 1" names a player)
            kind_before = previous[1] in kinds and not _SET_OFF.search(chunks[number - 1][0])
            kind_after = following in kinds and not _SET_OFF.search(chunk)
            # (a speaker, or the doer of a deed told in the past: "ROB USED the donate spot", "MAX GOT ..."; a
            # game's term is a doer only opening the sentence: "el Abogado usó su OBJECTION" is the card's)
            subject = not _SET_OFF.search(chunk) and (following in saying or _told_done(following, number, chunks, deeds))
            if len(word) >= 2 and word not in stop and word not in game_words \
                    and (following in saying or subject and opening[number] or not game_term(word)) \
                    and before.isdisjoint(previous) \
                    and not kind_before and not kind_after and (not opening[number] or subject
                                                                or (not known(word) and not _SET_OFF.search(chunk))):
                marks[place] = True
        place += len(found)
    if not any(marks) or flat != words(text):
        return ()
    return tuple(marks)
