"""Whether some card prints a given effect: a silence of the question's form.

"IS THERE ANY CARD THAT lets you grab a card from the old age deck early?",
"¿HAY ALGUNA CARTA en CV QUE te deje robar dados de otro jugador?", "DO
ANY Work CARDS give good luck symbols?", "¿HAY CARTAS de Relación QUE den
dinero?". The rule that ranks first explains the kind of card or the
effect asked about (how Relationship cards work, how dice are rerolled)
and would answer with confidence; but which cards exist, and what each
prints, is on the cards: the rulebooks explain kinds of component, never
list their cards (rules/instances.py). A fresh question of this form names
a new effect each time, so no gap's aliases reach it; the form transfers.

A question asks it when a clause opens with a word of existence
(`existence_asking`: "is there", "are there", "do any", "hay", "existe"),
a word of a kind of card follows, after a few little words
(`existence_skipped`: "a", "any", "alguna"; the kinds are the words of
card and the card types players name bare: "possessions", and in Spanish
also the English names of Adulthood's cards, "algún Trait") and, in
English, at most
TYPE_WORDS words of its type ("an EVENT card"; Spanish names the type
after it: "cartas DE RELACIÓN"), and what the card does
follows it: a relative or a preposition (`existence_relatives`: "that",
"with", "like", "whose", "for", "among", "que", "con", "para", "cuyo", "cuya",
"entre") within RELATIVE_REACH words, or, after "do any", its verb ("is
there a card FOR having kids?", "Work cards AMONG the childhood cards?":
which cards a deck holds is printed on them too). Spanish players name
LOOP's and Adulthood's kinds as printed ("¿Hay algún TRAIT que...?"). The
clause must be the ask: its sentence ends
with a question mark, or the question has none ("Hay cartas con un
cuadrito blanco en la barra de coste, ¿qué quiere decir eso?" tells what
the player sees and asks what it means, which a rule answers).

The rulebook answers when it prints each card of that kind, one entry each
(LOOP's careers and events, Coming of Age's traits: `kind_printed`), or
when the first entry is the rule of one named card (a printed card that
does it: LOOP's Skinner Box for "is there an event that refills the
slots?").
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.combined import named_things
from referee.rules.index import Index, LangIndex
from referee.rules.instances import keeps_first_word, kind_printed, without_game_names
from referee.rules.normalize import question_form, question_form_openers, question_form_phrases, stopwords, words

TYPE_WORDS = 2  # the most words of a type named before its kind ("any GOOD LUCK cards")
RELATIVE_REACH = 4  # words after the kind within which what it does begins ("cards on the track WITH no cost")
# a sentence and what ends it ("." "?" or nothing), split also at an opening "¿" or "¡"
_SENTENCE = re.compile(r"([^.!?¿¡]+)([.!?]?)")
_CLAUSE = re.compile(r"[^,;:()\"—–]+")


@lru_cache(maxsize=16)
def _words(lang: str, field: str) -> frozenset[str]:
    """The words of one `[question_form]` field of `lang` (made once)."""
    return frozenset(word for phrase in question_form_phrases(lang, field) for word in phrase)


def _asks_sentences(query: str) -> list[str]:
    """The sentences of `query` that ask: those ending with a question mark,
    or all of them when the question has none."""
    found = [(text, end) for text, end in _SENTENCE.findall(query) if text.strip()]
    if "?" not in query:
        return [text for text, _ in found]
    return [text for text, end in found if end == "?"]


def asked_existence(query: str, lang: str, index: Index | None = None) -> tuple[str, ...]:
    """The words of the kind of component (with its type) a question asks
    whether some card of prints an effect; () when it asks no such thing.
    Given the `index`, the names of games said in passing are left out first."""
    openers = question_form_phrases(lang, "existence_asking")
    firsts = question_form_openers(lang, "existence_asking")  # (made once, not at each question)
    if firsts.isdisjoint(words(query)):
        return ()  # (no word of existence: most questions)
    kinds, skipped, stop = _words(lang, "existence_kinds"), _words(lang, "existence_skipped"), stopwords(lang)
    relatives, verb_follows = _words(lang, "existence_relatives"), question_form_phrases(lang, "existence_verb_follows")
    for sentence in _asks_sentences(query):
        for clause in _CLAUSE.findall(sentence):
            plain = words(clause)
            if not plain or plain[0] not in firsts and (index is None or keeps_first_word(plain[0], index, lang)):
                continue  # (no word of existence opens the clause, and leaving game names out keeps its first word)
            said = words(without_game_names(clause, index, lang) if index is not None else clause)
            opener = next((phrase for phrase in openers if tuple(said[:len(phrase)]) == phrase), None)
            if opener is None:
                continue
            rest = said[len(opener):]
            while rest and rest[0] in skipped:
                rest = rest[1:]
            # the kind next, after its type in a language that names it first ("an EVENT card"), never after
            # other words ("is there a limit ON cards", "¿hay LÍMITE DE cartas?": a rule's limit, not a card)
            reach = TYPE_WORDS + 1 if question_form(lang).get("instance_name_first", True) else 1
            at = next((n for n, word in enumerate(rest[:reach]) if word in kinds), None)
            if at is None or not stop.isdisjoint(rest[:at]):
                continue
            # the kind's own words: the type before it ("Work cards"), or "de" and the type after it ("cartas de Relación")
            after = rest[at + 1:at + 1 + RELATIVE_REACH + 1]
            if opener in verb_follows and after:
                return tuple(rest[:at + 1])
            told = next((n for n, word in enumerate(after) if word in relatives), None)
            if told is not None:
                return tuple(rest[:at + 1 + told])
    return ()


def unlisted_existing(query: str, game: str, index: Index, lang_index: LangIndex, first: int) -> tuple[str, ...]:
    """The words of the kind asked when the question asks whether some card
    of it prints an effect and the rulebook of `game` lists no such card:
    it prints no card of that kind one entry each, and the first entry
    `first` is no named card's own rule; () otherwise."""
    kind = asked_existence(query, lang_index.lang, index)
    if not kind:
        return ()
    if kind_printed(list(kind), game, index, lang_index) or first in named_things(index, lang_index, game):
        return ()
    return kind
