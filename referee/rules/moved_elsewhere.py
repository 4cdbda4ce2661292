"""A thing already placed, asked to be moved somewhere else: a silence of the question's form.

"After I overcome a frustration, can I SLIDE that flipped token OVER TO A
DIFFERENT mood track?", "¿se puede MOVER una Presencia mía de una
ubicación A OTRA?", "las Fichas de Interés que dejé, ¿se pueden PASAR A OTRA
ubicación después?". A rulebook says where each thing is put, and moves
a thing only where it says so ("after choosing a Die you may MOVE IT to
another location"). The rule that ranks first places the thing asked
(flip the Token and place it at the other end; leave an Interest Token on
the building) or moves another one (the die): it does not let the thing
asked move on, so the rulebook is silent about moving it.

The question asks leave (the search's "?may") to move a thing elsewhere: a
verb of moving (`question_form.moved_asked`: move, slide, switch, mover,
pasar, cambiar) followed, within MOVE_REACH words, by a phrase of another
place (`moved_elsewhere`: "to a different", "to another", "a otra", "de
sitio"). The thing moved is the first term of the game's glossary between
the two ("mover UNA PRESENCIA mía ... a otra"), or else the last one before
the verb in its sentence ("las Fichas de Interés que dejé en UN EDIFICIO,
¿se pueden pasar a otra?": the nearest term, here the building they lie
on, which no rule moves either). A near rule answers
when one of its sentences holds a word of moving (`moved_told`: "move",
"moverlo", "desplaza") and names the thing (its word, or a word of the same
glossary term), or holds a word of moving at all when the question names
no thing ("can I slide an unresolved ONE over to a different track?").

Cheap: a set look-up of the verbs first; most questions hold none.
"""

from __future__ import annotations

import re

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import key, question_form_openers, question_form_phrases, question_form_set, stopwords, words
from referee.rules.payment import game_concepts
from referee.rules.unstated_specifics import entry_sentences, phrase_starts, phrases_held

MOVE_REACH = 8  # words after the verb of moving within which the other place is named ("slide THAT FLIPPED TOKEN OVER
# TO A DIFFERENT", "mover UNA PRESENCIA MÍA DE UNA UBICACIÓN A OTRA": the 7th)
_SENTENCE = re.compile(r"[.!?¿¡;:]+")


def _terms(said: list[str], game: str, index: Index, lang: str) -> list[tuple[str, frozenset[str]] | None]:
    """For each word of `said`, its key and its glossary concepts of the game
    when it is part of one of the game's terms, else None."""
    keys = [key(word, lang) for word in said]
    return [(stemmed, concepts) if concepts and word not in stopwords(lang) else None
            for word, stemmed, concepts in zip(said, keys, game_concepts(keys, game, index, lang))]


def _moved(said: list[str], lang: str) -> tuple[int, int] | None:
    """The position of the verb of moving and of the phrase of another place
    after it, or None when the question asks no such move."""
    verbs = question_form_set(lang, "moved_asked")
    elsewhere = question_form_phrases(lang, "moved_elsewhere")
    for position, word in enumerate(said):
        if word not in verbs:
            continue
        reach = said[position + 1:position + 1 + MOVE_REACH]
        for phrase in phrases_held(reach, elsewhere):
            return position, position + 1 + next(phrase_starts(reach, phrase))
    return None


def _thing(query: str, said: list[str], place: tuple[int, int], game: str, index: Index, lang: str):
    """The term of the thing moved: the first between the verb and the other
    place, else the last before the verb in the verb's sentence; None if none."""
    verb, elsewhere = place
    terms = _terms(said, game, index, lang)
    between = next((term for term in terms[verb + 1:elsewhere] if term), None)
    if between:
        return between
    sentence_start = 0
    for sentence in _SENTENCE.split(query):
        length = len(words(sentence))
        if sentence_start + length > verb:
            break
        sentence_start += length
    return next((term for term in reversed(terms[sentence_start:verb]) if term), None)


def unstated_move(query: str, near: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The words that ask the move ("slide ... to a different") when the
    question asks to move a thing elsewhere and no near rule moves it; else
    None. The caller asks it only of a question of whether one may."""
    lang = lang_index.lang
    said = words(query)
    if question_form_set(lang, "moved_asked").isdisjoint(said) or question_form_openers(lang, "moved_elsewhere").isdisjoint(said):
        return None  # (no verb of moving, or no other place: most questions)
    place = _moved(said, lang)
    if place is None or not near:
        return None
    game = lang_index.docs[near[0]].entry.game
    thing = _thing(query, said, place, game, index, lang)
    told = question_form_set(lang, "moved_told")
    for number in near:
        for sentence in entry_sentences(number, lang_index):
            if told.isdisjoint(sentence):
                continue
            if thing is None:
                return None
            stemmed, concepts = thing
            if any(term and (term[0] == stemmed or term[1] & concepts) for term in _terms(sentence, game, index, lang)):
                return None
    return " ".join(said[place[0]:place[1] + 1])
